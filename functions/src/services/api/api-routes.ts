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
import type { RouteBody } from './request-body.js';
import type { Route } from './router.js';
import type { ReadResource, RouteAccess } from '@portal/domain';

const configured = (
  method: string,
  pattern: string,
  access: RouteAccess,
  handler: Handler,
  options: { revalidate?: true; body?: RouteBody } = {},
): Route<Endpoint> => ({
  methods: [method],
  pattern,
  // A GET takes no body; a write takes JSON unless it says it takes a file.
  handler: { kind: 'configured', access, handler, body: method === 'GET' ? 'none' : 'json', ...options },
});
const open = (why: string) => ({ kind: 'open', why }) as const;
/** A product read of `products/:id/...`: the gate for `resource` runs before the handler (reader-gate.ts). */
const read = (
  pattern: string,
  resource: ReadResource,
  handler: Handler,
  options: { revalidate?: true } = {},
) => configured('GET', pattern, { kind: 'read', resource }, handler, options);
const PRODUCT_ADMIN: RouteAccess = { kind: 'productAdmin' };
const ANY_PRODUCT_ADMIN: RouteAccess = { kind: 'anyProductAdmin' };
/** Changes product `:id`: its admins. */
const write = (method: string, pattern: string, handler: Handler, options: { body?: RouteBody } = {}) =>
  configured(method, pattern, PRODUCT_ADMIN, handler, options);
/** A raw file as the body (`c.rawBody`): its handler checks the type. */
const UPLOAD = { body: 'upload' } as const;

