import type { AnalysisModeId } from '@portal/domain';
import { readSources, sourceVersions, type AnalyticsSources } from '../analytics/analytics-sources.js';
import { cachedResult } from '../analytics/result-cache.js';
import type { SeriesData } from '../analytics/series-data.js';
import { requireMode } from './access.js';
import type { HandlerContext } from './context.js';
import type { ApiReply } from './http.js';

/*
 * The HTTP side of the analytics read service (services/analytics): the route's mode through the gate, then the
 * service's reads; the service's cached result as the reply (`X-Cache`).
 */

/** Access check (the gate's 401/403/404), benchmark check (400) and the series' current versions (1 read each). */
export function loadSources(
  c: HandlerContext,
  modeId: AnalysisModeId,
  benchmarkSymbol: string | undefined,
): Promise<AnalyticsSources> {
  const { product, mode } = requireMode(c, modeId);
  return readSources(c, product, mode, benchmarkSymbol);
}

/**
 * Serves `compute()`'s result from the result cache of `c.db` (services/analytics/result-cache.ts), keyed on the
 * endpoint, the catalogue version, `versions` and the parsed query. Call it only after the access checks.
 */
export async function cachedJson(
  c: Pick<HandlerContext, 'db' | 'config'>,
  endpoint: string,
  versions: readonly (string | number)[],
  query: object,
  compute: () => unknown,
): Promise<ApiReply> {
  const { value, hit } = await cachedResult(c.db, c.config.version, endpoint, versions, query, compute);
  return { status: 200, json: value, cache: hit ? 'hit' : 'miss' };
}

/**
 * {@link cachedJson} keyed on the sources' product, mode and every series' `id@version`; `extraVersions` names
 * further series read (weighted components).
 */
export function cachedReply(
  c: HandlerContext,
  endpoint: string,
  s: AnalyticsSources,
  query: object,
  compute: () => unknown,
  extraVersions: readonly SeriesData[] = [],
): Promise<ApiReply> {
  return cachedJson(c, endpoint, sourceVersions(s, extraVersions), query, compute);
}
