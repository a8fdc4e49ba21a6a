/*
 * The public surface of @portal/domain: exactly the names other packages (functions, web, packages/cli, scripts,
 * tests) import. Everything else stays internal to the package, so the dead-code check (knip, which reports this
 * entry's unused exports) sees a rule nobody uses. Add a name here when another package starts to import it.
 */

// Shared constants, Firestore paths and converters, the statistics catalogue.
export {
  ADMIN_ROLES,
  ANALYSIS_MODES,
  BRAND_COLORS,
  BREAKPOINTS,
  CARD_KINDS,
  CLAIMABLE_ROLES,
  DEFAULT_COUNTRY,
  DEV_SECTION_CLAIM,
  FALLBACK_LANGUAGE,
  INVESTOR_TYPES,
  LANGUAGES,
  LIMITS,
  LOGIN_METHODS,
  PRODUCT_ICON_NAMES,
  ROLE_CLAIM_PREFIX,
  STAFF_ROLES,
  STAT_IDS,
  STAT_PERIODS,
  UPDATE_FREQUENCIES,
} from './constants.js';
export type {
  AnalysisModeId,
  CardKind,
  InvestorType,
  Language,
  LoginMethod,
  ProductIconName,
  StatId,
  StatPeriod,
  UpdateFrequency,
  ZoomPreset,
} from './constants.js';
export { DocumentValidationError, normalizeFirestoreValue, zodConverter } from './converter.js';
export {
  FOLLOWER_ENTRIES_GROUP,
  collections,
  isDocumentId,
  isStorableText,
  paths,
} from './firestore-paths.js';
export { STATS_CATALOGUE, STAT_TERMS, statDisplay } from './stats-catalogue.js';

// Tenant configuration: site settings, products, catalogue, page components, help, the platform seed.
export {
  benchmarkConfigSchema,
  catalogueSchema,
  crossCheckTenant,
  orderProducts,
} from './tenant/catalogue.js';
export type { BenchmarkConfig, Catalogue } from './tenant/catalogue.js';
export { idSchema, isRealDate, isoDateSchema, languageSchema, roleNameSchema } from './tenant/common.js';
export type { LocalizedText, MediaRef } from './tenant/common.js';
export { formatIssues } from './tenant/format-issues.js';
export { crossCheckHelp, helpContentSchema } from './tenant/help-content.js';
export type { FaqEntry, HelpContent } from './tenant/help-content.js';
export { isPageComponent } from './tenant/page-components.js';
export type { PageComponent } from './tenant/page-components.js';
export { crossCheckPlatformSeed, tenantPlatformSeedSchema } from './tenant/platform-seed.js';
export type { TenantPlatformSeed } from './tenant/platform-seed.js';
export {
  PRODUCT_ROLES,
  modesOf,
  priceSeriesIdFor,
  primaryModeOf,
  productConfigSchema,
} from './tenant/product-config.js';
export type {
  AnalysisMode,
  ProductConfig,
  ProductConfigInput,
  ProductRole,
} from './tenant/product-config.js';
export { defaultClassChanges, groupByShareClass, shareClassToOpen } from './tenant/share-classes.js';
export type { ShareClass } from './tenant/product-config.js';
export { shareClassIssues } from './tenant/share-class-fields.js';
export type { DistributionPolicy, ShareClassField, ShareClassIssue } from './tenant/share-class-fields.js';
export { isinCheckDigit, normalizeBloombergTicker } from './tenant/security-identifiers.js';
export { siteSettingsSchema } from './tenant/site-settings.js';
export type { SiteSettings } from './tenant/site-settings.js';

