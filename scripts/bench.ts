/**
 * `npm run bench`: prints performance figures (never asserted: timings are not tests).
 * - key numbers of 250 products with 30 years of daily prices (pure domain code);
 * - the dry run of a 1,000,000-row bulk price CSV (250 products x 4,000 dates), streamed: time and peak memory;
 * - the JavaScript per route of the last web build (route-bundle-sizes.ts);
 * - if the emulators are running (`npm start` in another terminal), the API's warm latency per endpoint, and the
 *   public pages (home, product overview) in headless Chromium: LCP and JS KB gzip loaded before it (web-bench.ts),
 *   Lighthouse's mobile figures of the public pages behind a compressing front end (lighthouse-bench.ts),
 *   one factsheet PDF and a batch of 250 factsheets on Cloud Tasks, and the bulk price apply of 1,000,000 rows.
 */
import { performance } from 'node:perf_hooks';
import {
  benchBulkPriceCsv,
  computeAnalysisSeries,
  computeComparison,
  computeKeyNumbers,
  computeStatisticsTable,
  prepareAnalytics,
  toChunks,
  fromChunks,
  type ComparisonMember,
  type PricePoint,
  type PriceSeries,
} from '@portal/domain';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withReader } from './lib/bench-support.js';
import { HOSTING_URL } from './lib/emulators.js';
import { formatBundleSizes, readBundleSizes } from './lib/route-bundle-sizes.js';

function syntheticDaily(years: number, seed: number): PricePoint[] {
  const out: PricePoint[] = [];
  const d = new Date(Date.UTC(new Date().getUTCFullYear() - years, 0, 1));
  const end = Date.now();
  let price = 100;
  let x = seed;
  for (; d.getTime() <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const dow = d.getUTCDay();
    if (dow === 0 || dow === 6) continue;
    x = (x * 1103515245 + 12345) % 2147483648;
    price *= 1 + (x / 2147483648 - 0.5) * 0.02;
    // Published like a NAV: four decimals (the engine's cost does not depend on it; the API's bytes do).
    out.push({ date: d.toISOString().slice(0, 10), price: Math.round(price * 1e4) / 1e4 });
  }
  return out;
}

function stats(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  return `p50 ${q(0.5).toFixed(2)} ms  p95 ${q(0.95).toFixed(2)} ms  (n=${s.length})`;
}

{
  // Issue 11.2: under 5 s of validation and under 500 MB for 1,000,000 rows (the file is generated while it is read).
  // First of all, so that the process holds nothing else yet: its RSS is the dry run's.
  const r = benchBulkPriceCsv({ now: () => performance.now(), memoryBytes: () => process.memoryUsage().rss });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `bench: bulk price CSV dry run, ${r.rows.toLocaleString('en')} rows (${mb(r.bytes)}): ` +
      `${(r.parseMs / 1000).toFixed(2)} s, ${Math.round(r.rowsPerSecond).toLocaleString('en')} rows/s, ` +
      `peak RSS ${mb(r.peakMemoryBytes)} (${mb(r.startMemoryBytes)} before it)`,
  );
}

const series: PriceSeries[] = Array.from({ length: 250 }, (_, i) =>
  fromChunks(toChunks(`p${i}`, syntheticDaily(30, i + 1))),
);
console.log(`bench: 250 products x ${series[0]?.dates.length ?? 0} daily prices (30 years)`);
const runs: number[] = [];
for (let r = 0; r < 20; r++) {
  const t = performance.now();
  for (const s of series) computeKeyNumbers(s, {});
  runs.push(performance.now() - t);
}
console.log(`  key numbers, 250 products:           ${stats(runs)}`);