/** Every call of seed 000 §7. Literal routes go before `:param` ones (first match wins). */
export const API_ROUTES: readonly Route<Endpoint>[] = [
  // Readiness probe for `npm start` and the test harness: answers once the function and its config load.
  // `tenant`: which tenant this deploy serves (the multi-tenant test sweep waits for a re-stamped tenant).
  configured('GET', 'health', open('counts the catalogue, names no product'), (c) =>
    Promise.resolve(ok({ ok: true, products: c.config.products.size, tenant: tenantRuntime().tenantId })),
  ),
  // The public state the web app's first paint needs (products, investor-profile checks), fetched by index.html.
  // Revalidated on every use: an admin switching the investor-profile checks or hiding a product must reach the
  // next page load, not one a minute (browser) or five (CDN) later.
  configured('GET', 'site/state', open('the products this caller may see'), getSiteState, {
    revalidate: true,
  }),
  configured('GET', 'products/key-numbers', { kind: 'readMany' }, async (c) =>
    ok(await getKeyNumbers(c.db, c.config, c.reader, parseQuery(keyNumbersQuerySchema, c.query))),
  ),
  read('products/:id/details', 'mode', getProductDetails),
  read('products/:id/overview', 'overview', getOverview),
  read('products/:id/benchmarks', 'product', getProductBenchmarks),
  read('products/:id/valid-dates', 'mode', getValidDates),
  read('products/:id/product-prices', 'primary', getProductPrices),
  read('products/:id/benchmark-prices', 'product', getBenchmarkPrices),
  read('products/:id/last-live-price', 'mode', getLastLivePrice),
  read('products/:id/performance-data', 'mode', getPerformanceData),
  read('products/:id/weighted-performance-data', 'mode', getWeightedPerformanceData),
  read('products/:id/last-cumulative-returns', 'mode', getLastCumulativeReturns),
  read('products/:id/cumulative-return-periods-factsheet', 'mode', getFactsheetPeriods),
  read('products/:id/cumulative-returns', 'mode', getCumulativeReturns),
  read('products/:id/yearly-cumulative-returns', 'mode', getYearlyReturns),
  read('products/:id/monthly-cumulative-returns', 'mode', getMonthlyReturns),
  read('products/:id/drawdowns', 'mode', getDrawdowns),
  read('products/:id/outperformance', 'mode', getOutperformance),
  read('products/:id/volatility', 'mode', getVolatility),
  read('products/:id/beta', 'mode', getBeta),
  read('products/:id/returns', 'mode', getReturnProfile),
  read('products/:id/risk-adjusted', 'mode', getRiskAdjusted),
  read('products/:id/cumulative-weighted-returns', 'mode', getCumulativeWeightedReturns),
  // Factsheets (get-factsheet.ts): the model and config, and the same drawn as a PDF.
  read('products/:id/factsheet', 'factsheet', getFactsheet),
  read('products/:id/factsheet.pdf', 'factsheet', getFactsheetPdf),
  // Holdings change through the admin console (imports, deletions, overrides): caches revalidate a guest answer
  // (ETag, 304) so a change reaches the next call, not one a minute later.
  ...Object.entries(HOLDINGS_HANDLERS).map(([name, handler]) =>
    read(`products/:id/${name}`, 'product', handler, { revalidate: true }),
  ),
  // Holding data of the admin console (holdings-admin.ts).
  write('POST', 'products/:id/holdings', postHoldings),
  write('DELETE', 'products/:id/holdings/:date', deleteHoldings),
  configured('POST', 'holding-overrides', ANY_PRODUCT_ADMIN, postHoldingOverrides),
  write('DELETE', 'products/:id/holding-overrides/:overrideId', deleteHoldingOverrideOf),
  // Documents (documents.ts): `order` before `:docId`.
  read('products/:id/documents', 'documents', listDocuments),
  write('POST', 'products/:id/documents', postDocument, UPLOAD),
  write('PUT', 'products/:id/documents/order', putDocumentOrder),
  // The handler adds the document's own rules (archived, loginRequired) with the same gate.
  read('products/:id/documents/:docId/file', 'documents', downloadDocument),
  read('products/:id/last-factsheet/file', 'documents', downloadLastFactsheet),
  write('PATCH', 'products/:id/documents/:docId', patchDocument),
  write('DELETE', 'products/:id/documents/:docId', removeDocument),
  // Followers (followers.ts).
  write('POST', 'products/:id/followers', addFollowers),
  write('DELETE', 'products/:id/followers/:entryId', removeFollowerEntry),
  configured('POST', 'followers/unsubscribe', { kind: 'signedLink' }, unsubscribe),
  // Generic components (components.ts) and product media (media.ts).
  write('POST', 'products/:id/components', postComponent),
  write('PUT', 'products/:id/components/:page', putComponentOrder),
  write('PUT', 'products/:id/components/:page/:componentId', putComponent),
  write('DELETE', 'products/:id/components/:page/:componentId', removeComponent),
  write('POST', 'products/:id/media', postMedia, UPLOAD),
  // The price data tab (price-data.ts): `import` before `:date`.
  // The price data tab of the admin console: admin data, not a reader's.
  configured('GET', 'products/:id/price-data', PRODUCT_ADMIN, getPriceData),
  write('POST', 'products/:id/prices', postPrice),
  write('POST', 'products/:id/prices/import', importPrices),
  write('DELETE', 'products/:id/prices/:date', removePrice),
  read('products/:id/media/:mediaId', 'media', getMedia),
  configured('GET', 'assets', open('the products and benchmarks this caller may see'), getAssets),
  configured('GET', 'benchmarks', open('benchmarks are public reference series'), getBenchmarks),
  configured('GET', 'benchmarks/:id', open('benchmarks are public reference series'), getBenchmark),
  configured('POST', 'users/remove-follower', ANY_PRODUCT_ADMIN, removeFollower),
  // Admin operations: bulk component import, platform export (docs/operations.md).
  configured(
    'POST',
    'operations/bulk-components/dry-run',
    ANY_PRODUCT_ADMIN,
    postBulkComponentDryRun,
    UPLOAD,
  ),
  configured('POST', 'operations/bulk-components', ANY_PRODUCT_ADMIN, postBulkComponentImport, UPLOAD),
  configured('POST', 'operations/exports', ANY_PRODUCT_ADMIN, postPlatformExport),
  configured('GET', 'operations/exports/:operationId/file', ANY_PRODUCT_ADMIN, downloadPlatformExport),
  // Bulk price update (bulk-prices.ts).
  configured('POST', 'operations/bulk-price-update', ANY_PRODUCT_ADMIN, postBulkPriceDryRun, UPLOAD),
  configured(
    'POST',
    'operations/bulk-price-update/:operationId/confirm',
    ANY_PRODUCT_ADMIN,
    postBulkPriceConfirm,
  ),
  // Generate factsheets (generate-factsheets.ts).
  configured('POST', 'operations/generate-factsheets/check', ANY_PRODUCT_ADMIN, postFactsheetGenerationCheck),
  configured('POST', 'operations/generate-factsheets', ANY_PRODUCT_ADMIN, postFactsheetGeneration),
  {
    methods: ['POST'],
    pattern: 'client-errors',
    handler: {
      kind: 'request',
      access: open('the error sink takes reports, answers nothing'),
      body: 'json',
      handler: reportClientErrors,
    },
  },
  // The contact form (contact.ts): never cached, no caller needed.
  {
    methods: ['GET'],
    pattern: 'contact/challenge',
    handler: {
      kind: 'request',
      access: open('a proof-of-work challenge'),
      body: 'none',
      handler: getContactChallenge,
    },
  },
  {
    methods: ['POST'],
    pattern: 'contact',
    handler: {
      kind: 'request',
      access: open('the contact form takes a message, answers nothing'),
      body: 'json',
      handler: postContactMessage,
    },
  },
];
