/**
 * The gate matrix (issue 24, docs/security.md "Gate table"): every route of the API's route table × every kind of
 * caller × every kind of product, answered by the real pipeline (handleApiRequest on the Firestore and Auth
 * emulators, real ID tokens: verified, unverified, anonymous, revoked) and compared with what the domain gate says
 * (`routeAccessDecision` over the route's declared access). Nothing here is hand-listed per route: a new route gets
 * its rows from the table, and fails here when its parameters cannot be filled or its answer disagrees with its
 * declaration.
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_ERRORS,
  apiErrorSchema,
  completeProfile,
  comparisonResponseSchema,
  type InvestorProfile,
  keyNumbersResponseSchema,
  platformLangSettingsSchema,
  primaryAccess,
  type ProductConfig,
  type ProductConfigInput,
  productConfigSchema,
  type Reader,
  readGate,
  type RouteAccess,
  routeAccessDecision,
  userRecordSchema,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { API_ROUTES } from '../../functions/src/services/api/api-routes.js';
import type { ApiDeps, Endpoint } from '../../functions/src/services/api/context.js';
import type { ApiRequest } from '../../functions/src/services/api/http.js';
import { clientErrorLimiter } from '../../functions/src/services/api/handlers/site/report-client-errors.js';
import type { Route } from '../../functions/src/services/api/router.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { EMULATOR_HOST, PORTS } from '../../scripts/lib/emulators.js';
import { businessDaySeries, clearFirestoreProject, emulatorProjectId } from '../support/api-emulators.js';
import { callInProcess } from '../support/in-process-api.js';
import { checkTaggedPdf } from '../support/pdf-conformance.js';
import { inRequestScope } from '../../functions/src/services/api/request-scope.js';

// Firestore: a project of its own (the demo tenant's data stays untouched). Auth: the emulator's project, whose
// tokens the Admin SDK verifies (with the revocation check, as the API does).
const DATA_PROJECT = 'demo-gate-matrix';
const RUN = Date.now().toString(36);
const MANAGER_ROLE = 'gmManager';

// ---------------------------------------------------------------------------------------------------------------
// Products: one of each kind the gate tells apart

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  productConfigSchema.parse({
    productId,
    storeModule: 'gm',
    productName: `Gate matrix ${productId}`,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    langsForDocuments: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-02',
    allowPriceDataModification: true,
    allowHoldingDataModification: true,
    factsheet: { needLoginToSee: false },
    live: {
      mode: 'live',
      updateFrequency: 'daily',
      genericCardsToShow: ['cumulativeReturns'],
      benchmarks: [],
    },
    ...over,
  });

const PRODUCTS = {
  /** Retail investors only from Germany: a retail investor from Switzerland is refused, professionals pass. */
  profileGated: product('gm-profile', { accessRestrictions: { retailCountries: ['DE'] } }),
  loginLocked: product('gm-locked', { lockedBehindLogin: true }),
  roleRestricted: product('gm-roles', { allowedRoles: ['viewer'] }),
  hidden: product('gm-hidden', { general: { hidden: true } }),
  dev: product('gm-dev', { dev: true }),
  open: product('gm-open'),
} as const;
const CATALOGUE = new Map<string, ProductConfig>(Object.values(PRODUCTS).map((p) => [p.productId, p]));
/** The product columns of a `:id` route: every kind above, and an id nobody configured. */
const PRODUCT_IDS = [...CATALOGUE.keys(), 'gm-unknown'];
/** The custom role of the "product admin": administers the open product, so it is an admin of another product for
 * every other column. */
const USER_DEFINED_ROLES = [{ name: MANAGER_ROLE, allowedProductIds: [PRODUCTS.open.productId] }];

// ---------------------------------------------------------------------------------------------------------------
// Callers

interface CallerSpec {
  /** Roles the gate must see (what the token is worth, not what its claims say). */
  roles: string[];
  /** The profile the caller's query declares (a visitor's browser storage). */
  declared?: InvestorProfile;
  /** The profile stored on the caller's user record (signed-in readers). */
  stored?: InvestorProfile;
  /** The token is revoked (roles changed after it was issued): the API answers 498 before any gate. */
  revoked?: boolean;
  /** A live embeddable page (`embed=live`): exempt from the profile check for the live mode only. */
  liveEmbed?: boolean;
}

