/**
 * `npm run rollback -- <tenant> [--to <release>] [--apply]`: puts a tenant back on an earlier release (docs/deploy.md
 * "Rollback"): Hosting's version of that release cloned back to live, the functions rebuilt from its git tag and
 * deployed. Without --apply it only prints the plan, from the checkout alone (no credentials, no network). With
 * --apply it reads the site's release history (application default credentials), names the version, and runs it.
 * Without --to: the release before the live one.
 */
import { parseArgs } from 'node:util';
import { fetchLiveReleases, pickRollbackVersion } from './lib/deploy/hosting-releases.js';
import { isReleaseName, releaseCommit } from './lib/deploy/release.js';
import { lookupLine, placeholders, rollbackSteps, rollbackWorktree } from './lib/deploy/rollback-plan.js';
import { blockedReason } from './lib/deploy/run-deploy.js';
import { describeStep, runSteps } from './lib/deploy/steps.js';
import { localChecks } from './lib/deploy/tenant-checks.js';
import { listTenants, repoRoot } from './lib/tenants.js';

const USAGE = 'usage: npm run rollback -- <tenant> [--to <release>] [--apply]';

function usage(message: string): never {
  console.error(`✖ ${message}\n${USAGE}`);
  process.exit(2);
}

let parsed: { values: { to?: string; apply?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { to: { type: 'string' }, apply: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const [tenantId, ...extra] = parsed.positionals;
if (tenantId === undefined || extra.length > 0) usage('name one tenant');
if (!listTenants().includes(tenantId)) usage(`no tenant ${tenantId} under tenants/`);
const to = parsed.values.to ?? null;
if (to !== null && !isReleaseName(to)) usage(`${to} is not a release name (release/<YYYYMMDDTHHMMSSZ>)`);
const apply = parsed.values.apply === true;

const local = localChecks(tenantId, { root: repoRoot });
const { target } = local;
const tagProblem =
  to !== null && releaseCommit(repoRoot, to) === null
    ? `no tag ${to} in this checkout (git fetch --tags)`
    : null;
const blocked = [blockedReason(local), tagProblem].filter((r) => r !== null).join('; ');

console.log(
  target
    ? `rollback of ${tenantId}: project ${target.projectId}, site ${target.site} (${target.siteUrl})`
    : `rollback of ${tenantId}: its configuration does not load`,
);
console.log(
  `to        ${to ?? `${placeholders.release}: the release before the live one`}, Hosting version ${placeholders.version}: found in the site's release history`,
);
console.log('checks');
for (const c of local.checks) console.log(`  ${c.ok ? '✓' : '✖'} ${c.name}: ${c.detail}`);
if (to !== null) console.log(`  ${tagProblem ? '✖' : '✓'} release tag: ${tagProblem ?? `${to} is here`}`);
if (target) {
  const release = to ?? placeholders.release;
  console.log('steps');
  console.log(`  · ${lookupLine(target)}`);
  for (const step of rollbackSteps({ target, release, versionId: placeholders.version, root: repoRoot })) {
    console.log(`  $ ${describeStep(step, repoRoot)}`);
  }
}

if (!apply) {
  console.log(
    `\nDry run${blocked ? ` (BLOCKED: ${blocked})` : ''}: nothing was changed. Add --apply to roll back.`,
  );
  process.exit(0);
}
if (blocked || !target) {
  console.error(`\n✖ refused: ${blocked || 'no deploy target'}`);
  process.exit(1);
}

let picked: ReturnType<typeof pickRollbackVersion>;
try {
  picked = pickRollbackVersion(await fetchLiveReleases(target.site), to);
} catch (error) {
  console.error(
    `\n✖ could not read the release history of ${target.site}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
if ('reason' in picked) {
  console.error(`\n✖ refused: ${picked.reason}`);
  process.exit(1);
}
if (releaseCommit(repoRoot, picked.release) === null) {
  console.error(`\n✖ refused: no tag ${picked.release} in this checkout (git fetch --tags)`);
  process.exit(1);
}
console.log(
  `\nlive now: ${picked.liveRelease ?? 'a version of no release tag'}; back to ${picked.release} (version ${picked.versionId})`,
);
const failed = await runSteps(
  rollbackSteps({ target, release: picked.release, versionId: picked.versionId, root: repoRoot }),
  repoRoot,
);
if (failed !== null) {
  console.error(
    `\n✖ rollback stopped at: ${failed}\n  The worktree stays at ${rollbackWorktree(tenantId, picked.release)} ` +
      '(git worktree remove --force <it> when done).',
  );
  process.exit(1);
}
console.log(`\n✓ ${tenantId} is back on ${picked.release}.`);
