import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveFunctionList } from './deployed-api.js';
import { expectedFunctions } from './expected-functions.js';
import { parseFunctionsManifest } from './functions-manifest.js';
import { cliMemory, describeEvent, functionsDrift } from './functions-drift.js';
import { listFunctionsSchema, type LiveFunction } from './live-schemas.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));

// functions-manifest.json: what firebase-functions' discovery writes for five of our functions (the wire format of
// `stackToWire`, options the code leaves unset are null). list-functions.json: the Cloud Functions v2 listing of a
// project the Firebase CLI deployed them to, plus a 1st-gen function the CLI deployed long ago (not exported any
// more) and a function of another codebase.
const expected = expectedFunctions(parseFunctionsManifest(fixture('functions-manifest.json')), {
  runtime: 'nodejs20',
});
const liveFunctions = listFunctionsSchema.parse(fixture('list-functions.json')).functions;

function liveWith(id: string, change: (f: LiveFunction) => LiveFunction | null): LiveFunctionList {
  const functions = liveFunctions.flatMap((f) =>
    f.name.endsWith(`/functions/${id}`) ? (change(f) ?? []) : [f],
  );
  return { functions, unreachable: [] };
}
const withService = (service: Partial<NonNullable<LiveFunction['serviceConfig']>>) => (f: LiveFunction) => ({
  ...f,
  serviceConfig: { ...f.serviceConfig, ...service },
});
const details = (live: LiveFunctionList) =>
  functionsDrift(expected, live, { codebase: 'default' }).items.map((i) => `${i.subject} | ${i.detail}`);
const EXTRA_GEN1 =
  'function legacyDailyReport (us-central1) | extra in project: deployed (https) but not exported by the bundle (a ' +
  'deploy offers to delete it)';

describe('expectedFunctions', () => {
  it('reads one function per export and region, with the options the code sets', () => {
    expect(expected.map((f) => `${f.region}/${f.id}:${f.trigger}`)).toEqual([
      'europe-west3/api:https',
      'europe-west3/applyBulkPrices:task queue',
      'europe-west3/exportMyData:callable',
      'europe-west3/onProductWritten:event',
      'europe-west3/refreshPrices:scheduled',
    ]);
    expect(expected[0]).toMatchObject({
      memoryMb: 512,
      cpu: 1,
      concurrency: 80,
      minInstances: 1,
      secrets: [
        { key: 'UNSUBSCRIBE_SECRET', secret: 'UNSUBSCRIBE_SECRET' },
        { key: 'SMTP_URL', secret: 'SMTP_URL' },
      ],
    });
    expect(expected[2]).toMatchObject({
      memoryMb: null,
      timeoutSeconds: null,
      maxInstances: null,
      secrets: [],
    });
  });

  it('puts a function without a region in us-central1 and lists options given as params', () => {
    const [f] = expectedFunctions(
      parseFunctionsManifest({
        specVersion: 'v1alpha1',
        endpoints: {
          hook: { platform: 'gcfv2', httpsTrigger: {}, availableMemoryMb: '{{ params.MEMORY }}' },
        },
      }),
      { runtime: null },
    );
    expect(f).toMatchObject({ region: 'us-central1', memoryMb: null, unresolved: ['memory'] });
  });
});

