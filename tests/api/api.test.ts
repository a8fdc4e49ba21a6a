import {
  API,
  apiErrorSchema,
  paths,
  computeKeyNumbers,
  keyNumbersResponseSchema,
  productPricesResponseSchema,
  siteStateSchema,
  type KeyNumbersItem,
  type PricePoint,
  urlTemplateOf,
} from '@portal/domain';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminFor,
  emulatorProjectId,
  FUNCTIONS,
  FUNCTIONS_REGION,
  HOSTING,
  type AdminHandle,
} from '../support/api-emulators.js';
import {
  FX_MANAGER_ROLE,
  FX_SERIES,
  removeApiFixture,
  seedApiFixture,
  type FixtureState,
} from '../support/api-fixture.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { API_SECURITY_HEADERS } from '../../functions/src/services/api/api-headers.js';
import { refs } from '../../functions/src/db/refs.js';
import { startApiServer } from '../../scripts/lib/load-server.js';
import { tenantFromEnv } from '../../scripts/firebase.js';

// Runs against the functions through the Hosting rewrite, in the demo tenant's project, with `fx-` ids only.
let admin: AdminHandle;
let fixture: FixtureState | undefined;
type Label = 'investor' | 'viewer' | 'admin' | 'employee' | 'manager' | 'revoked';
const signedIn = new Map<Label, TestUser>();
function user(label: Label): TestUser {
  const u = signedIn.get(label);
  if (!u) throw new Error(`user ${label} was not created`);
  return u;
}

const FUNCTION_URL = () => `${FUNCTIONS}/${emulatorProjectId()}/${FUNCTIONS_REGION}/api`;

const ALL_IDS = [
  'fx-open',
  'fx-hidden',
  'fx-locked',
  'fx-viewer-only',
  'fx-historical',
  'fx-no-prices',
  'fx-unknown',
];

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  fixture = await seedApiFixture(admin.db);
  const claims: [Label, Record<string, boolean>][] = [
    ['investor', {}],
    ['viewer', { 'role:viewer': true }],
    ['admin', { 'role:admin': true }],
    ['employee', { 'role:employee': true }],
    ['manager', { [`role:${FX_MANAGER_ROLE}`]: true }],
    ['revoked', {}],
  ];
  for (const [label, c] of claims)
    signedIn.set(label, await createUserWithClaims(admin.auth, `fx-${label}`, c));
});

afterAll(async () => {
  await deleteUsers(
    admin.auth,
    [...signedIn.values()].map((u) => u.uid),
  );
  await removeApiFixture(admin.db, fixture);
  await admin.close();
});

interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(
  path: string,
  options: { token?: string; method?: string; base?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${options.base ?? HOSTING}${path}`, { method: options.method ?? 'GET', headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

function keyNumbersPath(ids: readonly string[], extra = ''): string {
  return `/api/products/key-numbers?product_ids=${ids.join(',')}${extra}`;
}

function items(result: CallResult): KeyNumbersItem[] {
  expect(result.status).toBe(200);
  return keyNumbersResponseSchema.parse(result.body).items;
}

const ids = (list: readonly KeyNumbersItem[]) => list.map((i) => i.productId);

function columns(points: readonly PricePoint[]) {
  return {
    dates: points.map((p) => p.date),
    prices: points.map((p) => p.price),
    adjusted: points.map((p) => p.adjustedPrice ?? p.price),
  };
}

function expectError(result: CallResult, status: number, code: string): void {
  expect(result.status).toBe(status);
  const parsed = apiErrorSchema.parse(result.body);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.messageKey).toMatch(/^api\.errors\./);
}

describe('GET /api/products/key-numbers', () => {
  it('lists for a guest only public products; the locked one without numbers', async () => {
    const result = await call(keyNumbersPath(ALL_IDS));
    const list = items(result);
    expect(ids(list)).toEqual(['fx-open', 'fx-locked', 'fx-historical', 'fx-no-prices']);
    expect(list.find((i) => i.productId === 'fx-locked')).toEqual({
      productId: 'fx-locked',
      currency: 'CHF',
      locked: true,
      lastDate: null,
      lastPrice: null,
      lastChange: null,
      lastDayChange: null,
      mtdReturn: null,
      ytdReturn: null,
      sinceInceptionReturn: null,
      inceptionDate: '2019-01-02',
    });
  });

  it('computes the numbers from the primary series with the configured inception date', async () => {
    const list = items(await call(keyNumbersPath(['fx-open', 'fx-historical', 'fx-no-prices'])));
    const expected = computeKeyNumbers(columns(FX_SERIES['fx-open'] ?? []), { inceptionDate: '2016-03-15' });
    expect(list[0]).toEqual({ productId: 'fx-open', currency: 'CHF', locked: false, ...expected });
    expect(list[0]?.ytdReturn).not.toBeNull();
    const historical = computeKeyNumbers(columns(FX_SERIES['fx-historical--historical'] ?? []), {
      inceptionDate: '2016-03-15',
    });
    expect(list[1]).toMatchObject({ productId: 'fx-historical', ...historical });
    expect(list[2]).toMatchObject({
      productId: 'fx-no-prices',
      locked: false,
      lastDate: null,
      lastPrice: null,
    });
  });

  it('honours inception_dates (empty = configured) and period_end_date', async () => {
    const path = keyNumbersPath(
      ['fx-open', 'fx-historical'],
      '&inception_dates=2018-06-29,&period_end_date=2022-03-31',
    );
    const list = items(await call(path));
    const open = computeKeyNumbers(columns(FX_SERIES['fx-open'] ?? []), {
      inceptionDate: '2018-06-29',
      periodEndDate: '2022-03-31',
    });
    expect(list[0]).toEqual({ productId: 'fx-open', currency: 'CHF', locked: false, ...open });
    expect(list[0]?.lastDate).toBe('2022-03-31');
    expect(list[1]?.inceptionDate).toBe('2016-03-15');
  });

  it.each([
    ['investor', ['fx-open', 'fx-locked', 'fx-historical', 'fx-no-prices']],
    ['viewer', ['fx-open', 'fx-locked', 'fx-viewer-only', 'fx-historical', 'fx-no-prices']],
    ['admin', ['fx-open', 'fx-hidden', 'fx-locked', 'fx-viewer-only', 'fx-historical', 'fx-no-prices']],
    ['employee', ['fx-open', 'fx-hidden', 'fx-locked', 'fx-viewer-only', 'fx-historical', 'fx-no-prices']],
    ['manager', ['fx-open', 'fx-hidden', 'fx-locked', 'fx-historical', 'fx-no-prices']],
  ] as const)(
    'shows the %s the products of their roles, unlocked and uncacheable',
    async (label, expected) => {
      const result = await call(keyNumbersPath(ALL_IDS), { token: user(label).idToken });
      const list = items(result);
      expect(ids(list)).toEqual(expected);
      expect(
        list.every((i) => (!i.locked && i.productId !== 'fx-no-prices' ? i.lastPrice !== null : true)),
      ).toBe(true);
    },
  );

  it('answers 400 with the zod issues for a bad query', async () => {
    const missing = await call('/api/products/key-numbers');
    expectError(missing, 400, 'bad-request');
    expect(apiErrorSchema.parse(missing.body).error.details).toMatchObject({
      issues: [expect.objectContaining({ path: ['product_ids'] })],
    });
    expectError(
      await call(keyNumbersPath(['fx-open', 'fx-locked'], '&inception_dates=2020-01-01')),
      400,
      'bad-request',
    );
    expectError(await call(keyNumbersPath(['fx-open'], '&period_end_date=31.12.2020')), 400, 'bad-request');
  });

  it('is also served on the function URL without the /api prefix', async () => {
    const result = await call('/products/key-numbers?product_ids=fx-open,fx-hidden', {
      base: FUNCTION_URL(),
    });
    expect(ids(items(result))).toEqual(['fx-open']);
  });
});

describe('GET /api/products/{id}/product-prices', () => {
  it('returns the primary series columnar with oldDataEndDate, cacheable for guests', async () => {
    const result = await call('/api/products/fx-open/product-prices');
    expect(result.status).toBe(200);
    const body = productPricesResponseSchema.parse(result.body);
    const c = columns(FX_SERIES['fx-open'] ?? []);
    expect(body).toEqual({
      productId: 'fx-open',
      seriesId: 'fx-open',
      mode: 'live',
      currency: 'CHF',
      frequency: 'daily',
      oldDataEndDate: '2017-12-29',
      version: 1,
      dates: c.dates,
      prices: c.prices,
      adjustedPrices: c.adjusted,
    });
  });

  it('travels compressed (brotli for browsers, gzip otherwise) with a strong ETag, and answers 304 to a client that holds it', async () => {
    const url = `${HOSTING}/api/products/fx-open/product-prices`;
    await fetch(url); // fill the result cache
    // node's http keeps the raw bytes (fetch would decompress them and drop the header's meaning).
    const rawGet = (acceptEncoding: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (b: Buffer) => parts.push(b));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(parts) });
          });
        })
          .on('error', reject)
          .end();
      });
    const expected = columns(FX_SERIES['fx-open'] ?? []).dates;
    const raw = await rawGet('gzip, deflate');
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(raw.bytes).toString('utf8');
    expect(productPricesResponseSchema.parse(JSON.parse(json)).dates).toEqual(expected);
    expect(raw.bytes.length).toBeLessThan(json.length / 2);
    const browser = await rawGet('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.bytes).toString('utf8')).toBe(json);
    expect(browser.bytes.length).toBeLessThan(raw.bytes.length);
    expect(browser.headers.etag).toBe(raw.headers.etag);
    const etag = String(raw.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Not for a caller who may not see the data: access is checked before the ETag.
    expectError(
      await (async () => {
        const res = await fetch(`${HOSTING}/api/products/fx-hidden/product-prices`, {
          headers: { 'If-None-Match': etag },
        });
        return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
      })(),
      404,
      'not-found',
    );
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag);
  });

  it('reads a non-live primary mode from its own series', async () => {
    const body = productPricesResponseSchema.parse(
      (await call('/api/products/fx-historical/product-prices')).body,
    );
    expect(body).toMatchObject({
      seriesId: 'fx-historical--historical',
      mode: 'historical',
      frequency: 'weekly',
    });
    expect(body.dates).toEqual(columns(FX_SERIES['fx-historical--historical'] ?? []).dates);
  });

  it('answers an empty series for a product without prices yet', async () => {
    const body = productPricesResponseSchema.parse(
      (await call('/api/products/fx-no-prices/product-prices')).body,
    );
    expect(body).toMatchObject({
      version: 0,
      dates: [],
      prices: [],
      adjustedPrices: null,
      oldDataEndDate: null,
    });
  });

  it('is 404 for unknown and for hidden products, 200 for staff and the product admin', async () => {
    expectError(await call('/api/products/fx-unknown/product-prices'), 404, 'not-found');
    expectError(await call('/api/products/fx-hidden/product-prices'), 404, 'not-found');
    expectError(
      await call('/api/products/fx-hidden/product-prices', { token: user('investor').idToken }),
      404,
      'not-found',
    );
    for (const label of ['admin', 'employee', 'manager'] as const) {
      const result = await call('/api/products/fx-hidden/product-prices', { token: user(label).idToken });
      expect(result.status, label).toBe(200);
      expect(productPricesResponseSchema.parse(result.body)).toMatchObject({ currency: 'EUR', version: 1 });
    }
    const viewer = await call('/api/products/fx-viewer-only/product-prices', {
      token: user('viewer').idToken,
    });
    expect(viewer.status).toBe(200);
  });

  it('applies a catalogue change on the very next call, though the configuration is cached', async () => {
    // The API runs a GET on its cached configuration while it reads the catalogue version, and keeps that answer
    // only if the version confirms it: hiding a product must never let a stale 200 through.
    const url = '/api/products/fx-open/product-prices';
    expect((await call(url)).status).toBe(200);
    const ref = admin.db.doc(paths.product('fx-open'));
    try {
      await ref.update({ 'general.hidden': true });
      await bumpCatalogueVersion(admin.db);
      expectError(await call(url), 404, 'not-found');
    } finally {
      await ref.update({ 'general.hidden': false });
      await bumpCatalogueVersion(admin.db);
    }
    expect((await call(url)).status).toBe(200);
  });

  it('is 401 for a guest and 403 for a signed-in user without the role of a role-restricted product', async () => {
    expectError(await call('/api/products/fx-viewer-only/product-prices'), 401, 'unauthenticated');
    for (const label of ['investor', 'manager'] as const) {
      expectError(
        await call('/api/products/fx-viewer-only/product-prices', { token: user(label).idToken }),
        403,
        'forbidden',
      );
    }
  });

  it('is 401 for a guest on a lockedBehindLogin product, 200 once signed in', async () => {
    const guest = await call('/api/products/fx-locked/product-prices');
    expectError(guest, 401, 'unauthenticated');
    expect(apiErrorSchema.parse(guest.body).error.messageKey).toBe('api.errors.loginRequired');
    const investor = await call('/api/products/fx-locked/product-prices', {
      token: user('investor').idToken,
    });
    expect(investor.status).toBe(200);
    expect(productPricesResponseSchema.parse(investor.body).dates).toHaveLength(
      FX_SERIES['fx-locked']?.length ?? -1,
    );
  });
});

describe('auth, methods and routes', () => {
  it('is 401 for a garbage token and for a non-Bearer header', async () => {
    expectError(await call(keyNumbersPath(['fx-open']), { token: 'not-a-jwt' }), 401, 'unauthenticated');
    const res = await fetch(`${HOSTING}${keyNumbersPath(['fx-open'])}`, {
      headers: { Authorization: 'Basic abc' },
    });
    expect(res.status).toBe(401);
  });

  it('is 498 once the refresh tokens were revoked', async () => {
    const revoked = user('revoked');
    expect((await call(keyNumbersPath(['fx-open']), { token: revoked.idToken })).status).toBe(200);
    // Revocation compares whole seconds of the sign-in time: revoke in a later second than the sign-in.
    await expect.poll(() => Date.now(), { interval: 50 }).toBeGreaterThan(revoked.signedInAt + 1_100);
    await admin.auth.revokeRefreshTokens(revoked.uid);
    const result = await call(keyNumbersPath(['fx-open']), { token: revoked.idToken });
    expectError(result, 498, 'token-revoked');
    expect(apiErrorSchema.parse(result.body).error.messageKey).toBe('api.errors.tokenRevoked');
  });

  it('is 405 with Allow for other methods, 204 for OPTIONS', async () => {
    const post = await call('/api/products/fx-open/product-prices', { method: 'POST' });
    expectError(post, 405, 'method-not-allowed');
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expectError(await call(keyNumbersPath(['fx-open']), { method: 'DELETE' }), 405, 'method-not-allowed');
    const options = await call('/api/products/key-numbers', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is 404 for unknown API routes', async () => {
    expectError(await call('/api/products'), 404, 'not-found');
    expectError(await call('/api/nothing/here'), 404, 'not-found');
  });
});

describe('cache headers', () => {
  // Checked on the function's own URL: firebase.json's catch-all `Cache-Control: no-cache` header currently
  // overwrites them behind Hosting (see the last test).
  const direct = (path: string, token?: string) =>
    call(path.replace(/^\/api/, ''), { base: FUNCTION_URL(), ...(token === undefined ? {} : { token }) });

  it('lets shared caches keep guest answers for a few minutes', async () => {
    for (const path of [keyNumbersPath(['fx-open']), '/api/products/fx-open/product-prices']) {
      const result = await direct(path);
      expect(result.status).toBe(200);
      expect(result.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
      expect(result.headers.get('vary')).toMatch(/Authorization/i);
    }
  });

  it('forbids storing answers for signed-in users and errors', async () => {
    const investor = user('investor').idToken;
    for (const [path, token, status] of [
      [keyNumbersPath(['fx-open']), investor, 200],
      ['/api/products/fx-open/product-prices', investor, 200],
      ['/api/products/fx-unknown/product-prices', undefined, 404],
      ['/api/products/key-numbers', undefined, 400],
      [keyNumbersPath(['fx-open']), 'garbage', 401],
    ] as const) {
      const result = await direct(path, token);
      expect(result.status, path).toBe(status);
      expect(result.headers.get('cache-control'), path).toBe('private, no-store');
      expect(result.headers.get('vary')).toMatch(/Authorization/i);
    }
  });

  it('makes caches revalidate the site state, so a compliance change (switch, disclaimer, logo) reaches the next call', async () => {
    const langRef = admin.db.doc(paths.platformLang('pt'));
    const before = (await langRef.get()).data();
    const compliance = (checks: boolean) => ({
      compliance: {
        investorProfileChecksActivated: checks,
        investorProfileDisclaimer: checks ? 'Nur für Fachleute.' : '',
        showLogo: checks,
        ombudsmanText: '',
        defaultProductDisclaimer: '',
      },
    });
    try {
      for (const checks of [true, false, true]) {
        await langRef.set(compliance(checks));
        const result = await direct('/api/site/state');
        expect(result.status).toBe(200);
        expect(result.headers.get('cache-control')).toBe('public, no-cache');
        const state = siteStateSchema.parse(result.body);
        expect(state.investorProfileChecks.pt).toBe(checks);
        // The public compliance texts come with it (the server renders the investor-profile step from them).
        expect(state.complianceTexts.pt).toEqual({
          investorProfileDisclaimer: checks ? 'Nur für Fachleute.' : '',
          showLogo: checks,
          ombudsmanText: '',
        });
      }
      const signedInAnswer = await direct('/api/site/state', user('investor').idToken);
      expect(signedInAnswer.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      if (before) await langRef.set(before);
      else await langRef.delete();
    }
  });

  // firebase.json's no-cache header rule for the app shell must not match /api/**, or Hosting would replace the
  // function's Cache-Control (the Hosting emulator does what Hosting does).
  it('keeps the function Cache-Control behind the Hosting rewrite', async () => {
    const result = await call(keyNumbersPath(['fx-open']));
    expect(result.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });
});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

// Not an assertion on speed (shared 2-core machines): prints warm p50/p95 so regressions are visible in the log.
describe('warm latency through the Hosting rewrite', () => {
  it.each([
    ['key-numbers (guest)', () => call(keyNumbersPath(['fx-open', 'fx-locked', 'fx-historical']))],
    ['product-prices (guest)', () => call('/api/products/fx-open/product-prices')],
    [
      'key-numbers (investor)',
      () => call(keyNumbersPath(['fx-open', 'fx-locked']), { token: user('investor').idToken }),
    ],
    [
      'product-prices (investor)',
      () => call('/api/products/fx-open/product-prices', { token: user('investor').idToken }),
    ],
  ] as const)('%s', async (label, run) => {
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      const result = await run();
      times.push(performance.now() - start);
      expect(result.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    console.log(
      `[latency] ${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  });
});

