/**
 * `npm run bench`, "API warm" part: the warm latency of every product endpoint of seed 000 §7 for a product with
 * 20 years of daily prices (a distributing class: prices and adjusted prices) and a daily benchmark, through the Hosting rewrite of the running emulators. The product
 * (`bench-20y`, not listed on the products page) and its benchmark are written for the measurement and removed
 * afterwards. Figures only: timings on shared machines are not tests.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  API,
  benchmarkConfigSchema,
  paths,
  productConfigSchema,
  urlTemplateOf,
  type PricePoint,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import {
  bumpCatalogueVersion,
  readCatalogueVersion,
} from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { benchAccount, benchSignIn, withReader } from './bench-support.js';
import { emulatorEnv, HOSTING_URL } from './emulators.js';
import { projectIdFor, tenantFromEnv } from '../firebase.js';

const PRODUCT = 'bench-20y';
/** Issue 28: six products of 30 years of daily prices each, compared in one call (budget: p95 < 50 ms in the function). */
const COMPARED = Array.from({ length: 6 }, (_, i) => `bench-30y-${String(i + 1)}`);
const BENCHMARK = 'bench-20y-index';
const INVESTOR = benchAccount('bench-investor');

export interface EndpointTiming {
  path: string;
  /**
   * `investor`: with a signed-in user's ID token (verified with the revocation check on every call).
   * `gzip-only`: a guest whose client does not accept brotli (scripts, older tools).
   */
  caller: 'guest' | 'investor' | 'gzip-only';
  status: number;
  p50: number;
  p95: number;
  n: number;
  /** Share of the measured calls answered from the result cache (`X-Cache: hit`), when the endpoint computes. */
  hits: number | null;
  /** p50 of the function's own time (`Server-Timing: total`): the rest is the emulators' proxies and transport. */
  serverP50: number | null;
  /** p95 of the function's own time, where a budget is stated on it. */
  serverP95?: number | null;
  /** Bytes of the last response on the wire (compressed when the API compressed it). */
  bytes: number;
  encoding: string;
}

const ENDPOINTS = [
  'details?benchmark_symbol=BENCH',
  'benchmarks',
  'valid-dates',
  'product-prices',
  'benchmark-prices?benchmark_symbol=BENCH',
  'last-live-price',
  'performance-data?benchmark_symbol=BENCH',
  'performance-data?benchmark_symbol=BENCH&periods=1m,3m,6m,12m,36m,60m,ytd,max',
  'weighted-performance-data?benchmark_symbol=BENCH',
  'last-cumulative-returns?period=12m',
  'cumulative-return-periods-factsheet?benchmark_symbol=BENCH',
  'cumulative-returns?benchmark_symbol=BENCH',
  'yearly-cumulative-returns?benchmark_symbol=BENCH',
  'monthly-cumulative-returns?benchmark_symbol=BENCH',
  'drawdowns?benchmark_symbol=BENCH',
  'outperformance?benchmark_symbol=BENCH',
  'volatility?benchmark_symbol=BENCH',
  'beta?benchmark_symbol=BENCH',
  'returns?benchmark_symbol=BENCH',
  'risk-adjusted?benchmark_symbol=BENCH',
  'cumulative-weighted-returns',
  // The 14 holdings calls (docs/holdings.md), on ten 50-position snapshots with an override.
  'holdings-details',
  'holdings?lang=de',
  'currency-exposure',
  'asset-classes?lang=fr',
  'instrument-types',
  'sectors',
  'regions?latest_date=2024-06-30',
  'currency-exposure-over-time',
  'asset-classes-over-time',
  'instrument-types-over-time',
  'sectors-over-time?period_start_date=2024-03-01',
  'regions-over-time',
  'assets-under-management',
  'performance-table-data',
].map((e) => `/api/products/${PRODUCT}/${e.replace('BENCH', BENCHMARK)}`);

function quantile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/**
 * The catalogue triggers bump the version a few seconds after the writes, and each bump makes the API reload its
 * configuration: wait until the version has stayed the same for 3 s so that no reload falls into the measurement.
 */
