/**
 * Deployed-state drift (issue 30, item 3): what is live in a tenant's Firebase project against what a deploy of this
 * repo would make there. The `drift` command (scripts/tenant.ts) adds it to its tenant-folder checks and exits 1 when
 * `items` is not empty.
 *
 * Design notes
 *
 * What is compared, each expected state from its one home in the repo (never a second list):
 * - Rules (rules-drift.ts): firestore.rules and storage.rules (paths from firebase.json) against the source of the
 *   ruleset each release points at (Rules API: `releases/cloud.firestore`, `releases/firebase.storage/<bucket>`, the
 *   bucket being the project's default one, found as the CLI finds it). Compared as text after normalising line
 *   endings, a BOM, trailing whitespace and trailing blank lines; a difference shows its first lines, diff-style.
 * - Indexes (index-drift.ts): firestore.indexes.json against the (default) database's composite indexes and field
 *   overrides (Firestore Admin API), every page. An index is named by collection group, query scope and its fields
 *   with their order, array or vector config; the trailing `__name__` Firestore adds is dropped when it is the implied
 *   one. Field overrides compare their single-field indexes (order or array config, query scope) and TTL policy.
 * - Functions (functions-manifest.ts, expected-functions.ts, live-functions.ts, functions-drift.ts): the BUILT bundle
 *   (functions/dist, firebase.json `functions[].source`), stamped for the tenant in a temporary copy, is loaded by
 *   firebase-functions' own discovery, as the Firebase CLI loads it; each export's `__endpoint` gives the functions,
 *   their regions and options. Against every function of the project (Cloud Functions v2 API, all locations, every
 *   page): missing, extra, moved to another region, generation, trigger kind and event filters, runtime, memory
 *   (MiB: the API's "256Mi"/"1Gi"/"256M" strings parsed, never compared as text), cpu, concurrency, timeout, min and
 *   max instances, ingress, service account, VPC connector and secrets, each with the value a deploy would set when
 *   the code sets none (the table in functions-drift.ts).
 *
 * Notes (`notes`) are informational: rules equal but for whitespace, indexes still building, TTL policies the file
 * does not mention, functions of other codebases or not deployed by the CLI, failed functions, unreachable locations,
 * a bundle older than its sources, and what the Functions API cannot show (schedules, task-queue settings, IAM).
 *
 * Emulators: nothing to compare, the emulators load the repo's own files (`checked: false`).
 *
 * Offline: the live calls (google-deployed-api.ts: application default credentials, scope cloud-platform) cannot run
 * on our machines. Everything else is exercised by the tests: the comparisons with API responses written from the
 * documented formats, the API client with a fake fetch (URLs, paging, 404s, errors), and the expected functions from
 * the real bundle. An API failure throws (DeployedApiError): a project that cannot be read is not reported as clean.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../tenants.js';
import type { DeployedApi } from './deployed-api.js';
import type { AreaDrift, DeployedDriftItem } from './drift-types.js';
import { expectedFunctions, type ExpectedFunction } from './expected-functions.js';
import { functionsDrift } from './functions-drift.js';
import {
  functionsBundleEntry,
  FunctionsBundleMissingError,
  loadFunctionsManifest,
  staleBundleNote,
} from './functions-manifest.js';
import { googleDeployedApi } from './google-deployed-api.js';
import { indexDrift, parseIndexSpec } from './index-drift.js';
import { readRepoDeployConfig, type RepoDeployConfig } from './repo-config.js';
import { rulesDrift } from './rules-drift.js';

export type { DeployedApi } from './deployed-api.js';
export type { DeployedDriftItem } from './drift-types.js';

export interface DeployedDriftReport {
  /** false: nothing was compared (`reason` says why). */
  checked: boolean;
  reason?: string;
  items: DeployedDriftItem[];
  notes: string[];
}

export const EMULATOR_REASON = 'the emulators have no deployed rules, indexes or functions to compare';

const readRepoFile = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

