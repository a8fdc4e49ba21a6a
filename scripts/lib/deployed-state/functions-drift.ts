/**
 * The functions a deploy would make (expected-functions.ts) against the project's (live-functions.ts). A function is
 * identified by id and region, as the CLI identifies it. The options compared, with the value a deploy sets when the
 * code leaves one unset (firebase-tools gcp/cloudfunctionsv2.js, deploy/functions/prepare.js; the v2 API's
 * ServiceConfig defaults):
 *
 *   memory          code's, else 256 MB                 availableMemory (quantity string, compared in MiB)
 *   cpu             code's; unset: not compared          availableCpu (a deploy keeps the live cpu)
 *   concurrency     code's, else 80 if cpu >= 1, else 1  maxInstanceRequestConcurrency (absent: 1)
 *   timeoutSeconds  code's, else 60                      timeoutSeconds (absent: 60)
 *   minInstances    code's, else 0                       minInstanceCount (absent: 0)
 *   maxInstances    code's, else 100                     maxInstanceCount (absent: 100)
 *   ingressSettings code's, else ALLOW_ALL               ingressSettings
 *   serviceAccount  code's; unset: not compared          serviceAccountEmail (the project's default account)
 *   vpcConnector    code's, else none                    vpcConnector (compared by its last path segment)
 *   secrets         key -> secret pairs                  secretEnvironmentVariables (versions not compared: the CLI
 *                                                        pins the latest version at each deploy)
 *
 * plus the generation, the trigger kind, an event trigger's type, filters and retry policy, and the runtime
 * (firebase.json). Not compared (not in the Functions API, or not knowable offline): schedules (Cloud Scheduler),
 * task-queue retry and rate limits (Cloud Tasks), invokers (IAM), environment variables, an event trigger's region.
 */
import type { EventShape, ExpectedFunction, OptionName, SecretRef } from './expected-functions.js';
import type { AreaDrift, DeployedDriftItem } from './drift-types.js';
import type { LiveFunctionList } from './deployed-api.js';
import { liveFunctionShape, type LiveFunctionShape } from './live-functions.js';

/** The CLI's memory when the code sets none (firebase-tools backend.js DEFAULT_MEMORY). */
const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_SECONDS = 60;
const DEFAULT_MAX_INSTANCES = 100;
const DEFAULT_CONCURRENCY = 80;
const DEFAULT_INGRESS = 'ALLOW_ALL';

/** firebase-tools backend.js memoryToGen1Cpu / memoryToGen2Cpu (MB -> vCPU). */
const GEN1_CPU: Record<number, number> = {
  128: 0.0833,
  256: 0.1666,
  512: 0.3333,
  1024: 0.5833,
  2048: 1,
  4096: 2,
  8192: 2,
  16384: 4,
  32768: 8,
};
const GEN2_CPU: Record<number, number> = {
  128: 1,
  256: 1,
  512: 1,
  1024: 1,
  2048: 1,
  4096: 2,
  8192: 2,
  16384: 4,
  32768: 8,
};

/** Memory as the CLI writes it into availableMemory. */
export const cliMemory = (mb: number): string => (mb > 1024 ? `${String(mb / 1024)}Gi` : `${String(mb)}Mi`);

const subjectOf = (f: { id: string; region: string }) => `function ${f.id} (${f.region})`;

const sorted = (record: Record<string, string>): string =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

/** `google.cloud.firestore.document.v1.written on document=products/{productId} [database=(default)], no retry` */
export function describeEvent(e: EventShape): string {
  const on = sorted(e.pathPatterns);
  const filters = sorted(e.filters);
  return `${e.eventType}${on ? ` on ${on}` : ''}${filters ? ` [${filters}]` : ''}, ${e.retry ? 'retry' : 'no retry'}`;
}

const showSecret = (s: SecretRef) => (s.key === s.secret ? s.key : `${s.key}=${s.secret}`);

