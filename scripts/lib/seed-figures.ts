/**
 * Figures of the seeded data for the demo's overview components (issue 26 item 8: the demo tells one truth). A chart
 * component of `emulator-data/<tenant>/components.json` that names a `computed` figure gets its rows here, at seed
 * time, from the very prices and holdings the seed writes, with the domain's own functions: the calendar-year
 * returns the analysis page shows (`computeAnalysisSeries` on the adjusted prices of the product's first analysis
 * mode) and the allocations of the portfolio section (`allocationOn` on the latest holdings snapshot). A hand-typed
 * figure could only disagree with what the same page computes two cards further down.
 */
import {
  allocationOn,
  computeAnalysisSeries,
  holdingTermLabel,
  isWeightedType,
  primaryModeOf,
  priceSeriesIdFor,
  type AllocationDimension,
  type ComponentContent,
  type GenericComponentType,
  type HoldingSnapshot,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import type { SeedSeries } from './seed-prices.js';

/** What a seeded component may be computed from; chart components only. */
export const SEED_FIGURES = ['calendarYearReturns', 'currencyExposure', 'sectors', 'assetClasses'] as const;
type SeedFigure = (typeof SEED_FIGURES)[number];

const DIMENSION: Record<Exclude<SeedFigure, 'calendarYearReturns'>, AllocationDimension> = {
  currencyExposure: 'currency',
  sectors: 'sector',
  assetClasses: 'assetClass',
};

/**
 * How many completed calendar years the returns chart shows, and how many rows an allocation keeps at most (a pie or
 * donut, whose slices are shares of a whole, puts the rest into one "other" slice so it still adds up to 100 %).
 */
const CALENDAR_YEARS = 6;
const TOP_SLICES = 5;

/** The seeded data the figures come from: what `scripts/seed.ts` writes for the same catalogue and day. */
export interface SeedData {
  products: readonly ProductConfig[];
  series: readonly SeedSeries[];
  snapshots: readonly HoldingSnapshot[];
  today: string;
}

export class SeedFigureError extends Error {}

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** How each language writes a long date in a footnote ("31 October 2026"). */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', pt: 'pt-PT' };
const longDate = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The completed calendar years before `today` (at most {@link CALENDAR_YEARS}, the earliest one a full year too)
 * and their total returns in %, from the product's adjusted prices.
 */
function calendarYearRows(data: SeedData, product: ProductConfig, decimals: number) {
  const mode = primaryModeOf(product);
  const seriesId = priceSeriesIdFor(product, mode.mode);
  const points = data.series.find((s) => s.base.seriesId === seriesId)?.points ?? [];
  if (points.length < 2) throw new SeedFigureError(`no seeded prices for ${seriesId}`);
  const dates = points.map((p) => p.date);
  const fund = {
    dates,
    prices: points.map((p) => p.price),
    adjusted: points.map((p) => p.adjustedPrice ?? p.price),
  };
  const thisYear = Number(data.today.slice(0, 4));
  const firstYear = Number((dates[0] ?? data.today).slice(0, 4));
  return computeAnalysisSeries({ fund, frequency: mode.updateFrequency })
    .yearlyReturns.fund.filter((r) => r.year > firstYear && r.year < thisYear)
    .slice(-CALENDAR_YEARS)
    .map((r) => ({ key: String(r.year), value: round(r.value * 100, decimals) }));
}

/**
 * The largest groups of the latest holdings snapshot, weights in %, labelled in `lang` (currencies by code); for a
 * pie or donut, past {@link TOP_SLICES} the rest (and any group already called "other") is one "other" slice.
 */
function allocationRows(
  data: SeedData,
  product: ProductConfig,
  figure: Exclude<SeedFigure, 'calendarYearReturns'>,
  type: GenericComponentType,
  lang: Language,
  decimals: number,
) {
  const dimension = DIMENSION[figure];
  const allocation = allocationOn(
    {
      productId: product.productId,
      currency: product.currency,
      snapshots: data.snapshots.filter((s) => s.productId === product.productId),
      overrides: [],
    },
    dimension,
    undefined,
    lang,
  );
  if (!allocation) throw new SeedFigureError(`no seeded holdings for ${product.productId}`);
  const row = (key: string, weight: number) => ({ key, value: round(weight * 100, decimals) });
  const label = (s: { key: string; label: string }) => (dimension === 'currency' ? s.key : s.label);
  const slices = allocation.slices;
  if (!isWeightedType(type) || slices.length <= TOP_SLICES) {
    return { rows: slices.slice(0, TOP_SLICES).map((s) => row(label(s), s.weight)), asOf: allocation.date };
  }
  const kept = slices.filter((s) => s.key !== 'other').slice(0, TOP_SLICES - 1);
  const rest = slices.filter((s) => !kept.includes(s)).reduce((sum, s) => sum + s.weight, 0);
  const other = holdingTermLabel(dimension === 'currency' ? 'assetClass' : dimension, 'other', lang);
  return { rows: [...kept.map((s) => row(label(s), s.weight)), row(other, rest)], asOf: allocation.date };
}

/**
 * The content of a computed component in `lang`: the figure's rows, and `{date}` in the footnote replaced by the
 * date the figures stand at (the last holdings date, or the last price date), written out in that language.
 */
export function computedContent(
  data: SeedData,
  productId: string,
  figure: SeedFigure,
  type: GenericComponentType,
  lang: Language,
  decimals: number,
  content: ComponentContent,
): ComponentContent {
  const product = data.products.find((p) => p.productId === productId);
  if (!product) throw new SeedFigureError(`unknown product ${productId}`);
  const { rows, asOf } =
    figure === 'calendarYearReturns'
      ? {
          rows: calendarYearRows(data, product, decimals),
          asOf: `${Number(data.today.slice(0, 4)) - 1}-12-31`,
        }
      : allocationRows(data, product, figure, type, lang, decimals);
  return { ...content, rows, footnote: content.footnote.replace('{date}', longDate(asOf, lang)) };
}
