/**
 * Platform-wide constants from the specification (seed 000 §9, seed 001 §3, §5, §9).
 * One home for every literal list so schemas, UI and functions agree.
 */

export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Roles carried as `role:<name>` custom claims (seed 000 §4, §6). `guest` and `insight` are implicit. */
export const ROLE_CLAIM_PREFIX = 'role:';
/** Roles that may be granted by claim (guest and insight never are: they follow from being signed in). */
export const CLAIMABLE_ROLES = [
  'viewer',
  'employee',
  'admin',
  'superAdmin',
  'alvolaCHF',
  'lifeSciencesToolsAndServices',
] as const;
export const BUILT_IN_ROLES = ['guest', 'insight', ...CLAIMABLE_ROLES] as const;
/**
 * The custom claim that opens the development section (`/products-dev/...`, seed 001 §2: "visible only to users who
 * pass a dedicated authorisation check"; seed 000 §1 "a special authorisation"). Not a role: the seed names no such
 * role (§6), so it is a claim of its own, `devSection: true`, which the tenant's role editor neither shows nor
 * removes (role changes keep every claim that is not a `role:` claim). The platform operator grants it with the
 * Admin SDK (docs: packages/domain/src/tenant/README.md); it counts only for staff.
 */
export const DEV_SECTION_CLAIM = 'devSection';
export const STAFF_ROLES = ['employee', 'admin', 'superAdmin'] as const;
export const ADMIN_ROLES = ['admin', 'superAdmin'] as const;

export const ANALYSIS_MODES = ['live', 'historical', 'internal'] as const;
export type AnalysisModeId = (typeof ANALYSIS_MODES)[number];

export const UPDATE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'other'] as const;
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];

export const CARD_KINDS = [
  'cumulativeReturns',
  'performanceStats',
  'outperformance',
  'volatility',
  'drawdowns',
  'cumulativeWeightedReturns',
  'returnProfile',
  'beta',
  'riskAdjustedPerf',
  'yearlyCumulativeReturns',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The 29 performance statistics of seed 001 §3, in the spec's order. */
export const STAT_IDS = [
  'alpha',
  'annualizedReturn',
  'annualizedVolatility',
  'beta',
  'correlation',
  'cumulativeReturn',
  'informationRatio',
  'maximumDrawdown',
  'returnToVolatilityRatio',
  'sharpeRatio',
  'sortinoRatio',
  'calmarRatio',
  'omegaRatio',
  'skewness',
  'kurtosis',
  'trackingError',
  'treynorRatio',
  'm2RiskAdjustedPerfMonthly',
  'averageMonthlyReturns',
  'averagePositiveMonthlyReturns',
  'averageNegativeMonthlyReturns',
  'ratioOfPositiveMonthlyReturns',
  'ratioOfNegativeMonthlyReturns',
  'maxPositiveMonthlyReturn',
  'maxNegativeMonthlyReturn',
  'maxConsecutivePositiveMonthlyReturns',
  'maxConsecutiveNegativeMonthlyReturns',
  'valueAtRiskOnePercentOneMonth',
  'valueAtRiskFivePercentOneMonth',
] as const;
export type StatId = (typeof STAT_IDS)[number];

/** Zoom presets (seed 000 §9, seed 001 §9), shortest first. */
export const ZOOM_PRESETS = ['1m', '3m', '6m', 'ytd', '1y', '2y', '3y', '5y', '10y', 'max'] as const;
export type ZoomPreset = (typeof ZOOM_PRESETS)[number];
export const DEFAULT_ZOOM_BUTTONS: ZoomPreset[] = ['1m', '6m', 'ytd', '1y', '5y', 'max'];

/** Statistics periods (seed 000 §9). */
export const STAT_PERIODS = ['1m', '3m', '6m', '12m', '36m', '60m', 'ytd', 'max'] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

export const INVESTOR_TYPES = ['retail', 'professional', 'institutional'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const LOGIN_METHODS = ['emailPassword', 'google', 'microsoft'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const BRAND_COLORS = {
  primary: '#001b6c',
  success: '#28c76f',
  danger: '#ea5455',
  warning: '#ffba00',
  legacyData: '#ececec',
} as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const LIMITS = {
  networkRetries: 12,
  apiTimeoutMs: 60_000,
  startupSpinnerFallbackMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  accountDeletionNoticeMs: 4_000,
  imageHardLimitBytes: 30 * 1024 * 1024,
  imageWarnBytes: 10 * 1024 * 1024,
  invalidTokenStatus: 498,
  numberOfProductsToShow: 6,
  starredPagesKept: 10,
  /** Rows a multi-line text input shows by default (seed 000 §9 "default max 3 rows"). */
  textareaRows: 3,
  /**
   * Days an analysis period's end must lie after its start (seed 000 §5 "Date after or before a bound: inclusive when
   * 0 days apart, otherwise at least N days apart"): 0, a one-day window is a valid request (the API answers with
   * what the data allows, e.g. "not enough data").
   */
  periodMinDaysApart: 0,
  minimumAge: 18,
  twoFactorCodeDigits: 6,
  localeCookieDays: 365,
} as const;

export const DEFAULT_COUNTRY = 'CH';

/**
 * The icons a product, its key characteristics and its timeline entries may name (Tabler icon names, kebab-case).
 * A closed list: the web app draws exactly these (web/src/lib/product-icons.tsx), and `npm run tenants:check`
 * refuses a catalogue that names another.
 */
export const PRODUCT_ICON_NAMES = [
  'world',
  'chart-line',
  'chart-pie',
  'trending-up',
  'building-bank',
  'coin',
  'currency-frank',
  'currency-euro',
  'currency-dollar',
  'shield-check',
  'umbrella',
  'scale',
  'target',
  'leaf',
  'mountain',
  'rocket',
  'trophy',
  'award',
  'star',
  'cpu',
  'bulb',
  'bolt',
  'briefcase',
  'users',
  'heart-handshake',
  'clock',
  'calendar-event',
  'flag',
  'lock',
] as const;
export type ProductIconName = (typeof PRODUCT_ICON_NAMES)[number];
