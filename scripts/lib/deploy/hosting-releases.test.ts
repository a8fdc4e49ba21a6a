import { describe, expect, it } from 'vitest';
import { pickRollbackVersion, releasesUrl, type HostingRelease } from './hosting-releases.js';

const R0 = 'release/20261101T090000Z';
const R1 = 'release/20261110T090000Z';
const R2 = 'release/20261120T090000Z';

const release = (time: string, version: string, message?: string, status = 'FINALIZED'): HostingRelease => ({
  name: `sites/acme/channels/live/releases/${time}`,
  version: { name: `sites/acme/versions/${version}`, status },
  type: 'DEPLOY',
  releaseTime: `2026-11-${time}T09:00:00Z`,
  ...(message === undefined ? {} : { message }),
});

/** The site's history, newest first as the API lists it: R0, R1, R2 deployed in turn. */
const history = [release('20', 'v2', R2), release('10', 'v1', R1), release('01', 'v0', R0)];

describe('pickRollbackVersion', () => {
  it('goes back to the release before the live one', () => {
    expect(pickRollbackVersion(history, null)).toEqual({ release: R1, versionId: 'v1', liveRelease: R2 });
  });

  it('goes back to a named release', () => {
    expect(pickRollbackVersion(history, R0)).toEqual({ release: R0, versionId: 'v0', liveRelease: R2 });
  });

  it('after a rollback (a release of an old version, no message), goes further back, not forward', () => {
    const rolledBack = [release('25', 'v1'), ...history];
    expect(pickRollbackVersion(rolledBack, null)).toEqual({ release: R0, versionId: 'v0', liveRelease: R1 });
  });

  it('reads the history in any order', () => {
    expect(pickRollbackVersion([...history].reverse(), null)).toMatchObject({ release: R1 });
  });

  it('skips releases that were not tagged deploys', () => {
    const manual = [
      release('20', 'v2', R2),
      release('15', 'v15', 'hot fix by hand'),
      release('10', 'v1', R1),
    ];
    expect(pickRollbackVersion(manual, null)).toMatchObject({ release: R1, versionId: 'v1' });
  });

  it.each([
    ['the live one', [release('20', 'v2', R2)], R2, `${R2} is live already`],
    [
      'an unknown one',
      history,
      'release/20200101T000000Z',
      'no Hosting release of the site is named release/20200101T000000Z',
    ],
    [
      'one Hosting deleted',
      [release('20', 'v2', R2), release('10', 'v1', R1, 'DELETED')],
      R1,
      `the version of ${R1} is DELETED: Hosting can no longer serve it`,
    ],
    [
      'none before the first',
      [release('01', 'v0', R0)],
      null,
      `no release before ${R0} in the site's history`,
    ],
    ['none at all', [], null, 'the site has no live version'],
  ])('refuses %s', (_, releases, to, reason) => {
    expect(pickRollbackVersion(releases, to)).toEqual({ reason });
  });

  it('lists the live channel of the site', () => {
    expect(releasesUrl('acme', 'next')).toBe(
      'https://firebasehosting.googleapis.com/v1beta1/sites/acme/channels/live/releases?pageSize=100&pageToken=next',
    );
  });
});
