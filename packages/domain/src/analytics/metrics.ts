/**
 * Scalar performance metrics (METRICS.md §4), as small pure functions over plain arrays of simple returns.
 *
 * Every function reads the returns `r[from] .. r[to - 1]` (default: the whole array), so a caller can evaluate a
 * window of a longer array without copying it. Undefined results (0/0, x/0, too few observations, overflow) are
 * `null`, never `NaN`, `Infinity` or a fake 0. Sources: R PerformanceAnalytics 2.1.0 ("PA"); where PA and empyrical
 * differ, METRICS.md §6 decides.
 *
 * The statistics table does not call these one by one: it calls the two fused kernels {@link fundMoments} and
 * {@link relativeMoments} once per window, which these functions wrap, so there is one implementation of each formula.
 */

/** Simple returns, indexable (`number[]` or `Float64Array`). */
export type Returns = ArrayLike<number>;

/**
 * Per-period risk-free rate: a constant `rf_p = rf / scale`, or one rate per return aligned on the returns
 * (`rf[i]` for `r[i]`, METRICS.md "Risk-free rate from a series": `rf_p,i = y_i / scale`).
 */
export type RiskFreePerPeriod = number | Returns;

const rfAt = (rf: RiskFreePerPeriod, i: number): number => (typeof rf === 'number' ? rf : (rf[i] ?? NaN));

/** `x` if finite, else `null` (METRICS.md §4: every non-finite value maps to `null`). */
export const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Geometric annualization `(1 + c)^(scale / n) - 1` of a cumulative return `c` over `n` returns. */
export function annualizeCumulative(cumulative: number, n: number, scale: number): number | null {
  if (n < 1) return null;
  return finiteOrNull(Math.pow(1 + cumulative, scale / n) - 1);
}

/** Everything the fund-only statistics of one window need, from two passes over its returns. */
export interface FundMoments {
  n: number;
  mean: number;
  /** `prod(1 + r_i)`. */
  growth: number;
  /** `sum((r - mean)^k)` for k = 2, 3, 4. */
  s2: number;
  s3: number;
  s4: number;
  /** Largest drawdown, positive fraction (METRICS.md §4 `maximumDrawdown`). */
  maxDrawdown: number;
  /** `sum(max(r, 0))`, `sum(max(-r, 0))`, `sum(min(r, 0)^2)`. */
  gains: number;
  losses: number;
  downsideSquares: number;
}

/** Fused pass over `r[from..to)` for the fund-only statistics (`n = 0` gives an all-zero result). */
export function fundMoments(r: Returns, from = 0, to: number = r.length): FundMoments {
  const n = Math.max(0, to - from);
  let sum = 0;
  let wealth = 1;
  let peak = 1;
  let maxDrawdown = 0;
  let gains = 0;
  let losses = 0;
  let downsideSquares = 0;
  for (let i = from; i < to; i++) {
    const x = r[i] ?? NaN;
    sum += x;
    wealth *= 1 + x;
    if (wealth > peak) peak = wealth;
    else {
      const dd = 1 - wealth / peak;
      if (dd > maxDrawdown) maxDrawdown = dd;
    }
    if (x > 0) gains += x;
    else if (x < 0) {
      losses -= x;
      downsideSquares += x * x;
    }
  }
  const mean = n > 0 ? sum / n : NaN;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let i = from; i < to; i++) {
    const d = (r[i] ?? NaN) - mean;
    const d2 = d * d;
    s2 += d2;
    s3 += d2 * d;
    s4 += d2 * d2;
  }
  return { n, mean, growth: wealth, s2, s3, s4, maxDrawdown, gains, losses, downsideSquares };
}

/** Mean and centred square sum of the excess returns `x_i = r_i - rf_i` of a window (Sharpe with a rate series). */
export interface ExcessMoments {
  n: number;
  mean: number;
  /** `sum((x - mean(x))^2)`. */
  s2: number;
}

/** Two passes over `x_i = r_i - rf_i`, `i` in `[from, to)`. */
export function excessMoments(
  r: Returns,
  rf: RiskFreePerPeriod,
  from = 0,
  to: number = r.length,
): ExcessMoments {
  const n = Math.max(0, to - from);
  let sum = 0;
  for (let i = from; i < to; i++) sum += (r[i] ?? NaN) - rfAt(rf, i);
  const mean = n > 0 ? sum / n : NaN;
  let s2 = 0;
  for (let i = from; i < to; i++) {
    const d = (r[i] ?? NaN) - rfAt(rf, i) - mean;
    s2 += d * d;
  }
  return { n, mean, s2 };
}