// Analytics engine: one product with 30 years of daily prices and a benchmark (warm: JIT settled first).
{
  const fund = series[0];
  const benchmark = series[1];
  if (fund && benchmark) {
    const input = { fund, benchmark, frequency: 'daily' as const, riskFreeAnnual: 0.01 };
    const time = (fn: () => unknown, n: number): number[] => {
      for (let i = 0; i < 50; i++) fn();
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        fn();
        out.push(performance.now() - t);
      }
      return out;
    };
    const prepared = prepareAnalytics(input);
    const rows: [string, () => unknown, number][] = [
      ['statistics table 29 x 8 (validate, align, compute)', () => computeStatisticsTable(input), 400],
      ['statistics table 29 x 8 (prepared input)', () => computeStatisticsTable(prepared), 400],
      ['all analysis-page series (validate, align, compute)', () => computeAnalysisSeries(input), 200],
      ['all analysis-page series (prepared input)', () => computeAnalysisSeries(prepared), 200],
      [
        'all analysis-page series, resampled to 1000 points',
        () => computeAnalysisSeries(input, { withResample: true }),
        200,
      ],
      [
        'all analysis-page series, resampled (prepared input)',
        () => computeAnalysisSeries(prepared, { withResample: true }),
        200,
      ],
    ];
    console.log('  analytics, 30 years daily + benchmark:');
    for (const [label, fn, n] of rows) console.log(`    ${label.padEnd(52)} ${stats(time(fn, n))}`);
    // Issue 28: the comparison of six products, each with its benchmark, from their series as the API holds them
    // (prepared per call: the whole history for the charts, cut for the statistics, as the comparison call does).
    const fresh = (): ComparisonMember[] =>
      series.slice(0, 6).map((s, i) => {
        const own = { fund: s, benchmark: series[6 + i] ?? null, frequency: 'daily' as const };
        return {
          productId: `p${i}`,
          series: prepareAnalytics({ ...own, benchmark: null }),
          prepareCut: () => prepareAnalytics(own),
        };
      });
    console.log('  comparison, 6 products x 30 years daily, each with a benchmark (budget: p95 < 50 ms):');
    for (const period of ['common', '36m'] as const)
      console.log(
        `    ${`period ${period}, series prepared per call`.padEnd(52)} ${stats(time(() => computeComparison(fresh(), { period }), 60))}`,
      );
  }
}

async function reachable(): Promise<boolean> {
  try {
    // The first call may cold-start the function on the emulator: give it time.
    return (await fetch(`${HOSTING_URL}/api/health`, { signal: AbortSignal.timeout(15_000) })).ok;
  } catch {
    return false;
  }
}

// JS per route of the last build (static: no emulators needed).
const builtWeb = fileURLToPath(new URL('../web/dist', import.meta.url));
const bundleSizes = readBundleSizes(builtWeb);
if (bundleSizes) {
  console.log('bench: JavaScript per route of web/dist (gzip level 9; a route adds its chunks to the entry)');
  for (const line of formatBundleSizes(bundleSizes)) console.log(line);
} else {
  console.log('  JS per route: skipped (no web/dist/.vite/manifest.json: run `npm run build` first)');
}