/** An answer that must be the API's JSON error, whoever refused the request. */
async function expectJsonError(res: Response, status: number, code: string, context: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${context}: ${text.slice(0, 200)}`).toBe(status);
  expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control'), context).toBe('private, no-store');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
    expect(res.headers.get(name), context).toBe(value);
  expect(apiErrorSchema.parse(JSON.parse(text)).error.code, context).toBe(code);
}

// The functions runtime parses bodies and decodes the path before the API runs (services/api/body-errors.ts).
describe('requests the functions runtime refuses before the API runs', () => {
  const BODY_CASES: [string, string, Record<string, string>, number, string][] = [
    ['truncated JSON', '{"name":', { 'Content-Type': 'application/json' }, 400, 'bad-request'],
    [
      'an unsupported charset',
      '{}',
      { 'Content-Type': 'application/json; charset=latin2' },
      415,
      'unsupported-media-type',
    ],
    [
      'an unsupported Content-Encoding',
      '{}',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' },
      415,
      'unsupported-media-type',
    ],
  ];

  it.each([
    ['through Hosting', () => `${HOSTING}/api`],
    ["on the function's URL", FUNCTION_URL],
  ])('answers a body it cannot parse with the API JSON error and headers (%s)', async (_, base) => {
    for (const [what, body, headers, status, code] of BODY_CASES) {
      const res = await fetch(`${base()}/contact`, { method: 'POST', body, headers });
      await expectJsonError(res, status, code, what);
    }
  });

  it('answers a body over its limit (32 MB on the emulator) with 413', async () => {
    const res = await fetch(`${FUNCTION_URL()}/client-errors`, {
      method: 'POST',
      body: new Uint8Array(33 * 1024 * 1024),
      headers: { 'Content-Type': 'application/json' },
    });
    await expectJsonError(res, 413, 'payload-too-large', '33 MB');
  });

  // Production's runtime, the Functions Framework, serving the built function (scripts/lib/load-server.ts). The
  // emulator cannot show the %-escape case: firebase-tools' Hosting emulator (500) and functions hub (400 HTML)
  // refuse such a path before the function's worker gets it.
  it('answers the same, and a broken %-escape in the path with 400, on the Functions Framework', async () => {
    const server = await startApiServer(emulatorProjectId());
    try {
      for (const [what, body, headers, status, code] of BODY_CASES) {
        const res = await fetch(`${server.url}/api/contact`, { method: 'POST', body, headers });
        await expectJsonError(res, status, code, what);
      }
      for (const path of ['/api/products/%zz/details', '/products/%E0%A4%A/details']) {
        await expectJsonError(await fetch(`${server.url}${path}`), 400, 'bad-request', path);
      }
      // And the API itself is unchanged behind the hook.
      expect((await fetch(`${server.url}/api/products/fx-open/product-prices`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('JSON routes refuse other bodies (request-body.ts)', () => {
  it('answers 415 to a form post, before the caller is even checked', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'uid=fx-investor&follower_uid=fx-follower&product_id=fx-open'],
      ['text/plain', '{"uid":"fx-investor"}'],
    ] as const) {
      const res = await fetch(`${HOSTING}/api/users/remove-follower`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': type, Authorization: `Bearer ${user('investor').idToken}` },
      });
      await expectJsonError(res, 415, 'unsupported-media-type', type);
    }
  });
});

describe('GET /api/site/state names no product the caller may not see', () => {
  // A public product weighted on the hidden one, with its contact photo and share-class root: the leaks of issue 24.
  const WEIGHTED = 'fx-site-weighted';

  it('leaves every hidden product and series out of a guest answer, and keeps them for staff', async () => {
    const open = (await refs(admin.db).product('fx-open').get()).data();
    if (!open?.live) throw new Error('fx-open is missing');
    await refs(admin.db)
      .product(WEIGHTED)
      .set({
        ...open,
        productId: WEIGHTED,
        productShareClassRoot: 'fx-hidden',
        isDefaultShareClass: false,
        live: {
          ...open.live,
          priceSeriesId: 'fx-open',
          genericCardsToShow: ['cumulativeWeightedReturns'],
          weightedComponents: [
            { seriesId: 'fx-open', name: { en: 'Open' }, weight: 0.5 },
            { seriesId: 'fx-hidden', name: { en: 'Hidden' }, weight: 0.5 },
          ],
        },
        contacts: [
          {
            name: 'Hidden photo',
            image: {
              productId: 'fx-hidden',
              mediaId: 'fx-m',
              fileName: 'a.png',
              contentType: 'image/png',
              size: 1,
            },
          },
        ],
      });
    await bumpCatalogueVersion(admin.db);
    try {
      const unseen = (await admin.db.collection(paths.products()).get()).docs
        .map((d) => d.data() as { productId: string; general?: { hidden?: boolean }; dev?: boolean })
        .filter((p) => p.general?.hidden === true || p.dev === true)
        .map((p) => p.productId);
      expect(unseen).toContain('fx-hidden');
      const guest = await call('/api/site/state');
      expect(guest.status).toBe(200);
      expect(guest.headers.get('cache-control')).toBe('public, no-cache');
      const state = siteStateSchema.parse(guest.body);
      expect(state.products.map((p) => p.productId)).toContain(WEIGHTED);
      const text = JSON.stringify(guest.body);
      for (const id of unseen) expect(text, id).not.toMatch(new RegExp(`"${id}(--[a-z]+)?"`));
      // Staff see the catalogue as it is; their answer is never stored by a shared cache.
      const staff = await call('/api/site/state', { token: user('employee').idToken });
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
      expect(JSON.stringify(staff.body)).toContain('"fx-hidden"');
    } finally {
      await admin.db.doc(paths.product(WEIGHTED)).delete();
      await bumpCatalogueVersion(admin.db);
    }
  });
});

describe('GET /api/health', () => {
  it('names the tenant and region the functions serve, counts the catalogue, and makes caches revalidate it', async () => {
    // On the function's own URL, as the cache headers above (Hosting's catch-all header replaces them).
    const result = await call(urlTemplateOf(API.health).replace(/^\/api/, ''), { base: FUNCTION_URL() });
    expect(result.status).toBe(200);
    const health = API.health.response.schema.parse(result.body);
    expect(health).toMatchObject({ ok: true, tenant: tenantFromEnv(), region: FUNCTIONS_REGION });
    expect(health.products).toBeGreaterThan(0);
    expect(result.headers.get('cache-control')).toBe('public, no-cache');
  });
});
