/**
 * SYNTHETIC overnight interbank rates for the demo (docs/risk-free.md): SARON, €STR and SOFR histories whose levels
 * roughly follow the real path (policy steps of the SNB, the ECB and the Fed, the negative rates of 2015-2022 in
 * francs and euros, the hikes of 2022-2023 and the cuts of 2024-2025), so that the Sharpe ratios of the demo look
 * like real ones. They are NOT the published fixings: the steps are rounded, their dates approximate, and a small
 * deterministic noise stands for the daily fluctuation. The seed flags their series `synthetic`.
 *
 * Before a rate existed (SARON 2017, SOFR 2018, €STR 2019) the path continues with the rate it replaced in spirit
 * (the overnight policy rate), since the demo's fund histories start earlier.
 */
import { riskFreeRateById, type PricePoint, type RiskFreeSeriesId } from '@portal/domain';
import { businessDays, hashString, mulberry32, type SeedSeries } from './seed-prices.js';

/** `[from, percent p.a.]`: the level from that date until the next step. */
type Steps = readonly (readonly [string, number])[];

const STEPS: Partial<Record<RiskFreeSeriesId, Steps>> = {
  saron: [
    ['2000-01-03', 1.6],
    ['2000-06-19', 2.9],
    ['2001-03-23', 2.6],
    ['2001-09-24', 1.6],
    ['2001-12-10', 1.2],
    ['2002-05-02', 0.8],
    ['2002-07-26', 0.5],
    ['2003-03-06', 0.1],
    ['2004-06-17', 0.4],
    ['2004-09-16', 0.6],
    ['2005-12-15', 0.9],
    ['2006-06-15', 1.3],
    ['2006-12-14', 1.8],
    ['2007-06-14', 2.3],
    ['2007-09-13', 2.5],
    ['2008-10-08', 2.0],
    ['2008-11-20', 0.9],
    ['2008-12-11', 0.2],
    ['2009-03-12', 0.05],
    ['2011-08-03', 0.0],
    ['2012-01-02', -0.02],
    ['2014-12-18', -0.15],
    ['2015-01-15', -0.75],
    ['2019-06-13', -0.72],
    ['2022-06-16', -0.2],
    ['2022-09-22', 0.45],
    ['2022-12-15', 0.95],
    ['2023-03-23', 1.45],
    ['2023-06-22', 1.7],
    ['2024-03-21', 1.45],
    ['2024-06-20', 1.2],
    ['2024-09-26', 0.95],
    ['2024-12-12', 0.45],
    ['2025-03-20', 0.2],
    ['2025-06-19', -0.05],
  ],
  estr: [
    ['2000-01-03', 3.0],
    ['2000-06-08', 4.2],
    ['2000-10-05', 4.75],
    ['2001-05-10', 4.5],
    ['2001-09-17', 3.75],
    ['2001-11-08', 3.25],
    ['2002-12-05', 2.8],
    ['2003-03-06', 2.55],
    ['2003-06-05', 2.05],
    ['2005-12-01', 2.3],
    ['2006-06-08', 2.8],
    ['2006-12-07', 3.55],
    ['2007-06-06', 3.95],
    ['2008-07-03', 4.2],
    ['2008-10-15', 3.5],
    ['2008-12-10', 2.3],
    ['2009-03-11', 1.3],
    ['2009-05-13', 0.4],
    ['2011-04-13', 0.9],
    ['2011-07-13', 1.1],
    ['2011-12-14', 0.6],
    ['2012-07-11', 0.1],
    ['2014-06-11', 0.05],
    ['2014-09-10', -0.05],
    ['2015-12-09', -0.22],
    ['2016-03-16', -0.34],
    ['2019-09-18', -0.55],
    ['2022-07-27', -0.01],
    ['2022-09-14', 0.66],
    ['2022-11-02', 1.4],
    ['2022-12-21', 1.9],
    ['2023-02-08', 2.4],
    ['2023-03-22', 2.9],
    ['2023-05-10', 3.15],
    ['2023-06-21', 3.4],
    ['2023-08-02', 3.65],
    ['2023-09-20', 3.9],
    ['2024-06-12', 3.66],
    ['2024-09-18', 3.41],
    ['2024-10-23', 3.16],
    ['2024-12-18', 2.91],
    ['2025-02-05', 2.66],
    ['2025-03-12', 2.41],
    ['2025-04-23', 2.16],
    ['2025-06-11', 1.92],
  ],
  sofr: [
    ['2000-01-03', 5.45],
    ['2000-03-22', 5.95],
    ['2000-05-17', 6.5],
    ['2001-01-04', 6.0],
    ['2001-03-21', 5.0],
    ['2001-06-28', 3.75],
    ['2001-09-18', 3.0],
    ['2001-12-12', 1.75],
    ['2002-11-07', 1.25],
    ['2003-06-26', 1.0],
    ['2004-07-01', 1.5],
    ['2004-12-15', 2.25],
    ['2005-06-30', 3.25],
    ['2005-12-14', 4.25],
    ['2006-06-29', 5.25],
    ['2007-09-19', 4.75],
    ['2008-01-23', 3.0],
    ['2008-04-30', 2.0],
    ['2008-10-29', 1.0],
    ['2008-12-17', 0.15],
    ['2015-12-17', 0.35],
    ['2016-12-15', 0.6],
    ['2017-06-15', 1.1],
    ['2017-12-14', 1.35],
    ['2018-06-14', 1.9],
    ['2018-12-20', 2.4],
    ['2019-08-01', 2.15],
    ['2019-10-31', 1.6],
    ['2020-03-04', 1.1],
    ['2020-03-16', 0.05],
    ['2022-03-17', 0.3],
    ['2022-05-05', 0.8],
    ['2022-06-16', 1.5],
    ['2022-07-28', 2.3],
    ['2022-09-22', 3.05],
    ['2022-11-03', 3.8],
    ['2022-12-15', 4.3],
    ['2023-02-02', 4.55],
    ['2023-03-23', 4.8],
    ['2023-05-04', 5.05],
    ['2023-07-27', 5.3],
    ['2024-09-19', 4.85],
    ['2024-11-08', 4.6],
    ['2024-12-19', 4.3],
    ['2025-09-18', 4.15],
    ['2025-10-30', 3.9],
    ['2025-12-11', 3.65],
  ],
};

