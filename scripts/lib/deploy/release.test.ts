import { describe, expect, it } from 'vitest';
import { repoRoot } from '../tenants.js';
import { gitState, isReleaseName, releaseCommit, releaseName, tagCommand } from './release.js';
import { describeStep, shellWord } from './steps.js';

describe('release names', () => {
  it('are release/ and the UTC time to the second', () => {
    const name = releaseName(new Date('2026-12-01T09:30:05.123Z'));
    expect(name).toBe('release/20261201T093005Z');
    expect(isReleaseName(name)).toBe(true);
    expect(['release/2026-12-01', 'v1.2', 'release/20261201T093005Z-x'].map(isReleaseName)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('are tagged on the commit deployed, naming the tenants', () => {
    expect(describeStep(tagCommand('release/20261201T093005Z', ['a', 'b']), repoRoot)).toBe(
      "git tag -a release/20261201T093005Z -m 'deploy of a, b'",
    );
  });

  it('read the checkout with git alone', () => {
    const git = gitState(repoRoot);
    expect(git.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(releaseCommit(repoRoot, 'release/19700101T000000Z')).toBeNull();
  });
});

describe('shell lines of the steps', () => {
  it('quote only what a shell would split or expand', () => {
    expect(['a-b/c.json', 'it’s', "it's", '<key>', 'a b'].map(shellWord)).toEqual([
      'a-b/c.json',
      "'it’s'",
      "'it'\\''s'",
      "'<key>'",
      "'a b'",
    ]);
  });
});