const RETAIL_CH: InvestorProfile = { type: 'retail', country: 'CH' };
const PROFESSIONAL_CH: InvestorProfile = { type: 'professional', country: 'CH' };

const CALLERS = {
  guestWithoutProfile: { roles: ['guest'] },
  guestRefusedProfile: { roles: ['guest'], declared: RETAIL_CH },
  guestAcceptedProfile: { roles: ['guest'], declared: PROFESSIONAL_CH },
  guestOnLiveEmbed: { roles: ['guest'], liveEmbed: true },
  // Both carry an admin claim: the gate must not count it.
  unverifiedAccount: { roles: ['guest'], declared: PROFESSIONAL_CH },
  anonymousAccount: { roles: ['guest'], declared: PROFESSIONAL_CH },
  // The record says retail CH; the query claims professional: the record wins.
  investorRefusedStoredProfile: { roles: ['insight'], stored: RETAIL_CH, declared: PROFESSIONAL_CH },
  investor: { roles: ['insight'], stored: PROFESSIONAL_CH },
  productAdminOfAnother: { roles: ['insight', MANAGER_ROLE], stored: RETAIL_CH },
  productAdminJustDemoted: { roles: ['insight'], stored: RETAIL_CH, revoked: true },
  admin: { roles: ['insight', 'admin'] },
} satisfies Record<string, CallerSpec>;
type CallerName = keyof typeof CALLERS;

const tokens = new Map<CallerName, string | undefined>();
const callerUids = new Map<CallerName, string>();
const uids: string[] = [];

