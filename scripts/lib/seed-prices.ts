/**
 * Synthetic but realistic price series for the emulator seed: one series per benchmark and per product analysis
 * mode (`priceSeriesIdFor(product, mode)`). Deterministic: the same catalogue, profiles, model and `today` always
 * give the same prices, and re-seeding later in the same year leaves the prices of completed years unchanged (draws
 * are keyed by date from a fixed anchor). A live or internal series starts at the product's inception date (or a
 * profile's `start`: a legacy track record), a backtest ten years earlier; benchmarks cover every product.
 *
 * Model (daily log returns on a Mon–Fri calendar, no holidays; its parameters are data, shared by every tenant:
 * `emulator-data/price-model.json`):
 * - a common market factor drives every benchmark, each with its own asset-class drift, volatility and
 *   correlation to that factor, plus crisis/recovery regimes so the shaded market events look like events, bent so
 *   each calendar year ends near the broad market's approximate return for that year;
 * - a share-class family follows `beta × benchmark + alpha + idiosyncratic noise` (gross of fees);
 * - each share class subtracts its management fee and, when its currency differs from the family's default class,
 *   adds a hedged-FX carry with a little noise; a distributing class pays a yearly dividend, so its adjusted
 *   (total-return) price rises above its price;
 * - a product whose mode lists `weightedComponents` is built from those components (daily rebalanced), and its
 *   other modes follow that composite plus a small overlay;
 * - historical (backtest) modes are gross of fees.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  modesOf,
  primaryModeOf,
  priceSeriesIdFor,
  type AnalysisModeId,
  type Catalogue,
  type PricePoint,
  type PriceSeriesMeta,
  type ProductConfig,
  type UpdateFrequency,
} from '@portal/domain';
import { repoRoot } from './tenants.js';

const ASSET_CLASSES = ['equity', 'bonds', 'multiStrategy', 'realEstate'] as const;
type AssetClass = (typeof ASSET_CLASSES)[number];

const assetClassParamsSchema = z.strictObject({
  /** Expected annual growth of the price (log). */
  drift: z.number(),
  /** Annualised volatility (sqrt(252) convention, like the analytics). */
  vol: z.number().min(0),
  /** Correlation of the daily noise with the common market factor. */
  marketCorrelation: z.number().min(-1).max(1),
  /** Default beta of a fund of this class to its benchmark. */
  beta: z.number(),
  /** Share of the equity regime drift this class feels (bonds have their own regime numbers). */
  regimeSensitivity: z.number(),
});

/** `emulator-data/price-model.json`: the parameters of the model, the same for every tenant (README.md "Tenants"). */
const priceModelSchema = z.strictObject({
  note: z.string().optional(),
  assetClasses: z.record(z.enum(ASSET_CLASSES), assetClassParamsSchema),
  /**
   * Market regimes: extra annualised drift while they last (equity; other classes scaled by their sensitivity, bonds
   * their own figure) and a volatility multiplier. Crashes and recoveries roughly cancel out, so long-run returns
   * stay near the asset-class drift.
   */
  regimes: z.array(
    z.strictObject({
      from: isoDateSchema,
      to: isoDateSchema,
      equity: z.number(),
      bonds: z.number(),
      volMultiplier: z.number().positive(),
    }),
  ),
  /**
   * Calendar-year total returns (%) that benchmark paths are bent to, roughly those of the broad markets they stand
   * for (world equities in USD, Swiss franc bonds, Swiss real-estate funds), so a demo chart looks like the years
   * people remember. Pure noise around a drift easily gives a -20% 2019 or a +40% quarter. Years missing here (and
   * the running year) keep their drift.
   */
  yearlyReturnsPercent: z.partialRecord(
    z.enum(ASSET_CLASSES),
    z.record(z.string().regex(/^\d{4}$/), z.number().gt(-100)),
  ),
  /** How far one series' calendar year strays from the broad market's (standard deviation of the log return). */
  yearlyDispersion: z.record(z.enum(ASSET_CLASSES), z.number().min(0)),
  /** Annual short rates used as the carry of a currency-hedged share class, by currency. */
  hedgeCarry: z.record(z.string(), z.number()),
  /** The carry of a currency missing from `hedgeCarry`. */
  defaultHedgeCarry: z.number(),
  /** Annualised noise of a hedged class around its carry. */
  hedgeNoiseVol: z.number().min(0),
  /** Small overlay of a composite product on top of its components. */
  compositeOverlayVol: z.number().min(0),
  /** How far a backtest wanders from the live track record (annualised tracking error). */
  backtestTrackingVol: z.number().min(0),
  /** How far a backtest (historical mode) reaches before the product's inception, in years. */
  backtestYears: z.number().int().min(0),
});
export type PriceModel = z.infer<typeof priceModelSchema>;