function rulesArea(
  config: RepoDeployConfig,
  projectId: string,
  defaultBucket: string | null,
  api: DeployedApi,
): Promise<AreaDrift[]> {
  const parts: Promise<AreaDrift>[] = [];
  const firestoreRules = config.firestoreRules;
  if (firestoreRules) {
    parts.push(
      api.releasedRuleset(projectId, 'cloud.firestore').then((live) =>
        rulesDrift({
          file: firestoreRules,
          expected: readRepoFile(firestoreRules),
          release: 'cloud.firestore',
          live,
        }),
      ),
    );
  }
  for (const entry of config.storage) {
    if (entry.target) {
      parts.push(
        Promise.resolve({
          items: [],
          notes: [`${entry.rules}: deploy target ${entry.target} not resolved: not compared`],
        }),
      );
      continue;
    }
    const bucket = entry.bucket ?? defaultBucket;
    if (!bucket) {
      const detail =
        'Cloud Storage for Firebase is not set up (no default bucket): these rules are not deployed';
      parts.push(
        Promise.resolve({
          items: [{ area: 'rules', subject: `${entry.rules} (Cloud Storage)`, detail }],
          notes: [],
        }),
      );
      continue;
    }
    const release = `firebase.storage/${bucket}`;
    parts.push(
      api
        .releasedRuleset(projectId, release)
        .then((live) =>
          rulesDrift({ file: entry.rules, expected: readRepoFile(entry.rules), release, live }),
        ),
    );
  }
  return Promise.all(parts);
}

async function indexesArea(
  config: RepoDeployConfig,
  projectId: string,
  api: DeployedApi,
): Promise<AreaDrift> {
  if (!config.firestoreIndexes) return { items: [], notes: [] };
  const spec = parseIndexSpec(JSON.parse(readRepoFile(config.firestoreIndexes)));
  const [indexes, fields] = await Promise.all([
    api.compositeIndexes(projectId),
    api.fieldOverrides(projectId),
  ]);
  return indexDrift(spec, { indexes, fields });
}

const AREA_ORDER: Record<DeployedDriftItem['area'], number> = { rules: 0, indexes: 1, functions: 2 };

/**
 * The project's deployed rules, indexes and functions against the repo, for the tenant's project. `api`: the live
 * APIs by default (tests pass a fake). Throws when an API call fails or the bundle cannot be loaded; `checked: false`
 * on the emulators and when the functions bundle is not built.
 */
export async function deployedDrift(opts: {
  tenantId: string;
  projectId: string;
  region: string;
  emulator: boolean;
  api?: DeployedApi;
}): Promise<DeployedDriftReport> {
  if (opts.emulator) return { checked: false, reason: EMULATOR_REASON, items: [], notes: [] };
  const config = readRepoDeployConfig(repoRoot);
  const notes: string[] = [];
  // Without a built bundle there is nothing to compare the functions with: no API call is made.
  const bundle = config.functions ? functionsBundleEntry(repoRoot, config.functions.source) : null;
  if (bundle && !existsSync(bundle)) {
    return { checked: false, reason: new FunctionsBundleMissingError(bundle).message, items: [], notes: [] };
  }

  const api = opts.api ?? googleDeployedApi();
  // The default bucket: storage rules are released under its name, and the bundle takes its handle at load.
  const needsBucket = config.functions !== null || config.storage.some((e) => !e.bucket && !e.target);
  const defaultBucket = needsBucket ? await api.defaultBucket(opts.projectId) : null;

  let expected: ExpectedFunction[] = [];
  if (config.functions && bundle) {
    const manifest = await loadFunctionsManifest({
      repoRoot,
      source: config.functions.source,
      tenantId: opts.tenantId,
      projectId: opts.projectId,
      ...(defaultBucket ? { storageBucket: defaultBucket } : {}),
    });
    expected = expectedFunctions(manifest, { runtime: config.functions.runtime });
    const stale = staleBundleNote(repoRoot, bundle);
    if (stale) notes.push(stale);
    for (const f of expected.filter((e) => e.region !== opts.region)) {
      notes.push(
        `function ${f.id}: the bundle puts it in ${f.region}, not the tenant's region ${opts.region}`,
      );
    }
    notes.push(
      'functions: schedules (Cloud Scheduler), task-queue retries and rate limits (Cloud Tasks), invokers (IAM) and ' +
        'environment variables are not compared',
    );
  }

  const codebase = config.functions?.codebase ?? 'default';
  const [rules, indexes, functions] = await Promise.all([
    rulesArea(config, opts.projectId, defaultBucket, api),
    indexesArea(config, opts.projectId, api),
    config.functions
      ? api.functions(opts.projectId).then((live) => functionsDrift(expected, live, { codebase }))
      : Promise.resolve({ items: [], notes: [] }),
  ]);
  const areas = [...rules, indexes, functions];
  const items = areas
    .flatMap((a) => a.items)
    .sort((a, b) => AREA_ORDER[a.area] - AREA_ORDER[b.area] || a.subject.localeCompare(b.subject));
  return { checked: true, items, notes: [...areas.flatMap((a) => a.notes), ...notes] };
}
