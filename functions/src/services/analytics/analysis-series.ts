import { computeAnalysisSeries, RETURNS_PRICE_FIELD, type AnalysisSeries } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import { MAX_POINTS, prepare, windowSpec, type AnalyticsSources } from './analytics-sources.js';
import { versionTag } from './series-data.js';

/**
 * Every series card of one page (drawdowns, outperformance, volatility, ...) needs the same engine run, and so does
 * the factsheet of that date; keep the last few so the page's parallel calls compute it once. Keyed on the series
 * versions and the window, so a price write can never serve stale series. Shared: treat as read-only.
 */
const sharedAnalyses = new LRUCache<string, AnalysisSeries>({ max: 16 });

/**
 * The analysis series of a window, resampled to {@link MAX_POINTS} (charts), on total-return prices: what the series
 * endpoints answer and what the factsheet draws for its date.
 */
export function analysisOf(
  s: AnalyticsSources,
  start: string | undefined,
  end: string | undefined,
): AnalysisSeries {
  const key = [
    versionTag(s.fund),
    versionTag(s.benchmark?.data ?? null),
    versionTag(s.riskFree),
    s.product.oldDataEndDate ?? '',
    start,
    end,
  ]
    .map(String)
    .join('|');
  const cached = sharedAnalyses.get(key);
  if (cached) return cached;
  const analysis = computeAnalysisSeries(prepare(s, { priceField: RETURNS_PRICE_FIELD }), {
    window: windowSpec(start, end),
    withResample: MAX_POINTS,
  });
  sharedAnalyses.set(key, analysis);
  return analysis;
}
