import { z } from 'zod';
import { factsheetConfigSchema } from '../../schemas/factsheet.js';
import { isoDateSchema, languageSchema } from '../../tenant/common.js';
import {
  factsheetGenerationCheckResponseSchema,
  factsheetGenerationRequestSchema,
  factsheetGenerationStartResponseSchema,
} from '../../factsheet/generation.js';
import {
  benchmarkPricesQuerySchema,
  benchmarksQuerySchema,
  cumulativeReturnsQuerySchema,
  detailsQuerySchema,
  factsheetPeriodsQuerySchema,
  lastCumulativeReturnsQuerySchema,
  lastLivePriceQuerySchema,
  performanceDataQuerySchema,
  readerOnlyQuerySchema,
  removeFollowerBodySchema,
  seriesQuerySchema,
  validDatesQuerySchema,
} from '../analytics-queries.js';
import {
  assetsResponseSchema,
  benchmarkPricesResponseSchema,
  benchmarkResponseSchema,
  benchmarksResponseSchema,
  betaResponseSchema,
  cumulativeReturnsResponseSchema,
  drawdownsResponseSchema,
  factsheetPeriodsResponseSchema,
  lastCumulativeReturnsResponseSchema,
  lastLivePriceResponseSchema,
  monthlyReturnsResponseSchema,
  outperformanceResponseSchema,
  performanceDataResponseSchema,
  productDetailsResponseSchema,
  removeFollowerResponseSchema,
  returnProfileResponseSchema,
  rollingResponseSchema,
  validDatesResponseSchema,
  weightedPerformanceDataResponseSchema,
  weightedReturnsResponseSchema,
  yearlyReturnsResponseSchema,
} from '../analytics-responses.js';
import {
  bulkPriceConfirmResponseSchema,
  bulkPriceDryRunQuerySchema,
  bulkPriceDryRunResponseSchema,
} from '../bulk-prices.js';
import {
  componentCreateBodySchema,
  componentOrderBodySchema,
  componentUpdateBodySchema,
  componentWriteResponseSchema,
} from '../components.js';
import {
  documentListResponseSchema,
  documentOrderBodySchema,
  documentReaderQuerySchema,
  documentUpdateBodySchema,
  documentUploadQuerySchema,
  documentWriteResponseSchema,
} from '../documents.js';
import { factsheetQuerySchema } from '../factsheet.js';
import {
  addFollowersBodySchema,
  addFollowersResponseSchema,
  removeFollowerEntryResponseSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
} from '../followers.js';
import {
  holdingDeleteResponseSchema,
  holdingImportBodySchema,
  holdingImportResponseSchema,
  holdingOverrideBodySchema,
  holdingOverrideDeleteResponseSchema,
  holdingOverrideResponseSchema,
} from '../holdings-admin.js';
import { comparisonQuerySchema, comparisonResponseSchema } from '../comparison.js';
import { mediaUploadQuerySchema, mediaUploadResponseSchema } from '../media.js';
import {
  bulkComponentApplyResponseSchema,
  bulkComponentDryRunResponseSchema,
  csvUploadQuerySchema,
  exportRequestResponseSchema,
} from '../operations.js';
import {
  addPriceBodySchema,
  addPriceResponseSchema,
  deletePriceResponseSchema,
  importPricesBodySchema,
  importPricesResponseSchema,
  priceDataResponseSchema,
} from '../price-data.js';
import { productPricesResponseSchema } from '../products.js';
import { shareClassUpdateBodySchema, shareClassUpdateResponseSchema } from '../share-classes.js';
import {
  ANY_PRODUCT_ADMIN,
  bulkComponents,
  bulkPrices,
  call,
  ex,
  exportPlatform,
  factsheets,
  file,
  get,
  json,
  jsonBody,
  NO_CONTENT,
  open,
  overrideHoldings,
  P,
  PRODUCT_ADMIN,
  read,
  READ_MANY,
  SIGNED_LINK,
  upload,
  WINDOW,
} from './builders.js';
import type { ApiEntry } from './entry.js';
import { HOLDINGS_READS } from './holdings-calls.js';
import { SITE_CALLS } from './site-calls.js';

