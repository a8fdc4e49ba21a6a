import { keyNumbersQuerySchema } from '@portal/domain';
import { tenantRuntime } from '../../tenant/tenant-runtime.js';
import type { Endpoint, Handler } from './context.js';
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
import type { Route } from './router.js';

const configured = (method: string, pattern: string, handler: Handler): Route<Endpoint> => ({
  methods: [method],
  pattern,
  handler: { kind: 'configured', handler },
});
const get = (pattern: string, handler: Handler) => configured('GET', pattern, handler);

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
  {
    methods: ['GET'],
    pattern: 'site/state',
    handler: { kind: 'configured', handler: getSiteState, revalidate: true },
  },
  get('products/key-numbers', async (c) =>
    ok(await getKeyNumbers(c.db, c.config, c.access, parseQuery(keyNumbersQuerySchema, c.query))),
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
  ...Object.entries(HOLDINGS_HANDLERS).map(([name, handler]): Route<Endpoint> => ({
    methods: ['GET'],
    pattern: `products/:id/${name}`,
    handler: { kind: 'configured', handler, revalidate: true },
  })),
  // Holding data of the admin console (holdings-admin.ts).
  configured('POST', 'products/:id/holdings', postHoldings),
  configured('DELETE', 'products/:id/holdings/:date', deleteHoldings),
  configured('POST', 'holding-overrides', postHoldingOverrides),
  configured('DELETE', 'products/:id/holding-overrides/:overrideId', deleteHoldingOverrideOf),
  // Documents (documents.ts): `order` before `:docId`.
  get('products/:id/documents', listDocuments),
  configured('POST', 'products/:id/documents', postDocument),
  configured('PUT', 'products/:id/documents/order', putDocumentOrder),
  get('products/:id/documents/:docId/file', downloadDocument),
  get('products/:id/last-factsheet/file', downloadLastFactsheet),
  configured('PATCH', 'products/:id/documents/:docId', patchDocument),
  configured('DELETE', 'products/:id/documents/:docId', removeDocument),
  // Followers (followers.ts).
  configured('POST', 'products/:id/followers', addFollowers),
  configured('DELETE', 'products/:id/followers/:entryId', removeFollowerEntry),
  configured('POST', 'followers/unsubscribe', unsubscribe),
  // Generic components (components.ts) and product media (media.ts).
  configured('POST', 'products/:id/components', postComponent),
  configured('PUT', 'products/:id/components/:page', putComponentOrder),
  configured('PUT', 'products/:id/components/:page/:componentId', putComponent),
  configured('DELETE', 'products/:id/components/:page/:componentId', removeComponent),
  configured('POST', 'products/:id/media', postMedia),
  // The price data tab (price-data.ts): `import` before `:date`.
  get('products/:id/price-data', getPriceData),
  configured('POST', 'products/:id/prices', postPrice),
  configured('POST', 'products/:id/prices/import', importPrices),
  configured('DELETE', 'products/:id/prices/:date', removePrice),
  get('products/:id/media/:mediaId', getMedia),
  get('assets', getAssets),
  get('benchmarks', getBenchmarks),
  get('benchmarks/:id', getBenchmark),
  configured('POST', 'users/remove-follower', removeFollower),
  // Admin operations: bulk component import, platform export (docs/operations.md).
  configured('POST', 'operations/bulk-components/dry-run', postBulkComponentDryRun),
  configured('POST', 'operations/bulk-components', postBulkComponentImport),
  configured('POST', 'operations/exports', postPlatformExport),
  get('operations/exports/:operationId/file', downloadPlatformExport),
  // Bulk price update (bulk-prices.ts).
  configured('POST', 'operations/bulk-price-update', postBulkPriceDryRun),
  configured('POST', 'operations/bulk-price-update/:operationId/confirm', postBulkPriceConfirm),
  // Generate factsheets (generate-factsheets.ts).
  configured('POST', 'operations/generate-factsheets/check', postFactsheetGenerationCheck),
  configured('POST', 'operations/generate-factsheets', postFactsheetGeneration),
  { methods: ['POST'], pattern: 'client-errors', handler: { kind: 'request', handler: reportClientErrors } },
  // The contact form (contact.ts): never cached, no caller needed.
  {
    methods: ['GET'],
    pattern: 'contact/challenge',
    handler: { kind: 'request', handler: getContactChallenge },
  },
  { methods: ['POST'], pattern: 'contact', handler: { kind: 'request', handler: postContactMessage } },
];