/**
 * `cumulativeReturn = prod(1 + r_i) - 1` (= `P_e / P_s - 1`). PA `Return.cumulative(R, geometric = TRUE)`.
 * `null` for an empty window.
 */
export function cumulativeReturn(r: Returns, from = 0, to: number = r.length): number | null {
  const m = fundMoments(r, from, to);
  return m.n < 1 ? null : finiteOrNull(m.growth - 1);
}

/**
 * `annualizedReturn = (1 + cumulativeReturn)^(scale / n) - 1`: geometric, on the **count of returns** `n` (not
 * calendar days), also for windows shorter than a year. PA `Return.annualized(R, scale, geometric = TRUE)`.
 */
export function annualizedReturn(r: Returns, scale: number, from = 0, to: number = r.length): number | null {
  const m = fundMoments(r, from, to);
  return annualizeCumulative(m.growth - 1, m.n, scale);
}

/** Sample standard deviation `sqrt(sum((x - mean)^2) / (n - 1))`; `null` for `n < 2`. R `sd`. */
export function sampleStdDev(r: Returns, from = 0, to: number = r.length): number | null {
  const m = fundMoments(r, from, to);
  return m.n < 2 ? null : finiteOrNull(Math.sqrt(m.s2 / (m.n - 1)));
}

/** `annualizedVolatility = sd(r) * sqrt(scale)` (sample sd, `n - 1`). PA `StdDev.annualized(R, scale)`. */
export function annualizedVolatility(
  r: Returns,
  scale: number,
  from = 0,
  to: number = r.length,
): number | null {
  const sd = sampleStdDev(r, from, to);
  return sd === null ? null : finiteOrNull(sd * Math.sqrt(scale));
}

/**
 * `maximumDrawdown = max_k (1 - W_k / max_{j<=k} W_j)` with `W_0 = 1` (the window's start price counts as a peak),
 * `W_k = prod_{i<=k}(1 + r_i)`. Positive fraction; 0 if the window never falls; `null` if empty.
 * PA `maxDrawdown(R, geometric = TRUE)`.
 */
export function maximumDrawdown(r: Returns, from = 0, to: number = r.length): number | null {
  const m = fundMoments(r, from, to);
  return m.n < 1 ? null : finiteOrNull(m.maxDrawdown);
}

/** Moment skewness `m3 / m2^(3/2)`, `m_k = mean((r - mean)^k)` (divisor n); `n >= 2`. PA `skewness(method="moment")`. */
export function skewness(r: Returns, from = 0, to: number = r.length): number | null {
  return skewnessOf(fundMoments(r, from, to));
}

/** Excess moment kurtosis `m4 / m2^2 - 3` (divisor n); `n >= 2`. PA `kurtosis(method = "excess")`. */
export function kurtosis(r: Returns, from = 0, to: number = r.length): number | null {
  return kurtosisOf(fundMoments(r, from, to));
}

/**
 * Sharpe ratio, arithmetic annualization: `mean(x) / sd(x) * sqrt(scale)`, `x = r - rf_p`, `rf_p = rf / scale`
 * (a constant, or one rate per return: then `sd(x)` is the sd of the **excess** returns).
 * PA 2.1.0 `SharpeRatio(R, Rf = rf_p, FUN = "StdDev", annualize = TRUE, geometric = FALSE)`; `n >= 2`.
 */
export function sharpeRatio(
  r: Returns,
  scale: number,
  rfPerPeriod: RiskFreePerPeriod = 0,
  from = 0,
  to: number = r.length,
): number | null {
  return typeof rfPerPeriod === 'number'
    ? sharpeOf(fundMoments(r, from, to), scale, rfPerPeriod)
    : excessSharpeOf(excessMoments(r, rfPerPeriod, from, to), scale);
}

/**
 * Sortino ratio, MAR = 0, annualized: `mean(r) / DD * sqrt(scale)` with the downside deviation over **all** returns
 * `DD = sqrt(sum(min(r, 0)^2) / n)`. PA `SortinoRatio(R, MAR = 0)` (method "full") x `sqrt(scale)` = empyrical.
 */
export function sortinoRatio(r: Returns, scale: number, from = 0, to: number = r.length): number | null {
  return sortinoOf(fundMoments(r, from, to), scale);
}