/*
 * The /api HTTP API, every call declared once (docs/api-contract.md, seed 000 §7): method, path with its parameters,
 * query and body schemas, response, who may call it (access/route-access.ts) and how caches may keep the answer.
 * The functions mount one handler per entry (api-routes.ts; a test fails on an entry without a handler), the
 * OpenAPI document at /api/openapi.json is built from it (./openapi.ts), and the gate matrix derives its answers
 * from each entry's access. Order matters to the router: literal paths before `:param` ones (first match wins).
 */

const idResponseSchema = /* @__PURE__ */ z.object({ id: z.string() });
const idsResponseSchema = /* @__PURE__ */ z.object({ ids: z.array(z.string()) });
const componentCreatedSchema = /* @__PURE__ */ z.object({ id: z.string(), page: z.string() });

/** The factsheet's model is the renderer's (factsheet/model.ts): an outline here, the blocks and images by name. */
const factsheetResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  lang: languageSchema,
  availableLanguages: z.array(languageSchema),
  model: z.looseObject({
    blocks: z.record(z.string(), z.unknown()),
    images: z.record(z.string(), z.unknown()),
  }),
  config: factsheetConfigSchema,
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema.nullable(),
});

const modeRead = <const P extends string, S extends z.ZodType, Q extends z.ZodType>(
  path: P,
  summary: string,
  response: S,
  query: Q,
  exampleQuery: Record<string, string> = WINDOW,
) => get(path, summary, read('mode'), json(response), { query, example: ex(exampleQuery) });

