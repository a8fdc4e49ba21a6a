import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import {
  apiErrorSchema,
  benchmarkConfigSchema,
  FACTSHEET_LABELS,
  mediaUploadResponseSchema,
  paths,
  productLangSchema,
  type FactsheetResponse,
  type PerformanceDataResponse,
  type TableContent,
  TENANT_LOGO_IMAGE_ID,
} from '@portal/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { FACTSHEET_PDF_LIMITS } from '../../functions/src/services/api/handlers/documents/get-factsheet.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { call, expectError } from '../support/api-client.js';
import {
  adminFor,
  businessDaySeries,
  emulatorProjectId,
  HOSTING,
  type AdminHandle,
} from '../support/api-emulators.js';
import { ADMIN_CLAIMS, LIVE_MODE, productBuilder, removeProducts } from '../support/api-suite.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

// GET /api/products/{id}/factsheet and factsheet.pdf (contracts/factsheet.ts) through Hosting: access as the route
// guard's factsheet section, figures equal to the analytics API's for the same date, the PDF's text in the language.

const BENCH = benchmarkConfigSchema.parse({
  id: 'fx-fs-bench',
  name: { en: 'Factsheet index', de: 'Factsheet-Index', fr: 'Indice factsheet' },
  currency: 'CHF',
  updateFrequency: 'daily',
});

const product = productBuilder(
  {
    storeModule: 'fxFs',
    availableLanguages: ['en', 'de', 'fr'],
    inceptionDate: '2019-01-02',
    live: {
      ...LIVE_MODE,
      genericCardsToShow: ['cumulativeReturns', 'performanceStats'],
      perfStats: ['cumulativeReturn', 'annualizedVolatility', 'sharpeRatio', 'maximumDrawdown'],
      benchmarks: [BENCH.id],
    },
    factsheet: { needLoginToSee: false, showBenchmark: true },
  },
  (productId) => `Fonds ${productId}`,
);

const PUBLIC = product('fx-fs-public');
const LOGIN = product('fx-fs-login', { factsheet: { needLoginToSee: true, showBenchmark: false } });
const ROLES = product('fx-fs-roles', { factsheet: { needLoginToSee: true, allowedRoles: ['viewer'] } });
const NONE = product('fx-fs-none', { factsheet: undefined });
const HIDDEN = product('fx-fs-hidden', { general: { hidden: true } });
// Finding 5 of issue 24: a fund (root fx-fs-media) with an open and a hidden share class beside the factsheet's.
const MEDIA = product('fx-fs-media');
const MEDIA_OPEN = product('fx-fs-media-open', {
  productShareClassRoot: MEDIA.productId,
  isDefaultShareClass: false,
});
const MEDIA_HIDDEN = product('fx-fs-media-hidden', {
  productShareClassRoot: MEDIA.productId,
  isDefaultShareClass: false,
  general: { hidden: true },
});
const PRODUCTS = [PUBLIC, LOGIN, ROLES, NONE, HIDDEN, MEDIA, MEDIA_OPEN, MEDIA_HIDDEN];
const SERIES = businessDaySeries('2019-01-02', '2026-10-30', { seed: 31 });

let admin: AdminHandle;
const users: Record<'investor' | 'viewer' | 'admin', TestUser | undefined> = {
  investor: undefined,
  viewer: undefined,
  admin: undefined,
};

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const batch = admin.db.batch();
  for (const p of PRODUCTS) batch.set(refs(admin.db).product(p.productId), p);
  batch.set(refs(admin.db).benchmark(BENCH.id), BENCH);
  batch.set(
    refs(admin.db).productLang(PUBLIC.productId, 'de'),
    productLangSchema.parse({
      id: 'de',
      general: { productName: 'Öffentlicher Fonds', description: 'Ein Fonds für lange Zeit.' },
    }),
  );
  await batch.commit();
  await Promise.all([
    ...PRODUCTS.map((p) =>
      replacePriceSeries(
        admin.db,
        { seriesId: p.productId, kind: 'product', ownerId: p.productId, frequency: 'daily', currency: 'CHF' },
        SERIES,
      ),
    ),
    replacePriceSeries(
      admin.db,
      { seriesId: BENCH.id, kind: 'benchmark', ownerId: BENCH.id, frequency: 'daily', currency: 'CHF' },
      businessDaySeries('2018-01-02', '2026-10-30', { seed: 32 }),
    ),
  ]);
  await bumpCatalogueVersion(admin.db);
  users.investor = await createUserWithClaims(admin.auth, 'fx-fs-investor', {});
  users.viewer = await createUserWithClaims(admin.auth, 'fx-fs-viewer', { 'role:viewer': true });
  users.admin = await createUserWithClaims(admin.auth, 'fx-fs-admin', ADMIN_CLAIMS);
});

