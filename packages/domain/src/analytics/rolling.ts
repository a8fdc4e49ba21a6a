import { finiteOrNull } from './metrics.js';
import type { AlignedPair, PreparedSeries } from './prepare.js';

/**
 * Rolling one-year metrics of a fund (METRICS.md §5 `rolling1y`). The window is `scale` returns (252 / 52 / 12
 * observations: count-based, not calendar-based); each point is dated at the window's last return; the first point
 * is at the `scale`-th return, so the metrics are missing during the first year of data (seed 000 §9).
 */
export interface Rolling1y {
  /** Dates of the points (the window's last return). */
  dates: string[];
  /** `sd(r) * sqrt(scale)` of the window (sample sd). */
  rollingAnnualizedVolatility: (number | null)[];
  /** `prod(1 + r) - 1` over the window (= its geometric annualization, the exponent being `scale / scale = 1`). */
  rollingAnnualizedReturn: (number | null)[];
  /** `rollingAnnualizedReturn / rollingAnnualizedVolatility`. */
  rollingReturnToVolatility: (number | null)[];
  /** Arithmetic Sharpe ratio with rf = 0: `mean(r) / sd(r) * sqrt(scale)` ("risk-adjusted performance" card). */
  rollingSharpeRatio: (number | null)[];
}

/** Rolling one-year OLS beta (rf = 0) of the fund on the benchmark, on their common dates. */
export interface RollingBeta {
  dates: string[];
  rollingBeta: (number | null)[];
}

/**
 * Sliding sums are kept relative to a shift `c` (the window mean at the last re-synchronisation) and recomputed
 * exactly every `window` steps, so rounding drift stays at a few ulps while the cost stays O(N).
 */
export function rolling1y(s: PreparedSeries, scale: number): Rolling1y {
  const w = Math.max(1, Math.round(scale));
  const n = s.prices.length;
  const count = Math.max(0, n - w);
  const out: Rolling1y = {
    dates: s.dates.slice(w),
    rollingAnnualizedVolatility: new Array<number | null>(count),
    rollingAnnualizedReturn: new Array<number | null>(count),
    rollingReturnToVolatility: new Array<number | null>(count),
    rollingSharpeRatio: new Array<number | null>(count),
  };
  const r = s.returns;
  const p = s.prices;
  let c = 0;
  let s1 = 0;
  let s2 = 0;
  const sqrtScale = Math.sqrt(scale);
  for (let e = w; e < n; e++) {
    if ((e - w) % w === 0) {
      // Re-synchronise: exact sums of the window r[e-w+1 .. e], shifted by its mean.
      let sum = 0;
      for (let i = e - w + 1; i <= e; i++) sum += r[i] ?? NaN;
      c = sum / w;
      s1 = 0;
      s2 = 0;
      for (let i = e - w + 1; i <= e; i++) {
        const d = (r[i] ?? NaN) - c;
        s1 += d;
        s2 += d * d;
      }
    } else {
      const add = (r[e] ?? NaN) - c;
      const drop = (r[e - w] ?? NaN) - c;
      s1 += add - drop;
      s2 += add * add - drop * drop;
    }
    const mean = c + s1 / w;
    const sd = w >= 2 ? Math.sqrt(Math.max(0, s2 - (s1 * s1) / w) / (w - 1)) : NaN;
    const vol = finiteOrNull(sd * sqrtScale);
    const ret = finiteOrNull((p[e] ?? NaN) / (p[e - w] ?? NaN) - 1);
    const k = e - w;
    out.rollingAnnualizedVolatility[k] = vol;
    out.rollingAnnualizedReturn[k] = ret;
    out.rollingReturnToVolatility[k] = vol === null || ret === null ? null : finiteOrNull(ret / vol);
    out.rollingSharpeRatio[k] = finiteOrNull((mean / sd) * sqrtScale);
  }
  return out;
}

/** Rolling one-year beta on the aligned pair: OLS slope `cov(r, b) / var(b)` over each window of `scale` returns. */
export function rollingBeta(pair: AlignedPair, scale: number): RollingBeta {
  const w = Math.max(1, Math.round(scale));
  const n = pair.fund.prices.length;
  const x = pair.fund.returns;
  const y = pair.benchmark.returns;
  const out: RollingBeta = {
    dates: pair.fund.dates.slice(w),
    rollingBeta: new Array<number | null>(Math.max(0, n - w)),
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let syy = 0;
  for (let e = w; e < n; e++) {
    if ((e - w) % w === 0) {
      let tx = 0;
      let ty = 0;
      for (let i = e - w + 1; i <= e; i++) {
        tx += x[i] ?? NaN;
        ty += y[i] ?? NaN;
      }
      cx = tx / w;
      cy = ty / w;
      sx = 0;
      sy = 0;
      sxy = 0;
      syy = 0;
      for (let i = e - w + 1; i <= e; i++) {
        const dx = (x[i] ?? NaN) - cx;
        const dy = (y[i] ?? NaN) - cy;
        sx += dx;
        sy += dy;
        sxy += dx * dy;
        syy += dy * dy;
      }
    } else {
      const ax = (x[e] ?? NaN) - cx;
      const ay = (y[e] ?? NaN) - cy;
      const dx = (x[e - w] ?? NaN) - cx;
      const dy = (y[e - w] ?? NaN) - cy;
      sx += ax - dx;
      sy += ay - dy;
      sxy += ax * ay - dx * dy;
      syy += ay * ay - dy * dy;
    }
    const cov = sxy - (sx * sy) / w;
    const varY = syy - (sy * sy) / w;
    out.rollingBeta[e - w] = w >= 2 ? finiteOrNull(cov / varY) : null;
  }
  return out;
}
