import { STAT_IDS, type StatId } from '../../constants.js';
import type { ComparedProduct, ComparisonProduct, ComparisonResponse } from '../../contracts/comparison.js';

/*
 * A comparison answer as the API sends it, with realistic figures (month-end wealth indexes, calendar years, the
 * statistics of one window), for tests of the comparison's exports. Not product data.
 */

type Statistics = ComparedProduct['statistics'];

const CONVENTIONS: Statistics['conventions'] = {
  returnMethod: 'simple',
  scale: 12,
  riskFreeAnnual: 0,
  varMethod: 'historical-type7',
  priceField: 'adjusted',
  benchmarkAlignment: 'common-dates',
  pairScale: 12,
  riskFreeSeries: null,
};

/** Month ends from `start` (`YYYY-MM`) for `months` months. */
export function monthEnds(start: string, months: number): string[] {
  const [y, m] = start.split('-').map(Number);
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(y ?? 2000, (m ?? 1) + i, 0)).toISOString().slice(0, 10),
  );
}

export interface ProductSpec {
  productId: string;
  name?: string;
  shortName?: string;
  color?: string;
  /** Monthly drift and swing of the wealth index. */
  drift?: number;
  swing?: number;
  /** First month (`YYYY-MM`) and number of months. */
  start?: string;
  months?: number;
  benchmark?: { symbol: string; name: string } | null;
  /** Statistic values by id (absent: a plausible value for the absolute ones, `null` for relative ones). */
  stats?: Partial<Record<StatId, number | null>>;
  currency?: string;
  details?: { key: string; value: string }[];
}

/** One compared product with a wealth index that starts at 100 and its calendar-year returns. */
export function comparedProduct(spec: ProductSpec): ComparedProduct {
  const dates = monthEnds(spec.start ?? '2019-01', spec.months ?? 94);
  const drift = spec.drift ?? 0.006;
  const swing = spec.swing ?? 0.03;
  let level = 100;
  const values = dates.map((_, i) => {
    if (i > 0) level *= 1 + drift + swing * Math.sin(i * 0.9 + drift * 100) * Math.cos(i / 7);
    return Math.round(level * 100) / 100;
  });
  let peak = 0;
  const drawdowns = values.map((v) => {
    peak = Math.max(peak, v);
    return v / peak - 1;
  });
  const yearlyReturns: ComparedProduct['yearlyReturns'] = [];
  let yearStart = values[0] ?? 100;
  dates.forEach((d, i) => {
    const next = dates[i + 1];
    if (next?.slice(0, 4) === d.slice(0, 4)) return;
    const v = values[i] ?? yearStart;
    yearlyReturns.push({ year: Number(d.slice(0, 4)), lastDate: d, value: v / yearStart - 1 });
    yearStart = v;
  });
  const first = dates[0] ?? '2019-01-31';
  const last = dates.at(-1) ?? first;
  const total = (values.at(-1) ?? 100) / 100 - 1;
  const years = (dates.length - 1) / 12;
  const defaults: Partial<Record<StatId, number>> = {
    cumulativeReturn: total,
    annualizedReturn: (1 + total) ** (1 / years) - 1,
    annualizedVolatility: swing * 3.2,
    sharpeRatio: ((1 + total) ** (1 / years) - 1) / (swing * 3.2),
    sortinoRatio: ((1 + total) ** (1 / years) - 1) / (swing * 2.1),
    maximumDrawdown: -Math.min(...drawdowns),
    calmarRatio: ((1 + total) ** (1 / years) - 1) / Math.max(0.01, -Math.min(...drawdowns)),
  };
  const cells: Statistics['cells'] = STAT_IDS.map((statId) => {
    const given = spec.stats?.[statId];
    const value = given === undefined ? (defaults[statId] ?? null) : given;
    return {
      period: 'max',
      startDate: first,
      endDate: last,
      nReturns: dates.length - 1,
      statId,
      value,
      ...(value === null ? { nullReason: spec.benchmark ? 'undefined' : 'benchmarkRequired' } : {}),
    };
  });
  return {
    productId: spec.productId,
    refused: null,
    name: spec.name ?? `Fund ${spec.productId}`,
    shortName: spec.shortName ?? spec.name ?? spec.productId,
    color: spec.color ?? '#1f77b4',
    mode: 'live',
    benchmark: spec.benchmark ?? null,
    keyFacts: {
      currency: spec.currency ?? 'CHF',
      isin: `CH00${spec.productId.length}1234567`,
      inceptionDate: first,
      aum: 125_400_000,
      lastDate: last,
      lastPrice: values.at(-1) ?? null,
      details: spec.details ?? [{ key: 'Management fee', value: '0.85%' }],
    },
    window: { startDate: first, endDate: last, nReturns: dates.length - 1 },
    cumulative: { dates, values, oldDataEndDate: null },
    drawdowns: { dates, values: drawdowns, oldDataEndDate: null },
    rollingVolatility: { dates, values: dates.map(() => null) },
    yearlyReturns,
    statistics: {
      conventions: CONVENTIONS,
      periods: [
        {
          period: 'max',
          fund: {
            period: 'max',
            available: true,
            startDate: first,
            endDate: last,
            nReturns: dates.length - 1,
          },
          aligned: null,
        },
      ],
      cells,
    },
  };
}