// Firestore document schemas and the types read from them.
export { auditLogEntrySchema } from './schemas/audit-log.js';
export {
  COMPONENT_PAGES,
  GENERIC_COMPONENT_TYPES,
  componentContentSchema,
  componentDocId,
  genericComponentSchema,
  isChartType,
  isMediaType,
  isWeightedType,
} from './schemas/components.js';
export type {
  ComponentContent,
  ComponentLocation,
  ComponentMedia,
  ComponentPage,
  GenericComponent,
  GenericComponentType,
} from './schemas/components.js';
export {
  CONSENT_METHODS,
  CONSENT_RECORD_FIELDS,
  LEGAL_DOCUMENTS,
  consentRecordSchema,
  dataExportMarkerSchema,
} from './schemas/consent.js';
export type { ConsentRecord, LegalDocument } from './schemas/consent.js';
export {
  CONTACT_MESSAGE_RETENTION_DAYS,
  contactChallengeRecordSchema,
  contactMessageRecordSchema,
  rateLimitRecordSchema,
} from './schemas/contact.js';
export type { ContactMessageRecord } from './schemas/contact.js';
export { COUNTRY_NAMES_EN, isCountryCode, orderedCountries } from './schemas/countries.js';
export type { CountryCode } from './schemas/countries.js';
export { productDocumentSchema } from './schemas/documents.js';
export type { ProductDocument } from './schemas/documents.js';
export {
  FACTSHEET_DATE_POSITIONS,
  FACTSHEET_FONT_SIZES,
  FACTSHEET_HEADER_SIZE,
  FACTSHEET_MAX_PAGES,
  FACTSHEET_SPACINGS,
  FACTSHEET_TITLE_BORDERS,
  factsheetConfigSchema,
  overviewHeaderSchema,
} from './schemas/factsheet.js';
export type { FactsheetConfig, FactsheetLayoutItem } from './schemas/factsheet.js';
export { fileRefSchema } from './schemas/file-ref.js';
export type { FileRef } from './schemas/file-ref.js';
export {
  adminFollowerEntryId,
  followerMailMarkerId,
  followerMailMarkerSchema,
  followerSchema,
  normalizeFollowerEmail,
  selfFollowerEntryId,
} from './schemas/followers.js';
export type { Follower } from './schemas/followers.js';
export { HOLDING_VOCABULARIES } from './schemas/holding-vocabulary.js';
export type { HoldingVocabularyKind } from './schemas/holding-vocabulary.js';
export {
  HOLDING_CHART_TYPES,
  HOLDING_COMPONENT_KINDS,
  holdingComponentSchema,
  holdingKeyOf,
  holdingKeySchema,
  holdingOverrideSchema,
  holdingSchema,
  holdingSnapshotSchema,
} from './schemas/holdings.js';
export type {
  Holding,
  HoldingComponent,
  HoldingComponentKind,
  HoldingKey,
  HoldingOverride,
  HoldingSnapshot,
} from './schemas/holdings.js';
export { productMediaSchema } from './schemas/media.js';
export type { ProductMedia } from './schemas/media.js';
export { fileIssuesFromCsvErrors, operationRecordSchema } from './schemas/operations.js';
export type {
  BulkPriceChangeRecord,
  BulkPriceUpdateRecord,
  BulkPriceWarningRecord,
  FileIssue,
  OperationKind,
  OperationRecord,
  OperationStatus,
} from './schemas/operations.js';
export { COUNTRY_CALLING_CODES, countryOfCallingCode } from './schemas/phone.js';
export {
  COMPLIANCE_FIELDS,
  COMPLIANCE_TEXT_MAX,
  catalogueStateSchema,
  complianceSchema,
  platformLangSettingsSchema,
  platformSettingsSchema,
} from './schemas/platform-settings.js';
export type {
  Compliance,
  PlatformLangSettings,
  PlatformSettings,
  UserDefinedRole,
} from './schemas/platform-settings.js';
export { productAdminClaimsSchema } from './schemas/product-admin-claims.js';
export type { ProductAdminClaims } from './schemas/product-admin-claims.js';
export {
  PRODUCT_ADMIN_EDITABLE_FIELDS,
  productDocSchema,
  productLangSchema,
  productRolesHeld,
  SHARE_CLASS_API_FIELDS,
} from './schemas/product.js';
export type { ProductLang } from './schemas/product.js';
export {
  CERTIFICATIONS,
  checkPasswordChange,
  checkProfile,
  checkRegistration,
  checkTwoFactorCode,
  newUserRecord,
} from './schemas/registration.js';
export type {
  Certification,
  FieldIssue,
  ProfileInput,
  Registration,
  RegistrationInput,
  UserProfile,
} from './schemas/registration.js';
export { USER_PROTECTED_FIELDS, USER_RECORD_FIELDS, userRecordSchema } from './schemas/user.js';
export type { FollowEntry, UserRecord } from './schemas/user.js';

