import type { z } from 'zod';
import {
  ALLOCATION_ENDPOINTS,
  allocationOn,
  type AllocationEndpoint,
  allocationOverTime,
  allocationOverTimeQuerySchema,
  allocationQuerySchema,
  assetsUnderManagement,
  holdingsDetails,
  holdingsOn,
  latestDateQuerySchema,
  performanceTable,
  primaryAccess,
  type ProductConfig,
} from '@portal/domain';
import { loadProductHoldings, type ProductHoldings } from '../../../holdings/read-holdings.js';
import { requireProduct } from '../../access.js';
import type { Handler, HandlerContext } from '../../context.js';
import { noContent, type ApiReply } from '../../http.js';
import { cachedJson } from '../../analytics-reply.js';
import { loadModeSeries, versionTag } from '../../../analytics/series-data.js';

/*
 * The holdings calls of seed 000 §7: holdings, holdings-details, the five allocations and their -over-time variants,
 * assets-under-management and performance-table-data. Each one: parse the query (400), check the product rules
 * (`requireProduct`: 401/403/404 before anything is read), read the product's holdings at their current version
 * (services/holdings/read-holdings.ts), then answer from the result cache or compute with the domain
 * (packages/domain/src/holdings/). A product without data answers 204 (the domain function's `null`, cached too).
 * Shapes: packages/domain/src/contracts/holdings.ts; decisions: docs/holdings.md.
 */

/** A cached result that is `null` means "no data": 204 (the check is one string compare on a warm call). */
async function cachedOrNoContent(
  c: HandlerContext,
  endpoint: string,
  versions: readonly string[],
  query: object,
  compute: () => unknown,
): Promise<ApiReply> {
  const reply = await cachedJson(c, endpoint, versions, query, compute);
  return 'json' in reply && reply.json.json === 'null' ? noContent() : reply;
}

/** Access first, then the product's snapshots and overrides. */
async function holdingsOf(c: HandlerContext): Promise<{ product: ProductConfig; data: ProductHoldings }> {
  const product = requireProduct(c);
  const data = await loadProductHoldings(c.db, product.productId, (path, error) => {
    c.log.error('A holdings record is invalid and is left out', { path, error: String(error) });
  });
  return { product, data };
}

const inputOf = (product: ProductConfig, data: ProductHoldings) => ({
  productId: product.productId,
  currency: product.currency,
  snapshots: data.snapshots,
  overrides: data.overrides,
});

/** GET /products/{id}/holdings?latest_date&lang */
export const getHoldings: Handler<z.output<typeof allocationQuerySchema>> = async (c) => {
  const q = c.query;
  const { product, data } = await holdingsOf(c);
  return cachedOrNoContent(c, 'holdings', [product.productId, data.version], q, () =>
    holdingsOn(inputOf(product, data), q.latest_date, q.lang),
  );
};

/** GET /products/{id}/holdings-details */
export const getHoldingsDetails: Handler = async (c) => {
  const { product, data } = await holdingsOf(c);
  return cachedOrNoContent(c, 'holdings-details', [product.productId, data.version], {}, () =>
    holdingsDetails(inputOf(product, data)),
  );
};

/** GET /products/{id}/{allocation}?latest_date&lang */
const allocationHandler =
  (endpoint: AllocationEndpoint): Handler<z.output<typeof allocationQuerySchema>> =>
  async (c) => {
    const q = c.query;
    const { product, data } = await holdingsOf(c);
    return cachedOrNoContent(c, endpoint, [product.productId, data.version], q, () =>
      allocationOn(inputOf(product, data), ALLOCATION_ENDPOINTS[endpoint], q.latest_date, q.lang),
    );
  };

/** GET /products/{id}/{allocation}-over-time?lang&period_start_date&period_end_date */
const overTimeHandler =
  (endpoint: AllocationEndpoint): Handler<z.output<typeof allocationOverTimeQuerySchema>> =>
  async (c) => {
    const q = c.query;
    const { product, data } = await holdingsOf(c);
    return cachedOrNoContent(c, `${endpoint}-over-time`, [product.productId, data.version], q, () =>
      allocationOverTime(
        inputOf(product, data),
        ALLOCATION_ENDPOINTS[endpoint],
        { start: q.period_start_date, end: q.period_end_date },
        q.lang,
      ),
    );
  };

/** GET /products/{id}/assets-under-management?latest_date */
export const getAssetsUnderManagement: Handler<z.output<typeof latestDateQuerySchema>> = async (c) => {
  const q = c.query;
  const { product, data } = await holdingsOf(c);
  return cachedOrNoContent(c, 'assets-under-management', [product.productId, data.version], q, () =>
    assetsUnderManagement({ ...inputOf(product, data), configuredAum: product.aum }, q.latest_date),
  );
};

/**
 * GET /products/{id}/performance-table-data: the share classes of the product's fund (same `productShareClassRoot`)
 * that the caller may read, each with its primary series (one meta read each to learn the version).
 */
export const getPerformanceTableData: Handler = async (c) => {
  const product = requireProduct(c);
  const classes = [...c.config.products.values()].flatMap((p) => {
    if (p.productShareClassRoot !== product.productShareClassRoot) return [];
    const access = primaryAccess(c.access, p, c.config.products);
    // A sibling locked behind login is left out for a guest, as a hidden one is: the table shows only open figures.
    return access.kind === 'open' ? [access] : [];
  });
  const series = await Promise.all(classes.map((a) => loadModeSeries(c.db, a.product, a.mode)));
  return cachedOrNoContent(
    c,
    'performance-table-data',
    [product.productId, ...classes.map((a) => a.product.productId), ...series.map(versionTag)],
    {},
    () =>
      performanceTable(
        { productId: product.productId, shareClassRoot: product.productShareClassRoot },
        classes.map((a, i) => ({ product: a.product, series: series[i]?.series ?? EMPTY })),
      ),
  );
};
const EMPTY = { dates: [], prices: [], adjusted: [] };

/**
 * Every holdings route of seed 000 §7 with its handler, by the path's last segment (each takes its own query:
 * api-routes.ts gives each to the entry of that path, whose schema parses the query).
 */
export const HOLDINGS_HANDLERS: Readonly<Record<string, Handler<never>>> = {
  'holdings-details': getHoldingsDetails,
  holdings: getHoldings,
  ...Object.fromEntries(
    (Object.keys(ALLOCATION_ENDPOINTS) as AllocationEndpoint[]).flatMap((e): [string, Handler<never>][] => [
      [e, allocationHandler(e)],
      [`${e}-over-time`, overTimeHandler(e)],
    ]),
  ),
  'assets-under-management': getAssetsUnderManagement,
  'performance-table-data': getPerformanceTableData,
};
