import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant, repoRoot } from '../tenants.js';
import {
  buildEnv,
  buildSteps,
  deployCommand,
  deployConfig,
  deployTarget,
  prepareSteps,
  smokeCommand,
} from './deploy-step.js';
import { describeStep } from './steps.js';

const target = {
  ...deployTarget(loadTenant('demo').settings),
  projectId: 'acme-portal-prod',
  site: 'acme-portal-prod',
};
const RELEASE = 'release/20261201T093000Z';
const line = (step: Parameters<typeof describeStep>[0]) => describeStep(step, repoRoot);

interface Config {
  functions: Record<string, unknown>[];
  hosting: {
    rewrites: { function?: { functionId: string; region?: string } }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
}

describe('the deploy step of a tenant', () => {
  it('builds functions and web for the tenant with the emulators off, stamped with the release, then scans the bundle', () => {
    const steps = buildSteps(buildEnv(target, RELEASE, 'AIzaKey')).map(line);
    const env = `TENANT=demo VITE_USE_EMULATORS=false BUILD_ID=${RELEASE} VITE_FIREBASE_API_KEY=AIzaKey`;
    expect(steps).toEqual([
      `${env} npm run build -w functions`,
      `${env} npm run build -w web`,
      `${env} npx tsx scripts/check-web-bundle.ts`,
    ]);
  });

  it('deploys with the production headers, the tenant’s region on every function rewrite, and no second build', () => {
    const config = deployConfig(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'), target) as Config;
    expect(config.functions.map((f) => 'predeploy' in f)).toEqual([false]);
    const functionRewrites = config.hosting.rewrites.filter((r) => r.function);
    expect(functionRewrites.length).toBeGreaterThan(0);
    for (const r of functionRewrites) expect(r.function?.region).toBe(target.region);
    const csp = config.hosting.headers
      .flatMap((h) => h.headers)
      .filter((h) => h.key === 'Content-Security-Policy')
      .map((h) => h.value);
    expect(csp.length).toBeGreaterThan(0);
    for (const value of csp) {
      expect(value).not.toContain('127.0.0.1');
      expect(value).toContain(`https://${target.region}-acme-portal-prod.cloudfunctions.net`);
    }
  });

  it('copies the functions’ environment beside the bundle, where firebase-tools reads it, and writes the config', () => {
    expect(prepareSteps(target, repoRoot).map(line)).toEqual([
      `write functions/dist/.env.acme-portal-prod (functions/.env.acme-portal-prod + PORTAL_URL=${target.siteUrl} from tenant.json)`,
      `write firebase.deploy.json (firebase.json: production headers for acme-portal-prod, region ${target.region}, no predeploy)`,
    ]);
  });

  it('runs one `firebase deploy` per project, named after the release; an --only given replaces the default', () => {
    expect(line(deployCommand(target, RELEASE, { interactive: false }))).toBe(
      'firebase deploy --config firebase.deploy.json --project acme-portal-prod ' +
        `--only firestore:rules,firestore:indexes,functions,hosting,storage --message ${RELEASE} --non-interactive`,
    );
    expect(line(deployCommand(target, RELEASE, { interactive: true, extra: ['--only', 'hosting'] }))).toBe(
      `firebase deploy --config firebase.deploy.json --project acme-portal-prod --message ${RELEASE} --only hosting`,
    );
  });

  it('smoke-checks the site’s origin for the tenant and the release', () => {
    expect(line(smokeCommand(target, RELEASE))).toBe(
      `npm run smoke -- ${target.siteUrl} --tenant demo --release ${RELEASE}`,
    );
  });
});