let sharedModel: PriceModel | undefined;
/** The shared `emulator-data/price-model.json`, read and checked once. */
export function loadPriceModel(): PriceModel {
  sharedModel ??= priceModelSchema.parse(
    JSON.parse(readFileSync(join(repoRoot, 'emulator-data', 'price-model.json'), 'utf8')),
  );
  return sharedModel;
}

/** All draws start here, so a date's random numbers never depend on the first date of a series. */
const CALENDAR_ANCHOR = '2000-01-03';
/** Drift is spread over the calendar's business days; volatility follows the analytics' sqrt(252). */
const BUSINESS_DAYS_PER_YEAR = 261;
const VOL_DAYS_PER_YEAR = 252;
const DEFAULT_HISTORY_YEARS = 12;

// ---------------------------------------------------------------------------------------------------------------
// Profiles: what the catalogue does not say about a series (asset class, beta, start, dividends).

const familyProfileSchema = z
  .object({
    assetClass: z.enum(ASSET_CLASSES).optional(),
    /** Benchmark the family tracks; the first benchmark of the default class's main mode by default. */
    benchmark: idSchema.optional(),
    beta: z.number().min(-2).max(3).optional(),
    /** Annual excess drift; by default chosen so the family's drift matches its asset class. */
    alpha: z.number().min(-0.5).max(0.5).optional(),
    /** Annual idiosyncratic volatility; by default what brings the total to the asset-class volatility. */
    idioVol: z.number().min(0).max(1).optional(),
    initialPrice: z.number().positive().optional(),
  })
  .strict();

const productProfileSchema = z
  .object({
    /** First date of every series of the product (e.g. a long legacy track record). */
    start: isoDateSchema.optional(),
    initialPrice: z.number().positive().optional(),
    /** Yearly distribution as a share of the price, paid on the first business day from 15 March. */
    dividendYield: z.number().min(0).max(0.2).optional(),
  })
  .strict();

const benchmarkProfileSchema = z
  .object({
    assetClass: z.enum(ASSET_CLASSES),
    initialPrice: z.number().positive().optional(),
  })
  .strict();

/** `emulator-data/<tenant>/price-profiles.json`; every part optional (defaults come from the catalogue). */
export const priceProfilesSchema = z
  .object({
    benchmarks: z.record(idSchema, benchmarkProfileSchema).default({}),
    /** Keyed by `productShareClassRoot`. */
    families: z.record(idSchema, familyProfileSchema).default({}),
    products: z.record(idSchema, productProfileSchema).default({}),
    /**
     * Risk-free rate series (`saron`, `estr`, `sofr`) seeded with a SYNTHETIC history from the tenant's earliest
     * price to today (scripts/lib/seed-risk-free.ts, docs/risk-free.md); none by default.
     */
    riskFreeRates: z.array(idSchema).default([]),
  })
  .strict();
export type PriceProfiles = z.infer<typeof priceProfilesSchema>;

export interface SeedSeries {
  base: Pick<PriceSeriesMeta, 'seriesId' | 'kind' | 'ownerId' | 'frequency' | 'currency'>;
  points: PricePoint[];
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar and random numbers.

const DAY_MS = 86_400_000;
const toUtcMs = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (date: string): number => new Date(toUtcMs(date)).getUTCDay();

/** Mon–Fri dates from `from` to `to`, both inclusive when they are business days. */
export function businessDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = toUtcMs(from), end = toUtcMs(to); ms <= end; ms += DAY_MS) {
    const day = new Date(ms).getUTCDay();
    if (day !== 0 && day !== 6) out.push(fromUtcMs(ms));
  }
  return out;
}