function reader(spec: CallerSpec): Reader {
  return {
    access: { roles: spec.roles, userDefinedRoles: USER_DEFINED_ROLES },
    profile: { checksActivated: true, profile: completeProfile(spec.stored ?? spec.declared) },
    ...(spec.liveEmbed ? { liveEmbed: true } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Emulators

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

async function identityToolkit(
  action: string,
  body: Record<string, unknown>,
): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const out = (await res.json()) as { idToken?: string; localId?: string; error?: { message?: string } };
  if (!res.ok || !out.idToken || !out.localId)
    throw new Error(`${action}: ${out.error?.message ?? res.status}`);
  return { idToken: out.idToken, localId: out.localId };
}

/** A password account with these claims, signed in; its token carries the claims. */
async function passwordUser(auth: Auth, name: string, claims: Record<string, unknown>, verified = true) {
  const uid = `gm-${name}-${RUN}`;
  const email = `${uid}@example.test`;
  const password = `pw-${uid}`;
  await auth.createUser({ uid, email, password, emailVerified: verified });
  await auth.setCustomUserClaims(uid, claims);
  uids.push(uid);
  const { idToken } = await identityToolkit('signInWithPassword', { email, password });
  return { uid, idToken };
}

let authApp: App;
let dataApp: App;
let db: Firestore;
let auth: Auth;
let deps: ApiDeps;
let filesDir: string;

async function seed(): Promise<void> {
  await clearFirestoreProject(DATA_PROJECT);
  await refs(db)
    .platformSettings()
    .set({ langs: ['en'], iam: { userDefinedRoles: USER_DEFINED_ROLES } });
  await refs(db)
    .platformLang('en')
    .set(
      platformLangSettingsSchema.parse({
        compliance: { investorProfileChecksActivated: true },
      }),
    );
  const batch = db.batch();
  for (const p of CATALOGUE.values()) batch.set(refs(db).product(p.productId), p);
  await batch.commit();
  await Promise.all(
    [...CATALOGUE.values()].map((p, i) =>
      replacePriceSeries(
        db,
        { seriesId: p.productId, kind: 'product', ownerId: p.productId, frequency: 'daily', currency: 'CHF' },
        businessDaySeries('2020-01-02', '2024-06-28', { seed: 40 + i }),
      ),
    ),
  );
  await bumpCatalogueVersion(db);
}

/** The tokens of every caller; the demoted one is revoked once a second has passed since its sign-in. */
async function signIn(): Promise<void> {
  const demoted = await passwordUser(auth, 'demoted', { [`role:${MANAGER_ROLE}`]: true });
  const signedInSecond = Math.floor(Date.now() / 1000);
  tokens.set('guestWithoutProfile', undefined);
  tokens.set('guestRefusedProfile', undefined);
  tokens.set('guestAcceptedProfile', undefined);
  tokens.set('guestOnLiveEmbed', undefined);
  tokens.set(
    'unverifiedAccount',
    (await passwordUser(auth, 'unverified', { 'role:admin': true }, false)).idToken,
  );
  const anonymous = await identityToolkit('signUp', {});
  uids.push(anonymous.localId);
  callerUids.set('anonymousAccount', anonymous.localId);
  tokens.set('anonymousAccount', anonymous.idToken);
  const records: [CallerName, string][] = [];
  for (const [name, claims] of [
    ['investorRefusedStoredProfile', {}],
    ['investor', {}],
    ['productAdminOfAnother', { [`role:${MANAGER_ROLE}`]: true }],
    ['admin', { 'role:admin': true }],
  ] as const) {
    const user = await passwordUser(auth, name, claims);
    tokens.set(name, user.idToken);
    callerUids.set(name, user.uid);
    records.push([name, user.uid]);
  }
  records.push(['productAdminJustDemoted', demoted.uid]);
  await Promise.all(
    records.map(([name, uid]) => {
      const stored = (CALLERS[name] as CallerSpec).stored;
      return stored
        ? refs(db)
            .user(uid)
            .set(
              userRecordSchema.parse({
                firstName: 'Gate',
                lastName: name,
                email: `${uid}@example.test`,
                country: stored.country,
                investorProfile: stored.type,
              }),
            )
        : Promise.resolve();
    }),
  );
  // Demotion as setUserRoles does it: claims removed, refresh tokens revoked (valid-since: this second). Tokens of
  // an earlier second are then refused (Firebase compares whole seconds): wait for the clock to tick, no longer.
  await vi.waitFor(
    () => {
      if (Math.floor(Date.now() / 1000) <= signedInSecond) throw new Error('still the second of the sign-in');
    },
    { interval: 50 },
  );
  await auth.setCustomUserClaims(demoted.uid, {});
  await auth.revokeRefreshTokens(demoted.uid);
  tokens.set('productAdminJustDemoted', demoted.idToken);
  callerUids.set('productAdminJustDemoted', demoted.uid);
}

beforeAll(async () => {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `${EMULATOR_HOST}:${String(PORTS.tasks)}`;
  // The callables run in-process on the default app, as in their instance: its Auth must know the callers.
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp({ projectId: emulatorProjectId() });
  authApp = initializeApp({ projectId: emulatorProjectId() }, `gate-matrix-auth-${RUN}`);
  dataApp = initializeApp({ projectId: DATA_PROJECT }, `gate-matrix-data-${RUN}`);
  auth = getAuth(authApp);
  db = getFirestore(dataApp);
  filesDir = mkdtempSync(join(tmpdir(), 'gate-matrix-files-'));
  deps = {
    db,
    auth,
    log: { error: () => undefined, warn: () => undefined },
    clientErrors: { write: () => undefined, limiter: clientErrorLimiter() },
    files: new LocalFolderFileStore(filesDir),
    unsubscribeSecret: () => 'gate-matrix-unsubscribe-secret',
    contact: { hmacKey: () => 'gate-matrix-hmac-key', send: () => Promise.resolve() },
  };
  await seed();
  await signIn();
}, 120_000);

afterAll(async () => {
  if (uids.length > 0) await auth.deleteUsers(uids);
  await clearFirestoreProject(DATA_PROJECT);
  await Promise.all([authApp, dataApp].filter(Boolean).map((a) => deleteApp(a)));
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** A value for every path parameter a route may name; a route with any other parameter fails the suite. */
const PARAM_VALUES: Record<string, string | undefined> = {
  id: undefined, // the product column
  docId: 'gm-no-such-document',
  mediaId: 'gm-no-such-media',
  date: '1999-01-04',
  entryId: 'gm-no-such-entry',
  overrideId: 'gm-no-such-override',
  page: 'overview',
  componentId: 'gm-no-such-component',
  operationId: 'gm-no-such-operation',
};

const paramsOf = (route: Route<Endpoint>) =>
  route.pattern
    .split('/')
    .filter((p) => p.startsWith(':'))
    .map((p) => p.slice(1));

function pathOf(route: Route<Endpoint>, productId: string | undefined): string {
  return `/api/${route.pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const name = part.slice(1);
      const value = name === 'id' ? productId : PARAM_VALUES[name];
      if (value === undefined) throw new Error(`no matrix value for :${name} of ${route.pattern}`);
      return encodeURIComponent(value);
    })
    .join('/')}`;
}

const send = (req: ApiRequest) => callInProcess(deps, req);

/**
 * One row: the route asked by this caller about this product. A write carries an unknown query parameter, so an
 * allowed caller is stopped by the handler's own 400 and nothing is changed; the gate runs before it.
 */
function request(
  route: Route<Endpoint>,
  method: string,
  caller: CallerName,
  productId: string | undefined,
): ApiRequest {
  const spec: CallerSpec = CALLERS[caller];
  const token = tokens.get(caller);
  const query: Record<string, string> = { lang: 'en' };
  if (spec.declared) {
    query.investor_profile = spec.declared.type;
    query.country = spec.declared.country;
  }
  if (spec.liveEmbed) query.embed = 'live';
  if (method !== 'GET') query.gate_matrix_probe = '1';
  return {
    method,
    path: pathOf(route, productId),
    query,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: {}, rawBody: new TextEncoder().encode('{}') }),
  };
}

/** What the domain says this row must answer: the gate's refusal, or "allowed" (any answer but a refusal). */
function expected(
  access: RouteAccess,
  configured: boolean,
  caller: CallerName,
  productId: string | undefined,
): { status: number } | 'allowed' {
  const spec: CallerSpec = CALLERS[caller];
  // A revoked token is refused before any route's access (the request-kind routes never read the caller).
  if (spec.revoked && configured) return { status: 498 };
  const d = routeAccessDecision(access, reader(spec), { productId, catalogue: CATALOGUE, query: {} });
  return d.kind === 'deny' ? { status: d.status } : 'allowed';
}

const REFUSALS = new Set([401, 403, 404, 498]);

interface Row {
  route: Route<Endpoint>;
  method: string;
  caller: CallerName;
  productId: string | undefined;
}

function rowsOf(route: Route<Endpoint>): Row[] {
  const products = paramsOf(route).includes('id') ? PRODUCT_IDS : [undefined];
  return route.methods.flatMap((method) =>
    (Object.keys(CALLERS) as CallerName[]).flatMap((caller) =>
      products.map((productId) => ({ route, method, caller, productId })),
    ),
  );
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

describe('the gate matrix: every route × caller × product answers what the domain gate says', () => {
  it('fills every path parameter of every route (a route with a new parameter needs a value here)', () => {
    for (const route of API_ROUTES) expect(() => pathOf(route, 'gm-open'), route.pattern).not.toThrow();
  });

  it.each(API_ROUTES.map((route) => [`${route.methods.join(',')} ${route.pattern}`, route] as const))(
    '%s',
    async (_, route) => {
      const rows = rowsOf(route);
      expect(rows.length).toBeGreaterThan(0);
      const access = route.handler.access;
      const mismatches: string[] = [];
      await inBatches(rows, 8, async (row) => {
        const out = await send(request(row.route, row.method, row.caller, row.productId));
        const want = expected(access, route.handler.kind === 'configured', row.caller, row.productId);
        const where = `${row.method} ${row.route.pattern} | ${row.caller} | ${row.productId ?? '-'}`;
        if (want === 'allowed') {
          if (REFUSALS.has(out.status) && !(out.status === 404 && allowedNotFound(row, out.body))) {
            mismatches.push(`${where}: allowed, answered ${String(out.status)} ${JSON.stringify(out.body)}`);
          }
          if (out.status >= 500) mismatches.push(`${where}: allowed, answered ${String(out.status)}`);
        } else {
          if (out.status !== want.status) {
            mismatches.push(
              `${where}: expected ${String(want.status)}, answered ${String(out.status)} ${JSON.stringify(out.body)}`,
            );
          } else {
            // Every refusal is the API's JSON error; a 404 names nothing a caller may not know.
            const parsed = apiErrorSchema.safeParse(out.body);
            if (!parsed.success) mismatches.push(`${where}: refusal without the API's error body`);
            else if (out.status === 404 && JSON.stringify(parsed.data.error.details ?? {}).includes('reason'))
              mismatches.push(`${where}: a 404 told its reason`);
          }
        }
      });
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it('leaves out of the key numbers every product the gate refuses the reader (and only those)', async () => {
    const route = API_ROUTES.find((r) => r.pattern === 'products/key-numbers');
    if (!route) throw new Error('no key-numbers route in the table');
    expect(route.handler.access.kind).toBe('readMany');
    const mismatches: string[] = [];
    for (const caller of Object.keys(CALLERS) as CallerName[]) {
      const spec: CallerSpec = CALLERS[caller];
      const req = request(route, 'GET', caller, undefined);
      const out = await send({
        ...req,
        query: { ...(req.query as object), product_ids: PRODUCT_IDS.join(',') },
      });
      if (spec.revoked) {
        expect(out.status).toBe(498);
        continue;
      }
      expect(out.status, caller).toBe(200);
      const listed = keyNumbersResponseSchema.parse(out.body).items.map((i) => i.productId);
      const r = reader(spec);
      const want = PRODUCT_IDS.filter((id) => {
        const access = primaryAccess(r.access, CATALOGUE.get(id), CATALOGUE);
        if (access.kind === 'absent') return false;
        const unlocked = { ...access.product, lockedBehindLogin: false };
        return (
          readGate(r, { kind: 'mode', product: unlocked, mode: 'primary', catalogue: CATALOGUE }).kind ===
          'allow'
        );
      });
      if (JSON.stringify(listed) !== JSON.stringify(want))
        mismatches.push(`${caller}: ${listed.join(',')} ≠ ${want.join(',')}`);
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('answers each product of a comparison as its own page would: compared, or refused with its status and no data', async () => {
    const route = API_ROUTES.find((r) => r.pattern === 'products/comparison');
    if (!route) throw new Error('no comparison route in the table');
    expect(route.handler.access.kind).toBe('readMany');
    // At most six products a call: the matrix's seven ids in two calls.
    const calls = [PRODUCT_IDS.slice(0, 4), PRODUCT_IDS.slice(4)];
    const mismatches: string[] = [];
    for (const caller of Object.keys(CALLERS) as CallerName[]) {
      const spec: CallerSpec = CALLERS[caller];
      const r = reader(spec);
      for (const ids of calls) {
        const req = request(route, 'GET', caller, undefined);
        const out = await send({ ...req, query: { ...(req.query as object), products: ids.join(',') } });
        if (spec.revoked) {
          expect(out.status).toBe(498);
          continue;
        }
        expect(out.status, `${caller}: ${JSON.stringify(out.body)}`).toBe(200);
        // A computed result is sent as the result cache keeps it: serialised JSON.
        const answer = comparisonResponseSchema.parse(
          typeof out.body === 'string' ? JSON.parse(out.body) : out.body,
        );
        expect(answer.products.map((p) => p.productId)).toEqual(ids);
        for (const item of answer.products) {
          const d = readGate(r, {
            kind: 'mode',
            product: CATALOGUE.get(item.productId),
            mode: 'primary',
            catalogue: CATALOGUE,
          });
          const where = `${caller} | ${item.productId}`;
          if (d.kind === 'allow') {
            if (item.refused !== null)
              mismatches.push(`${where}: allowed, refused ${JSON.stringify(item.refused)}`);
          } else if (item.refused === null) {
            mismatches.push(`${where}: refused ${String(d.status)}, compared`);
          } else {
            if (item.refused.status !== d.status)
              mismatches.push(
                `${where}: expected ${String(d.status)}, refused ${String(item.refused.status)}`,
              );
            // Nothing of a refused product, and a 404 tells no reason.
            if (Object.keys(item).sort().join() !== 'productId,refused')
              mismatches.push(`${where}: refused with data ${Object.keys(item).join()}`);
            if (d.status === 404 && item.refused.reason !== undefined)
              mismatches.push(`${where}: a 404 told its reason`);
          }
        }
        // A refused product leaves no trace in the pairs or the overlap.
        const refused = answer.products.filter((p) => p.refused !== null).map((p) => p.productId);
        const named = JSON.stringify([answer.correlations, answer.holdingsOverlap]);
        for (const id of refused)
          if (named.includes(`"${id}"`)) mismatches.push(`${caller}: ${id} named in the pairs`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

describe('the comparison sheet (products/comparison.pdf): the same gate per product as its JSON answer', () => {
  it('draws each caller a PDF naming none of the products refused them', async () => {
    const route = API_ROUTES.find((r) => r.pattern === 'products/comparison.pdf');
    if (!route) throw new Error('no comparison sheet route in the table');
    expect(route.handler.access.kind).toBe('readMany');
    const calls = [PRODUCT_IDS.slice(0, 4), PRODUCT_IDS.slice(4)];
    const mismatches: string[] = [];
    let client = 0;
    for (const caller of Object.keys(CALLERS) as CallerName[]) {
      const spec: CallerSpec = CALLERS[caller];
      const r = reader(spec);
      for (const ids of calls) {
        const req = request(route, 'GET', caller, undefined);
        // Each drawing counts against its client's budget (10 a minute): a client of its own per call.
        // (In process, the function's request scope is opened here, as functions/api.ts does.)
        client++;
        const sheet: ApiRequest = {
          ...req,
          query: { ...(req.query as object), products: ids.join(',') },
          headers: { ...req.headers, 'x-forwarded-for': `198.18.0.${String(client)}` },
        };
        const out = await inRequestScope(sheet, () => send(sheet));
        if (spec.revoked) {
          expect(out.status).toBe(498);
          continue;
        }
        expect(out.status, caller).toBe(200);
        const report = await checkTaggedPdf(new Uint8Array(out.body as Uint8Array));
        const text = JSON.stringify(report.tree);
        for (const id of ids) {
          const d = readGate(r, {
            kind: 'mode',
            product: CATALOGUE.get(id),
            mode: 'primary',
            catalogue: CATALOGUE,
          });
          if (d.kind === 'deny' && text.includes(`Gate matrix ${id}`))
            mismatches.push(`${caller} | ${id}: refused ${String(d.status)}, named in the sheet`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

/**
 * An allowed caller may still get a 404 that is not a refusal: the matrix names a document, medium, operation or
 * date that does not exist, a product nobody configured (admins pass the gate of a write to an unknown id), or the
 * product lacks what the route serves.
 */
function allowedNotFound(row: Row, body: unknown): boolean {
  // A handler's own 404 names what is missing with its own message (no weighted components, no factsheet yet); the
  // gate's 404 is the generic one.
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success && parsed.data.error.messageKey !== API_ERRORS['not-found'].messageKey) return true;
  return (
    row.productId === 'gm-unknown' ||
    paramsOf(row.route).some((p) => p !== 'id') ||
    // Not a product route (benchmarks/:id names a benchmark), or a product without a factsheet yet.
    row.route.handler.access.kind === 'open' ||
    row.route.pattern.endsWith('last-factsheet/file')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Callables

/**
 * What each callable must answer each kind of caller, called with a well-formed request about a uid nobody has
 * (so an allowed admin action changes nothing). `refused`: the caller is stopped by who they are; `allowed`: any
 * other answer. The callables come from the functions' own modules (every `onCall` export): one without a row here
 * fails the suite. `deleteMyAccount` deletes the caller, so only its refusals run here (its success:
 * tests/integration/privacy.test.ts).
 */
type CallableRow = {
  data: unknown;
  expect: (caller: CallerSpec, name: CallerName) => 'refused' | 'allowed' | 'skip';
};
const signedIn = (spec: CallerSpec) => spec.roles.includes('insight');
const adminOnly = (data: unknown): CallableRow => ({
  data,
  expect: (spec) => (signedIn(spec) && spec.roles.includes('admin') && !spec.revoked ? 'allowed' : 'refused'),
});
const CALLABLE_ROWS: Record<string, CallableRow> = {
  setUserRoles: adminOnly({ uid: 'gm-nobody', roles: [], reason: 'gate matrix probe' }),
  deleteUser: adminOnly({ uid: 'gm-nobody', reason: 'gate matrix probe' }),
  forceEmailVerification: adminOnly({ uid: 'gm-nobody' }),
  // The caller's own data: any account (an unverified or anonymous one too: its own uid-keyed data is its own);
  // e-mail-keyed data only for a verified address (checked below).
  exportMyData: { data: {}, expect: (_, name) => (tokens.get(name) === undefined ? 'refused' : 'allowed') },
  deleteMyAccount: { data: {}, expect: (_, name) => (tokens.get(name) === undefined ? 'refused' : 'skip') },
  // The caller's own two-factor mirror: every session the gate accepts as signed in (acceptedCaller), no other.
  syncTwoFactorStatus: { data: {}, expect: (spec) => (signedIn(spec) ? 'allowed' : 'refused') },
};

/** The payload of an (emulator, unsigned) ID token, with `uid` as the runtime adds it. */
function claimsOf(token: string): { uid: string } & Record<string, unknown> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return { ...payload, uid: String(payload.sub) };
}

interface Callable {
  run(request: unknown): Promise<unknown>;
  __endpoint?: { callableTrigger?: unknown };
}

async function callables(): Promise<Map<string, Callable>> {
  const modules = await Promise.all([
    import('../../functions/src/functions/roles.js'),
    import('../../functions/src/functions/users.js'),
    import('../../functions/src/functions/privacy.js'),
  ]);
  const found = new Map<string, Callable>();
  for (const m of modules)
    for (const [name, value] of Object.entries(m)) {
      const fn = value as Partial<Callable> | undefined;
      if (typeof fn?.run === 'function' && fn.__endpoint?.callableTrigger !== undefined)
        found.set(name, fn as Callable);
    }
  return found;
}

describe('the callables: every one × caller', () => {
  it('every callable exported by the functions has its row, and every row a callable', async () => {
    const index = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../functions/src/index.ts', import.meta.url), 'utf8'),
    );
    const found = await callables();
    // Every callable the functions deploy is among the modules read here.
    for (const name of Object.keys(CALLABLE_ROWS)) expect(index, name).toContain(name);
    expect([...found.keys()].sort()).toEqual(Object.keys(CALLABLE_ROWS).sort());
  });

  it('answers each caller as its row says; a non-accepted session is never signed in', async () => {
    const found = await callables();
    const mismatches: string[] = [];
    for (const [callableName, row] of Object.entries(CALLABLE_ROWS)) {
      const fn = found.get(callableName);
      if (!fn) throw new Error(`no callable ${callableName}`);
      for (const name of Object.keys(CALLERS) as CallerName[]) {
        const spec: CallerSpec = CALLERS[name];
        const want = row.expect(spec, name);
        if (want === 'skip') continue;
        const token = tokens.get(name);
        // As the callable runtime hands it over: the token's claims (it checks the signature, not revocation; the
        // emulator's tokens are unsigned, and the Admin SDK refuses the revoked one outright).
        const decoded = token === undefined ? undefined : claimsOf(token);
        let code = 'ok';
        let result: unknown;
        try {
          result = await fn.run({
            data: row.data,
            auth: decoded ? { uid: decoded.uid, token: decoded, rawToken: token } : undefined,
            rawRequest: { headers: {}, ip: '127.0.0.1' },
            acceptsStreaming: false,
          });
        } catch (error) {
          code = (error as { code?: string }).code ?? 'thrown';
        }
        const refused = code === 'unauthenticated' || code === 'permission-denied';
        if ((want === 'refused') !== refused)
          mismatches.push(`${callableName} | ${name}: expected ${want}, got ${code}`);
        if (code === 'internal' || code === 'thrown') mismatches.push(`${callableName} | ${name}: ${code}`);
        if (callableName === 'exportMyData' && code === 'ok') {
          // A verified address only: the unverified and anonymous accounts' e-mail-keyed data is not matched.
          const matched = (result as { emailKeyedData?: string }).emailKeyedData;
          const verified = name !== 'unverifiedAccount' && name !== 'anonymousAccount';
          if ((matched === 'matched') !== verified)
            mismatches.push(`exportMyData | ${name}: emailKeyedData ${String(matched)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
