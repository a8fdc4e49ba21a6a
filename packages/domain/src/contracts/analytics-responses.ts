import { z } from 'zod';
import {
  ANALYSIS_MODES,
  CARD_KINDS,
  STAT_IDS,
  STAT_PERIODS,
  UPDATE_FREQUENCIES,
  ZOOM_PRESETS,
} from '../constants.js';
import { PRODUCT_TYPES, type ShareClass } from '../tenant/product-config.js';
import { DISTRIBUTION_POLICIES } from '../tenant/share-class-fields.js';
import { localizedTextSchema } from '../tenant/common.js';
import { productBenchmarkSchema } from './product-benchmarks.js';

// In a module of their own: the start-up calls (./api/site-calls.ts) need them without the rest of this one.
export * from './product-benchmarks.js';

/**
 * Response schemas of the analytics calls of seed 000 §7 (the query schemas are in analytics-queries.ts). Field
 * names are camelCase; `id_` is kept where the spec names it (benchmarks, assets). Every series response carries
 * `oldDataEndDate` (legacy data ends on this date, inclusive; the UI shades it #ececec).
 */

const modeIdSchema = /* @__PURE__ */ z.enum(ANALYSIS_MODES);
const frequencySchema = /* @__PURE__ */ z.enum(UPDATE_FREQUENCIES);
const dateSchema = /* @__PURE__ */ z.string();

export const marketEventResponseSchema = /* @__PURE__ */ z.object({
  name: localizedTextSchema,
  startDate: dateSchema,
  endDate: dateSchema.nullable(),
});

/** One analysis tab as the page needs it (never sent for a mode the caller may not open). */
export const modeDetailsSchema = /* @__PURE__ */ z.object({
  mode: modeIdSchema,
  updateFrequency: frequencySchema,
  tabmenuText: localizedTextSchema.nullable(),
  genericCardsToShow: z.array(z.enum(CARD_KINDS)),
  perfStats: z.array(z.enum(STAT_IDS)),
  zoomButtons: z.array(z.enum(ZOOM_PRESETS)),
  events: z.array(marketEventResponseSchema),
  allowLogScale: z.boolean(),
  defaultLogScale: z.boolean(),
  allowLiveComparison: z.boolean(),
  /** Benchmark ids offered on this tab; the first is the default. */
  benchmarks: z.array(z.string()),
  /** Names and weights of the components (cumulativeWeightedReturns card); empty when not weighted. */
  weightedComponents: z.array(
    z.object({ seriesId: z.string(), name: localizedTextSchema, weight: z.number() }),
  ),
});
export type ModeDetails = z.infer<typeof modeDetailsSchema>;

/** The product's share class as stored (`products/{id}.shareClass`, edited in the admin's share-class tab); fees as fractions. */
export const shareClassInfoSchema = /* @__PURE__ */ z.object({
  class: z.string(),
  currency: z.string(),
  inceptionDate: dateSchema,
  isin: z.string().nullable(),
  valor: z.string().nullable(),
  bloombergCode: z.string().nullable(),
  managementFee: z.number().nullable(),
  performanceFee: z.number().nullable(),
  /** null = not stated. */
  hedged: z.boolean().nullable(),
  distributionPolicy: z.enum(DISTRIBUTION_POLICIES).nullable(),
});
export type ShareClassInfo = z.infer<typeof shareClassInfoSchema>;

/** The reply's form of a stored share class: every field present, `null` where not given. */
export function shareClassInfoOf(sc: ShareClass): ShareClassInfo {
  return {
    class: sc.class,
    currency: sc.currency,
    inceptionDate: sc.inceptionDate,
    isin: sc.isin ?? null,
    valor: sc.valor ?? null,
    bloombergCode: sc.bloombergCode ?? null,
    managementFee: sc.managementFee ?? null,
    performanceFee: sc.performanceFee ?? null,
    hedged: sc.hedged ?? null,
    distributionPolicy: sc.distributionPolicy ?? null,
  };
}

/** A sibling share class (same `productShareClassRoot`) the caller may see: the page's share-class choice. */
export const shareClassChoiceSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  productName: z.string(),
  class: z.string().nullable(),
  currency: z.string(),
  isDefaultShareClass: z.boolean(),
});

