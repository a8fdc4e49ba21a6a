import type { ChartSeries } from '../analytics/analysis-series.js';
import type { KeyNumbers } from '../analytics/key-numbers.js';
import type {
  DrawdownEpisode,
  MonthlyReturnRow,
  PeriodReturn,
  YearlyReturnRow,
} from '../analytics/series.js';
import type { StatisticsTable } from '../analytics/statistics-table.js';
import { monthlyReturnsGrid } from '../analytics/monthly-grid.js';
import { resample } from '../analytics/resample.js';
import type { Language, StatId, StatPeriod } from '../constants.js';
import type { AllocationResponse, HoldingsResponse } from '../contracts/holdings.js';
import type { GenericComponent } from '../schemas/components.js';
import type { HoldingComponent, HoldingComponentKind } from '../schemas/holdings.js';
import { RISK_FREE_STAT_IDS, riskFreeConventionOf } from '../prices/risk-free.js';
import { statDisplay } from '../stats-catalogue.js';
import type { LocalizedText } from '../tenant/common.js';
import type { ProductConfig, ShareClass } from '../tenant/product-config.js';
import { genericComponentId, holdingsComponentId } from './component-ids.js';
import { FACTSHEET_LABELS, type FactsheetLabels } from './labels.js';
import type { BlockContent, FactsheetBlock, FactsheetImage, FactsheetModel } from './model.js';

/**
 * The blocks of a factsheet from the product's computed figures and content (issue 12 item 1, docs/factsheets.md
 * "Model"): pure, every number and date formatted here with `Intl` in the factsheet's language, so the layout, the
 * web page and the PDF only place strings. The figures are the analytics API's for the same date (the functions
 * compute them with the same engine calls, cut at the factsheet date: `services/factsheets/factsheet-figures.ts`).
 * A block the product has no data for is absent.
 */

/** The periods of the period returns block, in reading order (`max` = since inception). */
export const FACTSHEET_RETURN_PERIODS: readonly StatPeriod[] = [
  '1m',
  '3m',
  '6m',
  'ytd',
  '12m',
  '36m',
  '60m',
  'max',
];
/** The statistics block's columns (a half-width table: three periods beside the statistic's name). */
export const FACTSHEET_STAT_PERIODS: readonly StatPeriod[] = ['12m', '36m', 'max'];
/** Cumulative returns chart: at most this many points (the engine's resample keeps month ends and extrema). */
export const FACTSHEET_CHART_POINTS = 400;
/** Monthly returns: the most recent years (a classic factsheet shows five; the analysis page has them all). */
export const FACTSHEET_MONTHLY_YEARS = 5;
/** Calendar-year returns show the last 10 years, as fund factsheets do (the analysis page has all of them). */
export const FACTSHEET_YEARLY_YEARS = 10;
/** Largest drawdowns shown. */
export const FACTSHEET_DRAWDOWNS = 5;

/** A holdings breakdown of the factsheet: its component settings and the data as the holdings API answers it. */
export interface FactsheetHoldings {
  component: Pick<HoldingComponent, 'kind' | 'chartType' | 'topHoldingsCount'>;
  /** `topHoldings`: the positions; the other kinds: the allocation. `null` = no snapshot on or before the date. */
  data: HoldingsResponse | AllocationResponse | null;
}