export const API = {
  ...SITE_CALLS,
  productDetails: modeRead(
    'products/:id/details',
    'A product mode’s details and statistics',
    productDetailsResponseSchema,
    detailsQuerySchema,
    { mode: 'live' },
  ),
  validDates: modeRead(
    'products/:id/valid-dates',
    'The dates with data and the periods available',
    validDatesResponseSchema,
    validDatesQuerySchema,
  ),
  // Several products side by side (docs/comparison.md): each product through its own gate, refused ones named.
  comparison: get(
    'products/comparison',
    'Several products side by side',
    READ_MANY,
    json(comparisonResponseSchema),
    {
      query: comparisonQuerySchema,
      example: { query: { products: `${P.id},multi-asset-dynamic,swiss-bond-i`, period: '36m' } },
    },
  ),
  // The same comparison on one A4 page (docs/comparison.md "Export"); a literal path, before `products/:id/...`.
  comparisonPdf: get(
    'products/comparison.pdf',
    'Several products side by side, as a one-page PDF',
    READ_MANY,
    file('application/pdf'),
    {
      query: comparisonQuerySchema,
      example: { query: { products: `${P.id},multi-asset-dynamic,swiss-bond-i`, period: '36m', lang: 'en' } },
    },
  ),
  productPrices: get(
    'products/:id/product-prices',
    'The product’s primary price series',
    read('primary'),
    json(productPricesResponseSchema),
    {
      query: readerOnlyQuerySchema,
      example: ex(),
    },
  ),
  benchmarkPrices: get(
    'products/:id/benchmark-prices',
    'A benchmark’s prices over the product’s dates',
    read('product'),
    json(benchmarkPricesResponseSchema),
    {
      query: benchmarkPricesQuerySchema,
      example: ex({ benchmark_symbol: 'world-equity-usd' }),
    },
  ),
  lastLivePrice: modeRead(
    'products/:id/last-live-price',
    'The last price of a mode',
    lastLivePriceResponseSchema,
    lastLivePriceQuerySchema,
    { mode: 'live' },
  ),
  performanceData: modeRead(
    'products/:id/performance-data',
    'Statistics per period',
    performanceDataResponseSchema,
    performanceDataQuerySchema,
  ),
  weightedPerformanceData: modeRead(
    'products/:id/weighted-performance-data',
    'Statistics of the weighted portfolio',
    weightedPerformanceDataResponseSchema,
    performanceDataQuerySchema,
  ),
  lastCumulativeReturns: modeRead(
    'products/:id/last-cumulative-returns',
    'The latest cumulative return per period',
    lastCumulativeReturnsResponseSchema,
    lastCumulativeReturnsQuerySchema,
    { mode: 'live' },
  ),
  factsheetPeriods: modeRead(
    'products/:id/cumulative-return-periods-factsheet',
    'Period returns as the factsheet shows them',
    factsheetPeriodsResponseSchema,
    factsheetPeriodsQuerySchema,
  ),
  cumulativeReturns: modeRead(
    'products/:id/cumulative-returns',
    'Cumulative return series',
    cumulativeReturnsResponseSchema,
    cumulativeReturnsQuerySchema,
  ),
  yearlyReturns: modeRead(
    'products/:id/yearly-cumulative-returns',
    'Calendar-year returns',
    yearlyReturnsResponseSchema,
    seriesQuerySchema,
  ),
  monthlyReturns: modeRead(
    'products/:id/monthly-cumulative-returns',
    'Monthly returns table',
    monthlyReturnsResponseSchema,
    seriesQuerySchema,
  ),
  drawdowns: modeRead(
    'products/:id/drawdowns',
    'Drawdown series and episodes',
    drawdownsResponseSchema,
    seriesQuerySchema,
  ),
  outperformance: modeRead(
    'products/:id/outperformance',
    'Outperformance against the benchmark',
    outperformanceResponseSchema,
    seriesQuerySchema,
  ),
  volatility: modeRead(
    'products/:id/volatility',
    'Rolling volatility',
    rollingResponseSchema,
    seriesQuerySchema,
  ),
  beta: modeRead(
    'products/:id/beta',
    'Rolling beta against the benchmark',
    betaResponseSchema,
    seriesQuerySchema,
  ),
  returns: modeRead(
    'products/:id/returns',
    'The return profile',
    returnProfileResponseSchema,
    seriesQuerySchema,
  ),
  riskAdjusted: modeRead(
    'products/:id/risk-adjusted',
    'Rolling risk-adjusted return',
    rollingResponseSchema,
    seriesQuerySchema,
  ),
  cumulativeWeightedReturns: modeRead(
    'products/:id/cumulative-weighted-returns',
    'Cumulative returns of the weighted portfolio',
    weightedReturnsResponseSchema,
    seriesQuerySchema,
  ),
  factsheet: get(
    'products/:id/factsheet',
    'The factsheet model and its config',
    read('factsheet'),
    json(factsheetResponseSchema),
    {
      query: factsheetQuerySchema,
      example: ex({ lang: 'en' }),
    },
  ),
  factsheetPdf: get(
    'products/:id/factsheet.pdf',
    'The factsheet drawn as a PDF (a preview)',
    read('factsheet'),
    file('application/pdf'),
    {
      query: factsheetQuerySchema,
      example: ex({ lang: 'en' }),
    },
  ),
  ...HOLDINGS_READS,
  // Holding data of the admin console (docs/holdings.md).
  importHoldings: call(
    'POST',
    'products/:id/holdings',
    'Import the holdings of a date',
    PRODUCT_ADMIN,
    jsonBody(holdingImportBodySchema),
    json(holdingImportResponseSchema, { status: 201 }),
  ),
  deleteHoldings: call(
    'DELETE',
    'products/:id/holdings/:date',
    'Delete the holdings of a date',
    PRODUCT_ADMIN,
    jsonBody(),
    json(holdingDeleteResponseSchema),
  ),
  overrideHoldings: call(
    'POST',
    'holding-overrides',
    'Override holding data (dry run or apply)',
    overrideHoldings,
    jsonBody(holdingOverrideBodySchema),
    json(holdingOverrideResponseSchema),
  ),
  deleteHoldingOverride: call(
    'DELETE',
    'products/:id/holding-overrides/:overrideId',
    'Remove a holding override',
    overrideHoldings,
    jsonBody(),
    json(holdingOverrideDeleteResponseSchema),
  ),
  // Documents (docs/documents.md): `order` before `:docId`.
  documents: get(
    'products/:id/documents',
    'The documents this reader may see',
    read('documents'),
    json(documentListResponseSchema),
    {
      query: documentReaderQuerySchema,
      example: ex({ lang: 'en' }),
    },
  ),
  uploadDocument: call(
    'POST',
    'products/:id/documents',
    'Upload a document',
    PRODUCT_ADMIN,
    upload('the document file'),
    json(idResponseSchema, { status: 201 }),
    { query: documentUploadQuerySchema },
  ),
  reorderDocuments: call(
    'PUT',
    'products/:id/documents/order',
    'Reorder the documents',
    PRODUCT_ADMIN,
    jsonBody(documentOrderBodySchema),
    json(idsResponseSchema),
  ),
  // The handler adds the document's own rules (archived, loginRequired) with the same gate.
  documentFile: get(
    'products/:id/documents/:docId/file',
    'Download a document',
    read('documents'),
    file('the document'),
    { query: documentReaderQuerySchema },
  ),
  lastFactsheetFile: get(
    'products/:id/last-factsheet/file',
    'Download the last generated factsheet',
    read('documents'),
    file('application/pdf'),
    {
      query: documentReaderQuerySchema,
      example: ex({ lang: 'en' }),
    },
  ),
  updateDocument: call(
    'PATCH',
    'products/:id/documents/:docId',
    'Change a document',
    PRODUCT_ADMIN,
    jsonBody(documentUpdateBodySchema),
    json(documentWriteResponseSchema),
  ),
  deleteDocument: call(
    'DELETE',
    'products/:id/documents/:docId',
    'Delete a document',
    PRODUCT_ADMIN,
    jsonBody(),
    NO_CONTENT,
  ),
  // Followers (docs/follow.md).
  addFollowers: call(
    'POST',
    'products/:id/followers',
    'Add followers',
    PRODUCT_ADMIN,
    jsonBody(addFollowersBodySchema),
    json(addFollowersResponseSchema, { status: 201 }),
  ),
  removeFollowerEntry: call(
    'DELETE',
    'products/:id/followers/:entryId',
    'Remove a follower',
    PRODUCT_ADMIN,
    jsonBody(),
    json(removeFollowerEntryResponseSchema),
  ),
  unsubscribe: call(
    'POST',
    'followers/unsubscribe',
    'Unsubscribe through a mailed link',
    SIGNED_LINK,
    jsonBody(unsubscribeBodySchema),
    json(unsubscribeResponseSchema),
  ),
  // Generic components and product media.
  createComponent: call(
    'POST',
    'products/:id/components',
    'Create a component',
    PRODUCT_ADMIN,
    jsonBody(componentCreateBodySchema),
    json(componentCreatedSchema, { status: 201 }),
  ),
  orderComponents: call(
    'PUT',
    'products/:id/components/:page',
    'Reorder a page’s components',
    PRODUCT_ADMIN,
    jsonBody(componentOrderBodySchema),
    json(idsResponseSchema),
  ),
  updateComponent: call(
    'PUT',
    'products/:id/components/:page/:componentId',
    'Change a component',
    PRODUCT_ADMIN,
    jsonBody(componentUpdateBodySchema),
    json(componentWriteResponseSchema),
  ),
  deleteComponent: call(
    'DELETE',
    'products/:id/components/:page/:componentId',
    'Delete a component',
    PRODUCT_ADMIN,
    jsonBody(),
    NO_CONTENT,
  ),
  uploadMedia: call(
    'POST',
    'products/:id/media',
    'Upload an image or video',
    PRODUCT_ADMIN,
    upload('the image or video'),
    json(mediaUploadResponseSchema, { status: 201 }),
    { query: mediaUploadQuerySchema },
  ),
  // The share-class tab of the admin console (docs/share-classes.md): the class's data and the family's default.
  updateShareClass: call(
    'PUT',
    'products/:id/share-class',
    'Change a share class and the default class of its family',
    PRODUCT_ADMIN,
    jsonBody(shareClassUpdateBodySchema),
    json(shareClassUpdateResponseSchema),
  ),
  // The price data tab of the admin console: a product admin changes their own products' prices here.
  priceData: get(
    'products/:id/price-data',
    'The product’s edited series and its benchmarks',
    PRODUCT_ADMIN,
    json(priceDataResponseSchema),
    { query: readerOnlyQuerySchema },
  ),
  addPrice: call(
    'POST',
    'products/:id/prices',
    'Add or change one price',
    PRODUCT_ADMIN,
    jsonBody(addPriceBodySchema),
    json(addPriceResponseSchema, { status: 201 }),
  ),
  importPrices: call(
    'POST',
    'products/:id/prices/import',
    'Import prices from a CSV',
    PRODUCT_ADMIN,
    jsonBody(importPricesBodySchema),
    json(importPricesResponseSchema),
  ),
  deletePrice: call(
    'DELETE',
    'products/:id/prices/:date',
    'Delete one price',
    PRODUCT_ADMIN,
    jsonBody(),
    json(deletePriceResponseSchema),
  ),
  assets: get(
    'assets',
    'The products and benchmarks this caller may see',
    open('the products and benchmarks this caller may see'),
    json(assetsResponseSchema),
    { example: {} },
  ),
  benchmarks: get(
    'benchmarks',
    'Benchmarks',
    open('benchmarks are public reference series'),
    json(benchmarksResponseSchema),
    { query: benchmarksQuerySchema, example: {} },
  ),
  benchmark: get(
    'benchmarks/:id',
    'One benchmark',
    open('benchmarks are public reference series'),
    json(benchmarkResponseSchema),
    { query: benchmarksQuerySchema },
  ),
  removeFollower: call(
    'POST',
    'users/remove-follower',
    'Remove a follower from a user',
    ANY_PRODUCT_ADMIN,
    jsonBody(removeFollowerBodySchema),
    json(removeFollowerResponseSchema),
  ),
  // Admin operations (docs/operations.md): who may run them is OPERATION_ACCESS's one decision.
  bulkComponentsDryRun: call(
    'POST',
    'operations/bulk-components/dry-run',
    'Check a bulk component CSV',
    bulkComponents,
    upload('the CSV'),
    json(bulkComponentDryRunResponseSchema),
    { query: csvUploadQuerySchema },
  ),
  bulkComponentsApply: call(
    'POST',
    'operations/bulk-components',
    'Apply a bulk component CSV',
    bulkComponents,
    upload('the CSV'),
    json(bulkComponentApplyResponseSchema),
    { query: csvUploadQuerySchema },
  ),
  requestExport: call(
    'POST',
    'operations/exports',
    'Request a platform export',
    exportPlatform,
    jsonBody(),
    json(exportRequestResponseSchema, { status: 201 }),
  ),
  exportFile: get(
    'operations/exports/:operationId/file',
    'Download a platform export',
    exportPlatform,
    file('application/zip'),
  ),
  bulkPriceDryRun: call(
    'POST',
    'operations/bulk-price-update',
    'Dry run of a bulk price update (gzipped CSV)',
    bulkPrices,
    upload('the gzipped CSV'),
    json(bulkPriceDryRunResponseSchema, { status: 201 }),
    { query: bulkPriceDryRunQuerySchema },
  ),
  bulkPriceConfirm: call(
    'POST',
    'operations/bulk-price-update/:operationId/confirm',
    'Apply a clean bulk price dry run',
    bulkPrices,
    jsonBody(),
    json(bulkPriceConfirmResponseSchema),
  ),
  factsheetGenerationCheck: call(
    'POST',
    'operations/generate-factsheets/check',
    'Check a factsheet generation',
    factsheets,
    jsonBody(factsheetGenerationRequestSchema),
    json(factsheetGenerationCheckResponseSchema),
  ),
  generateFactsheets: call(
    'POST',
    'operations/generate-factsheets',
    'Generate factsheets',
    factsheets,
    jsonBody(factsheetGenerationRequestSchema),
    json(factsheetGenerationStartResponseSchema, { status: 201 }),
  ),
} as const satisfies Record<string, ApiEntry>;

export type ApiName = keyof typeof API;

/** Every entry with its name, in the router's order. */
export const API_ENTRIES = Object.entries(API) as [ApiName, ApiEntry][];