if (await reachable()) {
  // Public pages in headless Chromium against the built app on the Hosting emulator. First, while the emulators are
  // idle: after the API rows below (thousands of calls, a 20-year product seeded and removed) they are still busy
  // for a while and every figure of a 2-core machine gets slower.
  const distDir = builtWeb;
  if (existsSync(distDir)) {
    const { benchPublicPages, PUBLIC_PAGE_TARGETS } = await import('./lib/web-bench.js');
    console.log(
      'bench: public pages as a visitor (investor profile stored), headless Chromium, 5 cold loads each',
    );
    await benchPublicPages({ baseUrl: HOSTING_URL, distDir, targets: PUBLIC_PAGE_TARGETS });
    // Issue 27: the same kind of pages on a phone, as Lighthouse scores them (LIGHTHOUSE_RUNS=n for medians).
    const { benchLighthouse } = await import('./lib/lighthouse-bench.js');
    await benchLighthouse({ target: HOSTING_URL });
  } else {
    console.log('  public pages: skipped (no web/dist: run `npm run build` first)');
  }
  const endpoints = [
    '/api/products/key-numbers?product_ids=global-equity-chf,global-equity-eur-h,global-equity-usd-d,swiss-bond-i,multi-asset-dynamic',
    '/api/products/global-equity-chf/product-prices',
  ];
  for (const path of endpoints) {
    const samples: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(`${HOSTING_URL}${withReader(path)}`);
      await res.arrayBuffer();
      if (i >= 10) samples.push(performance.now() - t);
    }
    console.log(`  API warm ${path.split('?')[0] ?? path}: ${stats(samples)}`);
  }
  // Issue 28: the comparison of the demo's six public products, warm: answered from the result cache, and computed
  // afresh on every call (a new end date each time: the series are warm, the result is not), as the function times it.
  {
    const six =
      'global-equity-chf,global-equity-eur-h,global-equity-usd-d,swiss-bond-i,swiss-bond-m,multi-asset-dynamic';
    const serverMs = (res: Response) =>
      Number(/total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    for (const fresh of [false, true]) {
      const wall: number[] = [];
      const server: number[] = [];
      for (let i = 0; i < 60; i++) {
        const end = new Date(Date.UTC(2026, 0, 1) - (fresh ? i : 0) * 86_400_000).toISOString().slice(0, 10);
        const path = `/api/products/comparison?products=${six}&period=common&period_end_date=${end}`;
        const t = performance.now();
        const res = await fetch(`${HOSTING_URL}${withReader(path)}`);
        await res.arrayBuffer();
        if (i >= 10) {
          wall.push(performance.now() - t);
          server.push(serverMs(res));
        }
      }
      console.log(
        `  API warm /api/products/comparison, 6 products, ${fresh ? 'computed each call' : 'result cache'}: ${stats(wall)}; in the function ${stats(server)}`,
      );
    }
  }
  // Every product endpoint for a 20-year daily product with a benchmark (seeded for the run, then removed).
  const { measureApiWarmLatency, formatTiming } = await import('./lib/api-bench.js');
  console.log(
    '  API warm, 20 years daily (4-decimal NAVs; a distributing fund, so two price columns) + a daily benchmark,',
  );
  console.log('  through Hosting, 5 warm-up + 100 calls each, browser Accept-Encoding unless said:');
  for (const t of await measureApiWarmLatency(syntheticDaily)) console.log(formatTiming(t));
  // Issue 12: one two-page factsheet PDF through the API (before the bulk apply, which loads the emulators).
  const { measureFactsheetPdf, formatFactsheetPdf } = await import('./lib/factsheet-bench.js');
  console.log(formatFactsheetPdf(await measureFactsheetPdf()));
  // Issue 12: a batch of 250 factsheets on Cloud Tasks under 60 s end to end (BENCH_FACTSHEETS shrinks it).
  const { measureFactsheetBatch, formatFactsheetBatch } = await import('./lib/factsheet-batch-bench.js');
  console.log(
    formatFactsheetBatch(
      await measureFactsheetBatch({ products: Number(process.env.BENCH_FACTSHEETS ?? 250) }),
    ),
  );
  // Issue 11.2: a 1,000,000-row bulk file applied on the emulator in under 60 s (after the latency rows: it loads
  // the emulators for minutes). BENCH_BULK_PRODUCTS / BENCH_BULK_DATES shrink it for a quick check.
  const { measureBulkApply, formatBulkApply } = await import('./lib/bulk-apply-bench.js');
  console.log(
    formatBulkApply(
      await measureBulkApply({
        products: Number(process.env.BENCH_BULK_PRODUCTS ?? 250),
        dates: Number(process.env.BENCH_BULK_DATES ?? 4000),
      }),
    ),
  );
} else {
  console.log(
    '  API latency and public pages: skipped (start the emulators with `npm start` to measure them)',
  );
}