// Access policy: roles, gates, route, section, document and embed access, rate limits.
export { CALL_RATE_LIMITS, callRateCounterId } from './access/call-rate-limits.js';
export type { RateLimitedCallable } from './access/call-rate-limits.js';
export {
  CUSTOM_ROLES_MAX,
  CUSTOM_ROLE_NAME_MAX,
  applyCustomRoleChange,
  customRoleIssues,
} from './access/custom-roles.js';
export type { CustomRoleChange, CustomRoleIssue } from './access/custom-roles.js';
export { documentMetadataIssues, readerDocuments } from './access/document-access.js';
export type {
  DocumentIssue,
  DocumentMetadata,
  ProfileContext,
  StoredDocument,
} from './access/document-access.js';
export { embedRefusalOfGuard, embedRefusalOfStatus } from './access/embed-access.js';
export type { EmbedRefusal } from './access/embed-access.js';
export { followerReader } from './access/follower-access.js';
export {
  GATE_DENIAL_MESSAGE_KEYS,
  LOGIN_METHOD_PROVIDERS,
  followGate,
  guestReasonOf,
  readGate,
  sessionRoles,
} from './access/gate.js';
export type { GateDecision, GateDenialReason, GateTarget, Reader, SessionToken } from './access/gate.js';
export {
  INVESTOR_PROFILE_STORAGE_KEYS,
  admittedProfile,
  authorizedProducts,
  completeProfile,
  effectiveProfile,
  migrateCountry,
  migrateStoredProfile,
} from './access/investor-profile.js';
export type { InvestorProfile, PartialInvestorProfile } from './access/investor-profile.js';
export { mediaShareableInto } from './access/media-sharing.js';
export { productDecision, usableModes } from './access/mode-access.js';
export { canUseMode, primaryAccess } from './access/product-access.js';
export { deriveProductAdminClaims, sameProductAdminClaims } from './access/product-admin-claims.js';
export { isRecentLogin } from './access/recent-login.js';
export {
  adminLevel,
  grantableRoleNames,
  mayAssignRole,
  roleChangeRefusal,
  sameRoles,
  superAdminLocked,
} from './access/role-change.js';
export {
  adminProductIds,
  canSeeProduct,
  claimsForRoles,
  devSectionClaimed,
  hasAnyRole,
  hasDevSectionAccess,
  isAdmin,
  isProductAdmin,
  isSignedIn,
  isStaff,
  listedProducts,
  rolesFromClaims,
} from './access/roles.js';
export type { AccessContext } from './access/roles.js';
export {
  ADMIN_OPERATIONS,
  carriesReaderParamsOf,
  operationOpenToProductAdmins,
  routeAccessDecision,
} from './access/route-access.js';
export type { AdminOperation, RouteAccess } from './access/route-access.js';
export {
  routeGuard,
  routeMayNeedInvestorProfile,
  routeUsesCatalogue,
  safeAppPath,
} from './access/route-guard.js';
export type {
  GuardDestination,
  GuardEffect,
  GuardRoute,
  PageRouteMeta,
  RouteGuardResult,
} from './access/route-guard.js';
export {
  ANALYSIS_SECTION_OF_MODE,
  DEV_ROUTE_SECTIONS,
  EMBEDDED_ROUTE_PAGES,
  PDF_RENDERER_TOKEN_PARAM,
  PDF_ROUTE_SECTION,
  PRODUCT_ROUTE_SECTIONS,
  isEmbeddedRoutePage,
  isLiveEmbedPath,
  modeOfSection,
  openableSections,
  productSectionExists,
  sectionDecision,
} from './access/section-access.js';
export type {
  AnalysisSection,
  DevRouteSection,
  EmbeddedRoutePage,
  ProductRouteSection,
} from './access/section-access.js';
export { redactedComponents, siteStateProducts, unseenIds } from './access/series-visibility.js';
export { userAdminRefusal } from './access/user-admin.js';
export type { UserAdminAction } from './access/user-admin.js';

// Analytics engine: dates, periods, series, key numbers, statistics (see analytics/README.md).
export {
  ANALYSIS_TERMS,
  AnalyticsInputError,
  NO_KEY_NUMBERS,
  RETURNS_PRICE_FIELD,
  computeAnalysisSeries,
  computeKeyNumbers,
  computeStatisticsTable,
  drawdownEpisodeDays,
  isRelativeStat,
  isoDateUTC,
  lastIndexOnOrBefore,
  monthlyReturnsGrid,
  periodReturns,
  periodWindows,
  pickPrices,
  prepareAnalytics,
  resample,
  scaleFor,
  sinceLaunchMode,
  sinceLaunchWindow,
  weightedReturns,
  zoomPresetStart,
  zoomPresets,
} from './analytics/index.js';
export type {
  AnalysisSeries,
  AnalysisTerms,
  AnalyticsConventions,
  AnalyticsInput,
  MonthlyGridLine,
  MonthlyGridYear,
  NullReason,
  PeriodWindow,
  PreparedAnalytics,
  PriceField,
  RiskFreeSeries,
  SeriesWindowSpec,
  StatisticCell,
  StatisticsTable,
} from './analytics/index.js';