/** A product the reader may not see, as the API answers it. */
export const refusedProduct = (productId: string, status: 401 | 403 | 404 = 403): ComparisonProduct => ({
  productId,
  refused: {
    status,
    messageKey: status === 404 ? 'api.errors.notFound' : 'api.errors.investorProfile',
    ...(status === 404 ? {} : { reason: 'investorProfile' }),
  },
});

/** The answer over `products` (in order), with every pair of compared products correlated. */
export function comparisonResponse(
  products: readonly ComparisonProduct[],
  over: Partial<ComparisonResponse> = {},
): ComparisonResponse {
  const compared = products.filter((p): p is ComparedProduct => p.refused === null);
  const starts = compared.map((p) => p.window?.startDate ?? '');
  const ends = compared.map((p) => p.window?.endDate ?? '');
  const startDate = starts.reduce((a, b) => (a > b ? a : b), '');
  const endDate = ends.reduce((a, b) => (a < b ? a : b), '9999-12-31');
  const correlations: ComparisonResponse['correlations'] = [];
  compared.forEach((a, i) => {
    compared.slice(i + 1).forEach((b, j) => {
      correlations.push({
        a: a.productId,
        b: b.productId,
        value: Math.round((0.9 - 0.25 * (i + j)) * 1000) / 1000,
        nReturns: 93,
        startDate,
        endDate,
      });
    });
  });
  // The chart's lines start together at the common start, rebased to 100 there (as the API draws them).
  const rebased = products.map((p): ComparisonProduct => {
    if (p.refused !== null) return p;
    const from = p.cumulative.dates.findIndex((d) => d >= startDate);
    if (from <= 0) return p;
    const base = p.cumulative.values[from] ?? 100;
    const dates = p.cumulative.dates.slice(from);
    return {
      ...p,
      window: p.window && { ...p.window, startDate: dates[0] ?? startDate, nReturns: dates.length - 1 },
      cumulative: {
        ...p.cumulative,
        dates,
        values: p.cumulative.values.slice(from).map((v) => Math.round((v / base) * 10000) / 100),
      },
      drawdowns: { ...p.drawdowns, dates, values: p.drawdowns.values.slice(from) },
    };
  });
  return {
    period: 'common',
    common: compared.length > 0 && startDate < endDate ? { startDate, endDate } : null,
    chartStart: compared.length > 0 ? startDate : null,
    products: rebased,
    correlations,
    holdingsOverlap: null,
    ...over,
  };
}
