/**
 * The API calls a visitor's browser makes when it opens a product's overview and then its live analysis tab, as the
 * web app builds them (web/src/lib/site-state.ts, features/products/api, features/analysis/api/analysis-data.ts):
 * same paths, same query parameters in the same order, arrays comma-joined. Pure: `npm run load` fetches the inputs
 * (site state, details, valid dates) from the running API and replays the result under load.
 */
import {
  productDecision,
  routeAccessOfPath,
  type AccessContext,
  type CardKind,
  type ProductConfig,
  type StatId,
} from '@portal/domain';

export interface PageCall {
  /** What the call is for, one row of the printed table (e.g. `overview`, `card:drawdowns`). */
  kind: string;
  /** Path and query as the browser sends it to Hosting (`/api/...`). */
  path: string;
}

const GUEST: AccessContext = { roles: [], userDefinedRoles: [] };

/** The web app's query text: names as given, `undefined` left out, arrays comma-joined, commas kept readable. */
function query(entries: Record<string, string | number | boolean | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    search.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

const productPath = (id: string, endpoint: string) => `/api/products/${encodeURIComponent(id)}/${endpoint}`;

/**
 * A visitor who answered the investor-profile question (browser storage; the checks are on in the demo tenant, and
 * without an answer every product read is a 403 asking for it), reading in `lang`: the web's API client adds these
 * to every call the domain declares a read (contracts/api-access.ts; web/src/lib/api-client/request.ts `withReaderParams`),
 * after the call's own.
 */
export function asVisitor(calls: readonly PageCall[], lang: string): PageCall[] {
  const reader = { lang, investor_profile: 'retail', country: 'CH' };
  return calls.map((call) => {
    const access = routeAccessOfPath('GET', call.path);
    if (access?.kind !== 'read' && access?.kind !== 'readMany') return call;
    const [path = '', search = ''] = call.path.split('?');
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(reader)) if (!params.has(name)) params.append(name, value);
    return { ...call, path: `${path}?${params.toString().replace(/%2C/gi, ',')}` };
  });
}

/**
 * A visitor's overview page of `product` (the page load's site state, the overview texts in `lang`, the header's key
 * numbers and the share-class table's key numbers of the classes a visitor may open).
 */
export function overviewPageCalls(
  product: ProductConfig,
  catalogue: readonly ProductConfig[],
  lang: string,
): PageCall[] {
  const classes = catalogue
    .filter(
      (p) =>
        p.productShareClassRoot === product.productShareClassRoot &&
        p.shareClass !== undefined &&
        productDecision(GUEST, p).kind === 'allow',
    )
    .sort((a, b) => (a.shareClass?.class ?? '').localeCompare(b.shareClass?.class ?? ''));
  const calls: PageCall[] = [
    { kind: 'site-state', path: '/api/site/state' },
    { kind: 'overview', path: productPath(product.productId, 'overview') + query({ lang }) },
    {
      kind: 'key-numbers',
      path:
        '/api/products/key-numbers' +
        query({ product_ids: [product.productId], inception_dates: [product.inceptionDate] }),
    },
  ];
  if (classes.length > 0) {
    calls.push({
      kind: 'key-numbers-classes',
      path:
        '/api/products/key-numbers' +
        query({
          product_ids: classes.map((p) => p.productId),
          inception_dates: classes.map((p) => p.shareClass?.inceptionDate ?? p.inceptionDate),
        }),
    });
  }
  return calls;
}

/** The analysis tab before its cards: the tab's configuration, the benchmark menu and the data range. */
export function analysisFrameCalls(productId: string, mode: string): PageCall[] {
  return [
    { kind: 'details', path: productPath(productId, 'details') + query({ mode }) },
    { kind: 'benchmarks', path: productPath(productId, 'benchmarks') },
    { kind: 'valid-dates', path: productPath(productId, 'valid-dates') + query({ mode }) },
  ];
}

const CARD_ENDPOINTS: Record<CardKind, string> = {
  cumulativeReturns: 'cumulative-returns',
  performanceStats: 'performance-data',
  drawdowns: 'drawdowns',
  outperformance: 'outperformance',
  volatility: 'volatility',
  riskAdjustedPerf: 'risk-adjusted',
  beta: 'beta',
  returnProfile: 'returns',
  yearlyCumulativeReturns: 'yearly-cumulative-returns',
  cumulativeWeightedReturns: 'cumulative-weighted-returns',
};

/** analysis-data.ts's `STATS_COLUMN_ORDER`: the statistics table's columns. */
const STATS_PERIODS = ['1m', '3m', '6m', 'ytd', '12m', '36m', '60m', 'max'];

/**
 * One call per card the tab shows, on the toolbar's defaults (use-analysis-controls.ts): the whole data range, the
 * tab's first benchmark, a risk-free rate of 0 (left out), no live comparison.
 */
export function analysisCardCalls(tab: {
  productId: string;
  mode: string;
  cards: readonly CardKind[];
  perfStats: readonly StatId[];
  benchmarkId: string | null;
  range: { start: string; end: string };
}): PageCall[] {
  const series = {
    mode: tab.mode,
    benchmark_symbol: tab.benchmarkId ?? undefined,
    period_start_date: tab.range.start,
    period_end_date: tab.range.end,
  };
  return tab.cards.map((card) => {
    const extra =
      card === 'cumulativeReturns'
        ? { with_resample: true }
        : card === 'performanceStats'
          ? { periods: STATS_PERIODS, stat_ids: tab.perfStats.length > 0 ? tab.perfStats : undefined }
          : {};
    return {
      kind: `card:${CARD_ENDPOINTS[card]}`,
      path: productPath(tab.productId, CARD_ENDPOINTS[card]) + query({ ...series, ...extra }),
    };
  });
}