/** GET /api/products/{id}/details?mode=&benchmark_symbol= */
export const productDetailsResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  productName: z.string(),
  productShortName: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  productColor: z.string(),
  colorScheme: z.array(z.string()),
  currency: z.string(),
  inceptionDate: dateSchema,
  isin: z.string().nullable(),
  oldDataEndDate: dateSchema.nullable(),
  lockedBehindLogin: z.boolean(),
  productShareClassRoot: z.string(),
  isDefaultShareClass: z.boolean(),
  shareClass: shareClassInfoSchema.nullable(),
  shareClasses: z.array(shareClassChoiceSchema),
  /** The requested mode (default live). */
  mode: modeIdSchema,
  /** The tabs the caller may open, in tab order (internal only for admins of the product). */
  modes: z.array(modeDetailsSchema),
  /** The requested `benchmark_symbol`, else the mode's default benchmark; null when the mode has none. */
  benchmark: productBenchmarkSchema.nullable(),
});
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

export const periodAvailabilitySchema = /* @__PURE__ */ z.discriminatedUnion('available', [
  z.object({
    period: z.enum(STAT_PERIODS),
    available: z.literal(true),
    startDate: dateSchema,
    endDate: dateSchema,
    nReturns: z.number().int().positive(),
  }),
  z.object({
    period: z.enum(STAT_PERIODS),
    available: z.literal(false),
    reason: z.enum(['noData', 'insufficientHistory', 'noReturns']),
  }),
]);
export type PeriodAvailability = z.infer<typeof periodAvailabilitySchema>;

/** GET /api/products/{id}/valid-dates?mode=&period_start_date=&period_end_date= */
export const validDatesResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  mode: modeIdSchema,
  seriesId: z.string(),
  frequency: frequencySchema,
  /** First and last price date of the whole series (null without prices). */
  dataStartDate: dateSchema.nullable(),
  dataEndDate: dateSchema.nullable(),
  /** First and last price date within the requested window (null when it holds no price). */
  firstDate: dateSchema.nullable(),
  lastDate: dateSchema.nullable(),
  count: z.number().int().nonnegative(),
  /** Statistics periods (METRICS.md §2) measured back from `lastDate`, with why a period is not available. */
  periods: z.array(periodAvailabilitySchema),
  /**
   * The mode's zoom buttons on the window's dates (seed 001 §5): start date, and whether shown (hidden when it
   * would start on or before the data start; ytd also when the last price is more than two months old).
   */
  zoomPresets: z.array(
    z.object({
      preset: z.enum(ZOOM_PRESETS),
      startDate: dateSchema,
      visible: z.boolean(),
      hiddenReason: z.enum(['startsBeforeData', 'staleData']).nullable(),
    }),
  ),
  oldDataEndDate: dateSchema.nullable(),
  version: z.number().int().nonnegative(),
});
export type ValidDatesResponse = z.infer<typeof validDatesResponseSchema>;

/** GET /api/products/{id}/benchmark-prices?benchmark_symbol= : the benchmark's series, columnar. */
export const benchmarkPricesResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  benchmarkId: z.string(),
  seriesId: z.string(),
  currency: z.string(),
  frequency: frequencySchema,
  oldDataEndDate: dateSchema.nullable(),
  version: z.number().int().nonnegative(),
  dates: z.array(dateSchema),
  prices: z.array(z.number()),
  /**
   * Distribution-adjusted prices (the basis of every return), aligned with `dates`; `null` when they equal
   * `prices` at every date (no distribution ever adjusted the series), so the body carries one column, not two.
   */
  adjustedPrices: z.array(z.number()).nullable(),
});
export type BenchmarkPricesResponse = z.infer<typeof benchmarkPricesResponseSchema>;

/** GET /api/products/{id}/last-live-price?mode=&latest_date= : the last price on or before `latest_date`. */
export const lastLivePriceResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  mode: modeIdSchema,
  seriesId: z.string(),
  currency: z.string(),
  /** null when the series has no price on or before `latest_date`. */
  date: dateSchema.nullable(),
  price: z.number().nullable(),
  adjustedPrice: z.number().nullable(),
  previousDate: dateSchema.nullable(),
  previousPrice: z.number().nullable(),
  /** `price / previousPrice - 1`, null without a previous price. */
  change: z.number().nullable(),
  oldDataEndDate: dateSchema.nullable(),
  version: z.number().int().nonnegative(),
});
export type LastLivePriceResponse = z.infer<typeof lastLivePriceResponseSchema>;