function secretsDetail(expected: readonly SecretRef[], live: readonly SecretRef[]): string | null {
  const e = expected.map(showSecret).sort();
  const l = live.map(showSecret).sort();
  if (e.join('|') === l.join('|')) return null;
  const missing = e.filter((s) => !l.includes(s));
  const extra = l.filter((s) => !e.includes(s));
  const parts = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    extra.length ? `extra ${extra.join(', ')}` : '',
  ].filter(Boolean);
  return `secrets differ: expected ${e.join(', ') || 'none'}, live ${l.join(', ') || 'none'} (${parts.join('; ')})`;
}

interface OptionCheck {
  name: string;
  expected: string;
  live: string;
  equal: boolean;
}

/** The option comparisons of one function (the table in the file's notes); unresolved params are left out. */
function optionChecks(e: ExpectedFunction, l: LiveFunctionShape): OptionCheck[] {
  const checks: OptionCheck[] = [];
  const unset = ' (not set in code: the default)';
  const skip = (name: OptionName) => e.unresolved.includes(name);
  /** A number option with a platform default on both sides. */
  const defaulted = (name: OptionName, want: number | null, have: number | null, d: number) => {
    if (skip(name)) return;
    const w = want ?? d;
    const h = have ?? d;
    checks.push({
      name,
      expected: `${String(w)}${want === null ? unset : ''}`,
      live: String(h),
      equal: w === h,
    });
  };

  // `mem || DEFAULT_MEMORY` (functionFromEndpoint).
  const memoryMb = e.memoryMb ?? DEFAULT_MEMORY_MB;
  if (!skip('memory')) {
    checks.push({
      name: 'memory',
      expected: `${cliMemory(memoryMb)}${e.memoryMb === null ? unset : ''}`,
      live: l.memory ?? 'unset',
      equal: l.memoryMb === memoryMb,
    });
  }
  const wantCpu = e.cpu === 'gcf_gen1' ? (GEN1_CPU[memoryMb] ?? null) : e.cpu;
  if (wantCpu !== null && !skip('cpu')) {
    checks.push({
      name: 'cpu',
      expected: String(wantCpu),
      live: l.cpu === null ? 'unset' : String(l.cpu),
      equal: l.cpu === wantCpu,
    });
  }
  if (!skip('concurrency')) {
    // The cpu a deploy ends with: the code's, else the live one it keeps, else the gen-2 default for the memory.
    const cpu = wantCpu ?? l.cpu ?? GEN2_CPU[memoryMb] ?? 1;
    const want = e.concurrency ?? (cpu >= 1 ? DEFAULT_CONCURRENCY : 1);
    const have = l.concurrency ?? 1;
    const why = e.concurrency === null ? ` (not set in code: ${cpu >= 1 ? 'cpu >= 1' : 'cpu < 1'})` : '';
    checks.push({
      name: 'concurrency',
      expected: `${String(want)}${why}`,
      live: String(have),
      equal: want === have,
    });
  }
  defaulted('timeoutSeconds', e.timeoutSeconds, l.timeoutSeconds, DEFAULT_TIMEOUT_SECONDS);
  defaulted('minInstances', e.minInstances, l.minInstances, 0);
  defaulted('maxInstances', e.maxInstances, l.maxInstances, DEFAULT_MAX_INSTANCES);
  const ingress = e.ingressSettings ?? DEFAULT_INGRESS;
  checks.push({
    name: 'ingressSettings',
    expected: `${ingress}${e.ingressSettings === null ? unset : ''}`,
    live: l.ingressSettings ?? DEFAULT_INGRESS,
    equal: ingress === (l.ingressSettings ?? DEFAULT_INGRESS),
  });
  if (e.serviceAccount !== null) {
    checks.push({
      name: 'serviceAccount',
      expected: e.serviceAccount,
      live: l.serviceAccount ?? 'unset',
      equal: e.serviceAccount === l.serviceAccount,
    });
  }
  const connector = (c: string | null) => (c ? (c.split('/').pop() ?? c) : 'none');
  checks.push({
    name: 'vpcConnector',
    expected: connector(e.vpcConnector),
    live: connector(l.vpcConnector),
    equal: connector(e.vpcConnector) === connector(l.vpcConnector),
  });
  return checks;
}