// API contract: the entry table, OpenAPI, request and response schemas per area.
export {
  allocationOverTimeQuerySchema,
  allocationQuerySchema,
  benchmarkPricesQuerySchema,
  benchmarksQuerySchema,
  cumulativeReturnsQuerySchema,
  detailsQuerySchema,
  factsheetPeriodsQuerySchema,
  lastCumulativeReturnsQuerySchema,
  lastLivePriceQuerySchema,
  latestDateQuerySchema,
  performanceDataQuerySchema,
  readerOnlyQuerySchema,
  removeFollowerBodySchema,
  seriesQuerySchema,
  validDatesQuerySchema,
} from './contracts/analytics-queries.js';
export {
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
  productBenchmarksResponseSchema,
  productDetailsResponseSchema,
  shareClassInfoOf,
  removeFollowerResponseSchema,
  returnProfileResponseSchema,
  rollingResponseSchema,
  validDatesResponseSchema,
  weightedPerformanceDataResponseSchema,
  weightedReturnsResponseSchema,
  yearlyReturnsResponseSchema,
} from './contracts/analytics-responses.js';
export type {
  AnalyticsWindow,
  Asset,
  AssetsResponse,
  BenchmarkPricesResponse,
  BenchmarkResponse,
  BenchmarksResponse,
  BetaResponse,
  CumulativeReturnsResponse,
  DrawdownsResponse,
  FactsheetPeriodsResponse,
  LastCumulativeReturnsResponse,
  LastLivePriceResponse,
  ModeDetails,
  MonthlyReturnsResponse,
  OutperformanceResponse,
  PerformanceDataResponse,
  PeriodAvailability,
  ProductBenchmark,
  ProductBenchmarksResponse,
  ProductDetailsResponse,
  RemoveFollowerResponse,
  ReturnProfileResponse,
  RollingResponse,
  RollingSeriesResponse,
  ValidDatesResponse,
  WeightedPerformanceDataResponse,
  WeightedReturnsResponse,
  YearlyReturnsResponse,
} from './contracts/analytics-responses.js';
export {
  ALLOCATION_ENDPOINTS,
  apiEntryOfPath,
  routeAccessOf,
  routeAccessOfPath,
} from './contracts/api-access.js';
export type { AllocationEndpoint } from './contracts/api-access.js';
export { urlTemplateOf } from './contracts/api/entry.js';
export type {
  ApiEntry,
  ApiMethod,
  BodyOf,
  JsonResponse,
  ParamsOf,
  PathParams,
  QueryOf,
  ResponseOf,
} from './contracts/api/entry.js';
export { openApiDocument } from './contracts/api/openapi.js';
export { responseIssues } from './contracts/api/response-check.js';
export { SITE_CALLS } from './contracts/api/site-calls.js';
export { HOLDINGS_READS } from './contracts/api/holdings-calls.js';
export { API, API_ENTRIES } from './contracts/api/table.js';
export type { ApiName } from './contracts/api/table.js';
export {
  BULK_PRICE_MAX_CSV_BYTES,
  BULK_PRICE_MAX_UPLOAD_BYTES,
  BULK_PRICE_OPERATION_ERROR_KEYS,
  PRICE_FEED_FOLDERS,
  SYSTEM_USER_ID,
  bulkPriceDryRunQuerySchema,
  bulkPriceDryRunResponseSchema,
} from './contracts/bulk-prices.js';
export type { BulkPriceConfirmResponse, BulkPriceDryRunResponse } from './contracts/bulk-prices.js';
export {
  CLIENT_ERROR_LIMITS,
  CLIENT_TRACES_SAMPLE_RATE,
  clientErrorBatchSchema,
} from './contracts/client-errors.js';
export type { ClientErrorBatch, ClientErrorReport } from './contracts/client-errors.js';
export {
  componentCreateBodySchema,
  componentOrderBodySchema,
  componentUpdateBodySchema,
} from './contracts/components.js';
export type {
  ComponentCreateBody,
  ComponentRejectionDetails,
  ComponentUpdateBody,
} from './contracts/components.js';
export {
  altchaChallengeSchema,
  altchaPayloadSchema,
  contactRequestSchema,
  contactResponseSchema,
} from './contracts/contact.js';
export type {
  AltchaChallenge,
  ContactBotCheckProblem,
  ContactRequest,
  ContactResponse,
} from './contracts/contact.js';
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  checkDocumentFile,
  documentFileTypeOf,
  documentListResponseSchema,
  documentOrderBodySchema,
  documentReaderQuerySchema,
  documentUpdateBodySchema,
  documentUploadQuerySchema,
  documentWriteResponseSchema,
  safeFileName,
} from './contracts/documents.js';
export type {
  DocumentFileProblem,
  DocumentListResponse,
  DocumentReaderQuery,
  DocumentUpdateBody,
  DocumentUploadQuery,
  ReaderDocument,
} from './contracts/documents.js';
export { factsheetQuerySchema } from './contracts/factsheet.js';
export type { FactsheetQuery, FactsheetResponse } from './contracts/factsheet.js';
export {
  MAX_FOLLOWERS_PER_ADD,
  addFollowersBodySchema,
  addFollowersRefusalSchema,
  addFollowersResponseSchema,
  unsubscribeBodySchema,
} from './contracts/followers.js';
export type {
  AddFollowersBody,
  AddFollowersRefusal,
  AddFollowersResponse,
  FollowerRowValue,
  RemoveFollowerEntryResponse,
  UnsubscribeResponse,
} from './contracts/followers.js';
export {
  HOLDING_ADMIN_MESSAGE_KEYS,
  MAX_HOLDING_OVERRIDE_PRODUCTS,
  MAX_HOLDING_OVERRIDE_WRITES,
  holdingFileRefusalSchema,
  holdingImportBodySchema,
  holdingImportResponseSchema,
  holdingOverrideBodySchema,
  holdingOverrideDeleteResponseSchema,
  holdingOverrideResponseSchema,
} from './contracts/holdings-admin.js';
export type {
  HoldingFileError,
  HoldingFileRefusal,
  HoldingImportBody,
  HoldingImportResponse,
  HoldingOverrideBody,
  HoldingOverridePreview,
  HoldingOverrideResponse,
} from './contracts/holdings-admin.js';
export {
  allocationOverTimeResponseSchema,
  allocationResponseSchema,
  assetsUnderManagementResponseSchema,
  holdingsDetailsResponseSchema,
  holdingsResponseSchema,
  performanceTableResponseSchema,
} from './contracts/holdings.js';
export type {
  AllocationDimension,
  AllocationOverTimeResponse,
  AllocationSlice,
  AssetsUnderManagementResponse,
  HoldingRow,
  HoldingsDetailsResponse,
  PerformanceTableResponse,
} from './contracts/holdings.js';
export { API_ERRORS, apiErrorCodeOfStatus, apiErrorSchema } from './contracts/http.js';
export type { ApiError, ApiErrorCode } from './contracts/http.js';
export {
  MEDIA_HEAD_BYTES,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  checkMediaFile,
  checkPickedMedia,
  mediaUploadQuerySchema,
  mediaUploadResponseSchema,
  mediaUrl,
  sniffMediaType,
} from './contracts/media.js';
export type {
  MediaFileProblem,
  MediaKind,
  MediaPickProblem,
  MediaUploadResponse,
} from './contracts/media.js';
export {
  BULK_COMPONENT_CSV_MAX_BYTES,
  bulkComponentApplyResponseSchema,
  bulkComponentDryRunResponseSchema,
  csvUploadQuerySchema,
  exportRequestResponseSchema,
} from './contracts/operations.js';
export type { BulkComponentApplyResponse, BulkComponentDryRunResponse } from './contracts/operations.js';
export { overviewQuerySchema, overviewResponseSchema } from './contracts/overview.js';
export type { OverviewResponse } from './contracts/overview.js';
export {
  MAX_LISTED_CSV_ERRORS,
  addPriceBodySchema,
  importPricesBodySchema,
  importPricesResponseSchema,
  priceCsvRefusalSchema,
  priceDataResponseSchema,
  priceEntryRefusalSchema,
} from './contracts/price-data.js';
export type {
  AddPriceBody,
  ImportPricesBody,
  ImportPricesResponse,
  PriceCsvRefusal,
  PriceDataResponse,
  PriceEntryRefusal,
  PriceWriteResult,
} from './contracts/price-data.js';
export { shareClassRefusalSchema } from './contracts/share-classes.js';
export type {
  ShareClassRefusal,
  ShareClassUpdateBody,
  ShareClassUpdateResponse,
} from './contracts/share-classes.js';
export {
  DATA_EXPORT_INTERVAL_MINUTES,
  deleteMyAccountResponseSchema,
  emailKeyedDataMatch,
  userDataExportSchema,
  userDataFileName,
} from './contracts/privacy.js';
export type { DeleteMyAccountResponse, EmailKeyedDataMatch, UserDataExport } from './contracts/privacy.js';
export { COMPARISON_LIMITS, COMPARISON_PERIODS, computeComparison } from './analytics/comparison.js';
export type {
  Comparison,
  ComparisonColumn,
  ComparisonMember,
  ComparisonPeriod,
  DateCut,
} from './analytics/comparison.js';
export { comparisonQuerySchema, comparisonResponseSchema } from './contracts/comparison.js';
export type { ComparedProduct, ComparisonProduct, ComparisonResponse } from './contracts/comparison.js';
export { comparisonCsv, comparisonFileName } from './analytics/comparison-csv.js';
export type { ComparisonCsvLabels } from './analytics/comparison-csv.js';
export {
  comparisonDetailRows,
  correlationMatrix,
  statisticsWindowOf,
} from './analytics/comparison-tables.js';
export type { CorrelationCell } from './analytics/comparison-tables.js';
export { holdingsOverlap } from './holdings/overlap.js';
export type { HoldingsOverlap, OverlapPortfolio } from './holdings/overlap.js';
export {
  keyNumbersQuerySchema,
  keyNumbersResponseSchema,
  productPricesResponseSchema,
} from './contracts/products.js';
export type {
  KeyNumbersItem,
  KeyNumbersQuery,
  KeyNumbersResponse,
  ProductPricesResponse,
} from './contracts/products.js';
export { READER_PROFILE_PARAMS, readerParamsSchema } from './contracts/reader.js';
export type { ReaderParams } from './contracts/reader.js';
export {
  ROLE_CHANGE_MESSAGE_KEYS,
  ROLE_CHANGE_PROBLEMS,
  ROLE_CHANGE_REASON_MAX,
  roleChangeErrorDetailsSchema,
  setUserRolesRequestSchema,
  setUserRolesResponseSchema,
} from './contracts/roles.js';
export type {
  RoleChangeErrorDetails,
  RoleChangeIssue,
  RoleChangeMessageKey,
  SetUserRolesRequest,
  SetUserRolesResponse,
} from './contracts/roles.js';
export { siteStateSchema } from './contracts/site-state.js';
export type { SiteState } from './contracts/site-state.js';
export {
  USER_ADMIN_PROBLEMS,
  USER_DELETE_REASON_MAX,
  deleteUserRequestSchema,
  deleteUserResponseSchema,
  forceEmailVerificationRequestSchema,
  forceEmailVerificationResponseSchema,
  userAdminErrorDetailsSchema,
} from './contracts/user-admin.js';
export type {
  DeleteUserRequest,
  DeleteUserResponse,
  ForceEmailVerificationRequest,
  ForceEmailVerificationResponse,
  UserAdminErrorDetails,
  UserAdminIssue,
  UserAdminMessageKey,
} from './contracts/user-admin.js';