/** One entry of GET /api/assets: the client groups the list by `group`. */
export const assetSchema = /* @__PURE__ */ z.object({
  id_: z.string(),
  /** Product type (fund, certificate, ...) or 'benchmark'. */
  group: z.union([z.enum(PRODUCT_TYPES), z.literal('benchmark')]),
  /** Products have one name in every language; benchmarks are named per language. */
  name: localizedTextSchema,
  currency: z.string(),
  /** Products: the modes the caller may open. Benchmarks: the modes of visible products that offer them. */
  modes: z.array(modeIdSchema),
  /** A guest asking for a `lockedBehindLogin` product: listed, its data needs sign-in. */
  locked: z.boolean(),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetsResponseSchema = /* @__PURE__ */ z.array(assetSchema);
export type AssetsResponse = z.infer<typeof assetsResponseSchema>;

/** GET /api/benchmarks/{id} */
export const benchmarkResponseSchema = /* @__PURE__ */ z.object({
  id_: z.string(),
  name: localizedTextSchema,
  currency: z.string(),
  updateFrequency: frequencySchema,
});
export type BenchmarkResponse = z.infer<typeof benchmarkResponseSchema>;
/** GET /api/benchmarks/?benchmark_ids=a,b (all when absent; unknown ids are left out). */
export const benchmarksResponseSchema = /* @__PURE__ */ z.array(benchmarkResponseSchema);
export type BenchmarksResponse = z.infer<typeof benchmarksResponseSchema>;

/** POST /api/users/remove-follower */
export const removeFollowerResponseSchema = /* @__PURE__ */ z.object({
  followerUid: z.string(),
  productId: z.string(),
  /** Entries removed from `followingProducts` (0 when the user did not follow the product). */
  removed: z.number().int().nonnegative(),
});
export type RemoveFollowerResponse = z.infer<typeof removeFollowerResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Statistics and series (Phase B): shapes of the engine's outputs (packages/domain/src/analytics), JSON-ready.

/**
 * Conventions of every statistic- or series-carrying response (METRICS.md "Product-level rules"), exactly the
 * engine's `AnalyticsConventions`: simple returns, `scale` periods per year, constant annual risk-free rate,
 * historical type-7 VaR, the price column read, and fund/benchmark aligned on common dates.
 */
export const analyticsConventionsSchema = /* @__PURE__ */ z.object({
  returnMethod: z.literal('simple'),
  scale: z.number().int().positive(),
  riskFreeAnnual: z.number(),
  varMethod: z.literal('historical-type7'),
  priceField: z.enum(['price', 'adjusted']),
  benchmarkAlignment: z.literal('common-dates'),
  pairScale: z.number().int().positive(),
  /** The dated risk-free series used (its id and last fixing); `null` when the constant `riskFreeAnnual` is. */
  riskFreeSeries: z.object({ id: z.string(), lastDate: dateSchema }).nullable(),
});

const unavailableReasonSchema = /* @__PURE__ */ z.enum(['noData', 'insufficientHistory', 'noReturns']);

/** The window a response was computed on: its first (anchor) and last price, or why there is none. */
export const analyticsWindowSchema = /* @__PURE__ */ z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    startDate: dateSchema,
    endDate: dateSchema,
    nReturns: z.number().int().positive(),
  }),
  z.object({ available: z.literal(false), reason: unavailableReasonSchema }),
]);
export type AnalyticsWindow = z.infer<typeof analyticsWindowSchema>;

/** Fields every analytics response starts with. */
const analyticsBase = {
  productId: z.string(),
  mode: modeIdSchema,
  /** The benchmark compared against (`benchmark_symbol`), null without one. */
  benchmarkId: z.string().nullable(),
  currency: z.string(),
  frequency: frequencySchema,
  /** Legacy data ends on this date (inclusive): the UI shades `date <= oldDataEndDate` #ececec. */
  oldDataEndDate: dateSchema.nullable(),
  conventions: analyticsConventionsSchema,
  window: analyticsWindowSchema,
};

/** A chart series as parallel columns (resampled for long ranges: each point is an exact point of the series). */
export const chartSeriesSchema = /* @__PURE__ */ z.object({
  dates: z.array(dateSchema),
  values: z.array(z.number()),
  oldDataEndDate: dateSchema.nullable(),
});