async function catalogueSettled(db: Firestore, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await readCatalogueVersion(db);
  let stableSince = Date.now();
  while (Date.now() < deadline && Date.now() - stableSince < 3_000) {
    await sleep(250);
    const v = await readCatalogueVersion(db);
    if (v !== last) {
      last = v;
      stableSince = Date.now();
    }
  }
}

/** A signed-in investor's ID token from the Auth emulator (any API key works there). */
function investorToken(app: App): Promise<string> {
  return benchSignIn(getAuth(app), INVESTOR);
}

/** What Chromium sends: the API answers large bodies with brotli then (undici's fetch decodes it, as a browser would). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function measure(
  path: string,
  caller: EndpointTiming['caller'],
  callerHeaders: Record<string, string>,
  n: number,
  warmup: number,
): Promise<EndpointTiming> {
  const headers = { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING, ...callerHeaders };
  const url = `${HOSTING_URL}${withReader(path)}`;
  let status = 0;
  for (let i = 0; i < warmup; i++) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    status = res.status;
  }
  const samples: number[] = [];
  const server: number[] = [];
  let hits = 0;
  let cached = 0;
  let bytes = 0;
  let encoding = 'identity';
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - t);
    status = res.status;
    encoding = res.headers.get('content-encoding') ?? 'identity';
    // fetch decompresses: the size on the wire is the Content-Length Hosting forwards, when it does.
    bytes = Number(res.headers.get('content-length') ?? 0);
    const total = /(?:^|,\s*)total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    if (total !== undefined) server.push(Number(total));
    const x = res.headers.get('x-cache');
    if (x !== null) cached++;
    if (x === 'hit') hits++;
  }
  samples.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    path,
    caller,
    status,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    n,
    hits: cached > 0 ? hits / cached : null,
    serverP50: server.length > 0 ? quantile(server, 0.5) : null,
    bytes,
    encoding,
  };
}

/** Ten month-end snapshots of 50 positions (5 currencies, 4 asset classes, 6 sectors, 5 regions) and one override. */
async function writeBenchHoldings(db: Firestore): Promise<void> {
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const batch = db.batch();
  for (let m = 0; m < 10; m++) {
    const date = new Date(Date.UTC(2024, m + 1, 0)).toISOString().slice(0, 10);
    const holdings = Array.from({ length: 50 }, (_, i) => ({
      holdingName: `Position ${String(i + 1).padStart(2, '0')}`,
      currency: pick(['CHF', 'USD', 'EUR', 'GBP', 'JPY'], i),
      isin: i % 10 === 9 ? '' : `CH${String(1_000_000_000 + i)}`,
      assetClass: pick(['equity', 'equity', 'fixedIncome', 'cash'], i),
      instrumentType: pick(['share', 'share', 'bond', 'cashAccount'], i),
      sector: pick(['financials', 'healthCare', 'industrials', 'energy', 'utilities', 'government'], i),
      region: pick(['switzerland', 'europe', 'northAmerica', 'japan', 'emergingMarkets'], i),
      weight: 0.02,
      value: 2_000_000 * (1 + m / 100),
    }));
    batch.set(refs(db).holdingSnapshot(PRODUCT, date), {
      productId: PRODUCT,
      date,
      holdings,
      importedAt: new Date(),
      importedBy: 'bench',
    });
  }
  batch.set(refs(db).holdingOverrides(PRODUCT).doc('bench-override'), {
    productId: PRODUCT,
    key: { holdingName: 'Position 01', currency: 'CHF', isin: 'CH1000000000' },
    values: { sector: 'informationTechnology' },
    updatedAt: new Date(),
    updatedBy: 'bench',
  });
  await batch.commit();
}

