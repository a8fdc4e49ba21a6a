import { keyNumbersQuerySchema } from '@portal/domain';
import { tenantRuntime } from '../../tenant/tenant-runtime.js';
import type { Endpoint, Handler, RequestHandler } from './context.js';
import {
  getBeta,
  getCumulativeReturns,
  getDrawdowns,
  getFactsheetPeriods,
  getLastCumulativeReturns,
  getMonthlyReturns,
  getOutperformance,
  getPerformanceData,
  getReturnProfile,
  getRiskAdjusted,
  getVolatility,
  getYearlyReturns,
} from './get-analytics.js';
import { getAssets } from './get-assets.js';
import { getBenchmark, getBenchmarks } from './get-benchmarks.js';
import { getBenchmarkPrices } from './get-benchmark-prices.js';
import { getContactChallenge, postContactMessage } from './contact.js';
import { postBulkPriceConfirm, postBulkPriceDryRun } from './bulk-prices.js';
import {
  downloadDocument,
  downloadLastFactsheet,
  listDocuments,
  patchDocument,
  postDocument,
  putDocumentOrder,
  removeDocument,
} from './documents.js';
import { postComponent, putComponent, putComponentOrder, removeComponent } from './components.js';
import { HOLDINGS_HANDLERS } from './get-holdings.js';
import { getFactsheet, getFactsheetPdf } from './get-factsheet.js';
import { getKeyNumbers } from './get-key-numbers.js';
import {
  deleteHoldingOverrideOf,
  deleteHoldings,
  postHoldingOverrides,
  postHoldings,
} from './holdings-admin.js';
import { getMedia, postMedia } from './media.js';
import { getLastLivePrice } from './get-last-live-price.js';
import { getOverview } from './get-overview.js';
import { getPriceData, importPrices, postPrice, removePrice } from './price-data.js';
import { getProductDetails } from './get-product-details.js';
import { getProductPrices } from './get-product-prices.js';
import { getSiteState } from './get-site-state.js';
import { getValidDates } from './get-valid-dates.js';
import { getCumulativeWeightedReturns, getWeightedPerformanceData } from './get-weighted.js';
import { ok } from './http.js';
import { parseQuery } from './parse.js';
import { getProductBenchmarks } from './product-benchmarks.js';
import { addFollowers, removeFollowerEntry, unsubscribe } from './followers.js';
import { removeFollower } from './remove-follower.js';
import { reportClientErrors } from './report-client-errors.js';
import { postBulkComponentDryRun, postBulkComponentImport } from './bulk-components-operation.js';
import { postFactsheetGeneration, postFactsheetGenerationCheck } from './generate-factsheets.js';
import { downloadPlatformExport, postPlatformExport } from './platform-export-operation.js';
import type { RouteBody } from './request-body.js';
import type { Route } from './router.js';
import { routeAccessOf, type RouteAccess } from '@portal/domain';

/**
 * A route whose access is the one declared for it in the domain (`API_ROUTE_ACCESS`, contracts/api-access.ts): a
 * route without a declaration fails when this module loads, before it could serve anything.
 */
function declaredAccess(method: string, pattern: string): RouteAccess {
  const access = routeAccessOf(method, pattern);
  if (!access) throw new Error(`no access declared for ${method} ${pattern} (contracts/api-access.ts)`);
  return access;
}

const route = (
  method: string,
  pattern: string,
  handler: Handler,
  options: { revalidate?: true; body?: RouteBody } = {},
): Route<Endpoint> => ({
  methods: [method],
  pattern,
  // A GET takes no body; a write takes JSON unless it says it takes a file.
  handler: {
    kind: 'configured',
    access: declaredAccess(method, pattern),
    handler,
    body: method === 'GET' ? 'none' : 'json',
    ...options,
  },
});
const get = (pattern: string, handler: Handler, options: { revalidate?: true } = {}) =>
  route('GET', pattern, handler, options);

/** An endpoint run on the request alone (no caller, no configuration): open by its declaration. */
function request(method: string, pattern: string, body: RouteBody, handler: RequestHandler): Route<Endpoint> {
  const access = declaredAccess(method, pattern);
  if (access.kind !== 'open') throw new Error(`${method} ${pattern} runs without a caller: it must be open`);
  return { methods: [method], pattern, handler: { kind: 'request', access, body, handler } };
}

/** A raw file as the body (`c.rawBody`): its handler checks the type. */
const UPLOAD = { body: 'upload' } as const;

