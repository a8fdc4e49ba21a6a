/**
 * The steps of a rollback of one tenant to a release (docs/deploy.md "Rollback"), as data (pure):
 *
 * 1. the release's code in a git worktree, its dependencies installed and its functions built for the tenant (nothing
 *    live changes yet: the slow part comes first);
 * 2. Hosting: the release's version cloned to the live channel (`firebase hosting:clone <site>@<version> <site>:live`);
 * 3. the functions deployed from the worktree, right after, so old pages and new functions meet for minutes at most;
 * 4. the smoke check, expecting the release from the API; the worktree removed.
 *
 * Firestore rules and indexes stay as they are (indexes only grow; a rules change is rolled back by deploying the
 * older firestore.rules on purpose).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutPredeploy, writeFirebaseConfig } from '../firebase-config.js';
import {
  DEPLOY_CONFIG,
  functionsBuildEnv,
  envFileStep,
  smokeCommand,
  type DeployTarget,
} from './deploy-step.js';
import { releasesUrl } from './hosting-releases.js';
import { command, type Step } from './steps.js';

/** Where a rollback checks out a release, relative to the checkout (under the git-ignored .cache/). */
export const rollbackWorktree = (tenantId: string, release: string): string =>
  join('.cache', 'rollback', `${tenantId}-${release.replaceAll('/', '-')}`);

/** How a dry run names what only the Hosting API can tell: the release (without --to) and its Hosting version. */
export const placeholders = { release: '<release>', version: '<version>' };

/** What a rollback looks up before it acts (printed by a dry run). */
export const lookupLine = (target: DeployTarget): string =>
  `look up the live channel's releases: GET ${releasesUrl(target.site)} (application default credentials)`;

export function rollbackSteps(input: {
  target: DeployTarget;
  release: string;
  versionId: string;
  root: string;
}): Step[] {
  const { target, release, versionId, root } = input;
  // Relative to the checkout: git, npm and the Firebase CLI (scripts/firebase.ts) all run from it.
  const worktree = rollbackWorktree(target.tenantId, release);
  const config = join(worktree, DEPLOY_CONFIG);
  return [
    command('git', ['worktree', 'add', '--detach', worktree, release]),
    command('npm', ['ci'], { cwd: join(root, worktree) }),
    command('npm', ['run', 'build', '-w', 'functions'], {
      cwd: join(root, worktree),
      env: functionsBuildEnv(target, release),
    }),
    envFileStep(target, root, worktree),
    {
      kind: 'file',
      what: `write ${config} (the release's firebase.json, no predeploy)`,
      run: () => {
        const firebaseJson = JSON.parse(
          readFileSync(join(root, worktree, 'firebase.json'), 'utf8'),
        ) as unknown;
        writeFirebaseConfig(join(root, worktree), DEPLOY_CONFIG, withoutPredeploy(firebaseJson));
      },
    },
    command('firebase', [
      'hosting:clone',
      `${target.site}@${versionId}`,
      `${target.site}:live`,
      '--project',
      target.projectId,
    ]),
    command('firebase', ['deploy', '--config', config, '--project', target.projectId, '--only', 'functions']),
    smokeCommand(target, release),
    command('git', ['worktree', 'remove', '--force', worktree]),
  ];
}
