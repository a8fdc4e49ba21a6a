/**
 * Releases (docs/deploy.md "Release tags"): every deploy is named `release/<UTC time>`, tagged in git on the commit
 * it builds, stamped into the build (`BUILD_ID`: the web's error reports and the API's health answer name it) and
 * given to `firebase deploy --message` (Hosting keeps it on the release, which is how a rollback finds the version).
 */
import { spawnSync } from 'node:child_process';
import { command, type Command } from './steps.js';

const RELEASE_PATTERN = /^release\/\d{8}T\d{6}Z$/;

/** `release/20261201T093000Z` for `now` (UTC, to the second). */
export function releaseName(now: Date): string {
  return `release/${now.toISOString().replace(/[-:]|\.\d+/g, '')}`;
}

export const isReleaseName = (text: string): boolean => RELEASE_PATTERN.test(text);

/** The annotated tag of a release on the commit being deployed, naming its tenants. */
export function tagCommand(release: string, tenants: readonly string[]): Command {
  return command('git', ['tag', '-a', release, '-m', `deploy of ${tenants.join(', ')}`]);
}

export interface GitState {
  /** HEAD's commit, or null outside a git checkout. */
  commit: string | null;
  /** `git status --porcelain` lines: changed or untracked files, which a tag of HEAD would not describe. */
  changes: string[];
}

function git(root: string, args: readonly string[]): string | null {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
}

/** The checkout a release is built from: read with git, no network. */
export function gitState(root: string): GitState {
  const commit = git(root, ['rev-parse', 'HEAD'])?.trim() ?? null;
  const status = git(root, ['status', '--porcelain']) ?? '';
  return { commit, changes: status.split('\n').filter((line) => line.trim() !== '') };
}

/** The commit a release tag points at, or null when there is no such tag here. */
export function releaseCommit(root: string, release: string): string | null {
  return git(root, ['rev-parse', '--verify', '--quiet', `refs/tags/${release}^{commit}`])?.trim() ?? null;
}
