import { API, API_ENTRIES, type ApiEntry, type ApiName } from '@portal/domain';
import type { Endpoint, EntryHandler, Handler, RequestHandler } from './context.js';
import { getHealth } from './handlers/site/get-health.js';
import { getOpenApi } from './handlers/site/get-openapi.js';
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
} from './handlers/analytics/get-analytics.js';
import { getAssets } from './handlers/products/get-assets.js';
import { getBenchmark, getBenchmarks } from './handlers/products/get-benchmarks.js';
import { getBenchmarkPrices } from './handlers/analytics/get-benchmark-prices.js';
import { getContactChallenge, postContactMessage } from './handlers/site/contact.js';
import { getAuthChallenge, postAuthBotCheck } from './handlers/site/auth-bot-check.js';
import { postBulkPriceConfirm, postBulkPriceDryRun } from './handlers/operations/bulk-prices.js';
import {
  downloadDocument,
  downloadLastFactsheet,
  listDocuments,
  patchDocument,
  postDocument,
  putDocumentOrder,
  removeDocument,
} from './handlers/documents/documents.js';
import {
  postComponent,
  putComponent,
  putComponentOrder,
  removeComponent,
} from './handlers/documents/components.js';
import { HOLDINGS_HANDLERS } from './handlers/holdings/get-holdings.js';
import { getFactsheet, getFactsheetPdf } from './handlers/documents/get-factsheet.js';
import { getKeyNumbers } from './handlers/analytics/get-key-numbers.js';
import { getComparison } from './handlers/analytics/get-comparison.js';
import { getComparisonPdf } from './handlers/analytics/get-comparison-pdf.js';
import {
  deleteHoldingOverrideOf,
  deleteHoldings,
  postHoldingOverrides,
  postHoldings,
} from './handlers/holdings/holdings-admin.js';
import { getMedia, postMedia } from './handlers/products/media.js';
import { getLastLivePrice } from './handlers/analytics/get-last-live-price.js';
import { getOverview } from './handlers/products/get-overview.js';
import { getPriceData, importPrices, postPrice, removePrice } from './handlers/prices/price-data.js';
import { getProductDetails } from './handlers/products/get-product-details.js';
import { putShareClass } from './handlers/products/share-class.js';
import { getProductPrices } from './handlers/analytics/get-product-prices.js';
import { getSiteState } from './handlers/site/get-site-state.js';
import { getValidDates } from './handlers/analytics/get-valid-dates.js';
import {
  getCumulativeWeightedReturns,
  getWeightedPerformanceData,
} from './handlers/analytics/get-weighted.js';
import { ok } from './http.js';
import { noQuerySchema } from './parse.js';
import { getProductBenchmarks } from './handlers/products/product-benchmarks.js';
import { addFollowers, removeFollowerEntry, unsubscribe } from './handlers/followers/followers.js';
import { removeFollower } from './handlers/followers/remove-follower.js';
import { reportClientErrors } from './handlers/site/report-client-errors.js';
import {
  postBulkComponentDryRun,
  postBulkComponentImport,
} from './handlers/operations/bulk-components-operation.js';
import {
  postFactsheetGeneration,
  postFactsheetGenerationCheck,
} from './handlers/operations/generate-factsheets.js';
import {
  downloadPlatformExport,
  postPlatformExport,
} from './handlers/operations/platform-export-operation.js';
import type { Route } from './router.js';

/**
 * What a handler is mounted as: a configured handler (caller, configuration) taking the entry's query, or one run on
 * the request alone.
 */
type Mount<E extends ApiEntry = ApiEntry> = EntryHandler<E> | { request: RequestHandler };

/** A holdings read's handler (get-holdings.ts), by its path's last segment. */
function holdings<K extends ApiName>(name: K): EntryHandler<(typeof API)[K]> {
  const segment = API[name].path.split('/').pop() ?? '';
  const handler = HOLDINGS_HANDLERS[segment];
  if (!handler) throw new Error(`no holdings handler for ${segment}`);
  // Found by path, so its query type is the entry's by construction (the table of get-holdings.ts is keyed by path).
  return handler as EntryHandler<(typeof API)[K]>;
}

/**
 * One handler per entry of the API contract (packages/domain/src/contracts/api/table.ts): the type refuses an entry
 * without a handler and a handler without an entry (api-routes.test.ts checks the same at run time). Method, path,
 * body, access and caching all come from the entry.
 */