/** Seeds the bench product and its benchmark, runs `body` with an investor's ID token, removes them again. */
async function withBenchProduct<T>(
  makeSeries: (years: number, seed: number) => PricePoint[],
  body: (investorIdToken: () => Promise<string>) => Promise<T>,
): Promise<T> {
  const projectId = process.env.GCLOUD_PROJECT ?? projectIdFor(tenantFromEnv());
  Object.assign(process.env, emulatorEnv(projectId));
  const app = initializeApp({ projectId }, `api-bench-${Date.now()}`);
  const db = getFirestore(app);
  const r = refs(db);
  // The fund is a distributing class (2 % a year, adjusted prices differ from the prices at every date after the
  // first distribution), so its price dump carries both columns: the worst case. The index has one.
  const fund = makeSeries(20, 7).map((p, i) => ({
    ...p,
    adjustedPrice: Math.round(p.price * 1.02 ** Math.floor(i / 252) * 1e4) / 1e4,
  }));
  const index = makeSeries(20, 8);
  try {
    await r.benchmark(BENCHMARK).set(
      benchmarkConfigSchema.parse({
        id: BENCHMARK,
        name: { en: 'Bench 20y index' },
        currency: 'CHF',
        updateFrequency: 'daily',
      }),
    );
    await r.product(PRODUCT).set(
      productConfigSchema.parse({
        productId: PRODUCT,
        storeModule: 'bench',
        productName: 'Bench 20 years daily',
        productShareClassRoot: PRODUCT,
        isDefaultShareClass: true,
        hideOnProductsSection: true,
        availableLanguages: ['en'],
        currency: 'CHF',
        inceptionDate: fund[0]?.date ?? '2000-01-03',
        oldDataEndDate: fund[1000]?.date,
        live: {
          mode: 'live',
          updateFrequency: 'daily',
          genericCardsToShow: ['cumulativeReturns', 'performanceStats', 'cumulativeWeightedReturns'],
          benchmarks: [BENCHMARK],
          weightedComponents: [
            { seriesId: BENCHMARK, name: { en: 'Index' }, weight: 0.5 },
            { seriesId: PRODUCT, name: { en: 'Fund' }, weight: 0.5 },
          ],
        },
      }),
    );
    await replacePriceSeries(
      db,
      { seriesId: PRODUCT, kind: 'product', ownerId: PRODUCT, frequency: 'daily', currency: 'CHF' },
      fund,
    );
    await replacePriceSeries(
      db,
      { seriesId: BENCHMARK, kind: 'benchmark', ownerId: BENCHMARK, frequency: 'daily', currency: 'CHF' },
      index,
    );
    await writeBenchHoldings(db);
    for (const [i, id] of COMPARED.entries()) {
      const prices = makeSeries(30, 20 + i);
      await r.product(id).set(
        productConfigSchema.parse({
          productId: id,
          storeModule: 'bench',
          productName: `Bench 30 years daily ${String(i + 1)}`,
          productShareClassRoot: id,
          isDefaultShareClass: true,
          hideOnProductsSection: true,
          availableLanguages: ['en'],
          currency: 'CHF',
          inceptionDate: prices[0]?.date ?? '1996-01-02',
          live: {
            mode: 'live',
            updateFrequency: 'daily',
            genericCardsToShow: ['cumulativeReturns', 'performanceStats'],
            benchmarks: [BENCHMARK],
          },
        }),
      );
      await replacePriceSeries(
        db,
        { seriesId: id, kind: 'product', ownerId: id, frequency: 'daily', currency: 'CHF' },
        prices,
      );
    }
    await bumpCatalogueVersion(db);
    await catalogueSettled(db);
    return await body(() => investorToken(app));
  } finally {
    await Promise.all([
      db.recursiveDelete(db.doc(paths.product(PRODUCT))),
      db.doc(paths.benchmark(BENCHMARK)).delete(),
      db.recursiveDelete(db.doc(paths.priceSeriesMeta(PRODUCT))),
      db.recursiveDelete(db.doc(paths.priceSeriesMeta(BENCHMARK))),
      ...COMPARED.flatMap((id) => [
        db.recursiveDelete(db.doc(paths.product(id))),
        db.recursiveDelete(db.doc(paths.priceSeriesMeta(id))),
      ]),
    ]);
    await bumpCatalogueVersion(db);
    await getAuth(app)
      .deleteUser(INVESTOR.uid)
      .catch(() => undefined);
    await deleteApp(app);
  }
}

