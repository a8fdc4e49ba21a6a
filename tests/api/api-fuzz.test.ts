/**
 * Issue 14 item 3, the `/api/**` parameters under generated input (fast-check), in-process against the Firestore
 * emulator: `handleApiRequest` with the production routes and services, a Firestore client of the emulator, and an
 * ID-token check that maps test tokens to role claims (the token's cryptography is Firebase's, not ours to fuzz).
 * Generated paths, query strings, bodies and headers, each property `fuzzRuns()` inputs (200 in `npm test`, 10,000
 * in `npm run fuzz`). Property: never a 5xx; every error is an `apiErrorSchema` body whose key is translated in
 * every language; a refused request leaves every collection as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { apiErrorSchema } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../functions/src/services/api/api-routes.js';
import type { ApiDeps } from '../../functions/src/services/api/context.js';
import type { ApiRequest } from '../../functions/src/services/api/http.js';
import { clientErrorLimiter } from '../../functions/src/services/api/handlers/site/report-client-errors.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
// The region the in-process services enqueue into (their own deploy facts, read from the tenant configuration).
import { FUNCTIONS_REGION } from '../../functions/src/tenant/deploy-facts.js';
import { EMULATOR_HOST, PORTS } from '../../scripts/lib/emulators.js';
import { clearFirestoreProject } from '../support/api-emulators.js';
import { callInProcess, type Outcome } from '../support/in-process-api.js';
import { seedApiFixture } from '../support/api-fixture.js';
import {
  assertFuzzAsync,
  fuzzTimeout,
  changedPaths,
  snapshotProject,
  untranslatedInSomeNamespace,
} from '../support/fuzz.js';

// A project of its own: the suite never touches the demo tenant the other suites and the browser tests read.
const PROJECT = 'demo-fuzz-api';
const RUN = Date.now().toString(36);

/** Test tokens and the claims they stand for; any other token is rejected as Firebase would. */
const TOKENS: Record<string, Record<string, unknown>> = {
  'tok-admin': { 'role:admin': true },
  'tok-staff': { 'role:staff': true },
  'tok-manager': { 'role:fxManager': true },
  'tok-investor': {},
};

let app: App;
let db: Firestore;
let filesDir: string;
const logged: string[] = [];
let deps: ApiDeps;

/** The functions' task queues, created in this project on the Cloud Tasks emulator (see `createQueues`). */
const QUEUES = ['buildPlatformExport', 'generateFactsheets', 'applyBulkPrices', 'sendFollowerMail'];

/**
 * Accepted exports, factsheet batches and bulk price updates enqueue a task (through the default app). The Functions
 * emulator registers the queues of its own project only, so they are created here for this suite's project, with a
 * target nobody listens on: the enqueue succeeds as in production, and the task (not what this suite tests) is
 * dropped after its one failed dispatch.
 */