describe('functionsDrift', () => {
  it('finds only the stale 1st-gen function in a project deployed from the bundle, and notes other codebases', () => {
    const result = functionsDrift(
      expected,
      { functions: liveFunctions, unreachable: [] },
      { codebase: 'default' },
    );
    expect(result.items.map((i) => `${i.subject} | ${i.detail}`)).toEqual([EXTRA_GEN1]);
    expect(result.notes).toEqual([
      "function reportsExport (europe-west3): not this repo's (codebase reports): not compared",
    ]);
  });

  it('compares memory in MiB, whatever the quantity string', () => {
    expect(details(liveWith('applyBulkPrices', withService({ availableMemory: '1Gi' })))).toEqual([
      EXTRA_GEN1,
    ]);
    expect(details(liveWith('applyBulkPrices', withService({ availableMemory: '1024M' })))).toEqual([
      'function applyBulkPrices (europe-west3) | memory differs: expected 1024Mi, live 1024M',
      EXTRA_GEN1,
    ]);
    expect(details(liveWith('exportMyData', withService({ availableMemory: '512Mi' })))).toEqual([
      'function exportMyData (europe-west3) | memory differs: expected 256Mi (not set in code: the default), live 512Mi',
      EXTRA_GEN1,
    ]);
  });

  it('names each differing option with the expected and the live value', () => {
    const changed = withService({
      minInstanceCount: undefined,
      maxInstanceCount: 3,
      maxInstanceRequestConcurrency: 1,
      timeoutSeconds: 300,
      ingressSettings: 'ALLOW_INTERNAL_ONLY',
      availableCpu: '0.5',
    });
    expect(details(liveWith('api', changed))).toEqual([
      'function api (europe-west3) | cpu differs: expected 1, live 0.5',
      'function api (europe-west3) | concurrency differs: expected 80, live 1',
      'function api (europe-west3) | timeoutSeconds differs: expected 60, live 300',
      'function api (europe-west3) | minInstances differs: expected 1, live 0',
      'function api (europe-west3) | maxInstances differs: expected 10, live 3',
      'function api (europe-west3) | ingressSettings differs: expected ALLOW_ALL (not set in code: the default), live ' +
        'ALLOW_INTERNAL_ONLY',
      EXTRA_GEN1,
    ]);
  });

  it('expects the platform defaults for options the code leaves unset (a deploy resets them)', () => {
    const changed = withService({ maxInstanceCount: 5, minInstanceCount: 2, timeoutSeconds: 120 });
    expect(details(liveWith('exportMyData', changed))).toEqual([
      'function exportMyData (europe-west3) | timeoutSeconds differs: expected 60 (not set in code: the default), live 120',
      'function exportMyData (europe-west3) | minInstances differs: expected 0 (not set in code: the default), live 2',
      'function exportMyData (europe-west3) | maxInstances differs: expected 100 (not set in code: the default), live 5',
      EXTRA_GEN1,
    ]);
  });

  it('derives the concurrency of an unset option from the cpu the function keeps', () => {
    // cpu unset in code: a deploy keeps the live 0.5833 (gcf_gen1 sizing of 1 GB), and with it concurrency 1.
    const gen1Sized = withService({ availableCpu: '0.5833', maxInstanceRequestConcurrency: 1 });
    expect(details(liveWith('applyBulkPrices', gen1Sized))).toEqual([EXTRA_GEN1]);
    const mismatch = withService({ availableCpu: '0.5833', maxInstanceRequestConcurrency: 80 });
    expect(details(liveWith('applyBulkPrices', mismatch))).toEqual([
      'function applyBulkPrices (europe-west3) | concurrency differs: expected 1 (not set in code: cpu < 1), live 80',
      EXTRA_GEN1,
    ]);
  });

  it('lists missing and extra secrets', () => {
    const changed = withService({
      secretEnvironmentVariables: [
        { key: 'UNSUBSCRIBE_SECRET', projectId: '123456789012', secret: 'UNSUBSCRIBE_SECRET', version: '2' },
        { key: 'OLD_KEY', projectId: '123456789012', secret: 'OLD_KEY', version: '1' },
      ],
    });
    expect(details(liveWith('api', changed))).toEqual([
      'function api (europe-west3) | secrets differ: expected SMTP_URL, UNSUBSCRIBE_SECRET, live OLD_KEY, ' +
        'UNSUBSCRIBE_SECRET (missing SMTP_URL; extra OLD_KEY)',
      EXTRA_GEN1,
    ]);
  });

  it('reports a missing function, one in another region, and a changed trigger', () => {
    expect(details(liveWith('refreshPrices', () => null))).toEqual([
      'function refreshPrices (europe-west3) | missing in project: the bundle exports it (scheduled), the project has ' +
        'no such function',
      EXTRA_GEN1,
    ]);
    const moved = (f: LiveFunction) => ({ ...f, name: f.name.replace('europe-west3', 'us-central1') });
    expect(details(liveWith('exportMyData', moved))).toEqual([
      'function exportMyData (europe-west3) | region differs: expected europe-west3, live us-central1',
      EXTRA_GEN1,
    ]);
    const plainHttps = (f: LiveFunction) => ({ ...f, labels: { 'deployment-tool': 'cli-firebase' } });
    expect(details(liveWith('exportMyData', plainHttps))).toEqual([
      'function exportMyData (europe-west3) | trigger differs: expected callable, live https',
      EXTRA_GEN1,
    ]);
  });

  it('compares an event trigger: type, document pattern, filters and retry', () => {
    const otherPath = (f: LiveFunction): LiveFunction => ({
      ...f,
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.written',
        eventFilters: [
          { attribute: 'database', value: '(default)' },
          { attribute: 'namespace', value: '(default)' },
          { attribute: 'document', value: 'products/{id}', operator: 'match-path-pattern' },
        ],
        retryPolicy: 'RETRY_POLICY_RETRY',
      },
    });
    expect(details(liveWith('onProductWritten', otherPath))).toEqual([
      'function onProductWritten (europe-west3) | event trigger differs: expected ' +
        'google.cloud.firestore.document.v1.written on document=products/{productId} [database=(default), ' +
        'namespace=(default)], no retry, live google.cloud.firestore.document.v1.written on document=products/{id} ' +
        '[database=(default), namespace=(default)], retry',
      EXTRA_GEN1,
    ]);
  });

  it('reports a generation or runtime that differs', () => {
    expect(details(liveWith('api', (f) => ({ ...f, environment: 'GEN_1' })))).toEqual([
      'function api (europe-west3) | generation differs: expected GEN_2, live GEN_1 (a deploy cannot change it in place)',
      EXTRA_GEN1,
    ]);
    expect(
      details(liveWith('api', (f) => ({ ...f, buildConfig: { ...f.buildConfig, runtime: 'nodejs18' } }))),
    ).toEqual([
      'function api (europe-west3) | runtime differs: expected nodejs20 (firebase.json), live nodejs18',
      EXTRA_GEN1,
    ]);
  });

  it('notes functions it could not check and functions that are not ACTIVE', () => {
    const failed = liveWith('api', (f) => ({ ...f, state: 'FAILED' }));
    const result = functionsDrift(
      expected,
      {
        functions: failed.functions.filter((f) => !f.name.includes('refreshPrices')),
        unreachable: ['europe-west3'],
      },
      { codebase: 'default' },
    );
    expect(result.items.map((i) => i.subject)).toEqual(['function legacyDailyReport (us-central1)']);
    expect(result.notes).toEqual([
      'functions: the listing could not reach europe-west3',
      'function api (europe-west3): state FAILED',
      'function refreshPrices (europe-west3): not checked (europe-west3 unreachable)',
      "function reportsExport (europe-west3): not this repo's (codebase reports): not compared",
    ]);
  });
});

describe('formats', () => {
  it('writes memory as the CLI writes availableMemory', () => {
    expect([256, 1024, 2048, 4096].map(cliMemory)).toEqual(['256Mi', '1024Mi', '2Gi', '4Gi']);
  });

  it('describes an event without empty parts', () => {
    expect(
      describeEvent({
        eventType: 'google.cloud.pubsub.topic.v1.messagePublished',
        filters: {},
        pathPatterns: {},
        retry: true,
      }),
    ).toBe('google.cloud.pubsub.topic.v1.messagePublished, retry');
  });
});
