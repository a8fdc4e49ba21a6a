/**
 * `npm run bench`, factsheet part (issue 12: one two-page factsheet PDF under 300 ms in the function, data read
 * included, and under 300 KB): a public product `bench-factsheet` (8 years of daily prices, a daily benchmark shown
 * on the factsheet, eight statistics) is written for the run; `GET /api/products/bench-factsheet/factsheet.pdf`
 * through Hosting is timed warm (model + layout + PDF, 5 warm-up calls, then 30), and the PDF's size is reported.
 * Everything is removed afterwards. Figures only: timings on shared machines are not tests.
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PDFDocument } from 'pdf-lib';
import { benchmarkConfigSchema, paths, productConfigSchema, type ProductConfig } from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { withReader } from './bench-support.js';
import { emulatorEnv, HOSTING_URL } from './emulators.js';
import { projectIdFor, tenantFromEnv } from '../firebase.js';

const PRODUCT = 'bench-factsheet';
const BENCHMARK = 'bench-factsheet-index';

export interface FactsheetTiming {
  pages: number;
  bytes: number;
  p50: number;
  p95: number;
  calls: number;
}

/** Business days from `start` over `years`, a deterministic walk. */
export function walk(start: string, years: number, seed: number): { date: string; price: number }[] {
  const out: { date: string; price: number }[] = [];
  let p = 100;
  const end = Date.parse(`${start}T00:00:00Z`) + years * 365.25 * 86_400_000;
  for (let t = Date.parse(`${start}T00:00:00Z`), i = 0; t <= end; t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    p *= 1 + 0.0002 + 0.009 * Math.sin((i + seed) / 9) * Math.cos(i / 37);
    out.push({ date: d.toISOString().slice(0, 10), price: Math.round(p * 10_000) / 10_000 });
    i++;
  }
  return out;
}

/**
 * A public product as the factsheet benches use it: 8 statistics, a benchmark on the factsheet, a detail and a
 * disclaimer, hidden from the product lists (its prices: {@link walk} from 2018-01-02 over 8 years).
 */
export function benchFactsheetProduct(
  productId: string,
  productName: string,
  benchmark: string,
): ProductConfig {
  return productConfigSchema.parse({
    productId,
    storeModule: 'bench',
    productName,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    langsForDocuments: ['en'],
    currency: 'CHF',
    inceptionDate: '2018-01-02',
    hideOnProductsSection: true,
    details: [{ key: { en: 'Domicile' }, value: { en: 'Switzerland' }, showOnFactsheet: true, order: 0 }],
    live: {
      mode: 'live',
      updateFrequency: 'daily',
      genericCardsToShow: ['cumulativeReturns'],
      perfStats: [
        'cumulativeReturn',
        'annualizedReturn',
        'annualizedVolatility',
        'sharpeRatio',
        'sortinoRatio',
        'maximumDrawdown',
        'beta',
        'alpha',
      ],
      benchmarks: [benchmark],
    },
    factsheet: { needLoginToSee: false, showBenchmark: true },
    disclaimer: { en: 'Past performance is no guide to future returns.' },
  });
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export async function measureFactsheetPdf(): Promise<FactsheetTiming> {
  const projectId = process.env.GCLOUD_PROJECT ?? projectIdFor(tenantFromEnv());
  Object.assign(process.env, emulatorEnv(projectId));
  const app = initializeApp({ projectId }, `factsheet-bench-${Date.now()}`);
  const db = getFirestore(app);
  try {
    const batch = db.batch();
    batch.set(
      refs(db).benchmark(BENCHMARK),
      benchmarkConfigSchema.parse({
        id: BENCHMARK,
        name: { en: 'Bench index' },
        currency: 'CHF',
        updateFrequency: 'daily',
      }),
    );
    batch.set(
      refs(db).product(PRODUCT),
      benchFactsheetProduct(PRODUCT, 'Bench Global Equity Fund', BENCHMARK),
    );
    await batch.commit();
    const base = { kind: 'product', frequency: 'daily', currency: 'CHF' } as const;
    await Promise.all([
      replacePriceSeries(db, { ...base, seriesId: PRODUCT, ownerId: PRODUCT }, walk('2018-01-02', 8, 1)),
      replacePriceSeries(
        db,
        { ...base, kind: 'benchmark', seriesId: BENCHMARK, ownerId: BENCHMARK },
        walk('2017-01-02', 9, 7),
      ),
    ]);
    await bumpCatalogueVersion(db);

    const url = `${HOSTING_URL}${withReader(`/api/products/${PRODUCT}/factsheet.pdf`)}`;
    const fetchPdf = async () => {
      const res = await fetch(url);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`factsheet.pdf answered ${res.status}`);
      return bytes;
    };
    // The configuration cache learns the new product within a few calls; the first ones also warm the function.
    let last = new Uint8Array(0);
    for (let i = 0; i < 20; i++) {
      try {
        last = await fetchPdf();
        if (i >= 4) break;
      } catch (error) {
        if (i === 19) throw error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      last = await fetchPdf();
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    const pages = (await PDFDocument.load(last)).getPageCount();
    return {
      pages,
      bytes: last.byteLength,
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      calls: 30,
    };
  } finally {
    await Promise.all([
      db.recursiveDelete(db.doc(paths.product(PRODUCT))),
      db.recursiveDelete(db.doc(paths.priceSeriesMeta(PRODUCT))),
      db.recursiveDelete(db.doc(paths.priceSeriesMeta(BENCHMARK))),
      db.doc(paths.benchmark(BENCHMARK)).delete(),
    ]);
    await bumpCatalogueVersion(db);
    await deleteApp(app);
  }
}

export function formatFactsheetPdf(r: FactsheetTiming): string {
  return (
    `  factsheet PDF (model + layout + PDF, data read included, through Hosting, warm, ${r.calls} calls): ` +
    `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms (target < 300 ms); ` +
    `${(r.bytes / 1024).toFixed(0)} KB (target < 300 KB), ${r.pages} pages`
  );
}