async function createQueues(): Promise<void> {
  // emulators:exec does not set it (the Functions emulator does, for the functions it runs): firebase.json's port.
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `${EMULATOR_HOST}:${String(PORTS.tasks)}`;
  const host = process.env.CLOUD_TASKS_EMULATOR_HOST;
  for (const queue of QUEUES) {
    const res = await fetch(
      `http://${host}/projects/${PROJECT}/locations/${FUNCTIONS_REGION}/queues/${queue}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ defaultUri: 'http://127.0.0.1:9/', retry: false }),
      },
    );
    if (!res.ok) throw new Error(`creating queue ${queue}: ${String(res.status)} ${await res.text()}`);
  }
}

beforeAll(async () => {
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT });
  await createQueues();
  app = initializeApp({ projectId: PROJECT }, `api-fuzz-${RUN}`);
  db = getFirestore(app);
  await clearFirestoreProject(PROJECT);
  await seedApiFixture(db);
  filesDir = mkdtempSync(join(tmpdir(), 'api-fuzz-files-'));
  deps = {
    db,
    auth: {
      verifyIdToken: (token: string) => {
        const claims = TOKENS[token];
        if (!claims)
          return Promise.reject(Object.assign(new Error('bad token'), { code: 'auth/argument-error' }));
        const uid = `fuzz-${token}`;
        // A verified password sign-in: the gate counts it as signed in (gate.ts `guestReasonOf`).
        const session = { email_verified: true, firebase: { sign_in_provider: 'password' } };
        return Promise.resolve({ uid, sub: uid, ...session, ...claims } as never);
      },
    },
    log: { error: (m, c) => logged.push(`${m} ${JSON.stringify(c)}`), warn: () => undefined },
    clientErrors: { write: () => undefined, limiter: clientErrorLimiter() },
    files: new LocalFolderFileStore(filesDir),
    unsubscribeSecret: () => 'fuzz-unsubscribe-secret',
    contact: { hmacKey: () => 'fuzz-hmac-key', send: () => Promise.resolve() },
  };
}, 120_000);

afterAll(async () => {
  await clearFirestoreProject(PROJECT);
  await deleteApp(app);
  rmSync(filesDir, { recursive: true, force: true });
});

/** How many answers of each status the current property got (printed after it: proof the inputs go deep). */
const statuses = new Map<number, number>();
const printStatuses = (name: string) => {
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${String(s)}: ${String(n)}`);
  console.log(`fuzz statuses | ${name} | ${counts.join(', ')}`);
  statuses.clear();
};

async function request(req: ApiRequest): Promise<Outcome> {
  const out = await callInProcess(deps, req);
  statuses.set(out.status, (statuses.get(out.status) ?? 0) + 1);
  return out;
}

/** Never a 5xx; an error answer is a structured body with a code and a key translated in every language. */
function expectHandled(req: ApiRequest, out: Outcome): void {
  const context = `${req.method} ${req.path} ${JSON.stringify(req.query)} -> ${out.status} ${(JSON.stringify(out.body) as string | undefined)?.slice(0, 400)}\n${logged.slice(-1).join('')}`;
  expect(out.status, context).toBeLessThan(500);
  if (out.status < 400) return;
  const parsed = apiErrorSchema.safeParse(out.body);
  expect(parsed.success, context).toBe(true);
  if (parsed.success) expect(untranslatedInSomeNamespace(parsed.data.error.messageKey), context).toEqual([]);
}

// ---- generators ---------------------------------------------------------------------------------------------

const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '..',
    '.',
    '%',
    '%2F',
    '%00',
    '%E0%A4%A',
    '%uD800',
    '\u0000',
    '\uD800',
    '😀',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '2023-02-30',
    '2024-02-29',
    '9999-99-99',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'a'.repeat(2000),
    'fx-open',
    'fx-hidden',
    'fx-locked',
    'fx-bench-a',
    'live',
    'historical',
    'internal',
    'overview',
    'factsheet',
    'en',
    'de',
    'xx',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 8, unit: 'binary' }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Values a query parser or Express (`qs`) can hand over: strings, arrays, nested objects. */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostile },
  { weight: 1, arbitrary: fc.array(hostile, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostile, hostile, { maxKeys: 2 }) },
);
const QUERY_KEYS = [
  'mode',
  'lang',
  'period',
  'from',
  'to',
  'start_date',
  'end_date',
  'benchmarks',
  'benchmark',
  'ids',
  'product_ids',
  'inception_dates',
  'date',
  'frequency',
  'currency',
  'window',
  'page',
  'token',
  'limit',
  'format',
  '__proto__',
  'constructor',
];
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostile), queryValue, { maxKeys: 5 });