/** `calmarRatio = annualizedReturn / maximumDrawdown` over the same window. PA `CalmarRatio(R, scale)`. */
export function calmarRatio(r: Returns, scale: number, from = 0, to: number = r.length): number | null {
  return calmarOf(fundMoments(r, from, to), scale);
}

/** Omega at threshold 0: `sum(max(r, 0)) / sum(max(-r, 0))`. PA `Omega(R, L = 0, method = "simple")`. */
export function omegaRatio(r: Returns, from = 0, to: number = r.length): number | null {
  return omegaOf(fundMoments(r, from, to));
}

/** @internal Statistic from precomputed moments (shared by the scalar functions and the table). */
export function annualizedReturnOf(m: FundMoments, scale: number): number | null {
  return annualizeCumulative(m.growth - 1, m.n, scale);
}
/** @internal */
export function volatilityOf(m: FundMoments, scale: number): number | null {
  return m.n < 2 ? null : finiteOrNull(Math.sqrt((m.s2 / (m.n - 1)) * scale));
}
/** @internal */
export function skewnessOf(m: FundMoments): number | null {
  if (m.n < 2) return null;
  const m2 = m.s2 / m.n;
  return finiteOrNull(m.s3 / m.n / Math.pow(m2, 1.5));
}
/** @internal */
export function kurtosisOf(m: FundMoments): number | null {
  if (m.n < 2) return null;
  const m2 = m.s2 / m.n;
  return finiteOrNull(m.s4 / m.n / (m2 * m2) - 3);
}
/** @internal */
export function sharpeOf(m: FundMoments, scale: number, rfPerPeriod: number): number | null {
  if (m.n < 2) return null;
  const sd = Math.sqrt(m.s2 / (m.n - 1));
  return finiteOrNull(((m.mean - rfPerPeriod) / sd) * Math.sqrt(scale));
}
/** @internal Sharpe ratio from the moments of the excess returns: `mean(x) / sd(x) * sqrt(scale)`. */
export function excessSharpeOf(e: ExcessMoments, scale: number): number | null {
  if (e.n < 2) return null;
  return finiteOrNull((e.mean / Math.sqrt(e.s2 / (e.n - 1))) * Math.sqrt(scale));
}
/** @internal */
export function returnToVolatilityOf(m: FundMoments, scale: number): number | null {
  const ret = annualizedReturnOf(m, scale);
  const vol = volatilityOf(m, scale);
  return ret === null || vol === null ? null : finiteOrNull(ret / vol);
}
/** @internal */
export function sortinoOf(m: FundMoments, scale: number): number | null {
  if (m.n < 1) return null;
  return finiteOrNull((m.mean / Math.sqrt(m.downsideSquares / m.n)) * Math.sqrt(scale));
}
/** @internal */
export function calmarOf(m: FundMoments, scale: number): number | null {
  const ret = annualizedReturnOf(m, scale);
  return ret === null || m.n < 1 ? null : finiteOrNull(ret / m.maxDrawdown);
}
/** @internal */
export function omegaOf(m: FundMoments): number | null {
  return m.n < 1 ? null : finiteOrNull(m.gains / m.losses);
}

/** What the benchmark-relative statistics of one window need (fund `r`, benchmark `b`, same dates). */
export interface RelativeMoments {
  n: number;
  meanR: number;
  meanB: number;
  growthR: number;
  growthB: number;
  /** `prod(1 + r_i - rf_p)` (Treynor's geometric excess return). */
  growthExcess: number;
  /** Centred sums: `sum((r-mr)^2)`, `sum((b-mb)^2)`, `sum((r-mr)(b-mb))`, `sum((d - md)^2)` with `d = r - b`. */
  srr: number;
  sbb: number;
  srb: number;
  sdd: number;
  /**
   * The excess returns `x = r - rf_p`, `y = b - rf_p` of the CAPM regression (beta, alpha, Treynor): their means and
   * centred sums `sum((x-mx)(y-my))`, `sum((y-my)^2)`. With a constant rate these are `meanR - rf_p`,
   * `meanB - rf_p`, `srb` and `sbb` exactly (the constant cancels); with a rate series they are summed.
   */
  meanX: number;
  meanY: number;
  sxy: number;
  syy: number;
}

