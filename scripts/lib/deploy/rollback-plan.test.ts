import { describe, expect, it } from 'vitest';
import { loadTenant, repoRoot } from '../tenants.js';
import { deployTarget } from './deploy-step.js';
import { rollbackSteps } from './rollback-plan.js';
import { describeStep } from './steps.js';

const target = {
  ...deployTarget(loadTenant('demo').settings),
  projectId: 'acme-portal-prod',
  site: 'acme-portal-prod',
};
const RELEASE = 'release/20261110T090000Z';

describe('rollbackSteps', () => {
  it('builds the release’s functions aside first, then puts its Hosting version live and deploys its functions', () => {
    const tree = '.cache/rollback/demo-release-20261110T090000Z';
    const lines = rollbackSteps({ target, release: RELEASE, versionId: 'v1', root: repoRoot }).map((s) =>
      describeStep(s, repoRoot),
    );
    expect(lines).toEqual([
      `git worktree add --detach ${tree} ${RELEASE}`,
      `(cd ${tree} && npm ci)`,
      `(cd ${tree} && TENANT=demo VITE_USE_EMULATORS=false BUILD_ID=${RELEASE} npm run build -w functions)`,
      `write ${tree}/functions/dist/.env.acme-portal-prod (functions/.env.acme-portal-prod + PORTAL_URL=${target.siteUrl} from tenant.json)`,
      `write ${tree}/firebase.deploy.json (the release's firebase.json, no predeploy)`,
      'firebase hosting:clone acme-portal-prod@v1 acme-portal-prod:live --project acme-portal-prod',
      `firebase deploy --config ${tree}/firebase.deploy.json --project acme-portal-prod --only functions`,
      `npm run smoke -- ${target.siteUrl} --tenant demo --release ${RELEASE}`,
      `git worktree remove --force ${tree}`,
    ]);
  });
});
