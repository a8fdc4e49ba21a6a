import { describe, expect, it } from 'vitest';
import { runSpeculatively } from './run-with-config.js';

const fails = (message: string) => Promise.reject(new Error(message));

/**
 * Runs `runSpeculatively` with a version read answering `version` (or failing), a configuration cached at
 * `cachedVersion` (named 'cached'; none for null) and a load giving `v<version>`; records what ran and loaded.
 */
async function speculate(options: {
  version: number | Error;
  cachedVersion: number | null;
  cachedFails?: boolean;
  run?: (config: string) => Promise<string>;
}) {
  const ranOn: string[] = [];
  const loaded: number[] = [];
  const run = options.run ?? ((config: string) => Promise.resolve(`on ${config}`));
  const outcome = runSpeculatively({
    version:
      options.version instanceof Error ? Promise.reject(options.version) : Promise.resolve(options.version),
    cached:
      options.cachedVersion === null
        ? null
        : {
            version: options.cachedVersion,
            value: options.cachedFails ? fails('read failed') : Promise.resolve('cached'),
          },
    load: (version) => {
      loaded.push(version);
      return Promise.resolve(`v${version}`);
    },
    run: (config) => {
      ranOn.push(config);
      return run(config);
    },
  });
  const settled = await outcome.then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  return { ...settled, ranOn, loaded };
}

describe('runSpeculatively', () => {
  it('keeps the run on the cached configuration when the version read confirms it', async () => {
    expect(await speculate({ version: 3, cachedVersion: 3 })).toEqual({
      answer: 'on cached',
      ranOn: ['cached'],
      loaded: [],
    });
  });

  it('runs again on the configuration at the new version when the cached one is stale', async () => {
    expect(await speculate({ version: 4, cachedVersion: 3 })).toEqual({
      answer: 'on v4',
      ranOn: ['cached', 'v4'],
      loaded: [4],
    });
  });

  it("rethrows a confirmed run's error but discards a stale run's", async () => {
    const run = (config: string) =>
      config === 'cached' ? fails('404 on cached') : Promise.resolve(`on ${config}`);
    expect(await speculate({ version: 3, cachedVersion: 3, run })).toMatchObject({ error: '404 on cached' });
    expect(await speculate({ version: 4, cachedVersion: 3, run })).toMatchObject({ answer: 'on v4' });
  });

  it('loads the configuration when none is cached or the cached one failed to load', async () => {
    const expected = { answer: 'on v5', ranOn: ['v5'], loaded: [5] };
    expect(await speculate({ version: 5, cachedVersion: null })).toEqual(expected);
    expect(await speculate({ version: 5, cachedVersion: 5, cachedFails: true })).toEqual(expected);
  });

  it('fails with the version read, whatever the speculative run did', async () => {
    expect(await speculate({ version: new Error('firestore down'), cachedVersion: 3 })).toMatchObject({
      error: 'firestore down',
    });
  });
});