/** JSON-like bodies, including own `__proto__` / `constructor` keys as JSON.parse makes them. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0.5, 1e308, ''),
    hostile,
    fc.double(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), hostile), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
const protoBody = fc
  .tuple(fc.constantFrom('__proto__', 'constructor'), jsonValue)
  .map(
    ([key, v]) =>
      JSON.parse(
        `{"${key}": ${JSON.stringify(v ?? null)}, "polluted": {"__proto__": {"admin": true}}}`,
      ) as unknown,
  );
const body = fc.oneof(jsonValue, protoBody, fc.constant(undefined));

const token = fc.constantFrom(
  undefined,
  'Bearer tok-admin',
  'Bearer tok-staff',
  'Bearer tok-manager',
  'Bearer tok-investor',
  'Bearer nope',
  'Basic abc',
  '',
);
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/csv',
  'multipart/form-data; boundary=x',
  'application/pdf',
  'image/png',
  'application/x-www-form-urlencoded',
  '',
);
const rawBody = fc.oneof(
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ maxLength: 300 }).map((s) => new TextEncoder().encode(s)),
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'get', 'PROPFIND'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const encodeOrRaw = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return v;
  }
};

/** A path built on a real route pattern, its parameters replaced by generated segments (maybe %-encoded). */
const routePath = fc
  .tuple(
    fc.constantFrom(...API_ROUTES),
    fc.array(hostile, { minLength: 4, maxLength: 4 }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([route, values, prefix, encode]) => {
    let i = 0;
    const segments = route.pattern.split('/').map((part) => {
      if (!part.startsWith(':')) return part;
      const v = values[i++ % values.length] ?? '';
      // encodeURIComponent throws on a lone surrogate: such a segment goes raw.
      return encode ? encodeOrRaw(v) : v;
    });
    return { route, path: `${prefix ? '/api/' : '/'}${segments.join('/')}` };
  });
const anyPath = fc.oneof(
  routePath.map((r) => r.path),
  fc.array(hostile, { maxLength: 6 }).map((s) => `/${s.join('/')}`),
  fc.string({ maxLength: 200 }),
  fc.webPath(),
);

// ---- no partial write ----------------------------------------------------------------------------------------

/**
 * Refused writes leave every document as it was. Snapshots of the whole project are taken at checkpoints, not after
 * each request (a snapshot reads every document): a write by any refused request in between would show. After an
 * accepted write the baseline is taken again.
 */
function writeGuard() {
  let baseline: Map<string, string> | null = null;
  let sinceCheck = 0;
  let accepted = false;
  return {
    async start() {
      baseline = await snapshotProject(db);
    },
    async after(req: ApiRequest, out: Outcome) {
      if (!WRITE_METHODS.has(req.method)) return;
      if (out.status < 400) accepted = true;
      sinceCheck++;
      if (sinceCheck < 100) return;
      await this.check();
    },
    async check() {
      sinceCheck = 0;
      const now = await snapshotProject(db);
      if (!accepted && baseline) expect(changedPaths(baseline, now)).toEqual([]);
      baseline = now;
      accepted = false;
    },
  };
}

describe('/api fuzz (in-process, Firestore emulator)', () => {
  afterEach(({ task }) => {
    printStatuses(task.name);
  });

  it(
    'any method and path: a route, a 404 or a 405, never a 5xx',
    async () => {
      await assertFuzzAsync(
        'api paths',
        fc.record({ method: fc.constantFrom(...METHODS), path: anyPath, authorization: token }),
        async ({ method, path, authorization }) => {
          const req: ApiRequest = { method, path, query: {}, headers: { authorization } };
          expectHandled(req, await request(req));
        },
      );
    },
    fuzzTimeout(),
  );

  it(
    'every GET route with generated parameters and query strings',
    async () => {
      const gets = API_ROUTES.filter((r) => r.methods.includes('GET'));
      const input = fc.record({
        at: routePath.filter(({ route }) => gets.includes(route)),
        query,
        authorization: token,
      });
      await assertFuzzAsync('api GET query strings', input, async ({ at, query: q, authorization }) => {
        const req: ApiRequest = { method: 'GET', path: at.path, query: q, headers: { authorization } };
        expectHandled(req, await request(req));
      });
    },
    fuzzTimeout(),
  );

  it(
    'every write route with generated bodies: refused input writes nothing',
    async () => {
      const writes = API_ROUTES.filter((r) => r.methods.some((m) => WRITE_METHODS.has(m)));
      const guard = writeGuard();
      await guard.start();
      const input = fc.record({
        at: routePath.filter(({ route }) => writes.includes(route)),
        query,
        body,
        rawBody,
        contentType,
        authorization: token,
      });
      await assertFuzzAsync(
        'api write bodies',
        input,
        async ({ at, query: q, body: b, rawBody: raw, contentType: ct, authorization }) => {
          const method = at.route.methods[0] ?? 'POST';
          const req: ApiRequest = {
            method,
            path: at.path,
            query: q,
            body: b,
            rawBody: raw ?? (b === undefined ? undefined : new TextEncoder().encode(JSON.stringify(b))),
            headers: { authorization, 'content-type': ct },
          };
          const out = await request(req);
          expectHandled(req, out);
          await guard.after(req, out);
        },
      );
      await guard.check();
    },
    fuzzTimeout(),
  );

  it(
    'generated headers (auth, content type and length, encodings, forwarding) on every route',
    async () => {
      const guard = writeGuard();
      await guard.start();
      const headerValue = fc.oneof(hostile, fc.constant(undefined));
      const input = fc.record({
        at: routePath,
        authorization: fc.oneof(
          token,
          hostile.map((h) => `Bearer ${h}`),
          hostile,
        ),
        contentType: fc.oneof(contentType, hostile),
        contentLength: fc.oneof(fc.constantFrom('0', '-1', '99999999999', 'abc'), headerValue),
        acceptEncoding: fc.oneof(
          fc.constantFrom('gzip', 'br;q=0', '*', 'identity;q=0, *;q=0', 'gzip;q=NaN'),
          headerValue,
        ),
        ifNoneMatch: fc.oneof(fc.constantFrom('*', 'W/"x"', '"', '""'), headerValue),
        forwarded: fc.oneof(headerValue, fc.array(hostile, { maxLength: 3 })),
        ip: headerValue,
      });
      await assertFuzzAsync('api headers', input, async (h) => {
        const req: ApiRequest = {
          method: h.at.route.methods[0] ?? 'GET',
          path: h.at.path,
          query: {},
          body: {},
          ip: h.ip,
          headers: {
            authorization: h.authorization,
            'content-type': h.contentType,
            'content-length': h.contentLength,
            'accept-encoding': h.acceptEncoding,
            'if-none-match': h.ifNoneMatch,
            'x-forwarded-for': h.forwarded,
          },
        };
        const out = await request(req);
        expectHandled(req, out);
        await guard.after(req, out);
      });
      await guard.check();
    },
    fuzzTimeout(),
  );
});