/** A rolling one-year metric: `null` where undefined (e.g. zero volatility); no point in the first year. */
export const rollingSeriesSchema = /* @__PURE__ */ z.object({
  dates: z.array(dateSchema),
  values: z.array(z.number().nullable()),
  oldDataEndDate: dateSchema.nullable(),
});
export type RollingSeriesResponse = z.infer<typeof rollingSeriesSchema>;

export const nullReasonSchema = /* @__PURE__ */ z.enum([
  'noData',
  'insufficientHistory',
  'noReturns',
  'benchmarkRequired',
  'tooFewReturns',
  'undefined',
  'riskFreeRateMissing',
]);

/** One statistic of one period; `value: null` (shown "n/a") always comes with its reason. */
export const statisticCellSchema = /* @__PURE__ */ z.object({
  period: z.enum(STAT_PERIODS),
  startDate: dateSchema.nullable(),
  endDate: dateSchema.nullable(),
  nReturns: z.number().int().nonnegative(),
  statId: z.enum(STAT_IDS),
  value: z.number().nullable(),
  nullReason: nullReasonSchema.optional(),
});

/** A period's window on the fund's own series and on the fund/benchmark pair (null without benchmark). */
export const statisticsPeriodSchema = /* @__PURE__ */ z.object({
  period: z.enum(STAT_PERIODS),
  fund: periodAvailabilitySchema,
  aligned: periodAvailabilitySchema.nullable(),
});

/**
 * GET /api/products/{id}/performance-data (and weighted-performance-data): the statistics table for the requested
 * periods (default `max`) and statistics (default all 29), on the window `period_start_date..period_end_date`
 * (periods measured back from its last price). Cells are period-major, in the requested order.
 */
export const performanceDataResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  periods: z.array(statisticsPeriodSchema),
  cells: z.array(statisticCellSchema),
});
export type PerformanceDataResponse = z.infer<typeof performanceDataResponseSchema>;

/** GET /api/products/{id}/weighted-performance-data: the table of the weighted portfolio (see cumulative-weighted-returns). */
export const weightedPerformanceDataResponseSchema = /* @__PURE__ */ performanceDataResponseSchema.extend({
  components: z.array(z.object({ seriesId: z.string(), name: localizedTextSchema, weight: z.number() })),
});
export type WeightedPerformanceDataResponse = z.infer<typeof weightedPerformanceDataResponseSchema>;

/** A factsheet / last-returns line: the return of fund and benchmark over one statistics period. */
export const periodReturnSchema = /* @__PURE__ */ z.object({
  period: z.enum(STAT_PERIODS),
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
  startDate: dateSchema.nullable(),
  endDate: dateSchema.nullable(),
  nReturns: z.number().int().nonnegative(),
  /** Whether `fund` and `benchmark` are annualized returns rather than cumulative ones. */
  annualized: z.boolean(),
  fund: z.number().nullable(),
  benchmark: z.number().nullable(),
});

/** GET /api/products/{id}/last-cumulative-returns?period=: the fund's cumulative return over one period. */
export const lastCumulativeReturnsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  period: z.enum(STAT_PERIODS),
  result: periodReturnSchema,
});
export type LastCumulativeReturnsResponse = z.infer<typeof lastCumulativeReturnsResponseSchema>;

/** GET /api/products/{id}/cumulative-return-periods-factsheet: every period's return, fund and benchmark. */
export const factsheetPeriodsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  annualizePeriodsBiggerThanOneYear: z.boolean(),
  periods: z.array(periodReturnSchema),
});
export type FactsheetPeriodsResponse = z.infer<typeof factsheetPeriodsResponseSchema>;

/**
 * GET /api/products/{id}/cumulative-returns: `W_k - 1` rebased at the window start (or the wealth index
 * `initialValue * W_k` when `initial_value` is given), fund and benchmark (same calendar window, own prices).
 */
export const cumulativeReturnsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  initialValue: z.number().nullable(),
  /** At most this many points per series when resampled (`with_resample`), else null. */
  maxPoints: z.number().int().positive().nullable(),
  fund: chartSeriesSchema,
  benchmark: chartSeriesSchema.nullable(),
});
export type CumulativeReturnsResponse = z.infer<typeof cumulativeReturnsResponseSchema>;

export const yearlyReturnRowSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  lastDate: dateSchema,
  value: z.number(),
});
export const monthlyReturnRowSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  lastDate: dateSchema,
  value: z.number(),
});