/** The differences of one function present on both sides. */
function compareFunction(e: ExpectedFunction, l: LiveFunctionShape): DeployedDriftItem[] {
  const item = (detail: string): DeployedDriftItem => ({ area: 'functions', subject: subjectOf(e), detail });
  if (l.generation !== e.generation) {
    return [
      item(
        `generation differs: expected ${e.generation}, live ${l.generation} (a deploy cannot change it in place)`,
      ),
    ];
  }
  const items: DeployedDriftItem[] = [];
  if (l.trigger !== e.trigger) items.push(item(`trigger differs: expected ${e.trigger}, live ${l.trigger}`));
  else if (e.event && l.event && describeEvent(e.event) !== describeEvent(l.event)) {
    items.push(
      item(`event trigger differs: expected ${describeEvent(e.event)}, live ${describeEvent(l.event)}`),
    );
  }
  if (e.runtime && l.runtime && e.runtime !== l.runtime) {
    items.push(item(`runtime differs: expected ${e.runtime} (firebase.json), live ${l.runtime}`));
  }
  for (const check of optionChecks(e, l)) {
    if (!check.equal)
      items.push(item(`${check.name} differs: expected ${check.expected}, live ${check.live}`));
  }
  const secrets = secretsDetail(e.secrets, l.secrets);
  if (secrets) items.push(item(secrets));
  return items;
}

/**
 * `expected` against every function of the project. `codebase`: firebase.json's; a live function of another
 * codebase, or not deployed by the Firebase CLI, is not this repo's to report (a note).
 */
export function functionsDrift(
  expected: readonly ExpectedFunction[],
  live: LiveFunctionList,
  o: { codebase: string },
): AreaDrift {
  const items: DeployedDriftItem[] = [];
  const notes: string[] = [];
  const shapes = live.functions.map(liveFunctionShape);
  const key = (f: { id: string; region: string }) => `${f.region}/${f.id}`;
  const liveByKey = new Map(shapes.map((s) => [key(s), s]));
  const expectedKeys = new Set(expected.map(key));
  const matched = new Set<string>();

  if (live.unreachable.length > 0) {
    notes.push(`functions: the listing could not reach ${live.unreachable.join(', ')}`);
  }
  for (const e of expected) {
    const found = liveByKey.get(key(e));
    if (found) {
      matched.add(key(e));
      items.push(...compareFunction(e, found));
      if (found.state && found.state !== 'ACTIVE') notes.push(`${subjectOf(e)}: state ${found.state}`);
      if (e.unresolved.length > 0) {
        notes.push(`${subjectOf(e)}: options given as params, not compared: ${e.unresolved.join(', ')}`);
      }
      continue;
    }
    // The same id elsewhere, where the repo does not deploy it: moved, not missing and extra.
    const elsewhere = shapes.filter((s) => s.id === e.id && !expectedKeys.has(key(s)));
    if (elsewhere.length > 0) {
      for (const s of elsewhere) matched.add(key(s));
      items.push({
        area: 'functions',
        subject: subjectOf(e),
        detail: `region differs: expected ${e.region}, live ${elsewhere.map((s) => s.region).join(', ')}`,
      });
      continue;
    }
    if (live.unreachable.includes(e.region)) {
      notes.push(`${subjectOf(e)}: not checked (${e.region} unreachable)`);
      continue;
    }
    items.push({
      area: 'functions',
      subject: subjectOf(e),
      detail: `missing in project: the bundle exports it (${e.trigger}), the project has no such function`,
    });
  }
  for (const s of shapes) {
    if (matched.has(key(s))) continue;
    if (s.codebase === o.codebase && s.firebaseManaged) {
      items.push({
        area: 'functions',
        subject: subjectOf(s),
        detail: `extra in project: deployed (${s.trigger}) but not exported by the bundle (a deploy offers to delete it)`,
      });
    } else {
      const why = s.codebase === o.codebase ? 'not deployed by the Firebase CLI' : `codebase ${s.codebase}`;
      notes.push(`${subjectOf(s)}: not this repo's (${why}): not compared`);
    }
  }
  return { items, notes };
}