// CSV core and the importers and writers built on it.
export {
  BULK_COMPONENT_CSV_MESSAGE_KEYS,
  bulkComponentCsvProductIds,
  parseBulkComponentCsv,
} from './csv/bulk-components/bulk-component-csv.js';
export type {
  BulkComponentCsvError,
  BulkComponentImportContext,
  ExistingComponent,
} from './csv/bulk-components/bulk-component-csv.js';
export {
  bulkComponentWriteCount,
  previewBulkComponentUpdates,
} from './csv/bulk-components/bulk-component-preview.js';
export {
  SAMPLE_BULK_COMPONENT_CSV,
  SAMPLE_BULK_COMPONENT_CSV_NAME,
} from './csv/bulk-components/bulk-component-sample.js';
export { benchBulkPriceCsv, bulkPriceCsvChunks } from './csv/bulk-prices/bulk-price-bench.js';
export {
  BULK_PRICE_CSV_MAX_ERRORS,
  BULK_PRICE_CSV_MESSAGE_KEYS,
  SAMPLE_BULK_PRICE_CSV,
  SAMPLE_BULK_PRICE_CSV_PATH,
  createBulkPriceCsvParser,
} from './csv/bulk-prices/bulk-price-csv.js';
export type {
  BulkPriceCsvOptions,
  BulkPriceCsvResult,
  BulkPriceWarning,
} from './csv/bulk-prices/bulk-price-csv.js';
export { formatCsvError } from './csv/core/index.js';
export { csvRow } from './csv/csv-writer.js';
export { priceDownloadCsv, priceDownloadFileName, safeCsv } from './csv/price-download.js';
export type { DownloadableSeries } from './csv/price-download.js';
export type { CsvCell } from './csv/csv-writer.js';
export { followersToAdd, parseFollowerCsv } from './csv/follower-csv.js';
export { HOLDING_DESCRIPTIVE_COLUMNS } from './csv/holdings/holding-columns.js';
export {
  HOLDING_CSV_COLUMNS,
  HOLDING_CSV_MESSAGE_KEYS,
  parseHoldingCsv,
} from './csv/holdings/holding-csv.js';
export type { HoldingCsvError } from './csv/holdings/holding-csv.js';
export {
  HOLDING_OVERRIDE_CSV_MESSAGE_KEYS,
  HOLDING_OVERRIDE_KEY_COLUMNS,
  HOLDING_OVERRIDE_VALUE_COLUMNS,
  parseHoldingOverrideCsv,
} from './csv/holdings/holding-override-csv.js';
export { PRICE_CSV_MESSAGE_KEYS, parsePriceCsv, priceRowsToSeries } from './csv/price-csv.js';
export { RISK_FREE_CSV_MESSAGE_KEYS, parseRiskFreeCsv, riskFreeIdOfFileName } from './csv/risk-free-csv.js';
export type { RiskFreeCsvError, RiskFreeCsvResult, RiskFreeRates } from './csv/risk-free-csv.js';

