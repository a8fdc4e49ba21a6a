import {
  comparedProducts,
  comparisonAsOf,
  comparisonDetailRows,
  comparisonYearRows,
  refusedProducts,
  statisticOf,
} from '../analytics/comparison-tables.js';
import { resample } from '../analytics/resample.js';
import type { Language, StatId } from '../constants.js';
import type { ComparedProduct, ComparisonResponse } from '../contracts/comparison.js';
import { factsheetConfigSchema, type FactsheetConfig } from '../schemas/factsheet.js';
import { factsheetFormat, formatStatistic, percentChartAxes, type FactsheetFormat } from './build-blocks.js';
import { chartColor } from './charts.js';
import { FACTSHEET_LABELS, type FactsheetLabels } from './labels.js';
import { layoutFactsheet, type FactsheetPage } from './layout.js';
import {
  TENANT_LOGO_IMAGE_ID,
  type FactsheetBlock,
  type FactsheetImage,
  type FactsheetModel,
  type TableColumn,
} from './model.js';
import { A4 } from './primitives.js';
import { resolveStyle } from './style.js';
import { fitText, textWidth } from './text.js';

/*
 * The comparison on one A4 page (issue 28 item 4, docs/comparison.md "Export"): the comparison's answer as factsheet
 * blocks (a line chart, tables, texts), placed and drawn by the factsheet's own layout and renderers, so the sheet
 * looks like the factsheets and the PDF backend draws it unchanged. Everything is formatted here with `Intl` in the
 * sheet's language. A refused product is named by its id and the status of its refusal: the answer holds nothing
 * else of it, and nothing else is drawn.
 */

/** The statistics of the sheet: the ones a reader compares first, in this order. */
export const COMPARISON_SHEET_STATS: readonly StatId[] = [
  'cumulativeReturn',
  'annualizedReturn',
  'annualizedVolatility',
  'sharpeRatio',
  'sortinoRatio',
  'maximumDrawdown',
  'calmarRatio',
];
/** Against each product's own benchmark; shown when a compared product has one. */
export const COMPARISON_SHEET_RELATIVE_STATS: readonly StatId[] = [
  'alpha',
  'beta',
  'trackingError',
  'informationRatio',
];
/** Calendar years shown at most (the newest); fewer when the page would overflow. */
export const COMPARISON_SHEET_YEARS = 5;
/** The chart's dates at most (each product's line thinned by the engine's resample before they are joined). */
const CHART_POINTS = 400;

export interface ComparisonSheetOptions {
  lang: Language;
  /** The header band's and the tables' colour (the tenant's primary colour). */
  primaryColor: string;
  /** The tenant's logo for the header (drawn as {@link TENANT_LOGO_IMAGE_ID}), if it has one. */
  logo?: Omit<FactsheetImage, 'id'> | null;
}

export interface ComparisonSheet {
  width: number;
  height: number;
  /** Exactly one page. */
  pages: FactsheetPage[];
  /** The title and the date line as drawn (the PDF's metadata). */
  title: string;
  dateLabel: string;
  /** The images the page draws, by id (the tenant's logo). */
  images: Record<string, FactsheetImage>;
}

interface Sizes {
  /** Calendar years shown. */
  years: number;
  /** Detail rows of the key facts shown. */
  details: number;
}

/** Colours in the products' order: a product's own, unless an earlier product has it, then the palette's next. */
function lineColors(products: readonly ComparedProduct[], primary: string): string[] {
  const used = new Set<string>();
  let next = 1;
  return products.map((p) => {
    let color = p.color.toLowerCase();
    while (used.has(color)) color = chartColor(primary, next++);
    used.add(color);
    return color;
  });
}

