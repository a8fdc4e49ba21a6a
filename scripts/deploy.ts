/**
 * `TENANT=<id> npm run deploy`: builds one tenant for production (emulators off) and deploys it to that tenant's own
 * Firebase project (`firebase.projectId` in tenants/<id>/tenant.json), as one wave of `npm run deploy:all` does:
 * checks, release tag, build, `firebase deploy`, smoke check (scripts/lib/deploy, docs/deploy.md). Requires
 * `npx firebase login` first. Extra arguments are passed to `firebase deploy` (e.g. `-- --only hosting`). The web
 * API key is the project's (`apps:sdkconfig WEB`) unless `VITE_FIREBASE_API_KEY` is set.
 */
import { tenantFromEnv } from './firebase.js';
import { runDeploy } from './lib/deploy/run-deploy.js';
import { repoRoot } from './lib/tenants.js';

const tenantId = tenantFromEnv();
const apiKey = process.env.VITE_FIREBASE_API_KEY?.trim();
process.exitCode = await runDeploy({
  tenants: [tenantId],
  canary: tenantId,
  dryRun: false,
  root: repoRoot,
  interactive: true,
  firebaseArgs: process.argv.slice(2),
  ...(apiKey ? { apiKey } : {}),
});