export interface FactsheetInput {
  product: Pick<
    ProductConfig,
    | 'productId'
    | 'currency'
    | 'inceptionDate'
    | 'aum'
    | 'isin'
    | 'shareClass'
    | 'productColor'
    | 'details'
    | 'keyCharacteristics'
    | 'contacts'
  >;
  lang: Language;
  /** The product's name in the language (`langs/{lang}.general.productName`, else `productName`). */
  name: string;
  /** The factsheet date: the last price date on or before the requested one (ISO). */
  date: string;
  /** The product's description in the language (overview content). */
  description: string;
  /** The benchmark shown (name in the language), only when `factsheet.showBenchmark` and one exists. */
  benchmarkName: string | null;
  keyNumbers: KeyNumbers | null;
  /** Assets under management at the date (holdings, else the configured figure). */
  aum: { value: number; currency: string } | null;
  /** `computeStatisticsTable` over {@link FACTSHEET_STAT_PERIODS} and the live mode's `perfStats`. */
  statistics: StatisticsTable | null;
  statIds: readonly StatId[];
  /** `periodReturns` over every statistics period (the factsheet periods call). */
  periodReturns: readonly PeriodReturn[];
  cumulativeReturns: { fund: ChartSeries; benchmark: ChartSeries | null } | null;
  monthlyReturns: readonly MonthlyReturnRow[];
  /** The benchmark's monthly returns, a line under each year of the fund's; absent or `null`: none shown. */
  monthlyBenchmarkReturns?: readonly MonthlyReturnRow[] | null;
  yearlyReturns: { fund: readonly YearlyReturnRow[]; benchmark: readonly YearlyReturnRow[] | null };
  drawdownEpisodes: readonly DrawdownEpisode[];
  holdings: readonly FactsheetHoldings[];
  /** Generic components of the factsheet page, in their order. */
  components: readonly GenericComponent[];
  /** Images the blocks refer to, keyed by `mediaId` (the functions resolve media refs to urls and sizes). */
  images: Readonly<Record<string, FactsheetImage>>;
  /** The product's disclaimer, else the platform's default (as the overview API decides). */
  disclaimer: string;
  headerBackgroundImageId?: string | null;
  logoImageId?: string | null;
}

