import { API, API_ENTRIES, keyNumbersQuerySchema, type ApiEntry, type ApiName } from '@portal/domain';
import { tenantRuntime } from '../../tenant/tenant-runtime.js';
import type { Endpoint, Handler, RequestHandler } from './context.js';
import { getOpenApi } from './get-openapi.js';
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

/** What a handler is mounted as: a configured handler (caller, configuration), or one run on the request alone. */
type Mount = Handler | { request: RequestHandler };

/** A holdings read's handler (get-holdings.ts), by its path's last segment. */
function holdings(name: ApiName): Handler {
  const segment = API[name].path.split('/').pop() ?? '';
  const handler = HOLDINGS_HANDLERS[segment];
  if (!handler) throw new Error(`no holdings handler for ${segment}`);
  return handler;
}

/**
 * One handler per entry of the API contract (packages/domain/src/contracts/api/table.ts): the type refuses an entry
 * without a handler and a handler without an entry (api-routes.test.ts checks the same at run time). Method, path,
 * body, access and caching all come from the entry.
 */
export const API_HANDLERS: Readonly<Record<ApiName, Mount>> = {
  health: (c) =>
    Promise.resolve(ok({ ok: true, products: c.config.products.size, tenant: tenantRuntime().tenantId })),
  siteState: getSiteState,
  openApi: getOpenApi,
  keyNumbers: async (c) =>
    ok(await getKeyNumbers(c.db, c.config, c.reader, parseQuery(keyNumbersQuerySchema, c.query))),
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
};

/** The route of an entry with its handler; a request-only entry must be open and mounted as such. */
function mount(name: ApiName, entry: ApiEntry, handler: Mount): Route<Endpoint> {
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
      handler,
      ...(entry.cache === 'revalidate' ? { revalidate: true } : {}),
    },
  };
}

/** Every call of the contract, in its order (literal paths before `:param` ones: the router takes the first match). */
export const API_ROUTES: readonly Route<Endpoint>[] = API_ENTRIES.map(([name, entry]) =>
  mount(name, entry, API_HANDLERS[name]),
);