/** Every call of seed 000 §7. Literal routes go before `:param` ones (first match wins). */
export const API_ROUTES: readonly Route<Endpoint>[] = [
  // Readiness probe for `npm start` and the test harness: answers once the function and its config load.
  // `tenant`: which tenant this deploy serves (the multi-tenant test sweep waits for a re-stamped tenant).
  get('health', (c) =>
    Promise.resolve(ok({ ok: true, products: c.config.products.size, tenant: tenantRuntime().tenantId })),
  ),
  // The public state the web app's first paint needs (products, investor-profile checks), fetched by index.html.
  // Revalidated on every use: an admin switching the investor-profile checks or hiding a product must reach the
  // next page load, not one a minute (browser) or five (CDN) later.
  get('site/state', getSiteState, {
    revalidate: true,
  }),
  get('products/key-numbers', async (c) =>
    ok(await getKeyNumbers(c.db, c.config, c.reader, parseQuery(keyNumbersQuerySchema, c.query))),
  ),
  get('products/:id/details', getProductDetails),
  get('products/:id/overview', getOverview),
  get('products/:id/benchmarks', getProductBenchmarks),
  get('products/:id/valid-dates', getValidDates),
  get('products/:id/product-prices', getProductPrices),
  get('products/:id/benchmark-prices', getBenchmarkPrices),
  get('products/:id/last-live-price', getLastLivePrice),
  get('products/:id/performance-data', getPerformanceData),
  get('products/:id/weighted-performance-data', getWeightedPerformanceData),
  get('products/:id/last-cumulative-returns', getLastCumulativeReturns),
  get('products/:id/cumulative-return-periods-factsheet', getFactsheetPeriods),
  get('products/:id/cumulative-returns', getCumulativeReturns),
  get('products/:id/yearly-cumulative-returns', getYearlyReturns),
  get('products/:id/monthly-cumulative-returns', getMonthlyReturns),
  get('products/:id/drawdowns', getDrawdowns),
  get('products/:id/outperformance', getOutperformance),
  get('products/:id/volatility', getVolatility),
  get('products/:id/beta', getBeta),
  get('products/:id/returns', getReturnProfile),
  get('products/:id/risk-adjusted', getRiskAdjusted),
  get('products/:id/cumulative-weighted-returns', getCumulativeWeightedReturns),
  // Factsheets (get-factsheet.ts): the model and config, and the same drawn as a PDF.
  get('products/:id/factsheet', getFactsheet),
  get('products/:id/factsheet.pdf', getFactsheetPdf),
  // Holdings change through the admin console (imports, deletions, overrides): caches revalidate a guest answer
  // (ETag, 304) so a change reaches the next call, not one a minute later.
  ...Object.entries(HOLDINGS_HANDLERS).map(([name, handler]) =>
    get(`products/:id/${name}`, handler, { revalidate: true }),
  ),
  // Holding data of the admin console (holdings-admin.ts).
  route('POST', 'products/:id/holdings', postHoldings),
  route('DELETE', 'products/:id/holdings/:date', deleteHoldings),
  route('POST', 'holding-overrides', postHoldingOverrides),
  route('DELETE', 'products/:id/holding-overrides/:overrideId', deleteHoldingOverrideOf),
  // Documents (documents.ts): `order` before `:docId`.
  get('products/:id/documents', listDocuments),
  route('POST', 'products/:id/documents', postDocument, UPLOAD),
  route('PUT', 'products/:id/documents/order', putDocumentOrder),
  // The handler adds the document's own rules (archived, loginRequired) with the same gate.
  get('products/:id/documents/:docId/file', downloadDocument),
  get('products/:id/last-factsheet/file', downloadLastFactsheet),
  route('PATCH', 'products/:id/documents/:docId', patchDocument),
  route('DELETE', 'products/:id/documents/:docId', removeDocument),
  // Followers (followers.ts).
  route('POST', 'products/:id/followers', addFollowers),
  route('DELETE', 'products/:id/followers/:entryId', removeFollowerEntry),
  route('POST', 'followers/unsubscribe', unsubscribe),
  // Generic components (components.ts) and product media (media.ts).
  route('POST', 'products/:id/components', postComponent),
  route('PUT', 'products/:id/components/:page', putComponentOrder),
  route('PUT', 'products/:id/components/:page/:componentId', putComponent),
  route('DELETE', 'products/:id/components/:page/:componentId', removeComponent),
  route('POST', 'products/:id/media', postMedia, UPLOAD),
  // The price data tab of the admin console (price-data.ts): `import` before `:date`.
  get('products/:id/price-data', getPriceData),
  route('POST', 'products/:id/prices', postPrice),
  route('POST', 'products/:id/prices/import', importPrices),
  route('DELETE', 'products/:id/prices/:date', removePrice),
  get('products/:id/media/:mediaId', getMedia),
  get('assets', getAssets),
  get('benchmarks', getBenchmarks),
  get('benchmarks/:id', getBenchmark),
  route('POST', 'users/remove-follower', removeFollower),
  // Admin operations: bulk component import, platform export (docs/operations.md).
  route('POST', 'operations/bulk-components/dry-run', postBulkComponentDryRun, UPLOAD),
  route('POST', 'operations/bulk-components', postBulkComponentImport, UPLOAD),
  route('POST', 'operations/exports', postPlatformExport),
  get('operations/exports/:operationId/file', downloadPlatformExport),
  // Bulk price update (bulk-prices.ts).
  route('POST', 'operations/bulk-price-update', postBulkPriceDryRun, UPLOAD),
  route('POST', 'operations/bulk-price-update/:operationId/confirm', postBulkPriceConfirm),
  // Generate factsheets (generate-factsheets.ts).
  route('POST', 'operations/generate-factsheets/check', postFactsheetGenerationCheck),
  route('POST', 'operations/generate-factsheets', postFactsheetGeneration),
  request('POST', 'client-errors', 'json', reportClientErrors),
  // The contact form (contact.ts): never cached, no caller needed.
  request('GET', 'contact/challenge', 'none', getContactChallenge),
  request('POST', 'contact', 'json', postContactMessage),
];