// Prices: layout, entry, files, imports, rebasing, quality, bulk price previews.
export { compareSeries } from './prices/bulk-price-preview.js';
export { bulkPriceTargets, mergePriceSeries } from './prices/bulk-price-targets.js';
export type { BulkPriceCatalogue, BulkPriceSeriesBase } from './prices/bulk-price-targets.js';
export {
  chunkIdFor,
  fromChunks,
  metaFor,
  priceChunkSchema,
  priceSeriesMetaSchema,
  toChunks,
} from './prices/layout.js';
export type {
  PriceChunk,
  PricePoint,
  PriceSeries,
  PriceSeriesKind,
  PriceSeriesMeta,
} from './prices/layout.js';
export {
  RISK_FREE_RATES,
  RISK_FREE_STAT_IDS,
  isRiskFreeSeriesId,
  riskFreeConventionOf,
  riskFreeRateById,
  riskFreeRateFor,
  riskFreeSeriesOf,
  seriesValueProblem,
  seriesValueRule,
} from './prices/risk-free.js';
export type { RiskFreeConvention, RiskFreeSeriesId } from './prices/risk-free.js';
export { PRICE_ENTRY_MESSAGES_EN, parsePriceEntry } from './prices/price-entry.js';
export type { PriceEntryError, PriceEntryMessageKey } from './prices/price-entry.js';
export { formatPriceCsv, priceFilePath } from './prices/price-file.js';
export { previewPriceImport, seriesToPoints } from './prices/price-import.js';
export { PRICE_QUALITY_MESSAGES_EN, PRICE_QUALITY_MESSAGE_KEYS } from './prices/price-quality.js';
export { rebasedSeries } from './prices/rebase.js';
export type { RebasedSeries } from './prices/rebase.js';