export const API_HANDLERS: { readonly [K in ApiName]: Mount<(typeof API)[K]> } = {
  health: getHealth,
  siteState: getSiteState,
  openApi: getOpenApi,
  keyNumbers: async (c) => ok(await getKeyNumbers(c.db, c.config, c.reader, c.query)),
  comparison: getComparison,
  comparisonPdf: getComparisonPdf,
  productDetails: getProductDetails,
  overview: getOverview,
  productBenchmarks: getProductBenchmarks,
  validDates: getValidDates,
  productPrices: getProductPrices,
  benchmarkPrices: getBenchmarkPrices,
  lastLivePrice: getLastLivePrice,
  performanceData: getPerformanceData,
  weightedPerformanceData: getWeightedPerformanceData,
  lastCumulativeReturns: getLastCumulativeReturns,
  factsheetPeriods: getFactsheetPeriods,
  cumulativeReturns: getCumulativeReturns,
  yearlyReturns: getYearlyReturns,
  monthlyReturns: getMonthlyReturns,
  drawdowns: getDrawdowns,
  outperformance: getOutperformance,
  volatility: getVolatility,
  beta: getBeta,
  returns: getReturnProfile,
  riskAdjusted: getRiskAdjusted,
  cumulativeWeightedReturns: getCumulativeWeightedReturns,
  factsheet: getFactsheet,
  factsheetPdf: getFactsheetPdf,
  holdingsDetails: holdings('holdingsDetails'),
  holdings: holdings('holdings'),
  currencyExposure: holdings('currencyExposure'),
  currencyExposureOverTime: holdings('currencyExposureOverTime'),
  assetClasses: holdings('assetClasses'),
  assetClassesOverTime: holdings('assetClassesOverTime'),
  instrumentTypes: holdings('instrumentTypes'),
  instrumentTypesOverTime: holdings('instrumentTypesOverTime'),
  sectors: holdings('sectors'),
  sectorsOverTime: holdings('sectorsOverTime'),
  regions: holdings('regions'),
  regionsOverTime: holdings('regionsOverTime'),
  assetsUnderManagement: holdings('assetsUnderManagement'),
  performanceTable: holdings('performanceTable'),
  importHoldings: postHoldings,
  deleteHoldings: deleteHoldings,
  overrideHoldings: postHoldingOverrides,
  deleteHoldingOverride: deleteHoldingOverrideOf,
  documents: listDocuments,
  uploadDocument: postDocument,
  reorderDocuments: putDocumentOrder,
  documentFile: downloadDocument,
  lastFactsheetFile: downloadLastFactsheet,
  updateDocument: patchDocument,
  deleteDocument: removeDocument,
  addFollowers: addFollowers,
  removeFollowerEntry: removeFollowerEntry,
  unsubscribe: unsubscribe,
  createComponent: postComponent,
  orderComponents: putComponentOrder,
  updateComponent: putComponent,
  deleteComponent: removeComponent,
  uploadMedia: postMedia,
  updateShareClass: putShareClass,
  priceData: getPriceData,
  addPrice: postPrice,
  importPrices: importPrices,
  deletePrice: removePrice,
  media: getMedia,
  assets: getAssets,
  benchmarks: getBenchmarks,
  benchmark: getBenchmark,
  removeFollower: removeFollower,
  bulkComponentsDryRun: postBulkComponentDryRun,
  bulkComponentsApply: postBulkComponentImport,
  requestExport: postPlatformExport,
  exportFile: downloadPlatformExport,
  bulkPriceDryRun: postBulkPriceDryRun,
  bulkPriceConfirm: postBulkPriceConfirm,
  factsheetGenerationCheck: postFactsheetGenerationCheck,
  generateFactsheets: postFactsheetGeneration,
  clientErrors: { request: reportClientErrors },
  contactChallenge: { request: getContactChallenge },
  contact: { request: postContactMessage },
  authChallenge: { request: getAuthChallenge },
  authBotCheck: { request: postAuthBotCheck },
};

/** The route of an entry with its handler; a request-only entry must be open and mounted as such. */
function mount(name: ApiName, entry: ApiEntry, handler: Mount<never>): Route<Endpoint> {
  const base = { methods: [entry.method], pattern: entry.path };
  const body = entry.body.kind;
  if (entry.runner === 'request') {
    if (typeof handler === 'function' || entry.access.kind !== 'open') {
      throw new Error(`${name} runs without a caller: it must be open and mounted as a request handler`);
    }
    return { ...base, handler: { kind: 'request', access: entry.access, body, handler: handler.request } };
  }
  if (typeof handler !== 'function') throw new Error(`${name} needs the caller: mount a configured handler`);
  return {
    ...base,
    handler: {
      kind: 'configured',
      access: entry.access,
      body,
      query: entry.query ?? noQuerySchema,
      ...(entry.body.kind === 'json' && entry.body.schema ? { bodySchema: entry.body.schema } : {}),
      // The route parses the query with the entry's schema before the handler runs: what the handler's type says.
      handler: handler as Handler,
      ...(entry.cache === 'revalidate' ? { revalidate: true } : {}),
    },
  };
}

/** Every call of the contract, in its order (literal paths before `:param` ones: the router takes the first match). */
export const API_ROUTES: readonly Route<Endpoint>[] = API_ENTRIES.map(([name, entry]) =>
  mount(name, entry, API_HANDLERS[name]),
);