/** First business day of the year `years` before `today`'s year: stable for a whole year of seeding. */
export function defaultSeriesStart(today: string, years = DEFAULT_HISTORY_YEARS): string {
  // 2 January rather than New Year's Day: no fund prices on 1 January, even without a holiday calendar.
  const year = Number(today.slice(0, 4)) - years;
  const first = businessDays(`${year}-01-02`, `${year}-01-08`)[0];
  if (!first) throw new Error('unreachable: every week has a business day');
  return first;
}

/** FNV-1a, 32 bits: turns a series key into a PRNG seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for synthetic prices. Uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` standard normal draws for `key` (Box–Muller on mulberry32). */
export function normals(key: string, n: number): Float64Array {
  const rand = mulberry32(hashString(key));
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 2) {
    const u1 = 1 - rand(); // (0, 1]: log(0) is impossible
    const u2 = rand();
    const r = Math.sqrt(-2 * Math.log(u1));
    out[i] = r * Math.cos(2 * Math.PI * u2);
    if (i + 1 < n) out[i + 1] = r * Math.sin(2 * Math.PI * u2);
  }
  return out;
}

/** Indices of the dates kept for a frequency: every day, Fridays, or the last business day of each period. */
export function sampleIndices(dates: readonly string[], frequency: UpdateFrequency): number[] {
  if (frequency === 'daily') return dates.map((_, i) => i);
  if (frequency === 'weekly') return dates.flatMap((d, i) => (weekday(d) === 5 ? [i] : []));
  // 'other' has no fixed schedule: month ends are a sensible stand-in.
  const periodOf = (d: string): string => {
    const month = Number(d.slice(5, 7));
    if (frequency === 'quarterly') return `${d.slice(0, 4)}Q${Math.ceil(month / 3)}`;
    if (frequency === 'yearly') return d.slice(0, 4);
    return d.slice(0, 7);
  };
  const out: number[] = [];
  dates.forEach((d, i) => {
    const next = dates[i + 1];
    // The last date of the calendar may sit mid-period: only completed periods count.
    if (next !== undefined && periodOf(next) !== periodOf(d)) out.push(i);
    else if (next === undefined && isLastBusinessDayOfPeriod(d, periodOf)) out.push(i);
  });
  return out;
}