/** A text of a `LocalizedText` in `lang`, else English, else the first one given (as the web's `localized`). */
export function localizedIn(text: LocalizedText | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** The `Intl` formatters of one language and currency. */
export function factsheetFormat(lang: Language, currency: string) {
  const percent = new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const compactMoney = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const longDate = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(lang, { year: 'numeric', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const numbers = new Map<number, Intl.NumberFormat>();
  const decimal = (digits: number) => {
    let f = numbers.get(digits);
    if (!f) {
      f = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      numbers.set(digits, f);
    }
    return f;
  };
  const percentDigits = new Map<number, Intl.NumberFormat>();
  return {
    /** A fraction as a percentage with two decimals (`0.0123` → "1.23%"); `null` stays `null`. */
    percent: (v: number | null | undefined) => (v === null || v === undefined ? null : percent.format(v)),
    percentWith: (v: number, digits: number) => {
      let f = percentDigits.get(digits);
      if (!f) {
        f = new Intl.NumberFormat(lang, {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        percentDigits.set(digits, f);
      }
      return f.format(v);
    },
    money: (v: number) => money.format(v),
    compactMoney: (v: number) => compactMoney.format(v),
    decimal: (v: number, digits: number) => decimal(digits).format(v),
    longDate: (iso: string) => longDate.format(utc(iso)),
    shortDate: (iso: string) => shortDate.format(utc(iso)),
    monthYear: (iso: string) => monthYear.format(utc(iso)),
    year: (iso: string) => year.format(utc(iso)),
    /** Short month names, January first. */
    months: Array.from({ length: 12 }, (_, m) =>
      monthName.format(new Date(Date.UTC(2001, m, 1))).replace(/\.$/, ''),
    ),
  };
}
/** The formatters of one language and currency ({@link factsheetFormat}). */
export type FactsheetFormat = ReturnType<typeof factsheetFormat>;
type Format = FactsheetFormat;

/** A statistic as the analysis page shows it (catalogue format and digits; a loss magnitude with a minus sign). */
export function formatStatistic(f: Format, id: StatId, value: number | null): string | null {
  if (value === null) return null;
  const d = statDisplay(id);
  const v = d.showAsLoss ? -value : value;
  return d.format === 'percent' ? f.percentWith(v, d.digits) : f.decimal(v, d.digits);
}

function productHeader(input: FactsheetInput, l: FactsheetLabels): FactsheetBlock {
  const p = input.product;
  const isin = p.shareClass?.isin ?? p.isin;
  const line = [
    p.shareClass ? `${l.keyFigures.shareClass} ${p.shareClass.class}` : null,
    isin ? `${l.keyFigures.isin} ${isin}` : null,
    p.shareClass?.currency ?? p.currency,
  ]
    .filter((s): s is string => s !== null)
    .join(' · ');
  const paragraphs = [line, ...input.description.split(/\n\s*\n/)]
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
  return { id: 'productHeader', title: input.name, content: { shape: 'text', paragraphs } };
}

/**
 * The share class's identifiers and terms (seed 000 §1: edited in the admin's share-class tab, read from the product
 * document when the factsheet is built, so a saved change shows on the next factsheet). Only what is given.
 */
function shareClassRows(sc: ShareClass, l: FactsheetLabels, f: Format): { label: string; value: string }[] {
  const k = l.keyFigures;
  const rows: { label: string; value: string | null }[] = [
    { label: k.shareClass, value: sc.class },
    { label: k.isin, value: sc.isin ?? null },
    { label: k.valor, value: sc.valor ?? null },
    { label: k.bloombergCode, value: sc.bloombergCode ?? null },
    { label: k.managementFee, value: f.percent(sc.managementFee) },
    { label: k.performanceFee, value: f.percent(sc.performanceFee) },
    { label: k.hedged, value: sc.hedged === undefined ? null : sc.hedged ? k.yes : k.no },
    { label: k.distributionPolicy, value: sc.distributionPolicy ? k[sc.distributionPolicy] : null },
  ];
  return rows.flatMap((r) => (r.value === null ? [] : [{ label: r.label, value: r.value }]));
}

function keyFigures(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock {
  const k = input.keyNumbers;
  const p = input.product;
  const currency = p.shareClass?.currency ?? p.currency;
  const rows: { label: string; value: string }[] = [];
  if (k?.lastPrice !== null && k?.lastPrice !== undefined) {
    rows.push({ label: l.keyFigures.nav, value: f.money(k.lastPrice) });
  }
  if (k?.lastDate) rows.push({ label: l.keyFigures.navDate, value: f.longDate(k.lastDate) });
  rows.push({ label: l.keyFigures.currency, value: currency });
  rows.push({
    label: l.keyFigures.inceptionDate,
    value: f.longDate(p.shareClass?.inceptionDate ?? p.inceptionDate),
  });
  if (p.shareClass) rows.push(...shareClassRows(p.shareClass, l, f));
  if (input.aum) {
    const aumFormat = factsheetFormat(input.lang, input.aum.currency);
    rows.push({ label: l.keyFigures.aum, value: aumFormat.compactMoney(input.aum.value) });
  }
  const ytd = f.percent(k?.ytdReturn);
  if (ytd) rows.push({ label: l.keyFigures.ytd, value: ytd });
  const itd = f.percent(k?.sinceInceptionReturn);
  if (itd) rows.push({ label: l.keyFigures.sinceInception, value: itd });
  return { id: 'keyFigures', title: l.titles.keyFigures, content: { shape: 'keyValue', rows } };
}

/** Round "nice" tick steps for a value axis. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / mag;
  const nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return nice * mag;
}

/**
 * The axes of a dated chart of fractions shown as percent (cumulative returns): round value ticks spanning the values
 * and 0; a tick per year (every few years for long ranges) at the first date of the year, or up to five month ticks
 * for a range under two years.
 */
export function percentChartAxes(
  dates: readonly string[],
  values: readonly number[],
  f: FactsheetFormat,
): { yTicks: { value: number; label: string }[]; xTicks: { date: string; label: string }[] } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const step = niceStep(hi - lo || 0.01, 6);
  const yTicks: { value: number; label: string }[] = [];
  for (let v = Math.floor(lo / step) * step; v <= hi + step * 0.999; v += step) {
    const value = Math.round(v / step) * step;
    const digits = step >= 0.01 ? 0 : step >= 0.001 ? 1 : 2;
    yTicks.push({ value, label: f.percentWith(value, digits) });
  }
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? '';
  const years = Number(last.slice(0, 4)) - Number(first.slice(0, 4));
  const xTicks: { date: string; label: string }[] = [];
  if (years >= 2) {
    // One tick per year (or every few years), at the first kept date of the year.
    const every = Math.max(1, Math.ceil(years / 6));
    let lastYear = Number.NaN;
    for (const d of dates) {
      const y = Number(d.slice(0, 4));
      if (y !== lastYear && (y - Number(first.slice(0, 4))) % every === 0 && d !== first) {
        xTicks.push({ date: d, label: f.year(d) });
      }
      lastYear = y;
    }
  } else {
    const count = Math.min(5, dates.length);
    for (let i = 0; i < count; i++) {
      const d = dates[Math.round((i * (dates.length - 1)) / Math.max(1, count - 1))] ?? first;
      if (!xTicks.some((t) => t.date === d)) xTicks.push({ date: d, label: f.monthYear(d) });
    }
  }
  return { yTicks, xTicks };
}

function cumulativeReturns(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const c = input.cumulativeReturns;
  if (!c || c.fund.dates.length < 2) return null;
  const fund = resample(c.fund, FACTSHEET_CHART_POINTS);
  const dates = [...fund.dates];
  const fundValues = [...fund.values].map((v) => (Number.isFinite(v) ? v : null));
  const series: { label: string; values: (number | null)[]; color?: string }[] = [
    { label: input.name, values: fundValues, color: input.product.productColor },
  ];
  if (c.benchmark && input.benchmarkName !== null && c.benchmark.dates.length > 0) {
    // The benchmark on the fund's kept dates (its last value on or before each one).
    const bd = c.benchmark.dates;
    const bv = c.benchmark.values;
    let j = -1;
    const values = dates.map((d) => {
      while (j + 1 < bd.length && (bd[j + 1] ?? '') <= d) j++;
      const v = j >= 0 ? bv[j] : undefined;
      return v === undefined || !Number.isFinite(v) ? null : v;
    });
    series.push({ label: input.benchmarkName, values });
  }
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { yTicks, xTicks } = percentChartAxes(dates, all, f);
  return {
    id: 'cumulativeReturns',
    title: l.titles.cumulativeReturns,
    content: { shape: 'lineChart', dates, series, valueFormat: 'percent', yTicks, xTicks },
  };
}

function periodReturnsBlock(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const byPeriod = new Map(input.periodReturns.map((p) => [p.period, p]));
  const rows: (string | null)[][] = [];
  const withBenchmark = input.benchmarkName !== null;
  let annualized = false;
  for (const period of FACTSHEET_RETURN_PERIODS) {
    const p = byPeriod.get(period);
    if (!p?.available) continue;
    annualized ||= p.annualized;
    const label = period === 'max' ? l.sinceInception : l.periods[period];
    rows.push(
      withBenchmark ? [label, f.percent(p.fund), f.percent(p.benchmark)] : [label, f.percent(p.fund)],
    );
  }
  if (rows.length === 0) return null;
  const columns: TableColumns = [
    { label: l.columns.period, align: 'left', weight: 1.4 },
    { label: l.columns.fund, align: 'right' },
  ];
  if (withBenchmark) columns.push({ label: l.columns.benchmark, align: 'right' });
  const content: BlockContent = { shape: 'table', columns, rows };
  if (annualized) content.note = l.annualizedNote;
  return { id: 'periodReturns', title: l.titles.periodReturns, content };
}
type TableColumns = Extract<BlockContent, { shape: 'table' }>['columns'];

function statistics(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const t = input.statistics;
  if (!t || input.statIds.length === 0) return null;
  const periods = FACTSHEET_STAT_PERIODS.filter((p) =>
    t.periods.some((info) => info.period === p && info.fund.available),
  );
  if (periods.length === 0) return null;
  const cell = new Map(t.cells.map((c) => [`${c.period}|${c.statId}`, c.value]));
  const rows = input.statIds.map((id) => [
    l.stats[id],
    ...periods.map((p) => formatStatistic(f, id, cell.get(`${p}|${id}`) ?? null)),
  ]);
  const note = riskFreeNote(t, input.statIds, periods, l, f);
  return {
    id: 'statistics',
    title: l.titles.statistics,
    content: {
      ...(note ? { note } : {}),
      shape: 'table',
      columns: [
        { label: l.columns.statistic, align: 'left', weight: 2 },
        // Short headers: three numbers beside the name in half the page width.
        ...periods.map((p) => ({
          label: p === 'max' ? l.maxColumn : l.periods[p],
          align: 'right' as const,
        })),
      ],
      rows,
    },
  };
}

/**
 * The risk-free convention under the statistics, as the analysis page states it (docs/risk-free.md): the series and
 * its last fixing, or the constant rate; followed by why a shown statistic is empty where the series does not reach
 * back far enough. `null` when no shown statistic reads the rate.
 */
function riskFreeNote(
  t: StatisticsTable,
  statIds: readonly StatId[],
  periods: readonly StatPeriod[],
  l: FactsheetLabels,
  f: Format,
): string | null {
  if (!statIds.some((id) => RISK_FREE_STAT_IDS.has(id))) return null;
  const c = riskFreeConventionOf(t.conventions);
  const line =
    c.kind === 'series'
      ? l.riskFree.series.replace('{{name}}', c.name).replace('{{date}}', f.shortDate(c.lastDate))
      : l.riskFree.constant.replace('{{rate}}', f.percent(c.rate) ?? '');
  const shown = new Set(periods);
  const missing = t.cells.some(
    (cell) =>
      cell.nullReason === 'riskFreeRateMissing' && shown.has(cell.period) && statIds.includes(cell.statId),
  );
  return missing ? `${line}. ${l.riskFree.missing}` : line;
}

function monthlyReturns(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  if (input.monthlyReturns.length === 0) return null;
  // The benchmark's line only where the factsheet shows a benchmark at all (`factsheet.showBenchmark`).
  const benchmark = input.benchmarkName === null ? null : (input.monthlyBenchmarkReturns ?? null);
  const grid = monthlyReturnsGrid(input.monthlyReturns, benchmark, { years: FACTSHEET_MONTHLY_YEARS });
  // A return that rounds to zero is shown as 0.0, not as "-0.0".
  const pct = (v: number | null) =>
    v === null ? null : f.decimal(Math.round(v * 1000) === 0 ? 0 : v * 100, 1);
  const rows: (string | null)[][] = [];
  const boldRows: number[] = [];
  for (const y of grid) {
    if (y.benchmark) boldRows.push(rows.length);
    rows.push([String(y.year), ...y.fund.months.map(pct), pct(y.fund.total)]);
    if (y.benchmark) rows.push([l.columns.benchmark, ...y.benchmark.months.map(pct), pct(y.benchmark.total)]);
  }
  return {
    id: 'monthlyReturns',
    title: `${l.titles.monthlyReturns} (%)`,
    content: {
      shape: 'table',
      columns: [
        // The rows are years (and the benchmark's line under each): the first column needs no header, the last
        // one is the year's return, the months chained (analytics/monthly-grid.ts).
        { label: '', align: 'left', weight: benchmark ? 1.6 : 1.1 },
        ...f.months.map((m) => ({ label: m, align: 'right' as const })),
        { label: l.columns.year, align: 'right', weight: 1.1 },
      ],
      rows,
      ...(boldRows.length ? { boldRows } : {}),
    },
  };
}

function yearlyReturns(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const fund = input.yearlyReturns.fund;
  if (fund.length === 0) return null;
  const bench =
    input.benchmarkName !== null && input.yearlyReturns.benchmark
      ? new Map(input.yearlyReturns.benchmark.map((r) => [r.year, r.value]))
      : null;
  const rows = [...fund]
    .sort((a, b) => b.year - a.year)
    .slice(0, FACTSHEET_YEARLY_YEARS)
    .map((r) => {
      const partial = r.lastDate < `${r.year}-12-31` && r.lastDate === input.date;
      const year = partial ? `${r.year} (${l.partialYear})` : String(r.year);
      return bench ? [year, f.percent(r.value), f.percent(bench.get(r.year))] : [year, f.percent(r.value)];
    });
  const columns: TableColumns = [
    { label: l.columns.year, align: 'left', weight: 1.4 },
    { label: l.columns.fund, align: 'right' },
  ];
  if (bench) columns.push({ label: l.columns.benchmark, align: 'right' });
  return { id: 'yearlyReturns', title: l.titles.yearlyReturns, content: { shape: 'table', columns, rows } };
}

function drawdowns(input: FactsheetInput, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const episodes = [...input.drawdownEpisodes]
    .sort((a, b) => a.depth - b.depth)
    .slice(0, FACTSHEET_DRAWDOWNS);
  if (episodes.length === 0) return null;
  return {
    id: 'drawdowns',
    title: l.titles.drawdowns,
    content: {
      shape: 'table',
      columns: [
        { label: l.columns.depth, align: 'right' },
        { label: l.columns.peak, align: 'right' },
        { label: l.columns.trough, align: 'right' },
        { label: l.columns.recovery, align: 'right' },
      ],
      rows: episodes.map((e) => [
        f.percent(e.depth),
        f.shortDate(e.peakDate),
        f.shortDate(e.troughDate),
        e.recoveryDate ? f.shortDate(e.recoveryDate) : l.notRecovered,
      ]),
    },
  };
}

function holdingsBlock(h: FactsheetHoldings, l: FactsheetLabels, f: Format): FactsheetBlock | null {
  const data = h.data;
  if (!data) return null;
  const kind: HoldingComponentKind = h.component.kind;
  let items: { label: string; value: number }[];
  if ('holdings' in data) {
    const n = h.component.topHoldingsCount ?? data.holdings.length;
    items = data.holdings.slice(0, n).map((r) => ({ label: r.holdingName, value: r.weight }));
  } else {
    items = data.slices.map((s) => ({ label: s.label, value: s.weight }));
  }
  if (items.length === 0) return null;
  const id = holdingsComponentId(kind);
  const title = l.holdings[kind];
  const footnote = l.asOf.replace('{date}', f.longDate(data.date));
  const shown = items.map((i) => ({ label: i.label, value: i.value, display: f.percent(i.value) ?? '' }));
  let content: BlockContent;
  switch (h.component.chartType) {
    case 'pie':
    case 'donut':
      content = { shape: 'pieChart', donut: h.component.chartType === 'donut', slices: shown };
      break;
    case 'bar':
      content = { shape: 'barChart', orientation: 'horizontal', bars: shown };
      break;
    case 'table':
      content = {
        shape: 'table',
        columns: [
          { label: l.columns.name, align: 'left', weight: 3 },
          { label: l.columns.weight, align: 'right' },
        ],
        rows: shown.map((s) => [s.label, s.display]),
      };
      break;
  }
  return { id, title, content, footnote };
}

function details(input: FactsheetInput, l: FactsheetLabels): FactsheetBlock | null {
  const rows = input.product.details
    .filter((d) => d.showOnFactsheet)
    .sort((a, b) => a.order - b.order)
    .map((d) => ({ label: localizedIn(d.key, input.lang), value: localizedIn(d.value, input.lang) }))
    .filter((r) => r.label !== '' || r.value !== '');
  if (rows.length === 0) return null;
  return { id: 'details', title: l.titles.details, content: { shape: 'keyValue', rows } };
}

function keyCharacteristics(input: FactsheetInput, l: FactsheetLabels): FactsheetBlock | null {
  const entries = input.product.keyCharacteristics
    .map((k) => ({
      title: localizedIn(k.header, input.lang),
      lines: [localizedIn(k.paragraph, input.lang)].filter((s) => s !== ''),
    }))
    .filter((e) => e.title !== '' || e.lines.length > 0);
  if (entries.length === 0) return null;
  return {
    id: 'keyCharacteristics',
    title: l.titles.keyCharacteristics,
    content: { shape: 'entries', entries },
  };
}

function contacts(input: FactsheetInput, l: FactsheetLabels): FactsheetBlock | null {
  const entries = input.product.contacts.map((c) => {
    const lines = [
      localizedIn(c.role, input.lang),
      c.email ? `${l.email}: ${c.email}` : '',
      c.phone ? `${l.phone}: ${c.phone}` : '',
      localizedIn(c.additionalText, input.lang),
    ].filter((s) => s !== '');
    const imageId = c.image && input.images[c.image.mediaId] ? c.image.mediaId : undefined;
    return imageId ? { title: c.name, lines, imageId } : { title: c.name, lines };
  });
  if (entries.length === 0) return null;
  return { id: 'contacts', title: l.titles.contacts, content: { shape: 'entries', entries } };
}

/** Rich text (sanitised HTML) as paragraphs of plain text. */
export function htmlToParagraphs(html: string): string[] {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    '#39': "'",
  };
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|h[1-6]|li|ul|ol|blockquote)\s*>/gi, '\n\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, e: string) => entities[e] ?? m)
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/[ \t]+/g, ' ')
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    )
    .filter((p) => p !== '');
}

function genericBlock(
  component: GenericComponent,
  input: FactsheetInput,
  l: FactsheetLabels,
  f: Format,
): FactsheetBlock | null {
  const content =
    component.content[input.lang] ?? component.content.en ?? Object.values(component.content)[0];
  if (!content) return null;
  const id = genericComponentId(component.id);
  const title = content.title.trim() === '' ? null : content.title;
  const footnote = content.footnote.trim() === '' ? undefined : content.footnote;
  const digits = component.numberOfDecimals;
  const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));
  const rows = content.rows.filter((r) => Number.isFinite(num(r.value)));
  let shape: BlockContent | null = null;
  switch (component.type) {
    case 'text': {
      const paragraphs = htmlToParagraphs(content.text ?? '');
      shape = paragraphs.length > 0 ? { shape: 'text', paragraphs } : null;
      break;
    }
    case 'image':
    case 'video': {
      const media = content.media;
      const image = media ? input.images[media.mediaId] : undefined;
      if (image) {
        shape = { shape: 'image', imageId: image.id };
        if (component.type === 'video') shape.url = image.url;
      } else if (media && component.type === 'video') {
        shape = { shape: 'text', paragraphs: [l.video] };
      }
      break;
    }
    case 'table': {
      const [nameColumn = '', valueColumn = ''] = content.columns ?? [];
      shape = {
        shape: 'table',
        columns: [
          { label: nameColumn, align: 'left', weight: 2 },
          { label: valueColumn, align: 'right' },
        ],
        rows: content.rows.map((r) => [
          r.key,
          typeof r.value === 'number' ? f.decimal(r.value, digits) : r.value,
        ]),
      };
      if (content.rows.length === 0) shape = null;
      break;
    }
    case 'line-chart': {
      const points = rows
        .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.key))
        .sort((a, b) => a.key.localeCompare(b.key));
      if (points.length < 2) break;
      const values = points.map((r) => num(r.value));
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      const step = niceStep(hi - lo || Math.abs(hi) || 1, 4);
      const yTicks: { value: number; label: string }[] = [];
      for (let v = Math.floor(lo / step) * step; v <= hi + step * 0.999; v += step) {
        const value = Math.round(v / step) * step;
        yTicks.push({ value, label: f.decimal(value, step >= 1 ? 0 : digits) });
      }
      const dates = points.map((r) => r.key);
      const n = Math.min(4, dates.length);
      const xTicks = Array.from({ length: n }, (_, i) => {
        const d = dates[Math.round((i * (dates.length - 1)) / Math.max(1, n - 1))] ?? '';
        return { date: d, label: f.monthYear(d) };
      }).filter((t, i, a) => a.findIndex((u) => u.date === t.date) === i);
      shape = {
        shape: 'lineChart',
        dates,
        series: [{ label: title ?? '', values }],
        valueFormat: 'number',
        yTicks,
        xTicks,
      };
      break;
    }
    case 'pie-chart':
    case 'donut-chart':
      if (rows.length === 0) break;
      shape = {
        shape: 'pieChart',
        donut: component.type === 'donut-chart',
        // Weights are given in percent (seed 000 §5): shown with the component's decimals.
        slices: rows.map((r) => ({
          label: r.key,
          value: num(r.value),
          display: f.percentWith(num(r.value) / 100, digits),
        })),
      };
      break;
    case 'horizontal-bar-chart':
    case 'vertical-bar-chart':
      if (rows.length === 0) break;
      shape = {
        shape: 'barChart',
        orientation: component.type === 'horizontal-bar-chart' ? 'horizontal' : 'vertical',
        bars: rows.map((r) => ({
          label: r.key,
          value: num(r.value),
          display: f.decimal(num(r.value), digits),
        })),
      };
      break;
  }
  if (!shape) return null;
  return footnote === undefined ? { id, title, content: shape } : { id, title, content: shape, footnote };
}