// Holdings: vocabulary labels, portfolio, allocation, AUM, performance table.
export { allocationOn, allocationOverTime } from './holdings/allocation.js';
export { assetsUnderManagement } from './holdings/aum.js';
export { performanceTable } from './holdings/performance-table.js';
export { holdingsDetails, holdingsOn, tidySum } from './holdings/portfolio.js';
export { dominantAssetClass, MIXED_ASSET_CLASS } from './holdings/dominant-asset-class.js';
export type { PortfolioOverride, PortfolioSnapshot } from './holdings/portfolio.js';
export { HOLDING_COMPONENT_LABELS, holdingTermLabel } from './holdings/vocabulary-labels.js';

// Factsheet model, layout and generation.
export {
  FACTSHEET_GENERATION_MESSAGES,
  checkFactsheetGeneration,
  factsheetDisplayName,
  factsheetGenerationCheckResponseSchema,
  factsheetGenerationRequestSchema,
  factsheetGenerationStartResponseSchema,
  factsheetLanguages,
  lastMonthEnd,
} from './factsheet/generation.js';
export type {
  FactsheetGenerationCheck,
  FactsheetGenerationCheckResponse,
  FactsheetGenerationMessageKey,
  FactsheetGenerationRequest,
  FactsheetGenerationStartResponse,
} from './factsheet/generation.js';
export {
  A4,
  FACTSHEET_BLOCK_IDS,
  FACTSHEET_LABELS,
  FACTSHEET_STAT_PERIODS,
  TENANT_LOGO_IMAGE_ID,
  buildFactsheetModel,
  defaultFactsheetLayout,
  defaultWidthOf,
  flowedDefaultLayout,
  genericComponentId,
  layoutComparisonSheet,
  layoutFactsheet,
  localizedIn,
} from './factsheet/index.js';
export type {
  BeginPrimitive,
  FactsheetBlockId,
  FactsheetHoldings,
  FactsheetImage,
  FactsheetLayout,
  FactsheetModel,
  FactsheetPage,
  Primitive,
  StructureRole,
  TableContent,
} from './factsheet/index.js';

// Page components: content rules, linking, rich-text policy.
export {
  WEIGHTS_EXPECTED_SUM,
  WEIGHTS_TOLERANCE,
  chartValue,
  componentContentIssues,
  describeComponentIssue,
  isEmptyContent,
  rowCountIssue,
  weightsSum,
  weightsWithinTolerance,
} from './components/content-rules.js';
export type { ComponentIssue } from './components/content-rules.js';
export {
  linkIssues,
  linkTargets,
  locationKey,
  overwriteIssues,
  planLinks,
  sameLocation,
} from './components/linking.js';
export type { LinkIssue } from './components/linking.js';
export {
  EDITOR_FONT_SIZES,
  keptFontSizeStyle,
  RICH_TEXT_FONT_SIZE,
  RICH_TEXT_POLICY,
} from './components/rich-text-policy.js';
export { factsheetComponentsOf, shownOnFactsheet } from './components/factsheet-components.js';
export type { FactsheetCandidate } from './components/factsheet-components.js';