/** The value of a series on each of `dates`: its last on or before the date, none outside its own range. */
function valuesOn(dates: readonly string[], series: ComparedProduct['cumulative']): (number | null)[] {
  const first = series.dates[0];
  const last = series.dates.at(-1);
  let j = -1;
  return dates.map((d) => {
    while (j + 1 < series.dates.length && (series.dates[j + 1] ?? '') <= d) j++;
    const v = series.values[j];
    if (first === undefined || last === undefined || d < first || d > last || v === undefined) return null;
    // The wealth index starts at 100: the line is the cumulative return.
    return Number.isFinite(v) ? v / 100 - 1 : null;
  });
}

function chartBlock(
  response: ComparisonResponse,
  products: readonly ComparedProduct[],
  colors: readonly string[],
  legend: { width: number; size: number },
  l: FactsheetLabels,
  f: FactsheetFormat,
): FactsheetBlock | null {
  const drawn = products.flatMap((p, i) => (p.cumulative.dates.length > 0 ? [{ p, color: colors[i] }] : []));
  if (drawn.length === 0) return null;
  const perLine = Math.max(2, Math.ceil(CHART_POINTS / drawn.length));
  const dates = [...new Set(drawn.flatMap(({ p }) => resample(p.cumulative, perLine).dates))].sort();
  if (dates.length < 2) return null;
  // Each legend entry takes its swatch, its label and a gap (charts.ts): the labels share the width.
  const labelWidth = legend.width / drawn.length - 28;
  const series = drawn.map(({ p, color }) => ({
    label: fitText(p.shortName, labelWidth, legend.size),
    values: valuesOn(dates, p.cumulative),
    ...(color ? { color } : {}),
  }));
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { yTicks, xTicks } = percentChartAxes(dates, all, f);
  const start = response.chartStart ?? dates[0];
  return {
    id: 'cumulativeReturns',
    title: l.titles.cumulativeReturns,
    content: { shape: 'lineChart', dates, series, valueFormat: 'percent', yTicks, xTicks },
    ...(start ? { footnote: l.comparison.chartFrom.replace('{date}', f.longDate(start)) } : {}),
  };
}

/** How the tables are drawn: their width, and the first column's (one for every table, so their columns align). */
interface TableFrame {
  width: number;
  first: number;
}

/**
 * The first column's width: what its longest name needs, within a fifth and two fifths of the table; the products
 * share the rest, so six products keep more of their names in the header.
 */
function firstColumnWidth(names: readonly string[], width: number, size: number): number {
  const needed = Math.max(0, ...names.map((n) => textWidth(n, size, 'bold')));
  return Math.min(width * 0.4, Math.max(width * 0.2, needed + 8));
}

/** A column per product beside the row names. */
function productColumns(
  products: readonly ComparedProduct[],
  first: string,
  frame: TableFrame,
): TableColumn[] {
  const rest = (frame.width - frame.first) / Math.max(1, products.length);
  return [
    { label: first, align: 'left', weight: frame.first / rest },
    ...products.map((p) => ({ label: p.shortName, align: 'right' as const })),
  ];
}

function statisticsBlock(
  products: readonly ComparedProduct[],
  frame: TableFrame,
  l: FactsheetLabels,
  f: FactsheetFormat,
): FactsheetBlock {
  const relative = products.some((p) => p.benchmark !== null);
  const ids = relative
    ? [...COMPARISON_SHEET_STATS, ...COMPARISON_SHEET_RELATIVE_STATS]
    : COMPARISON_SHEET_STATS;
  const marked = new Set(COMPARISON_SHEET_RELATIVE_STATS);
  const rows = ids.map((id) => [
    marked.has(id) ? `${l.stats[id]} *` : l.stats[id],
    ...products.map((p) => formatStatistic(f, id, statisticOf(p, id))),
  ]);
  const benchmarks = products
    .map((p) => `${p.shortName}: ${p.benchmark?.name ?? l.comparison.noBenchmark}`)
    .join('; ');
  return {
    id: 'statistics',
    title: l.titles.statistics,
    content: {
      shape: 'table',
      columns: productColumns(products, l.columns.statistic, frame),
      rows,
      ...(relative ? { note: l.comparison.relativeNote.replace('{benchmarks}', benchmarks) } : {}),
    },
  };
}

