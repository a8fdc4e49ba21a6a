/**
 * `TENANT=<id> npm run deploy`: builds one tenant for production (emulators off) and deploys it to that tenant's
 * own Firebase project (`firebase.projectId` in tenants/<id>/tenant.json). Requires `npx firebase login` first.
 * Extra arguments are passed to `firebase deploy` (e.g. `-- --only hosting`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webAnalyticsOrigin } from '@portal/domain';
import { repoRoot, runFirebase, tenantFromEnv } from './firebase.js';
import { withFunctionRegion, writeFirebaseConfig } from './lib/firebase-config.js';
import { productionFirebaseConfig } from './lib/security-headers.js';
import { loadTenant } from './lib/tenants.js';

const tenantId = tenantFromEnv();
const tenant = loadTenant(tenantId);
const { projectId, region } = tenant.settings.firebase;
if (projectId.startsWith('demo-')) {
  console.error(
    `✖ tenant "${tenantId}" has no real Firebase project: set firebase.projectId in tenants/${tenantId}/tenant.json ` +
      `(demo-* ids exist only in the emulators).`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  TENANT: tenantId,
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: projectId,
};
for (const ws of ['functions', 'web']) {
  const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: repoRoot, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Everything in web/dist is public: no deploy with a secret in it (scripts/lib/bundle-secrets.ts).
const scan = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-web-bundle.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env,
});
if (scan.status !== 0) process.exit(scan.status ?? 1);
// firebase.json carries the emulator variant of the security headers (loopback hosts in the CSP): the deploy uses a
// copy with the production variant (docs/security.md). Beside firebase.json, so every relative path stays valid.
// The tenant's region goes on the Hosting rewrite (firebase.json names none: scripts/lib/firebase-config.ts).
const deployConfig = writeFirebaseConfig(
  repoRoot,
  'firebase.deploy.json',
  withFunctionRegion(
    productionFirebaseConfig(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'), {
      mode: 'production',
      projectId,
      region,
      // The tenant's web analytics endpoint, when it sends any (docs/web-analytics.md).
      analyticsOrigin: webAnalyticsOrigin(tenant.settings),
    }),
    region,
  ),
);
const extra = process.argv.slice(2);
const only = extra.includes('--only') ? [] : ['--only', 'firestore,functions,hosting,storage'];
const { code } = await runFirebase(
  ['deploy', '--config', deployConfig, '--project', projectId, ...only, ...extra],
  { env },
);
process.exit(code);