/** Seeds the product, measures every endpoint (`warmup` calls, then `n` timed ones), removes the product. */
export function measureApiWarmLatency(
  makeSeries: (years: number, seed: number) => PricePoint[],
  options: { n?: number; warmup?: number } = {},
): Promise<EndpointTiming[]> {
  const n = options.n ?? 100;
  const warmup = options.warmup ?? 5;
  return withBenchProduct(makeSeries, async (investorIdToken) => {
    const timings: EndpointTiming[] = [];
    for (const path of ENDPOINTS) timings.push(await measure(path, 'guest', {}, n, warmup));
    // Signed in: the same cached results, plus the ID-token verification (with its revocation lookup).
    const token = await investorIdToken();
    const signedIn = [
      'performance-data?',
      'cumulative-returns?',
      'drawdowns?',
      'product-prices',
      'holdings?',
    ];
    for (const path of ENDPOINTS.filter((p) => signedIn.some((e) => p.includes(`/${e}`)))) {
      timings.push(await measure(path, 'investor', { Authorization: `Bearer ${token}` }, n, warmup));
    }
    for (const path of ENDPOINTS.filter((p) => /\/(product|benchmark)-prices/.test(p))) {
      timings.push(await measure(path, 'gzip-only', { 'Accept-Encoding': 'gzip, deflate' }, n, warmup));
    }
    // The comparison of six 30-year products: answered from the result cache, then computed on every call (a new
    // end date each time: the series are warm, the result is not), each with its benchmark's relative statistics.
    const comparison = `${urlTemplateOf(API.comparison)}?products=${COMPARED.join(',')}&period=common`;
    timings.push(await measure(comparison, 'guest', {}, n, warmup));
    const computed: EndpointTiming[] = [];
    for (let i = 0; i < n + warmup; i++) {
      const end = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
      const t = await measure(`${comparison}&period_end_date=${end}`, 'guest', {}, 1, 0);
      if (i >= warmup) computed.push(t);
    }
    const sorted = (f: (t: EndpointTiming) => number | null) =>
      computed
        .map(f)
        .filter((x): x is number => x !== null)
        .sort((a, b) => a - b);
    const wall = sorted((t) => t.p50);
    const server = sorted((t) => t.serverP50);
    timings.push({
      path: `${comparison} (computed each call)`,
      caller: 'guest',
      status: computed.at(-1)?.status ?? 0,
      p50: quantile(wall, 0.5),
      p95: quantile(wall, 0.95),
      n: computed.length,
      hits: 0,
      serverP50: quantile(server, 0.5),
      serverP95: quantile(server, 0.95),
      bytes: computed.at(-1)?.bytes ?? 0,
      encoding: computed.at(-1)?.encoding ?? 'identity',
    });
    return timings;
  });
}

/** One line per endpoint for the bench output. */
export function formatTiming(t: EndpointTiming): string {
  const name = t.path
    .replace(`/api/products/${PRODUCT}/`, '')
    .replace(`products=${COMPARED.join(',')}`, 'products=<6 x 30 years daily>');
  const hit = t.hits === null ? '' : `  cache hits ${(t.hits * 100).toFixed(0)} %`;
  const server =
    t.serverP50 === null
      ? ''
      : `  in function p50 ${t.serverP50.toFixed(1)} ms${t.serverP95 == null ? '' : ` p95 ${t.serverP95.toFixed(1)} ms`}`;
  const size = t.bytes > 0 ? `  ${(t.bytes / 1024).toFixed(1)} KB ${t.encoding}` : '';
  return `    ${t.caller.padEnd(9)} ${name.padEnd(58)} ${String(t.status)}  p50 ${t.p50.toFixed(1).padStart(5)} ms  p95 ${t.p95
    .toFixed(1)
    .padStart(5)} ms${server}${hit}${size}`;
}