afterAll(async () => {
  await deleteUsers(
    admin.auth,
    Object.values(users).flatMap((u) => (u ? [u.uid] : [])),
  );
  await Promise.all([
    removeProducts(admin.db, PRODUCTS),
    ...[...PRODUCTS.map((p) => p.productId), BENCH.id].map((id) =>
      admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(id))),
    ),
    admin.db.doc(paths.benchmark(BENCH.id)).delete(),
  ]);
  await bumpCatalogueVersion(admin.db);
  await admin.close();
});

const factsheet = (productId: string, query = '', token?: string) =>
  call(`/api/products/${productId}/factsheet${query}`, { token });

function ok(result: { status: number; body: unknown }): FactsheetResponse {
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
  return result.body as FactsheetResponse;
}

async function pdf(
  path: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Buffer; type: string; headers: Headers }> {
  const res = await fetch(`${HOSTING}${path}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
    headers: res.headers,
  };
}

const OUT = join('tests', 'output', 'factsheets');
function pdfText(bytes: Buffer, name: string): { text: string; info: string; file: string } {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, name);
  writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    file,
  };
}

describe('GET /api/products/{id}/factsheet: access', () => {
  it('serves a public factsheet to a guest, refuses a login-required one (401) and a role-restricted one (403)', async () => {
    expect((await factsheet(PUBLIC.productId)).status).toBe(200);
    expectError(await factsheet(LOGIN.productId), 401, 'unauthenticated');
    expect((await factsheet(LOGIN.productId, '', users.investor?.idToken)).status).toBe(200);
    expectError(await factsheet(ROLES.productId), 401, 'unauthenticated');
    expectError(await factsheet(ROLES.productId, '', users.investor?.idToken), 403, 'forbidden');
    expect((await factsheet(ROLES.productId, '', users.viewer?.idToken)).status).toBe(200);
  });

  it('answers 404 for a product without factsheet, a hidden and an unknown product; 400 for a bad query', async () => {
    expectError(await factsheet(NONE.productId), 404, 'not-found');
    expectError(await factsheet(HIDDEN.productId), 404, 'not-found');
    expectError(await factsheet('fx-fs-nothing'), 404, 'not-found');
    expectError(await factsheet(PUBLIC.productId, '?lang=pt'), 400, 'bad-request');
    expectError(await factsheet(PUBLIC.productId, '?x=1'), 400, 'bad-request');
    const p = await pdf(`/api/products/${LOGIN.productId}/factsheet.pdf`);
    expect(p.status).toBe(401);
  });
});

describe('GET /api/products/{id}/factsheet: model', () => {
  it('has the analytics API figures for the same date, formatted in the language', async () => {
    const date = '2026-06-30';
    const body = ok(await factsheet(PUBLIC.productId, `?lang=de&date=${date}`));
    expect(body.model.date).toBe(date);
    expect(body.model.title).toBe('Öffentlicher Fonds');
    expect(body.lastDate).toBe('2026-10-30');
    expect(body.availableLanguages).toEqual(['en', 'de', 'fr']);
    expect(body.config.layout.length).toBeGreaterThan(5);
    const analytics = await call(
      `/api/products/${PUBLIC.productId}/performance-data?periods=12m,36m,max&stat_ids=cumulativeReturn,annualizedVolatility,sharpeRatio,maximumDrawdown&benchmark_symbol=${BENCH.id}&period_end_date=${date}`,
    );
    expect(analytics.status).toBe(200);
    const cells = (analytics.body as PerformanceDataResponse).cells;
    const value = (period: string, statId: string) =>
      cells.find((c) => c.period === period && c.statId === statId)?.value ?? Number.NaN;
    const pct = (v: number) =>
      new Intl.NumberFormat('de', {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(v);
    const stats = body.model.blocks.statistics?.content as TableContent;
    const l = FACTSHEET_LABELS.de;
    expect(stats.rows.map((r) => r[0])).toEqual([
      l.stats.cumulativeReturn,
      l.stats.annualizedVolatility,
      l.stats.sharpeRatio,
      l.stats.maximumDrawdown,
    ]);
    expect(stats.rows[0]?.slice(1)).toEqual([
      pct(value('12m', 'cumulativeReturn')),
      pct(value('36m', 'cumulativeReturn')),
      pct(value('max', 'cumulativeReturn')),
    ]);
    expect(stats.rows[3]?.[3]).toBe(pct(-value('max', 'maximumDrawdown')));
    // Period returns equal the factsheet periods call, fund and benchmark.
    const periods = await call(
      `/api/products/${PUBLIC.productId}/cumulative-return-periods-factsheet?benchmark_symbol=${BENCH.id}&period_end_date=${date}`,
    );
    const ytd = (
      periods.body as { periods: { period: string; fund: number; benchmark: number }[] }
    ).periods.find((p) => p.period === 'ytd');
    const returns = body.model.blocks.periodReturns?.content as TableContent;
    const row = returns.rows.find((r) => r[0] === 'YTD');
    expect(row).toEqual(['YTD', pct(ytd?.fund ?? Number.NaN), pct(ytd?.benchmark ?? Number.NaN)]);
    expect(body.model.blocks.cumulativeReturns?.content).toMatchObject({ shape: 'lineChart' });
  });

  it('leaves the benchmark out when the factsheet does not show it', async () => {
    const body = ok(await factsheet(LOGIN.productId, '?lang=en', users.investor?.idToken));
    expect((body.model.blocks.periodReturns?.content as TableContent).columns).toHaveLength(2);
  });
});

describe('GET /api/products/{id}/factsheet.pdf', () => {
  it.each([
    ['en', 'Performance statistics', 'Sharpe ratio', `Fonds ${PUBLIC.productId}`],
    ['de', 'Performance-Kennzahlen', 'Sharpe Ratio', 'Öffentlicher Fonds'],
    ['fr', 'Statistiques de performance', 'Ratio de Sharpe', `Fonds ${PUBLIC.productId}`],
  ] as const)('draws the factsheet in %s with its labels and values', async (lang, title, sharpe, name) => {
    const date = '2026-10-30';
    const model = ok(await factsheet(PUBLIC.productId, `?lang=${lang}&date=${date}`)).model;
    const res = await pdf(`/api/products/${PUBLIC.productId}/factsheet.pdf?lang=${lang}&date=${date}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.bytes.length).toBeLessThan(300 * 1024);
    const { text, info } = pdfText(res.bytes, `${PUBLIC.productId}-${lang}.pdf`);
    expect(text).toContain(name);
    expect(text).toContain(title);
    expect(text).toContain(sharpe);
    const stats = model.blocks.statistics?.content as TableContent;
    // pdftotext writes the no-break spaces of Intl (de "12,34 %", fr "12,34 %") as plain spaces.
    const plain = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    for (const row of stats.rows)
      for (const cell of row) if (cell) expect(plain(text)).toContain(plain(cell));
    expect(info).toMatch(new RegExp(`Title:\\s+${name}`));
    expect(info).toMatch(/Pages:\s+2/);
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe(`(${lang})`);
  });
});

