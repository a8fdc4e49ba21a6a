import {
  computeStatisticsTable,
  lastIndexOnOrBefore,
  type CardKind,
  type NullReason,
  type PriceSeries,
  type StatId,
  type StatisticsTable,
  type StatPeriod,
  type UpdateFrequency,
} from '@portal/domain';
import type {
  CardResult,
  CardResults,
  CumulativeReturnsData,
  DrawdownEpisode,
  DrawdownsData,
  HistogramBin,
  MissingReason,
  NamedSeries,
  OutperformanceData,
  PerformanceStatsData,
  ReturnProfileData,
  RollingData,
  SeriesPoint,
  StatCell,
  StatsColumn,
  WeightedReturnsData,
  YearlyReturnRow,
} from '../types';

/*
 * PHASE 1 STAND-IN, part of the analysis-data adapter (./analysis-data.ts) and removed with it when the cards read
 * the analytics API. Card data computed in the browser from raw prices: the statistics table by the engine of
 * @portal/domain, the chart series by small local computations following METRICS.md (simple returns, sample sd,
 * windows anchored on the last price on or before the target date). Nothing outside this adapter imports it.
 */

export interface PriceSeriesInput {
  dates: readonly string[];
  prices: readonly number[];
}

export interface LabelledSeries extends PriceSeriesInput {
  id: string;
  label: string;
}

export interface LocalAnalysisInput {
  fund: LabelledSeries;
  benchmark: LabelledSeries | null;
  /** The live series shown over a backtest (allowLiveComparison), when asked for. */
  live: LabelledSeries | null;
  components: (LabelledSeries & { weight: number })[] | null;
  frequency: UpdateFrequency;
  /** Analysis period, `YYYY-MM-DD`, both inclusive. */
  range: { start: string; end: string };
  perfStats: readonly StatId[];
  /** At most this many points per chart line (longer series are thinned). */
  maxPoints?: number;
}

