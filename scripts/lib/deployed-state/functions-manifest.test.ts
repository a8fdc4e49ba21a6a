import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_INSTANCE, memoryMiB } from '../../../functions/src/functions/api-options.js';
import { repoRoot, tenantFirebase } from '../tenants.js';
import { expectedFunctions } from './expected-functions.js';
import {
  functionsBundleEntry,
  FunctionsBundleMissingError,
  loadFunctionsManifest,
  type FunctionsManifest,
} from './functions-manifest.js';
import { readRepoDeployConfig } from './repo-config.js';

const config = readRepoDeployConfig(repoRoot);
const source = config.functions?.source ?? 'functions/dist';

/** The names functions/src/index.ts exports: what the Firebase CLI would deploy, read from the source itself. */
function exportedNames(): string[] {
  const index = readFileSync(join(repoRoot, 'functions', 'src', 'index.ts'), 'utf8');
  return [...index.matchAll(/export\s*\{([^}]*)\}\s*from/g)]
    .flatMap((m) => (m[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

let demo: FunctionsManifest;
const otherTenants = mkdtempSync(join(tmpdir(), 'deployed-state-tenants-'));

beforeAll(async () => {
  // The real bundle, built as a deploy builds it when it is not there yet.
  if (!existsSync(functionsBundleEntry(repoRoot, source))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w functions failed');
  }
  const { projectId } = tenantFirebase('demo');
  demo = await loadFunctionsManifest({
    repoRoot,
    source,
    tenantId: 'demo',
    projectId,
    storageBucket: `${projectId}.firebasestorage.app`,
  });
}, 300_000);

afterAll(() => {
  rmSync(otherTenants, { recursive: true, force: true });
});

describe('loadFunctionsManifest on the built bundle', () => {
  it('finds every function functions/src/index.ts exports, in the tenant region', () => {
    const { region } = tenantFirebase('demo');
    const expected = expectedFunctions(demo, { runtime: config.functions?.runtime ?? null });
    expect(expected.map((f) => f.id).sort()).toEqual(exportedNames());
    expect(new Set(expected.map((f) => f.region))).toEqual(new Set([region]));
    expect(expected.every((f) => f.generation === 'GEN_2' && f.unresolved.length === 0)).toBe(true);
  });

  it('reads the api function with the options of api-options.ts and its secrets', () => {
    const [api] = expectedFunctions(demo, { runtime: null }).filter((f) => f.id === 'api');
    expect(api).toMatchObject({
      trigger: 'https',
      memoryMb: memoryMiB(API_INSTANCE.memory),
      cpu: API_INSTANCE.cpu,
      concurrency: API_INSTANCE.concurrency,
      minInstances: API_INSTANCE.minInstances,
      maxInstances: API_INSTANCE.maxInstances,
      timeoutSeconds: API_INSTANCE.timeoutSeconds,
    });
    expect(api?.secrets.map((s) => s.key).sort()).toEqual([
      'ALTCHA_HMAC_KEY',
      'SMTP_URL',
      'UNSUBSCRIBE_SECRET',
    ]);
  });

  it('reads each trigger kind the code uses', () => {
    const kinds = Object.fromEntries(
      expectedFunctions(demo, { runtime: null }).map((f) => [f.id, f.trigger]),
    );
    expect(kinds).toMatchObject({
      site: 'https',
      setUserRoles: 'callable',
      applyBulkPrices: 'task queue',
      sweepOperations: 'scheduled',
      onProductWritten: 'event',
    });
  });

  it('stamps the copy for the tenant asked for, leaving functions/dist alone', async () => {
    // A tenant folder like the demo's, in another region.
    cpSync(join(repoRoot, 'tenants', 'demo'), join(otherTenants, 'demo'), { recursive: true });
    const tenantJson = join(otherTenants, 'demo', 'tenant.json');
    const settings = JSON.parse(readFileSync(tenantJson, 'utf8')) as { firebase: { region: string } };
    settings.firebase.region = 'us-east4';
    writeFileSync(tenantJson, JSON.stringify(settings));
    const stampBefore = readFileSync(join(repoRoot, source, '.tenant', 'site.json'), 'utf8');

    const moved = await loadFunctionsManifest({
      repoRoot,
      source,
      tenantId: 'demo',
      projectId: 'demo-portal-demo',
      tenantsDir: otherTenants,
    });
    const regions = new Set(expectedFunctions(moved, { runtime: null }).map((f) => f.region));
    expect(regions).toEqual(new Set(['us-east4']));
    expect(readFileSync(join(repoRoot, source, '.tenant', 'site.json'), 'utf8')).toBe(stampBefore);
  }, 60_000);

  it('says how to build the bundle when it is missing', async () => {
    await expect(
      loadFunctionsManifest({
        repoRoot,
        source: 'functions/not-built',
        tenantId: 'demo',
        projectId: 'demo-portal-demo',
      }),
    ).rejects.toBeInstanceOf(FunctionsBundleMissingError);
  });
});