function isLastBusinessDayOfPeriod(date: string, periodOf: (d: string) => string): boolean {
  let ms = toUtcMs(date) + DAY_MS;
  while ([0, 6].includes(new Date(ms).getUTCDay())) ms += DAY_MS;
  return periodOf(fromUtcMs(ms)) !== periodOf(date);
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

// ---------------------------------------------------------------------------------------------------------------
// Paths.

interface Calendar {
  dates: string[];
}

/** Daily log returns on the calendar (index 0 is the anchor; its return is unused). */
type Returns = Float64Array;

function regimeArrays(
  cal: Calendar,
  model: PriceModel,
): {
  equity: Float64Array;
  bonds: Float64Array;
  volMultiplier: Float64Array;
} {
  const n = cal.dates.length;
  const equity = new Float64Array(n);
  const bonds = new Float64Array(n);
  const volMultiplier = new Float64Array(n).fill(1);
  cal.dates.forEach((d, i) => {
    for (const r of model.regimes) {
      if (d >= r.from && d <= r.to) {
        equity[i] = r.equity;
        bonds[i] = r.bonds;
        volMultiplier[i] = r.volMultiplier;
      }
    }
  });
  return { equity, bonds, volMultiplier };
}

/** Returns of an asset-class factor: drift + vol × (ρ·market + √(1−ρ²)·own) + regime drift. */
function factorReturns(
  cal: Calendar,
  key: string,
  assetClass: AssetClass,
  market: Float64Array,
  regimes: ReturnType<typeof regimeArrays>,
  model: PriceModel,
): Returns {
  const p = model.assetClasses[assetClass];
  const own = normals(key, cal.dates.length);
  const rho = p.marketCorrelation;
  const ownWeight = Math.sqrt(Math.max(0, 1 - rho * rho));
  const dailyVol = p.vol / Math.sqrt(VOL_DAYS_PER_YEAR);
  const out = new Float64Array(cal.dates.length);
  for (let i = 1; i < out.length; i++) {
    const regime =
      assetClass === 'bonds' ? (regimes.bonds[i] ?? 0) : (regimes.equity[i] ?? 0) * p.regimeSensitivity;
    const shock = rho * (market[i] ?? 0) + ownWeight * (own[i] ?? 0);
    out[i] = (p.drift + regime) / BUSINESS_DAYS_PER_YEAR + dailyVol * (regimes.volMultiplier[i] ?? 1) * shock;
  }
  bendToYearlyReturns(cal, out, assetClass, key, model);
  return out;
}

/**
 * Shifts every day of a calendar year by the same amount so the year's total matches its target (a Brownian bridge
 * on the yearly endpoints): daily noise, crashes and rebounds inside the year keep their shape. The running year is
 * bent to the plain drift, pro rata, so the last weeks before `today` do not carry an accidental +20%.
 */
function bendToYearlyReturns(
  cal: Calendar,
  returns: Returns,
  assetClass: AssetClass,
  key: string,
  model: PriceModel,
): void {
  const targets = model.yearlyReturnsPercent[assetClass];
  if (!targets) return;
  // Each series misses the broad market's year by its own deviation (a Swiss index is not the world index).
  const firstYear = Number(CALENDAR_ANCHOR.slice(0, 4));
  const deviations = normals(`years:${key}`, 200);
  const deviation = (year: number) =>
    model.yearlyDispersion[assetClass] * (deviations[year - firstYear] ?? 0);
  const lastYear = Number((cal.dates.at(-1) ?? CALENDAR_ANCHOR).slice(0, 4));
  let i = 1;
  while (i < cal.dates.length) {
    const year = Number((cal.dates[i] ?? '').slice(0, 4));
    let end = i;
    let sum = 0;
    while (end < cal.dates.length && (cal.dates[end] ?? '').startsWith(String(year)))
      sum += returns[end++] ?? 0;
    const days = end - i;
    const percent = targets[String(year)];
    const target =
      year === lastYear
        ? (model.assetClasses[assetClass].drift * days) / BUSINESS_DAYS_PER_YEAR
        : percent === undefined
          ? undefined
          : Math.log(1 + percent / 100) + deviation(year);
    if (target !== undefined) {
      const shift = (target - sum) / days;
      for (let j = i; j < end; j++) returns[j] = (returns[j] ?? 0) + shift;
    }
    i = end;
  }
}

/** Prices from `start` (value `initial`) to the calendar's end; `dividend(i)` is the share paid out on day i. */
function pricePath(
  returns: Returns,
  startIndex: number,
  initial: number,
  dividend?: (i: number) => number,
): { price: Float64Array; adjusted: Float64Array } {
  const n = returns.length;
  const price = new Float64Array(n);
  const adjusted = new Float64Array(n);
  price[startIndex] = initial;
  adjusted[startIndex] = initial;
  for (let i = startIndex + 1; i < n; i++) {
    const growth = Math.exp(returns[i] ?? 0);
    adjusted[i] = (adjusted[i - 1] ?? initial) * growth;
    price[i] = (price[i - 1] ?? initial) * growth * (1 - (dividend?.(i) ?? 0));
  }
  return { price, adjusted };
}

function toPoints(
  cal: Calendar,
  path: { price: Float64Array; adjusted: Float64Array },
  startIndex: number,
  frequency: UpdateFrequency,
  withAdjusted: boolean,
): PricePoint[] {
  const dates = cal.dates.slice(startIndex);
  return sampleIndices(dates, frequency).map((j) => {
    const i = j + startIndex;
    const price = round4(path.price[i] ?? Number.NaN);
    const adjusted = round4(path.adjusted[i] ?? Number.NaN);
    const point: PricePoint = { date: cal.dates[i] ?? '', price };
    if (withAdjusted && adjusted !== price) point.adjustedPrice = adjusted;
    return point;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue -> series.

export class SeedPriceError extends Error {}

interface FamilyPlan {
  root: string;
  members: ProductConfig[];
  base: ProductConfig;
  assetClass: AssetClass;
  benchmark: string | undefined;
  composite: { seriesId: string; weight: number }[] | undefined;
}

function planFamilies(catalogue: Catalogue, profiles: PriceProfiles): FamilyPlan[] {
  const benchmarkClass = (id: string | undefined): AssetClass | undefined =>
    id === undefined ? undefined : (profiles.benchmarks[id]?.assetClass ?? 'equity');
  const roots = [...new Set(catalogue.products.map((p) => p.productShareClassRoot))];
  return roots.map((root) => {
    const members = catalogue.products.filter((p) => p.productShareClassRoot === root);
    const base = members.find((p) => p.isDefaultShareClass) ?? members[0];
    if (!base) throw new SeedPriceError(`share-class root ${root} without products`);
    const profile = profiles.families[root] ?? {};
    const benchmark = profile.benchmark ?? primaryModeOf(base).benchmarks[0];
    const weighted = modesOf(base).find((m) => m.weightedComponents?.length)?.weightedComponents;
    return {
      root,
      members,
      base,
      assetClass: profile.assetClass ?? benchmarkClass(benchmark) ?? 'multiStrategy',
      benchmark,
      composite: weighted?.map((w) => ({ seriesId: w.seriesId, weight: w.weight })),
    };
  });
}

function checkProfiles(catalogue: Catalogue, profiles: PriceProfiles): void {
  const benchmarkIds = new Set(catalogue.benchmarks.map((b) => b.id));
  const roots = new Set(catalogue.products.map((p) => p.productShareClassRoot));
  const productIds = new Set(catalogue.products.map((p) => p.productId));
  const problems = [
    ...Object.keys(profiles.benchmarks)
      .filter((id) => !benchmarkIds.has(id))
      .map((id) => `benchmarks.${id}`),
    ...Object.keys(profiles.families)
      .filter((id) => !roots.has(id))
      .map((id) => `families.${id}`),
    ...Object.keys(profiles.products)
      .filter((id) => !productIds.has(id))
      .map((id) => `products.${id}`),
    ...Object.entries(profiles.families)
      .filter(([, f]) => f.benchmark !== undefined && !benchmarkIds.has(f.benchmark))
      .map(([root, f]) => `families.${root}.benchmark (${f.benchmark ?? ''})`),
  ];
  if (problems.length > 0) {
    throw new SeedPriceError(`price profiles name unknown ids: ${problems.join(', ')}`);
  }
}

/** Ex-dividend days: the first business day on or after 15 March of each year. */
function dividendDays(cal: Calendar): Set<number> {
  const days = new Set<number>();
  let year = '';
  cal.dates.forEach((d, i) => {
    if (d.slice(0, 4) !== year && d.slice(5) >= '03-15') {
      year = d.slice(0, 4);
      days.add(i);
    }
  });
  return days;
}

export interface GenerateOptions {
  /** Seeding day (UTC, YYYY-MM-DD): daily series end on it, or on the Friday before at a weekend. */
  today: string;
  profiles?: PriceProfiles;
  /** The model's parameters; by default `emulator-data/price-model.json`. */
  model?: PriceModel;
}

/** Every benchmark series, then every product mode series in catalogue order. */
export function generateSeedPrices(catalogue: Catalogue, options: GenerateOptions): SeedSeries[] {
  const profiles = options.profiles ?? priceProfilesSchema.parse({});
  const model = options.model ?? loadPriceModel();
  checkProfiles(catalogue, profiles);
  const defaultStart = defaultSeriesStart(options.today);
  /**
   * A mode's first price: the profile's `start` (a long legacy track record), else the product's inception date; a
   * backtest (historical mode) reaches the model's `backtestYears` further back. Never before the calendar anchor.
   */
  const seriesStart = (p: ProductConfig, mode: AnalysisModeId): string => {
    const explicit = profiles.products[p.productId]?.start;
    const base = explicit ?? p.inceptionDate;
    const start =
      mode === 'historical' && explicit === undefined
        ? `${Number(base.slice(0, 4)) - model.backtestYears}${base.slice(4)}`
        : base;
    return start < CALENDAR_ANCHOR ? CALENDAR_ANCHOR : start;
  };
  const starts = catalogue.products.flatMap((p) => modesOf(p).map((m) => seriesStart(p, m.mode)));
  const earliest = [defaultStart, ...starts].sort()[0] ?? defaultStart;
  if (earliest < CALENDAR_ANCHOR) throw new SeedPriceError(`series cannot start before ${CALENDAR_ANCHOR}`);

  const dates = businessDays(CALENDAR_ANCHOR, options.today);
  const cal: Calendar = { dates };
  const firstIndexOnOrAfter = (date: string): number => {
    const i = dates.findIndex((d) => d >= date);
    if (i < 0) throw new SeedPriceError(`start ${date} is after today (${options.today})`);
    return i;
  };
  const market = normals('market', dates.length);
  const regimes = regimeArrays(cal, model);

  // Benchmarks.
  const returnsOf = new Map<string, Returns>();
  const out: SeedSeries[] = [];
  const benchmarkStart = firstIndexOnOrAfter(earliest);
  for (const b of catalogue.benchmarks) {
    const profile = profiles.benchmarks[b.id];
    const r = factorReturns(
      cal,
      `benchmark:${b.id}`,
      profile?.assetClass ?? 'equity',
      market,
      regimes,
      model,
    );
    returnsOf.set(b.id, r);
    const path = pricePath(r, benchmarkStart, profile?.initialPrice ?? 100);
    out.push({
      base: {
        seriesId: b.id,
        kind: 'benchmark',
        ownerId: b.id,
        frequency: b.updateFrequency,
        currency: b.currency,
      },
      points: toPoints(cal, path, benchmarkStart, b.updateFrequency, false),
    });
  }

  // Families: plain ones first, composites after (their components must exist).
  const families = planFamilies(catalogue, profiles);
  const classReturns = new Map<string, Returns>();
  const familyGross = (f: FamilyPlan): Returns => {
    const n = dates.length;
    const gross = new Float64Array(n);
    const noise = normals(`family:${f.root}`, n);
    if (f.composite) {
      const parts = f.composite.map((c) => {
        const r = returnsOf.get(c.seriesId) ?? classReturns.get(c.seriesId);
        if (!r)
          throw new SeedPriceError(`${f.root}: component ${c.seriesId} is itself a composite or unknown`);
        return { r, weight: c.weight };
      });
      const overlay = model.compositeOverlayVol / Math.sqrt(VOL_DAYS_PER_YEAR);
      for (let i = 1; i < n; i++) {
        gross[i] =
          Math.log(parts.reduce((a, p) => a + p.weight * Math.exp(p.r[i] ?? 0), 0)) +
          overlay * (noise[i] ?? 0);
      }
      return gross;
    }
    const cls = model.assetClasses[f.assetClass];
    const profile = profiles.families[f.root] ?? {};
    const bench = f.benchmark === undefined ? undefined : returnsOf.get(f.benchmark);
    if (!bench) return factorReturns(cal, `family:${f.root}`, f.assetClass, market, regimes, model);
    const benchClass = model.assetClasses[profiles.benchmarks[f.benchmark ?? '']?.assetClass ?? 'equity'];
    const beta = profile.beta ?? cls.beta;
    // Defaults that land the family on its asset class's drift and volatility.
    const alpha = profile.alpha ?? cls.drift - beta * benchClass.drift;
    const idioVol =
      profile.idioVol ?? Math.sqrt(Math.max(cls.vol ** 2 - (beta * benchClass.vol) ** 2, 0.01 ** 2));
    const dailyIdio = idioVol / Math.sqrt(VOL_DAYS_PER_YEAR);
    for (let i = 1; i < n; i++) {
      gross[i] = alpha / BUSINESS_DAYS_PER_YEAR + beta * (bench[i] ?? 0) + dailyIdio * (noise[i] ?? 0);
    }
    return gross;
  };

  const grossOf = new Map<string, Returns>();
  for (const f of [...families.filter((x) => !x.composite), ...families.filter((x) => x.composite)]) {
    const gross = familyGross(f);
    grossOf.set(f.root, gross);
    for (const p of f.members) {
      const fee = p.shareClass?.managementFee ?? 0;
      const hedge =
        p.currency === f.base.currency
          ? undefined
          : normals(`fx:${f.base.currency}:${p.currency}`, dates.length);
      const carry =
        ((model.hedgeCarry[p.currency] ?? model.defaultHedgeCarry) -
          (model.hedgeCarry[f.base.currency] ?? model.defaultHedgeCarry)) /
        BUSINESS_DAYS_PER_YEAR;
      const hedgeVol = model.hedgeNoiseVol / Math.sqrt(VOL_DAYS_PER_YEAR);
      const r = new Float64Array(dates.length);
      for (let i = 1; i < r.length; i++) {
        r[i] =
          (gross[i] ?? 0) - fee / BUSINESS_DAYS_PER_YEAR + (hedge ? carry + hedgeVol * (hedge[i] ?? 0) : 0);
      }
      classReturns.set(p.productId, r);
    }
  }

  // One series per product mode.
  const exDays = dividendDays(cal);
  for (const p of catalogue.products) {
    const profile = profiles.products[p.productId] ?? {};
    const family = families.find((f) => f.root === p.productShareClassRoot);
    const initial =
      profile.initialPrice ?? (family ? profiles.families[family.root]?.initialPrice : undefined) ?? 100;
    const classR = classReturns.get(p.productId);
    if (!classR) throw new SeedPriceError(`no returns for ${p.productId}`);
    const yieldPerYear = profile.dividendYield ?? 0;
    const dividend = yieldPerYear > 0 ? (i: number) => (exDays.has(i) ? yieldPerYear : 0) : undefined;
    for (const mode of modesOf(p)) {
      const start = firstIndexOnOrAfter(seriesStart(p, mode.mode));
      const r = modeReturns(mode.mode, p, classR, mode.weightedComponents, returnsOf, classReturns, model);
      out.push({
        base: {
          seriesId: priceSeriesIdFor(p, mode.mode),
          kind: 'product',
          ownerId: p.productId,
          frequency: mode.updateFrequency,
          currency: p.currency,
        },
        points: toPoints(
          cal,
          pricePath(r, start, initial, dividend),
          start,
          mode.updateFrequency,
          dividend !== undefined,
        ),
      });
    }
  }
  return out;
}

function modeReturns(
  mode: AnalysisModeId,
  product: ProductConfig,
  classR: Returns,
  weighted: readonly { seriesId: string; weight: number }[] | undefined,
  benchmarkReturns: ReadonlyMap<string, Returns>,
  classReturns: ReadonlyMap<string, Returns>,
  model: PriceModel,
): Returns {
  if (weighted?.length) {
    // The mode that shows the weighted card is exactly its components, so the card and the series agree.
    const parts = weighted.map((w) => ({
      r: benchmarkReturns.get(w.seriesId) ?? classReturns.get(w.seriesId),
      w: w.weight,
    }));
    const out = new Float64Array(classR.length);
    for (let i = 1; i < out.length; i++) {
      out[i] = Math.log(parts.reduce((a, p) => a + p.w * Math.exp(p.r?.[i] ?? 0), 0));
    }
    return out;
  }
  if (mode === 'historical') {
    // Backtests are gross of fees and, being a model, drift a little away from the real track record.
    const fee = (product.shareClass?.managementFee ?? 0) / BUSINESS_DAYS_PER_YEAR;
    const tracking = normals(`backtest:${product.productId}`, classR.length);
    const trackingVol = model.backtestTrackingVol / Math.sqrt(VOL_DAYS_PER_YEAR);
    return classR.map((x, i) => (i === 0 ? 0 : x + fee + trackingVol * (tracking[i] ?? 0)));
  }
  return classR;
}