function yearlyBlock(
  products: readonly ComparedProduct[],
  frame: TableFrame,
  years: number,
  l: FactsheetLabels,
  f: FactsheetFormat,
): FactsheetBlock | null {
  const rows = comparisonYearRows(products)
    .slice(0, years)
    .map((r) => [String(r.year), ...r.values.map((v) => f.percent(v))]);
  if (rows.length === 0) return null;
  return {
    id: 'yearlyReturns',
    title: l.titles.yearlyReturns,
    content: {
      shape: 'table',
      columns: productColumns(products, l.columns.year, frame),
      rows,
      note: l.comparison.yearsNote,
    },
  };
}

function keyFactsBlock(
  products: readonly ComparedProduct[],
  frame: TableFrame,
  details: number,
  l: FactsheetLabels,
  lang: Language,
): FactsheetBlock {
  const k = l.keyFigures;
  const formats = products.map((p) => factsheetFormat(lang, p.keyFacts.currency));
  const row = (label: string, value: (p: ComparedProduct, f: FactsheetFormat) => string | null) => [
    label,
    ...products.map((p, i) => {
      const f = formats[i];
      return f ? value(p, f) : null;
    }),
  ];
  const date = (iso: string | null, f: FactsheetFormat) => (iso ? f.shortDate(iso) : null);
  const rows = [
    row(k.currency, (p) => p.keyFacts.currency),
    row(k.isin, (p) => p.keyFacts.isin),
    row(k.inceptionDate, (p, f) => date(p.keyFacts.inceptionDate, f)),
    row(k.aum, (p, f) => (p.keyFacts.aum === null ? null : f.compactMoney(p.keyFacts.aum))),
    row(l.comparison.lastPrice, (p, f) =>
      p.keyFacts.lastPrice === null ? null : f.money(p.keyFacts.lastPrice),
    ),
    row(l.comparison.lastDate, (p, f) => date(p.keyFacts.lastDate, f)),
    row(l.columns.benchmark, (p) => p.benchmark?.name ?? null),
    ...comparisonDetailRows(products)
      .slice(0, details)
      .map((d) => [d.key, ...d.values]),
  ];
  return {
    id: 'keyFigures',
    title: l.titles.keyFigures,
    content: { shape: 'table', columns: productColumns(products, '', frame), rows },
  };
}

/**
 * The refused products, named first (as the page names them above its columns, so nobody reads the columns as the
 * whole comparison): each by its id and the status of its refusal.
 */
function refusedParagraphs(response: ComparisonResponse, l: FactsheetLabels): string[] {
  const refused = refusedProducts(response);
  if (refused.length === 0) return [];
  const names = refused.map((p) => `${p.productId} (${l.comparison.refused[p.refused.status]})`).join('; ');
  return [`${l.comparison.refusedTitle}: ${names}. ${l.comparison.refusedNote}`];
}

/** The factsheet style of the sheet: the small type and compact spacing of a dense one-pager. */
const STYLE: FactsheetConfig['style'] = {
  primaryColor: null,
  fontSize: 'small',
  spacing: 'compact',
  titleBorder: 'below',
};

/** The blocks in reading order; all take the whole width of the page. */
const ORDER = ['period', 'cumulativeReturns', 'statistics', 'yearlyReturns', 'keyFigures'] as const;

/**
 * The comparison on one A4 page: title and date, the statistics period and the refused products, the cumulative
 * returns (a line per compared product, in its colour), a compact statistics table ({@link COMPARISON_SHEET_STATS},
 * and the relative ones where a product has a benchmark), the last calendar years and the key facts. When the page would
 * overflow, the products' own detail rows go first, then years (down to two); a block that still does not fit is
 * left out by the factsheet layout, so nothing is ever drawn outside the page.
 */
