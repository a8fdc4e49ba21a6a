import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tenantFirebase } from '../tenants.js';
import type { DeployedApi } from './deployed-api.js';
import { functionsBundleEntry } from './functions-manifest.js';
import { deployedDrift, EMULATOR_REASON } from './index.js';
import { parseIndexSpec } from './index-drift.js';
import type { LiveRuleset } from './live-schemas.js';
import { readRepoDeployConfig } from './repo-config.js';

const config = readRepoDeployConfig(repoRoot);
const { projectId, region } = tenantFirebase('demo');
const BUCKET = `${projectId}.firebasestorage.app`;

/** A project as a fake `DeployedApi`: the given rulesets by release, nothing else deployed. */
function fakeProject(rulesets: Record<string, string>): DeployedApi & { calls: string[] } {
  const calls: string[] = [];
  const ruleset = (release: string, content: string): LiveRuleset => ({
    name: `projects/${projectId}/rulesets/${release.length.toString(16)}-fake`,
    source: {
      files: [{ name: release === 'cloud.firestore' ? 'firestore.rules' : 'storage.rules', content }],
    },
  });
  return {
    calls,
    releasedRuleset: (p, release) => {
      calls.push(`rules ${p} ${release}`);
      const content = rulesets[release];
      return Promise.resolve(content === undefined ? null : ruleset(release, content));
    },
    defaultBucket: (p) => {
      calls.push(`bucket ${p}`);
      return Promise.resolve(BUCKET);
    },
    compositeIndexes: () => Promise.resolve([]),
    fieldOverrides: () => Promise.resolve([]),
    functions: () => Promise.resolve({ functions: [], unreachable: [] }),
  };
}

const repoText = (file: string | null) => readFileSync(join(repoRoot, file ?? ''), 'utf8');

beforeAll(() => {
  if (!existsSync(functionsBundleEntry(repoRoot, config.functions?.source ?? 'functions/dist'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w functions failed');
  }
}, 300_000);

describe('deployedDrift', () => {
  it('compares nothing on the emulators', async () => {
    const api = fakeProject({});
    expect(await deployedDrift({ tenantId: 'demo', projectId, region, emulator: true, api })).toEqual({
      checked: false,
      reason: EMULATOR_REASON,
      items: [],
      notes: [],
    });
    expect(api.calls).toEqual([]);
  });

  it('lists everything the repo deploys as missing from an empty project', async () => {
    const report = await deployedDrift({
      tenantId: 'demo',
      projectId,
      region,
      emulator: false,
      api: fakeProject({}),
    });
    const spec = parseIndexSpec(JSON.parse(repoText(config.firestoreIndexes)));
    const count = (area: string) => report.items.filter((i) => i.area === area).length;
    expect(report.checked).toBe(true);
    expect(report.items.filter((i) => i.area === 'rules').map((i) => i.subject)).toEqual([
      'firestore.rules (release cloud.firestore)',
      `storage.rules (release firebase.storage/${BUCKET})`,
    ]);
    expect(count('indexes')).toBe(spec.indexes.length + spec.fieldOverrides.length);
    expect(
      report.items
        .filter((i) => i.area === 'functions')
        .every((i) => i.detail.startsWith('missing in project')),
    ).toBe(true);
    expect(report.items.map((i) => i.subject)).toContain(`function api (${region})`);
    // Rules, then indexes, then functions.
    expect(report.items.map((i) => i.area)).toEqual(
      [...report.items.map((i) => i.area)].sort((a, b) => {
        const order = ['rules', 'indexes', 'functions'];
        return order.indexOf(a) - order.indexOf(b);
      }),
    );
  });

  it('reads the rules files firebase.json names, from the releases the CLI writes', async () => {
    const api = fakeProject({
      'cloud.firestore': repoText(config.firestoreRules),
      [`firebase.storage/${BUCKET}`]: repoText(config.storage[0]?.rules ?? null),
    });
    const report = await deployedDrift({ tenantId: 'demo', projectId, region, emulator: false, api });
    expect(report.items.filter((i) => i.area === 'rules')).toEqual([]);
    expect(api.calls).toEqual([
      `bucket ${projectId}`,
      `rules ${projectId} cloud.firestore`,
      `rules ${projectId} firebase.storage/${BUCKET}`,
    ]);
  });
});