/** Fused pass over the aligned returns `r[from..to)`, `b[from..to)` (a rate series adds one pass for `x`, `y`). */
export function relativeMoments(
  r: Returns,
  b: Returns,
  rfPerPeriod: RiskFreePerPeriod = 0,
  from = 0,
  to: number = r.length,
): RelativeMoments {
  const n = Math.max(0, to - from);
  let sumR = 0;
  let sumB = 0;
  let sumRf = 0;
  let growthR = 1;
  let growthB = 1;
  let growthExcess = 1;
  for (let i = from; i < to; i++) {
    const x = r[i] ?? NaN;
    const y = b[i] ?? NaN;
    const rf = rfAt(rfPerPeriod, i);
    sumR += x;
    sumB += y;
    sumRf += rf;
    growthR *= 1 + x;
    growthB *= 1 + y;
    growthExcess *= 1 + x - rf;
  }
  const meanR = n > 0 ? sumR / n : NaN;
  const meanB = n > 0 ? sumB / n : NaN;
  const meanD = meanR - meanB;
  let srr = 0;
  let sbb = 0;
  let srb = 0;
  let sdd = 0;
  for (let i = from; i < to; i++) {
    const dx = (r[i] ?? NaN) - meanR;
    const dy = (b[i] ?? NaN) - meanB;
    srr += dx * dx;
    sbb += dy * dy;
    srb += dx * dy;
    const dd = (r[i] ?? NaN) - (b[i] ?? NaN) - meanD;
    sdd += dd * dd;
  }
  const base = { n, meanR, meanB, growthR, growthB, growthExcess, srr, sbb, srb, sdd };
  if (typeof rfPerPeriod === 'number') {
    return { ...base, meanX: meanR - rfPerPeriod, meanY: meanB - rfPerPeriod, sxy: srb, syy: sbb };
  }
  const meanRf = n > 0 ? sumRf / n : NaN;
  const meanX = meanR - meanRf;
  const meanY = meanB - meanRf;
  let sxy = 0;
  let syy = 0;
  for (let i = from; i < to; i++) {
    const rf = rfPerPeriod[i] ?? NaN;
    const dx = (r[i] ?? NaN) - rf - meanX;
    const dy = (b[i] ?? NaN) - rf - meanY;
    sxy += dx * dy;
    syy += dy * dy;
  }
  return { ...base, meanX, meanY, sxy, syy };
}

/** Pearson correlation of `r` and `b`; `n >= 2`. R `cor()` (PA `table.CAPM` "Correlation"). */
export function correlation(r: Returns, b: Returns, from = 0, to: number = r.length): number | null {
  return correlationOf(relativeMoments(r, b, 0, from, to));
}

/**
 * OLS slope of `x = r - rf_p` on `y = b - rf_p`: `sum((x - mx)(y - my)) / sum((y - my)^2)` (a constant rf cancels
 * out); `n >= 2`. PA `CAPM.beta(Ra, Rb, Rf = rf_p)`.
 */
export function beta(r: Returns, b: Returns, from = 0, to: number = r.length): number | null {
  return betaOf(relativeMoments(r, b, 0, from, to));
}

/**
 * Alpha, the per-period intercept `a = mean(x) - beta * mean(y)` (`x = r - rf_p`, `y = b - rf_p`) annualized by
 * compounding: `(1 + a)^scale - 1`. PA `table.CAPM` "Annualized Alpha" (= empyrical `alpha`); `n >= 2`.
 */
export function alpha(
  r: Returns,
  b: Returns,
  scale: number,
  rfPerPeriod: RiskFreePerPeriod = 0,
  from = 0,
  to: number = r.length,
): number | null {
  return alphaOf(relativeMoments(r, b, rfPerPeriod, from, to), scale);
}

/** `trackingError = sd(r - b) * sqrt(scale)` (sample sd); `n >= 2`. PA `TrackingError(Ra, Rb, scale)`. */
export function trackingError(
  r: Returns,
  b: Returns,
  scale: number,
  from = 0,
  to: number = r.length,
): number | null {
  return trackingErrorOf(relativeMoments(r, b, 0, from, to), scale);
}

/**
 * `informationRatio = (annualizedReturn(r) - annualizedReturn(b)) / trackingError` (geometric active premium);
 * `n >= 2`. PA `InformationRatio(Ra, Rb, scale)`.
 */
export function informationRatio(
  r: Returns,
  b: Returns,
  scale: number,
  from = 0,
  to: number = r.length,
): number | null {
  return informationRatioOf(relativeMoments(r, b, 0, from, to), scale);
}

/**
 * `treynorRatio = ((prod(1 + x_i))^(scale / n) - 1) / beta`, `x = r - rf_p`: geometric annualization of the excess
 * returns over the rf-adjusted beta; `n >= 2`. PA `TreynorRatio(Ra, Rb, Rf = rf_p, scale)`.
 */