export function layoutComparisonSheet(
  response: ComparisonResponse,
  options: ComparisonSheetOptions,
): ComparisonSheet {
  const { lang } = options;
  const l = FACTSHEET_LABELS[lang];
  const products = comparedProducts(response);
  const f = factsheetFormat(lang, products[0]?.keyFacts.currency ?? 'EUR');
  const asOf = comparisonAsOf(response);
  const config: FactsheetConfig = factsheetConfigSchema.parse({
    header: { datePosition: asOf ? 'right' : 'hidden', textInPrimaryColor: false },
    footer: { text: '', pageNumber: false, footerLine: false },
    style: { ...STYLE, primaryColor: options.primaryColor.toLowerCase() },
    layout: ORDER.map((componentId, order) => ({ componentId, page: 1, order, width: 'full' })),
  });
  const style = resolveStyle(config.style);
  const dateLabel = asOf ? l.asOf.replace('{date}', f.longDate(asOf)) : '';
  const periodName = response.period === 'common' ? l.comparison.commonPeriod : l.periods[response.period];
  const range = response.common
    ? `${f.shortDate(response.common.startDate)} – ${f.shortDate(response.common.endDate)}`
    : '–';
  const periodLine =
    response.period === 'common'
      ? l.comparison.statisticsOver.replace('{period}', periodName).replace('{range}', range)
      : l.comparison.countedBack.replace('{period}', periodName);
  const colors = lineColors(products, style.primary);
  const legend = { width: A4.width - 2 * style.margin, size: style.small };
  const tableWidth = A4.width - 2 * style.margin;
  const names = [
    l.columns.statistic,
    l.columns.year,
    ...[...COMPARISON_SHEET_STATS, ...COMPARISON_SHEET_RELATIVE_STATS].map((id) => `${l.stats[id]} *`),
    ...[l.keyFigures.currency, l.keyFigures.isin, l.keyFigures.inceptionDate, l.keyFigures.aum],
    ...[l.comparison.lastPrice, l.comparison.lastDate, l.columns.benchmark],
    ...comparisonDetailRows(products).map((d) => d.key),
  ];
  const frame: TableFrame = { width: tableWidth, first: firstColumnWidth(names, tableWidth, style.size) };
  const chart = chartBlock(response, products, colors, legend, l, f);
  const intro = [periodLine, ...refusedParagraphs(response, l)];
  const images: Record<string, FactsheetImage> = options.logo
    ? { [TENANT_LOGO_IMAGE_ID]: { ...options.logo, id: TENANT_LOGO_IMAGE_ID } }
    : {};
  const modelOf = (sizes: Sizes): FactsheetModel => {
    const blocks: (FactsheetBlock | null)[] = [
      { id: 'period', title: null, content: { shape: 'text', paragraphs: intro } },
      ...(products.length > 0
        ? [
            chart,
            statisticsBlock(products, frame, l, f),
            yearlyBlock(products, frame, sizes.years, l, f),
            keyFactsBlock(products, frame, sizes.details, l, lang),
          ]
        : []),
    ];
    return {
      productId: 'comparison',
      lang,
      title: l.comparison.title,
      date: asOf ?? '',
      dateLabel,
      labels: { page: l.page },
      blocks: Object.fromEntries(blocks.flatMap((b) => (b ? [[b.id, b]] : []))),
      images,
      headerBackgroundImageId: null,
      logoImageId: options.logo ? TENANT_LOGO_IMAGE_ID : null,
    };
  };
  const sizes: Sizes = {
    years: COMPARISON_SHEET_YEARS,
    details: comparisonDetailRows(products).length,
  };
  let layout = layoutFactsheet(modelOf(sizes), config);
  while (layout.removed.length > 0 && (sizes.details > 0 || sizes.years > 2)) {
    if (sizes.details > 0) sizes.details--;
    else sizes.years--;
    layout = layoutFactsheet(modelOf(sizes), config);
  }
  return {
    width: layout.width,
    height: layout.height,
    pages: layout.pages.slice(0, 1),
    title: l.comparison.title,
    dateLabel,
    images,
  };
}