/** Every block the product has data for, keyed by component id (see the module comment). */
export function buildFactsheetBlocks(input: FactsheetInput): Record<string, FactsheetBlock> {
  const l = FACTSHEET_LABELS[input.lang];
  const f = factsheetFormat(input.lang, input.product.shareClass?.currency ?? input.product.currency);
  const blocks: (FactsheetBlock | null)[] = [
    productHeader(input, l),
    keyFigures(input, l, f),
    cumulativeReturns(input, l, f),
    periodReturnsBlock(input, l, f),
    statistics(input, l, f),
    monthlyReturns(input, l, f),
    yearlyReturns(input, l, f),
    drawdowns(input, l, f),
    ...input.holdings.map((h) => holdingsBlock(h, l, f)),
    details(input, l),
    keyCharacteristics(input, l),
    contacts(input, l),
    ...input.components.map((c) => genericBlock(c, input, l, f)),
    input.disclaimer.trim() === ''
      ? null
      : {
          id: 'disclaimer',
          title: l.titles.disclaimer,
          content: {
            shape: 'text',
            paragraphs: input.disclaimer
              .split(/\n\s*\n/)
              .map((p) => p.trim())
              .filter((p) => p !== ''),
            fine: true,
          },
        },
  ];
  return Object.fromEntries(blocks.filter((b): b is FactsheetBlock => b !== null).map((b) => [b.id, b]));
}

/** The whole model: the blocks plus the title, date and fixed labels. */
export function buildFactsheetModel(input: FactsheetInput): FactsheetModel {
  const l = FACTSHEET_LABELS[input.lang];
  const f = factsheetFormat(input.lang, input.product.currency);
  return {
    productId: input.product.productId,
    lang: input.lang,
    title: input.name,
    date: input.date,
    dateLabel: f.longDate(input.date),
    labels: { page: l.page },
    blocks: buildFactsheetBlocks(input),
    images: { ...input.images },
    headerBackgroundImageId: input.headerBackgroundImageId ?? null,
    logoImageId: input.logoImageId ?? null,
  };
}