// Product page content.
export {
  CONTENT_LIMITS,
  accessRestrictionsFrom,
  cleanLocalized,
  contactsIssues,
  countryAccessIssues,
  countryAccessOf,
  detailsIssues,
  generalIssues,
  isImage,
  keyCharacteristicsIssues,
  localizedIssues,
} from './content/product-content.js';
export type {
  ContactInput,
  ContentIssue,
  CountryAccess,
  CountryAccessByType,
  DetailInput,
  KeyCharacteristicInput,
} from './content/product-content.js';

// Overview: dealing information.
export { CUT_OFF_TIME_ZONE, nextDealing } from './overview/dealing.js';

// Following products.
export { followSyncPlan, isDocumentPublication, selfFollowerEntries } from './follow/follow-sync.js';
export type { SelfFollowerEntry } from './follow/follow-sync.js';

// Contact messages and their rate limit.
export { CONTACT_LIMITS, checkContactMessage, contactMessageFingerprint } from './contact/contact-message.js';
export type { ContactField, ContactFormInput, ContactMessage } from './contact/contact-message.js';
export { CONTACT_RATE_LIMITS, takeRateLimitHit } from './contact/contact-rate-limit.js';

// Mail: follower and contact mails.
export { contactMail } from './mail/contact-mail.js';
export { documentPublishedMail } from './mail/follower-mail.js';

// Privacy: legal versions.
export { LEGAL_TEXT_VERSIONS, consentsToRenew, currentLegalVersions } from './privacy/legal-versions.js';
export {
  apiFailureEvent,
  browserRefusesTracking,
  pageViewEvent,
  parseStoredAnalyticsConsent,
  webAnalyticsDecision,
  webAnalyticsOrigin,
  webAnalyticsTarget,
} from './privacy/web-analytics.js';
export type {
  StoredAnalyticsConsent,
  WebAnalyticsDecision,
  WebAnalyticsEvent,
  WebAnalyticsSettings,
} from './privacy/web-analytics.js';

// Platform export.
export {
  EXPORT_FILES,
  EXPORT_HEADERS,
  documentRow,
  exportFileName,
  exportScope,
  followerRow,
  holdingExportRow,
  priceRows,
  productRow,
  productSeriesIds,
  seriesInScope,
} from './export/platform-export.js';
export type { ExportFile, ExportScope } from './export/platform-export.js';
export {
  keptStarredPages,
  starredPageSchema,
  toggleStarredPage,
  type StarredPage,
  type StarToggle,
} from './navigation/starred-pages.js';
export {
  dateBoundIssue,
  shiftIsoDate,
  type DateBoundIssue,
  type DateBoundSide,
} from './schemas/date-bounds.js';
export {
  syncTwoFactorStatusResponseSchema,
  twoFactorEnabledOf,
  type SyncTwoFactorStatusResponse,
} from './contracts/two-factor-status.js';
export {
  AUTH_BOT_CHECK_FORMS,
  authBotCheckRequestSchema,
  type AuthBotCheckForm,
} from './contracts/auth-bot-check.js';

// The public site as search engines see it: page paths, robots.txt and the sitemap (issue 27).
export { PUBLIC_PATHS, withLangPrefix } from './site/page-paths.js';
export {
  facetCounts,
  facetSelectionOf,
  filtersActive,
  matchesFacets,
  PRODUCT_FACETS,
  PRODUCT_SEARCH_PARAM,
  withFacet,
} from './site/product-facets.js';
export type { FacetSelection, Faceted, FacetValueCount, ProductFacet } from './site/product-facets.js';
export { robotsTxt, sitemapPages, sitemapXml } from './site/crawl.js';
export { siteOrigin } from './tenant/site-settings.js';
export {
  parseVisitorCookie,
  VISITOR_COOKIE,
  visitorCookie,
  visitorCookieValue,
} from './site/visitor-cookie.js';
export type { VisitorHints } from './site/visitor-cookie.js';
export { previewCardSvg } from './site/preview-card.js';
export type { PreviewCardInput } from './site/preview-card.js';
export { matchPublicPage } from './site/public-page.js';
export type { PublicPage } from './site/public-page.js';
export { headTags, pageHead, pageTextsSchema } from './site/page-head.js';
export type { PageTexts, ProductFacts } from './site/page-head.js';
export { RENDERED_PAGE_ELEMENT_ID, scriptJson } from './site/server-render.js';
export { acceptLanguageTags, resolveLanguage } from './site/language.js';
export type { LanguageInputs } from './site/language.js';
export type {
  PageRenderer,
  RenderedPageData,
  ServerBuildEntry,
  ServerFetch,
  ServerServices,
  ServerPageRequest,
  ServerPageResult,
} from './site/server-render.js';