/** The rate series the demo generator knows (the others are left to an upload). */
export const SYNTHETIC_RATE_IDS = Object.keys(STEPS) as RiskFreeSeriesId[];

/** Daily noise: a few hundredths of a percent, the size of an overnight rate's day-to-day moves. */
const NOISE_PERCENT = 0.02;

/**
 * The synthetic history of `id` on every business day from `from` to `today` (percent p.a., 4 decimals, as the
 * fixings are published): the step level of the day plus the day's noise. Deterministic: the same days give the
 * same rates on every seed.
 */
export function syntheticRateSeries(id: RiskFreeSeriesId, from: string, today: string): SeedSeries {
  const rate = riskFreeRateById(id);
  const steps = STEPS[id];
  if (!rate || !steps) throw new Error(`no synthetic history for the rate series "${id}"`);
  const rand = mulberry32(hashString(`risk-free:${id}`));
  const points: PricePoint[] = [];
  let k = 0;
  for (const date of businessDays(from, today)) {
    while (k + 1 < steps.length && (steps[k + 1]?.[0] ?? '') <= date) k++;
    const level = steps[k]?.[1] ?? 0;
    const noise = (rand() * 2 - 1) * NOISE_PERCENT;
    // Never noise below a zero floor a central bank kept (only where the level itself is not negative).
    const value = level >= 0 ? Math.max(0, level + noise) : level + noise;
    points.push({ date, price: Math.round(value * 10_000) / 10_000 });
  }
  return {
    base: { seriesId: id, kind: 'rate', ownerId: id, frequency: 'daily', currency: rate.currency },
    points,
  };
}
