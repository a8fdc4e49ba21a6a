import { z } from 'zod';
import { ANALYSIS_MODES, LANGUAGES, LIMITS, STAT_IDS, STAT_PERIODS } from '../constants.js';
import { dateBoundIssue } from '../schemas/date-bounds.js';
import { csvListParam, isoDateParam } from './http.js';
import { readerLang } from './reader.js';

// The start-up calls (./api/site-calls.ts) take it from ./reader.ts without this module's schemas.
export { readerOnlyQuerySchema } from './reader.js';

/**
 * Query schemas of the analytics calls of seed 000 §7 (snake_case, as sent by the web client). Responses are
 * defined next to the engine's output types. Unknown parameters are rejected so a typo is a 400, not a silent
 * default.
 */

/** `true`/`false` in a query string (absent = the given default). */
const boolParam = (defaultValue: boolean) =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? defaultValue : v === 'true'));

export const modeParam = /* @__PURE__ */ z.enum(ANALYSIS_MODES).default('live');

const periodDates = {
  period_start_date: isoDateParam.optional(),
  period_end_date: isoDateParam.optional(),
};

/** The period's end lies `LIMITS.periodMinDaysApart` days or more after its start: the rule the page checks too. */
export const checkDateOrder = (q: {
  period_start_date?: string | undefined;
  period_end_date?: string | undefined;
}) =>
  !q.period_start_date ||
  !q.period_end_date ||
  dateBoundIssue(q.period_end_date, q.period_start_date, 'after', LIMITS.periodMinDaysApart) === null;
export const dateOrderIssue = {
  message: 'period_start_date must not be after period_end_date',
  path: ['period_start_date'],
};

export const detailsQuerySchema = /* @__PURE__ */ z.strictObject({
  ...readerLang,
  mode: modeParam,
  benchmark_symbol: z.string().min(1).optional(),
});

export const validDatesQuerySchema = /* @__PURE__ */ z
  .strictObject({ ...readerLang, mode: modeParam, ...periodDates })
  .refine(checkDateOrder, dateOrderIssue);

export const lastCumulativeReturnsQuerySchema = /* @__PURE__ */ z.strictObject({
  ...readerLang,
  mode: modeParam,
  period: z.enum(STAT_PERIODS).default('max'),
});

/** The common shape of the series calls: a period window, a mode and an optional benchmark. */
export const seriesQuerySchema = /* @__PURE__ */ z
  .strictObject({
    ...readerLang,
    mode: modeParam,
    benchmark_symbol: z.string().min(1).optional(),
    ...periodDates,
  })
  .refine(checkDateOrder, dateOrderIssue);

export const performanceDataQuerySchema = /* @__PURE__ */ z
  .strictObject({
    ...readerLang,
    mode: modeParam,
    benchmark_symbol: z.string().min(1).optional(),
    ...periodDates,
    /** Statistics periods; the plain statistics call always asks for `max` (seed 000 §7). */
    periods: csvListParam.pipe(z.array(z.enum(STAT_PERIODS))).optional(),
    stat_ids: csvListParam.pipe(z.array(z.enum(STAT_IDS))).optional(),
    /** Constant annual risk-free rate as a decimal (0.02 = 2 %); default 0. */
    risk_free_rate: z.coerce.number().min(-0.5).max(1).optional(),
  })
  .refine(checkDateOrder, dateOrderIssue);

export const cumulativeReturnsQuerySchema = /* @__PURE__ */ z
  .strictObject({
    ...readerLang,
    mode: modeParam,
    benchmark_symbol: z.string().min(1).optional(),
    ...periodDates,
    initial_value: z.coerce.number().positive().optional(),
    /** Total-return line (default, the portal's rule) or, with `false`, the price-only line. */
    adjusted: boolParam(true),
    with_resample: boolParam(true),
  })
  .refine(checkDateOrder, dateOrderIssue);

export const factsheetPeriodsQuerySchema = /* @__PURE__ */ z
  .strictObject({
    ...readerLang,
    mode: modeParam,
    benchmark_symbol: z.string().min(1).optional(),
    ...periodDates,
    annualize_periods_bigger_than_one_year: boolParam(false),
  })
  .refine(checkDateOrder, dateOrderIssue);

export const benchmarkPricesQuerySchema = /* @__PURE__ */ z.strictObject({
  ...readerLang,
  benchmark_symbol: z.string().min(1),
});

export const allocationQuerySchema = /* @__PURE__ */ z.strictObject({
  latest_date: isoDateParam.optional(),
  lang: z.enum(LANGUAGES).default('en'),
});

export const allocationOverTimeQuerySchema = /* @__PURE__ */ z
  .strictObject({ lang: z.enum(LANGUAGES).default('en'), ...periodDates })
  .refine(checkDateOrder, dateOrderIssue);

export const latestDateQuerySchema = /* @__PURE__ */ z.strictObject({
  ...readerLang,
  latest_date: isoDateParam.optional(),
});

/** A product read without parameters of its own: the reader's language only. */

export const lastLivePriceQuerySchema = /* @__PURE__ */ z.strictObject({
  ...readerLang,
  mode: modeParam,
  latest_date: isoDateParam.optional(),
});

export const benchmarksQuerySchema = /* @__PURE__ */ z.strictObject({
  benchmark_ids: csvListParam.pipe(z.array(z.string().min(1)).max(200)).optional(),
});

/**
 * POST /api/users/remove-follower (seed 000 §7): the follower by uid, or a self-registered follower by e-mail (seed
 * 000 §5 "requires exactly one user with the given e-mail"; §8 "not found, multiple found"). Exactly one of the two.
 */
export const removeFollowerBodySchema = /* @__PURE__ */ z
  .strictObject({
    uid: z.string().min(1),
    follower_uid: z.string().min(1).optional(),
    follower_email: z.email().max(320).optional(),
    product_id: z.string().min(1),
  })
  .refine((b) => (b.follower_uid === undefined) !== (b.follower_email === undefined), {
    message: 'give either follower_uid or follower_email',
    path: ['follower_uid'],
  });