const SCALE: Record<Exclude<UpdateFrequency, 'other'>, number> = {
  daily: 252,
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

/** Periods per year (METRICS.md): from the frequency; `other` from the median gap between dates. */
export function scaleOf(frequency: UpdateFrequency, dates: readonly string[]): number {
  if (frequency !== 'other') return SCALE[frequency];
  const gaps: number[] = [];
  for (let i = 1; i < dates.length; i++) {
    gaps.push((Date.parse(dates[i] ?? '') - Date.parse(dates[i - 1] ?? '')) / 86_400_000);
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 1;
  if (median <= 4) return 252;
  if (median <= 10) return 52;
  if (median <= 45) return 12;
  if (median <= 120) return 4;
  return 1;
}

const at = (values: readonly number[], i: number): number => values[i] ?? Number.NaN;
const dateAt = (dates: readonly string[], i: number): string => dates[i] ?? '';
const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Price index range `[s, e]` of the analysis period: anchored on the last price on or before its start. */
export function windowOf(
  dates: readonly string[],
  range: { start: string; end: string },
): { s: number; e: number } | null {
  const e = lastIndexOnOrBefore(dates, range.end);
  if (e < 1) return null;
  const s = Math.max(0, lastIndexOnOrBefore(dates, range.start));
  return e > s ? { s, e } : null;
}

/** At most `max` points: one per bucket, the extreme one (`min`) or the last one, always keeping the last point. */
export function thin(points: SeriesPoint[], max: number, pick: 'last' | 'min' = 'last'): SeriesPoint[] {
  if (points.length <= max) return points;
  const step = Math.ceil(points.length / max);
  const out: SeriesPoint[] = [];
  for (let i = 0; i < points.length; i += step) {
    const bucket = points.slice(i, Math.min(points.length, i + step));
    let chosen = bucket[bucket.length - 1];
    if (pick === 'min') {
      for (const p of bucket) if (p.value !== null && (chosen?.value ?? Infinity) > p.value) chosen = p;
    }
    if (chosen) out.push(chosen);
  }
  const last = points[points.length - 1];
  if (last && out[out.length - 1] !== last) out.push(last);
  return out;
}

/** Prices of `other` carried onto `dates` (last price on or before each date); `NaN` before its first price. */
function carriedOnto(dates: readonly string[], other: PriceSeriesInput): number[] {
  const out: number[] = [];
  let j = -1;
  for (const d of dates) {
    while (j + 1 < other.dates.length && dateAt(other.dates, j + 1) <= d) j++;
    out.push(j >= 0 ? at(other.prices, j) : Number.NaN);
  }
  return out;
}

/** Fund and benchmark on their common dates (METRICS.md §1: inner join before returns). */
export function alignOnCommonDates(
  a: PriceSeriesInput,
  b: PriceSeriesInput,
): {
  dates: string[];
  a: number[];
  b: number[];
} {
  const byDate = new Map<string, number>();
  b.dates.forEach((d, i) => byDate.set(d, at(b.prices, i)));
  const out = { dates: [] as string[], a: [] as number[], b: [] as number[] };
  a.dates.forEach((d, i) => {
    const pb = byDate.get(d);
    if (pb === undefined) return;
    out.dates.push(d);
    out.a.push(at(a.prices, i));
    out.b.push(pb);
  });
  return out;
}

function returnsOf(prices: readonly number[], s: number, e: number): number[] {
  const r: number[] = [];
  for (let i = s + 1; i <= e; i++) r.push(at(prices, i) / at(prices, i - 1) - 1);
  return r;
}

function cumulativePoints(
  dates: readonly string[],
  prices: readonly number[],
  s: number,
  e: number,
): SeriesPoint[] {
  const base = at(prices, s);
  const out: SeriesPoint[] = [];
  for (let i = s; i <= e; i++) out.push({ date: dateAt(dates, i), value: finite(at(prices, i) / base - 1) });
  return out;
}

function drawdownPoints(
  dates: readonly string[],
  prices: readonly number[],
  s: number,
  e: number,
): SeriesPoint[] {
  let peak = at(prices, s);
  const out: SeriesPoint[] = [];
  for (let i = s; i <= e; i++) {
    const p = at(prices, i);
    if (p > peak) peak = p;
    out.push({ date: dateAt(dates, i), value: finite(p / peak - 1) });
  }
  return out;
}

/** Drawdown episodes of the window (peak, trough, recovery), deepest first, at most `count`. */
export function drawdownEpisodes(
  dates: readonly string[],
  prices: readonly number[],
  s: number,
  e: number,
  count = 10,
): DrawdownEpisode[] {
  const episodes: DrawdownEpisode[] = [];
  let peakIdx = s;
  let troughIdx = s;
  let inDrawdown = false;
  const close = (recovery: number | null) => {
    episodes.push({
      startDate: dateAt(dates, peakIdx),
      troughDate: dateAt(dates, troughIdx),
      recoveryDate: recovery === null ? null : dateAt(dates, recovery),
      depth: at(prices, troughIdx) / at(prices, peakIdx) - 1,
      lengthToTrough: troughIdx - peakIdx,
    });
  };
  for (let i = s + 1; i <= e; i++) {
    const p = at(prices, i);
    if (p >= at(prices, peakIdx)) {
      if (inDrawdown) close(i);
      inDrawdown = false;
      peakIdx = i;
      troughIdx = i;
    } else {
      inDrawdown = true;
      if (p < at(prices, troughIdx)) troughIdx = i;
    }
  }
  if (inDrawdown) close(null);
  return episodes.sort((x, y) => x.depth - y.depth).slice(0, count);
}

/** Calendar buckets (`YYYY-MM` or `YYYY`) of the window, compounded (METRICS.md §3). */
export function bucketReturns(
  dates: readonly string[],
  prices: readonly number[],
  s: number,
  e: number,
  keyLength: 7 | 4,
): { key: string; lastDate: string; value: number }[] {
  const out: { key: string; lastDate: string; value: number }[] = [];
  let anchor = at(prices, s);
  for (let i = s + 1; i <= e; i++) {
    const key = dateAt(dates, i).slice(0, keyLength);
    const nextKey = i < e ? dateAt(dates, i + 1).slice(0, keyLength) : null;
    if (nextKey === key) continue;
    const p = at(prices, i);
    out.push({ key, lastDate: dateAt(dates, i), value: p / anchor - 1 });
    anchor = p;
  }
  return out;
}

const mean = (x: readonly number[]): number => x.reduce((a, v) => a + v, 0) / x.length;
function sd(x: readonly number[]): number {
  if (x.length < 2) return Number.NaN;
  const m = mean(x);
  return Math.sqrt(x.reduce((a, v) => a + (v - m) ** 2, 0) / (x.length - 1));
}
function covariance(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let c = 0;
  for (let i = 0; i < x.length; i++) c += (at(x, i) - mx) * (at(y, i) - my);
  return c / (x.length - 1);
}

/** Table columns: the statistics periods (seed 000 §9), shortest first, the whole analysis period last. */
const STATS_COLUMN_ORDER: readonly StatPeriod[] = ['1m', '3m', '6m', 'ytd', '12m', '36m', '60m', 'max'];

const MISSING: Record<NullReason, MissingReason> = {
  benchmarkRequired: 'needsBenchmark',
  tooFewReturns: 'tooFewObservations',
  undefined: 'undefined',
  noData: 'tooFewObservations',
  insufficientHistory: 'tooFewObservations',
  noReturns: 'tooFewObservations',
};

/** The prices of `[start, end]` as the engine's series (the adapter already chose the price column). */
function slicePrices(s: PriceSeriesInput, start: number, end: number): PriceSeries {
  const prices = s.prices.slice(start, end + 1);
  return { dates: s.dates.slice(start, end + 1), prices, adjusted: prices };
}

/**
 * The statistics table by the engine of @portal/domain (`computeStatisticsTable`, METRICS.md), on the prices of the
 * analysis period: its periods are measured back from the period's last date and `max` is the whole period.
 */
export function performanceStats(input: LocalAnalysisInput): CardResult<'performanceStats'> {
  const { fund, benchmark } = input;
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const bw = benchmark
    ? windowOf(benchmark.dates, { start: dateAt(fund.dates, w.s), end: dateAt(fund.dates, w.e) })
    : null;
  let table: StatisticsTable;
  try {
    table = computeStatisticsTable(
      {
        fund: slicePrices(fund, w.s, w.e),
        benchmark: benchmark && bw ? slicePrices(benchmark, bw.s, bw.e) : null,
        frequency: input.frequency,
        priceField: 'price',
      },
      { periods: STATS_COLUMN_ORDER, statIds: input.perfStats },
    );
  } catch (error) {
    // Prices the engine rejects (not positive, not ascending) cannot give statistics.
    console.error('statistics could not be computed', error);
    return { status: 'notEnoughData', reason: 'noPrices' };
  }
  const columns: StatsColumn[] = [];
  for (const info of table.periods) {
    if (!info.fund.available) continue;
    const start = w.s + info.fund.start;
    columns.push({
      period: info.period,
      startDate: info.fund.startDate,
      endDate: info.fund.endDate,
      nReturns: info.fund.nReturns,
      nMonths: bucketReturns(fund.dates, fund.prices, start, w.e, 7).length,
    });
  }
  const byKey = new Map(table.cells.map((c) => [`${c.period}|${c.statId}`, c]));
  const rows = input.perfStats.map((statId) => ({
    statId,
    cells: columns.map((column): StatCell => {
      const c = byKey.get(`${column.period}|${statId}`);
      const value = c?.value ?? null;
      return value === null ? { value, missing: MISSING[c?.nullReason ?? 'undefined'] } : { value };
    }),
  }));
  const data: PerformanceStatsData = {
    columns,
    rows,
    conventions: {
      returnMethod: 'simple',
      scale: table.conventions.scale,
      riskFreeRate: table.conventions.riskFreeAnnual,
      varMethod: 'historical',
      varQuantile: 'type7',
    },
    benchmarkLabel: benchmark?.label ?? null,
  };
  return { status: 'ok', data };
}

function cumulativeReturns(input: LocalAnalysisInput, maxPoints: number): CardResult<'cumulativeReturns'> {
  const { fund, benchmark, live } = input;
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const fundPoints = cumulativePoints(fund.dates, fund.prices, w.s, w.e);
  const windowDates = fund.dates.slice(w.s, w.e + 1);
  const rebasedOnto = (other: LabelledSeries): NamedSeries => {
    const carried = carriedOnto(windowDates, other);
    const firstIdx = carried.findIndex((p) => Number.isFinite(p));
    const baseFund = 1 + (fundPoints[Math.max(firstIdx, 0)]?.value ?? 0);
    const base = carried[Math.max(firstIdx, 0)] ?? Number.NaN;
    return {
      id: other.id,
      label: other.label,
      points: thin(
        windowDates.map((date, i) => ({ date, value: finite((baseFund * at(carried, i)) / base - 1) })),
        maxPoints,
      ),
    };
  };
  const data: CumulativeReturnsData = {
    fund: { id: fund.id, label: fund.label, points: thin(fundPoints, maxPoints) },
    // The benchmark starts with the fund at 0 %, so both lines read as growth since the period start.
    benchmark: benchmark ? rebasedOnto(benchmark) : null,
    liveComparison: live ? rebasedOnto(live) : null,
  };
  return { status: 'ok', data };
}

function drawdowns(input: LocalAnalysisInput, maxPoints: number): CardResult<'drawdowns'> {
  const { fund, benchmark } = input;
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  let benchmarkSeries: NamedSeries | null = null;
  if (benchmark) {
    const bw = windowOf(benchmark.dates, input.range);
    if (bw) {
      benchmarkSeries = {
        id: benchmark.id,
        label: benchmark.label,
        points: thin(drawdownPoints(benchmark.dates, benchmark.prices, bw.s, bw.e), maxPoints, 'min'),
      };
    }
  }
  const data: DrawdownsData = {
    fund: {
      id: fund.id,
      label: fund.label,
      points: thin(drawdownPoints(fund.dates, fund.prices, w.s, w.e), maxPoints, 'min'),
    },
    benchmark: benchmarkSeries,
    episodes: drawdownEpisodes(fund.dates, fund.prices, w.s, w.e),
  };
  return { status: 'ok', data };
}

function outperformance(input: LocalAnalysisInput, maxPoints: number): CardResult<'outperformance'> {
  const { fund, benchmark } = input;
  if (!benchmark) return { status: 'notEnoughData', reason: 'needsBenchmark' };
  const aligned = alignOnCommonDates(fund, benchmark);
  const w = windowOf(aligned.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const points: SeriesPoint[] = [];
  for (let i = w.s; i <= w.e; i++) {
    const rf = at(aligned.a, i) / at(aligned.a, w.s);
    const rb = at(aligned.b, i) / at(aligned.b, w.s);
    points.push({ date: dateAt(aligned.dates, i), value: finite(rf / rb - 1) });
  }
  const data: OutperformanceData = {
    relative: {
      id: 'relative',
      label: `${fund.label} / ${benchmark.label}`,
      points: thin(points, maxPoints),
    },
  };
  return { status: 'ok', data };
}

/**
 * One-year rolling metric over the whole series (METRICS.md §5 `rolling1y`: `scale` returns, dated at the window's
 * last return), clipped to the analysis period afterwards: the first year of data has no value.
 */
function rollingSeries(
  dates: readonly string[],
  fundPrices: readonly number[],
  benchPrices: readonly number[] | null,
  scale: number,
  metric: RollingData['metric'],
  range: { start: string; end: string },
): SeriesPoint[] {
  const r = returnsOf(fundPrices, 0, dates.length - 1);
  const b = benchPrices ? returnsOf(benchPrices, 0, dates.length - 1) : null;
  const out: SeriesPoint[] = [];
  for (let k = 0; k < r.length; k++) {
    const date = dateAt(dates, k + 1);
    if (date < range.start || date > range.end) continue;
    if (k + 1 < scale) {
      out.push({ date, value: null });
      continue;
    }
    const wr = r.slice(k + 1 - scale, k + 1);
    let value: number;
    if (metric === 'volatility') value = sd(wr) * Math.sqrt(scale);
    else if (metric === 'riskAdjustedPerf') value = (mean(wr) / sd(wr)) * Math.sqrt(scale);
    else {
      const wb = (b ?? []).slice(k + 1 - scale, k + 1);
      value = covariance(wr, wb) / covariance(wb, wb);
    }
    out.push({ date, value: finite(value) });
  }
  return out;
}

function rolling(
  input: LocalAnalysisInput,
  metric: RollingData['metric'],
  maxPoints: number,
): CardResult<'volatility'> {
  const { fund, benchmark } = input;
  const scale = scaleOf(input.frequency, fund.dates);
  if (metric === 'beta' && !benchmark) return { status: 'notEnoughData', reason: 'needsBenchmark' };
  const series: NamedSeries[] = [];
  if (metric === 'beta' && benchmark) {
    const aligned = alignOnCommonDates(fund, benchmark);
    series.push({
      id: fund.id,
      label: fund.label,
      points: rollingSeries(aligned.dates, aligned.a, aligned.b, scale, metric, input.range),
    });
  } else {
    series.push({
      id: fund.id,
      label: fund.label,
      points: rollingSeries(fund.dates, fund.prices, null, scale, metric, input.range),
    });
    if (benchmark) {
      series.push({
        id: benchmark.id,
        label: benchmark.label,
        points: rollingSeries(benchmark.dates, benchmark.prices, null, scale, metric, input.range),
      });
    }
  }
  if (!series.some((s) => s.points.some((p) => p.value !== null))) {
    return { status: 'notEnoughData', reason: 'needsHistory' };
  }
  return {
    status: 'ok',
    data: {
      metric,
      window: scale,
      series: series.map((s) => ({ ...s, points: thin(s.points, maxPoints) })),
    },
  };
}

/** A bin width giving about 12-30 bins over the range of monthly returns. */
function binWidth(span: number): number {
  for (const w of [0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1]) if (span / w <= 30) return w;
  return 0.2;
}

function returnProfile(input: LocalAnalysisInput): CardResult<'returnProfile'> {
  const { fund, benchmark } = input;
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const fm = bucketReturns(fund.dates, fund.prices, w.s, w.e, 7).map((m) => m.value);
  const bw = benchmark ? windowOf(benchmark.dates, input.range) : null;
  const bm =
    benchmark && bw
      ? bucketReturns(benchmark.dates, benchmark.prices, bw.s, bw.e, 7).map((m) => m.value)
      : null;
  if (fm.length < 3) return { status: 'notEnoughData', reason: 'needsHistory' };
  const all = [...fm, ...(bm ?? [])];
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const width = binWidth(hi - lo);
  const first = Math.floor(lo / width);
  const last = Math.floor(hi / width);
  const bins: HistogramBin[] = [];
  for (let k = first; k <= last; k++) {
    bins.push({ from: k * width, to: (k + 1) * width, fund: 0, benchmark: bm ? 0 : null });
  }
  const put = (v: number, key: 'fund' | 'benchmark') => {
    const bin = bins[Math.min(bins.length - 1, Math.floor(v / width) - first)];
    if (bin) bin[key] = (bin[key] ?? 0) + 1;
  };
  for (const v of fm) put(v, 'fund');
  for (const v of bm ?? []) put(v, 'benchmark');
  const data: ReturnProfileData = { bins, fundCount: fm.length, benchmarkCount: bm?.length ?? null };
  return { status: 'ok', data };
}

function yearlyReturns(input: LocalAnalysisInput): CardResult<'yearlyCumulativeReturns'> {
  const { fund, benchmark } = input;
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const years = bucketReturns(fund.dates, fund.prices, w.s, w.e, 4);
  const bw = benchmark ? windowOf(benchmark.dates, input.range) : null;
  const benchYears = new Map(
    benchmark && bw
      ? bucketReturns(benchmark.dates, benchmark.prices, bw.s, bw.e, 4).map((y) => [y.key, y.value])
      : [],
  );
  const startYear = dateAt(fund.dates, w.s).slice(0, 4);
  const rows: YearlyReturnRow[] = years.map((y, i) => ({
    year: Number(y.key),
    fund: finite(y.value),
    benchmark: benchYears.get(y.key) ?? null,
    // Anchored inside the year (first) or ending before the last trading days of December (last).
    partial: (i === 0 && startYear === y.key) || (i === years.length - 1 && y.lastDate < `${y.key}-12-24`),
  }));
  return { status: 'ok', data: { rows } };
}

function weightedReturns(
  input: LocalAnalysisInput,
  maxPoints: number,
): CardResult<'cumulativeWeightedReturns'> {
  const { fund, components } = input;
  if (!components?.length) return { status: 'notEnoughData', reason: 'needsComponents' };
  const w = windowOf(fund.dates, input.range);
  if (!w) return { status: 'notEnoughData', reason: 'needsHistory' };
  const windowDates = fund.dates.slice(w.s, w.e + 1);
  const data: WeightedReturnsData = {
    components: components.map((c) => {
      const carried = carriedOnto(windowDates, c);
      const firstIdx = Math.max(
        0,
        carried.findIndex((p) => Number.isFinite(p)),
      );
      const base = carried[firstIdx] ?? Number.NaN;
      return {
        id: c.id,
        label: c.label,
        weight: c.weight,
        // The component's contribution: its weight times its cumulative return since the period start.
        points: thin(
          windowDates.map((date, i) => ({ date, value: finite(c.weight * (at(carried, i) / base - 1)) })),
          maxPoints,
        ),
      };
    }),
    total: {
      id: fund.id,
      label: fund.label,
      points: thin(cumulativePoints(fund.dates, fund.prices, w.s, w.e), maxPoints),
    },
  };
  return { status: 'ok', data };
}

/** Every card's data for the page, in one pass over the inputs. */
export function computeCards(input: LocalAnalysisInput, kinds: readonly CardKind[]): Partial<CardResults> {
  const maxPoints = input.maxPoints ?? 700;
  const out: Partial<CardResults> = {};
  for (const kind of kinds) {
    if (input.fund.dates.length < 2) {
      out[kind] = { status: 'notEnoughData', reason: 'noPrices' };
      continue;
    }
    switch (kind) {
      case 'cumulativeReturns':
        out.cumulativeReturns = cumulativeReturns(input, maxPoints);
        break;
      case 'performanceStats':
        out.performanceStats = performanceStats(input);
        break;
      case 'drawdowns':
        out.drawdowns = drawdowns(input, maxPoints);
        break;
      case 'outperformance':
        out.outperformance = outperformance(input, maxPoints);
        break;
      case 'volatility':
      case 'beta':
      case 'riskAdjustedPerf':
        out[kind] = rolling(input, kind, maxPoints);
        break;
      case 'returnProfile':
        out.returnProfile = returnProfile(input);
        break;
      case 'yearlyCumulativeReturns':
        out.yearlyCumulativeReturns = yearlyReturns(input);
        break;
      case 'cumulativeWeightedReturns':
        out.cumulativeWeightedReturns = weightedReturns(input, maxPoints);
        break;
    }
  }
  return out;
}