export function treynorRatio(
  r: Returns,
  b: Returns,
  scale: number,
  rfPerPeriod: RiskFreePerPeriod = 0,
  from = 0,
  to: number = r.length,
): number | null {
  return treynorOf(relativeMoments(r, b, rfPerPeriod, from, to), scale);
}

/** @internal */
export function correlationOf(m: RelativeMoments): number | null {
  return m.n < 2 ? null : finiteOrNull(m.srb / Math.sqrt(m.srr * m.sbb));
}
/** @internal Beta of the excess returns (= of the returns with a constant rate). */
export function betaOf(m: RelativeMoments): number | null {
  return m.n < 2 ? null : finiteOrNull(m.sxy / m.syy);
}
/** @internal */
export function alphaOf(m: RelativeMoments, scale: number): number | null {
  const b = betaOf(m);
  if (b === null) return null;
  const a = m.meanX - b * m.meanY;
  return finiteOrNull(Math.pow(1 + a, scale) - 1);
}
/** @internal */
export function trackingErrorOf(m: RelativeMoments, scale: number): number | null {
  return m.n < 2 ? null : finiteOrNull(Math.sqrt((m.sdd / (m.n - 1)) * scale));
}
/** @internal */
export function informationRatioOf(m: RelativeMoments, scale: number): number | null {
  const te = trackingErrorOf(m, scale);
  const ra = annualizeCumulative(m.growthR - 1, m.n, scale);
  const rb = annualizeCumulative(m.growthB - 1, m.n, scale);
  return te === null || ra === null || rb === null ? null : finiteOrNull((ra - rb) / te);
}
/** @internal */
export function treynorOf(m: RelativeMoments, scale: number): number | null {
  const b = betaOf(m);
  const ex = annualizeCumulative(m.growthExcess - 1, m.n, scale);
  return b === null || ex === null ? null : finiteOrNull(ex / b);
}

/**
 * M2 (Modigliani) on calendar-month returns `R_m` (fund) and `B_m` (benchmark) of the same months, `rf_m = rf / 12`:
 * `mean(R_m - rf_m) / sd(R_m - rf_m) * sd(B_m) + mean(rf_m)`. A **monthly** return, not annualized; `M >= 2`.
 * `riskFreeAnnual` is a constant annual rate, or one annual rate per month (the rate in effect at the month's
 * anchor price date, METRICS.md "Risk-free rate from a series"). PA `Modigliani(Rm, Bm, Rf = rf / 12)`, which adds
 * `mean(Rf)`.
 */
export function m2RiskAdjustedPerfMonthly(
  fundMonthly: Returns,
  benchmarkMonthly: Returns,
  riskFreeAnnual: RiskFreePerPeriod = 0,
): number | null {
  const m = fundMonthly.length;
  if (m < 2 || benchmarkMonthly.length !== m) return null;
  const b = fundMoments(benchmarkMonthly);
  const sdB = Math.sqrt(b.s2 / (m - 1));
  if (typeof riskFreeAnnual === 'number') {
    const rfm = riskFreeAnnual / 12;
    const f = fundMoments(fundMonthly);
    const sdF = Math.sqrt(f.s2 / (m - 1));
    return finiteOrNull(((f.mean - rfm) / sdF) * sdB + rfm);
  }
  if (riskFreeAnnual.length !== m) return null;
  const monthlyRates = Float64Array.from(riskFreeAnnual, (y) => y / 12);
  const e = excessMoments(fundMonthly, monthlyRates);
  const meanRf = fundMoments(monthlyRates).mean;
  return finiteOrNull((e.mean / Math.sqrt(e.s2 / (m - 1))) * sdB + meanRf);
}

/** Monthly statistics of METRICS.md §4 on the calendar-month returns `R_m` of a window (section 3). */
export interface MonthlyStatistics {
  averageMonthlyReturns: number | null;
  averagePositiveMonthlyReturns: number | null;
  averageNegativeMonthlyReturns: number | null;
  ratioOfPositiveMonthlyReturns: number | null;
  ratioOfNegativeMonthlyReturns: number | null;
  maxPositiveMonthlyReturn: number | null;
  maxNegativeMonthlyReturn: number | null;
  maxConsecutivePositiveMonthlyReturns: number | null;
  maxConsecutiveNegativeMonthlyReturns: number | null;
  valueAtRiskOnePercentOneMonth: number | null;
  valueAtRiskFivePercentOneMonth: number | null;
}