/** GET /api/products/{id}/yearly-cumulative-returns: calendar-year returns (first and last year may be partial). */
export const yearlyReturnsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  fund: z.array(yearlyReturnRowSchema),
  benchmark: z.array(yearlyReturnRowSchema).nullable(),
});
export type YearlyReturnsResponse = z.infer<typeof yearlyReturnsResponseSchema>;

/** GET /api/products/{id}/monthly-cumulative-returns: calendar-month returns (METRICS.md §3). */
export const monthlyReturnsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  fund: z.array(monthlyReturnRowSchema),
  benchmark: z.array(monthlyReturnRowSchema).nullable(),
});
export type MonthlyReturnsResponse = z.infer<typeof monthlyReturnsResponseSchema>;

export const drawdownEpisodeSchema = /* @__PURE__ */ z.object({
  peakDate: dateSchema,
  startDate: dateSchema,
  troughDate: dateSchema,
  recoveryDate: dateSchema.nullable(),
  depth: z.number(),
  length: z.number().int(),
  toTrough: z.number().int(),
  recovery: z.number().int().nullable(),
});

/** GET /api/products/{id}/drawdowns: drawdown series (<= 0) and the 10 deepest episodes, deepest first. */
export const drawdownsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  maxPoints: z.number().int().positive().nullable(),
  fund: chartSeriesSchema,
  benchmark: chartSeriesSchema.nullable(),
  episodes: z.object({
    fund: z.array(drawdownEpisodeSchema),
    benchmark: z.array(drawdownEpisodeSchema).nullable(),
  }),
});
export type DrawdownsResponse = z.infer<typeof drawdownsResponseSchema>;

/** GET /api/products/{id}/outperformance: `W_fund / W_benchmark - 1` on common dates; null without a benchmark. */
export const outperformanceResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  maxPoints: z.number().int().positive().nullable(),
  outperformance: chartSeriesSchema.nullable(),
});
export type OutperformanceResponse = z.infer<typeof outperformanceResponseSchema>;

/**
 * GET /api/products/{id}/volatility, /risk-adjusted: the rolling one-year annualized volatility, resp. Sharpe
 * ratio (rf = 0), over `rollingWindow` (= scale) returns, of the fund and of the benchmark on its own calendar.
 */
export const rollingResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  metric: z.enum(['rollingAnnualizedVolatility', 'rollingSharpeRatio']),
  rollingWindow: z.number().int().positive(),
  maxPoints: z.number().int().positive().nullable(),
  fund: rollingSeriesSchema,
  benchmark: rollingSeriesSchema.nullable(),
});
export type RollingResponse = z.infer<typeof rollingResponseSchema>;

/** GET /api/products/{id}/beta: rolling one-year OLS beta (rf = 0) on common dates; null without a benchmark. */
export const betaResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  rollingWindow: z.number().int().positive(),
  maxPoints: z.number().int().positive().nullable(),
  beta: rollingSeriesSchema.nullable(),
});
export type BetaResponse = z.infer<typeof betaResponseSchema>;

/** GET /api/products/{id}/returns: the return profile (histogram of the window's calendar-month returns). */
export const returnProfileResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  basis: z.literal('monthly'),
  binWidth: z.number().positive(),
  bins: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      fund: z.number().int(),
      benchmark: z.number().int().nullable(),
    }),
  ),
  fundCount: z.number().int().nonnegative(),
  benchmarkCount: z.number().int().nonnegative().nullable(),
});
export type ReturnProfileResponse = z.infer<typeof returnProfileResponseSchema>;

/**
 * GET /api/products/{id}/cumulative-weighted-returns: constant mix rebalanced to the mode's weights at every date
 * (`weightedReturns` in the engine): the total cumulative return and each component's additive contribution.
 */
export const weightedReturnsResponseSchema = /* @__PURE__ */ z.object({
  ...analyticsBase,
  maxPoints: z.number().int().positive().nullable(),
  dates: z.array(dateSchema),
  total: z.array(z.number()),
  components: z.array(
    z.object({
      seriesId: z.string(),
      name: localizedTextSchema,
      weight: z.number(),
      contribution: z.array(z.number()),
    }),
  ),
});
export type WeightedReturnsResponse = z.infer<typeof weightedReturnsResponseSchema>;