/** A 4 x 2 px PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4nGP4z8AARGDiPwMyBwBnsgf5Q2OaZwAAAAJJRU5ErkJggg==',
  'base64',
);

/** The images a PDF draws, as `pdfimages -list` names them (width x height, once each; alpha masks left out). */
function pdfImageSizes(bytes: Buffer, name: string): string[] {
  const { file } = pdfText(bytes, name);
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image');
  return [...new Set(rows.map((cols) => `${cols[3]}x${cols[4]}`))];
}

describe('factsheet images', () => {
  it("draws the tenant's logo by default, and the header logo uploaded through the media API instead", async () => {
    const date = '2026-10-30';
    const en = ok(await factsheet(PUBLIC.productId, `?lang=en&date=${date}`)).model;
    expect(en.logoImageId).toBe(TENANT_LOGO_IMAGE_ID);
    // The demo tenant's SVG logo (240 x 64), rasterised at 960 px wide by the functions build.
    expect(en.images[TENANT_LOGO_IMAGE_ID]).toMatchObject({
      url: '/tenant/logo.svg',
      width: 960,
      height: 256,
      mimeType: 'image/png',
    });
    const plain = await pdf(`/api/products/${PUBLIC.productId}/factsheet.pdf?lang=en&date=${date}`);
    expect(pdfImageSizes(plain.bytes, 'images-tenant-logo.pdf')).toEqual(['960x256']);

    const up = await fetch(`${HOSTING}/api/products/${PUBLIC.productId}/media?file_name=logo.png`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${users.admin?.idToken ?? ''}` },
      body: PNG,
    });
    expect(up.status).toBe(201);
    const media = mediaUploadResponseSchema.parse(await up.json());
    await refs(admin.db)
      .productLang(PUBLIC.productId, 'fr')
      .set(
        productLangSchema.parse({
          id: 'fr',
          factsheet: {
            header: {
              logo: {
                path: `media/${PUBLIC.productId}/${media.mediaId}/${media.fileName}`,
                name: media.fileName,
                contentType: 'image/png',
                size: PNG.length,
              },
            },
          },
        }),
      );
    const fr = ok(await factsheet(PUBLIC.productId, `?lang=fr&date=${date}`)).model;
    expect(fr.logoImageId).toBe(media.mediaId);
    expect(fr.images[media.mediaId]).toEqual({
      id: media.mediaId,
      url: media.url,
      width: 4,
      height: 2,
      mimeType: 'image/png',
    });
    const withLogo = await pdf(`/api/products/${PUBLIC.productId}/factsheet.pdf?lang=fr&date=${date}`);
    expect(pdfImageSizes(withLogo.bytes, 'images-uploaded-logo.pdf')).toEqual(['4x2']);
  });
});

describe('GET /api/products/{id}/factsheet.pdf: cache and render limit', () => {
  const cap = FACTSHEET_PDF_LIMITS.rendersPerClientPerMinute;
  // Month ends no other test draws, so every PDF here is drawn here first.
  const dates = Array.from({ length: cap + 1 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}-28`);
  const path = (date: string) => `/api/products/${PUBLIC.productId}/factsheet.pdf?lang=en&date=${date}`;
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('draws a PDF once, serves it again without counting, and answers 429 past the renders of a client', async () => {
    const client = from('198.51.100.7');
    const first = dates[0] ?? '';
    let at = performance.now();
    const cold = await pdf(path(first), undefined, client);
    const coldMs = performance.now() - at;
    expect(cold.status).toBe(200);
    at = performance.now();
    for (let i = 0; i < 2 * cap; i++) {
      const warm = await pdf(path(first), undefined, client);
      expect(warm.status).toBe(200);
      expect(warm.bytes.equals(cold.bytes)).toBe(true);
    }
    const warmMs = (performance.now() - at) / (2 * cap);
    console.log(
      `factsheet.pdf: cold ${coldMs.toFixed(0)} ms, warm (cached) ${warmMs.toFixed(0)} ms per request`,
    );
    // Each other date is a render: the client's bucket allows `cap` in all, the first one included.
    for (const date of dates.slice(1, cap))
      expect((await pdf(path(date), undefined, client)).status).toBe(200);
    const refused = await pdf(path(dates[cap] ?? ''), undefined, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(JSON.parse(refused.bytes.toString())).error).toMatchObject({
      code: 'rate-limited',
      messageKey: 'api.errors.rateLimited',
    });
    // Drawn PDFs are still served to that client, and another client renders on its own bucket.
    expect((await pdf(path(dates[1] ?? ''), undefined, client)).status).toBe(200);
    expect((await pdf(path(dates[cap] ?? ''), undefined, from('198.51.100.8'))).status).toBe(200);
    // Access is checked before the cache: a login-required factsheet drawn for a signed-in reader stays 401.
    const login = `/api/products/${LOGIN.productId}/factsheet.pdf?lang=en&date=${first}`;
    expect((await pdf(login, users.investor?.idToken, from('198.51.100.9'))).status).toBe(200);
    expect((await pdf(login, undefined, from('198.51.100.9'))).status).toBe(401);
  }, 180_000);
});

/** A `width` x `height` PNG of one colour (so each product's image is told apart by its size in the PDF). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('factsheet images of other products (issue 24, finding 5)', () => {
  async function upload(productId: string, image: Buffer) {
    const res = await fetch(`${HOSTING}/api/products/${productId}/media?file_name=photo.png`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${users.admin?.idToken ?? ''}` },
      body: new Uint8Array(image),
    });
    expect(res.status).toBe(201);
    return mediaUploadResponseSchema.parse(await res.json());
  }
  const mediaRef = (m: { productId: string; mediaId: string; fileName: string }, size: number) => ({
    productId: m.productId,
    mediaId: m.mediaId,
    fileName: m.fileName,
    contentType: 'image/png',
    size,
  });
  const fileRef = (m: { productId: string; mediaId: string; fileName: string }) => ({
    path: `media/${m.productId}/${m.mediaId}/${m.fileName}`,
    name: m.fileName,
    contentType: 'image/png',
    size: 1,
  });

  it("draws an open share class's photo, and leaves out a hidden class's and another fund's, in the model, the config and the PDF", async () => {
    const [own, open, hiddenClass, hiddenFund] = await Promise.all([
      upload(MEDIA.productId, png(5, 5)),
      upload(MEDIA_OPEN.productId, png(6, 6)),
      upload(MEDIA_HIDDEN.productId, png(7, 7)),
      upload(HIDDEN.productId, png(8, 8)),
    ]);
    // What a product admin of fx-fs-media can write: its contacts, and its factsheet header in a language.
    await refs(admin.db)
      .product(MEDIA.productId)
      .set({
        ...MEDIA,
        contacts: [
          { name: 'Own', image: mediaRef(own, 1) },
          { name: 'Open class', image: mediaRef(open, 1) },
          { name: 'Hidden class', image: mediaRef(hiddenClass, 1) },
          // A forged ref: the hidden fund's media under the factsheet product's own id.
          { name: 'Forged', image: { ...mediaRef(hiddenFund, 1), productId: MEDIA.productId } },
        ],
      });
    await refs(admin.db)
      .productLang(MEDIA.productId, 'en')
      .set(
        productLangSchema.parse({
          id: 'en',
          factsheet: { header: { backgroundImage: fileRef(hiddenFund), logo: fileRef(hiddenClass) } },
        }),
      );
    await bumpCatalogueVersion(admin.db);

    const body = ok(await factsheet(MEDIA.productId, '?lang=en&date=2026-10-30'));
    expect(Object.keys(body.model.images).sort()).toEqual(
      [own.mediaId, open.mediaId, TENANT_LOGO_IMAGE_ID].sort(),
    );
    expect(body.config.header.backgroundImage).toBeNull();
    expect(body.config.header.logo).toBeNull();
    expect(body.model.headerBackgroundImageId).toBeNull();
    expect(body.model.logoImageId).toBe(TENANT_LOGO_IMAGE_ID);
    const text = JSON.stringify(body);
    expect(text).not.toContain(HIDDEN.productId);
    expect(text).not.toContain(MEDIA_HIDDEN.productId);
    expect(text).not.toContain(hiddenClass.mediaId);
    expect(text).not.toContain(hiddenFund.mediaId);

    const drawn = await pdf(`/api/products/${MEDIA.productId}/factsheet.pdf?lang=en&date=2026-10-30`);
    expect(drawn.status).toBe(200);
    expect(pdfImageSizes(drawn.bytes, 'images-other-products.pdf').sort()).toEqual(
      ['5x5', '6x6', '960x256'].sort(),
    );
  });
});