/**
 * Empirical quantile, R type 7 / numpy "linear", of **ascending** values `v`: `h = (M - 1) p`,
 * `q = v[floor h] + (h - floor h) (v[floor h + 1] - v[floor h])`. `null` when empty.
 */
export function quantileType7(sortedAscending: Returns, p: number): number | null {
  const m = sortedAscending.length;
  if (m === 0) return null;
  const h = (m - 1) * p;
  const lo = Math.floor(h);
  const vLo = sortedAscending[lo] ?? NaN;
  const vHi = sortedAscending[Math.min(lo + 1, m - 1)] ?? NaN;
  return finiteOrNull(vLo + (h - lo) * (vHi - vLo));
}

/**
 * Historical one-month VaR: the type-7 quantile of the monthly returns at `p` (0.01 or 0.05), reported as a
 * return (negative = loss). PA `VaR(Rm, p = 1 - p, method = "historical")` (PA blanks a positive quantile; we keep it).
 */
export function valueAtRisk(monthly: Returns, p: number): number | null {
  const sorted = Float64Array.from(monthly).sort();
  return quantileType7(sorted, p);
}

/**
 * All monthly statistics of METRICS.md §4 from the window's calendar-month returns (`M = monthly.length`):
 * averages (`mean(R_m)`, of positive / of negative months, `null` if none), up/down frequencies
 * (`count(R_m > 0) / M`, PA `UpsideFrequency` / `DownsideFrequency`; zero months count in neither), best and worst
 * month (`null` when no positive / negative month), longest runs of positive / negative months (a zero month breaks
 * a run; 0 if none) and the historical VaR at 1 % and 5 % ({@link valueAtRisk}). Everything `null` when `M = 0`.
 */
export function monthlyStatistics(monthly: Returns): MonthlyStatistics {
  const m = monthly.length;
  if (m === 0) {
    return {
      averageMonthlyReturns: null,
      averagePositiveMonthlyReturns: null,
      averageNegativeMonthlyReturns: null,
      ratioOfPositiveMonthlyReturns: null,
      ratioOfNegativeMonthlyReturns: null,
      maxPositiveMonthlyReturn: null,
      maxNegativeMonthlyReturn: null,
      maxConsecutivePositiveMonthlyReturns: null,
      maxConsecutiveNegativeMonthlyReturns: null,
      valueAtRiskOnePercentOneMonth: null,
      valueAtRiskFivePercentOneMonth: null,
    };
  }
  let sum = 0;
  let sumPos = 0;
  let sumNeg = 0;
  let nPos = 0;
  let nNeg = 0;
  let best = -Infinity;
  let worst = Infinity;
  let runPos = 0;
  let runNeg = 0;
  let maxRunPos = 0;
  let maxRunNeg = 0;
  for (let i = 0; i < m; i++) {
    const x = monthly[i] ?? NaN;
    sum += x;
    if (x > best) best = x;
    if (x < worst) worst = x;
    if (x > 0) {
      sumPos += x;
      nPos++;
      runPos++;
      runNeg = 0;
      if (runPos > maxRunPos) maxRunPos = runPos;
    } else if (x < 0) {
      sumNeg += x;
      nNeg++;
      runNeg++;
      runPos = 0;
      if (runNeg > maxRunNeg) maxRunNeg = runNeg;
    } else {
      runPos = 0;
      runNeg = 0;
    }
  }
  const sorted = Float64Array.from(monthly).sort();
  return {
    averageMonthlyReturns: finiteOrNull(sum / m),
    averagePositiveMonthlyReturns: nPos > 0 ? finiteOrNull(sumPos / nPos) : null,
    averageNegativeMonthlyReturns: nNeg > 0 ? finiteOrNull(sumNeg / nNeg) : null,
    ratioOfPositiveMonthlyReturns: nPos / m,
    ratioOfNegativeMonthlyReturns: nNeg / m,
    maxPositiveMonthlyReturn: nPos > 0 ? best : null,
    maxNegativeMonthlyReturn: nNeg > 0 ? worst : null,
    maxConsecutivePositiveMonthlyReturns: maxRunPos,
    maxConsecutiveNegativeMonthlyReturns: maxRunNeg,
    valueAtRiskOnePercentOneMonth: quantileType7(sorted, 0.01),
    valueAtRiskFivePercentOneMonth: quantileType7(sorted, 0.05),
  };
}
