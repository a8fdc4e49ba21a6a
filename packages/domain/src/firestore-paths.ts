/**
 * Every Firestore collection name and path builder (strings only: no SDK here). Only the data modules of web and
 * functions bind these paths to converters (STYLE.md convention 4). The layout, with who reads and who writes (as
 * firestore.rules enforces it; "product admin" = holder of a custom role listing the product; "functions" = Admin
 * SDK, which bypasses the rules). Details and reasons: schemas/README.md.
 *
 *   path                                        schema                     read                        write
 *   settings/platform                           platformSettingsSchema     everyone                    admin
 *   settings/platform/langs/{lang}              platformLangSettingsSchema everyone                    admin
 *   settings/catalogueState                     catalogueStateSchema       functions                   functions
 *   settings/productAdminClaims                 productAdminClaimsSchema   functions (rules get())     functions, seed
 *   products/{productId}                        productDocSchema           visible-to-role, staff,     admin; product admin
 *                                                                          product admin               (content fields);
 *                                                                                                      share class: functions
 *   products/{productId}/langs/{lang}           productLangSchema          with the product            admin, product admin
 *   products/{productId}/documents/{docId}      productDocumentSchema      with the product (active    admin, product admin
 *                                                                          ones); staff, product admin
 *   products/{productId}/components/{page--id}  genericComponentSchema     with the product            functions (components API)
 *   products/{productId}/media/{mediaId}        productMediaSchema         with the product            functions (media API)
 *   products/{productId}/holdings/{date}        holdingSnapshotSchema      staff, product admin        admin, product admin
 *   products/{productId}/holdingOverrides/{id}  holdingOverrideSchema      staff, product admin        admin, product admin
 *   products/{productId}/holdingComponents/{k}  holdingComponentSchema     with the product            admin, product admin
 *   benchmarks/{benchmarkId}                    benchmarkConfigSchema      everyone                    admin
 *   priceSeries/{seriesId}                      priceSeriesMetaSchema      staff, product admin        admin, product admin
 *   priceSeries/{seriesId}/chunks/{decade}      priceChunkSchema           (of the owner product)      (prices editable)
 *     (kind `rate`: risk-free rates, SARON...)                             everyone                    admin
 *   followers/{productId}/entries/{entryId}     followerSchema             admin, product admin        admin, product admin
 *                                                                          (PRIVATE: e-mails)          (admin-added only)
 *   followerMails/{markerId}                    followerMailMarkerSchema   functions                   functions
 *   users/{uid}                                 userRecordSchema           owner, admin                owner (profile fields)
 *   users/{uid}/consents/{consentId}            consentRecordSchema        owner, admin                owner: create only
 *                                                                                                      (append-only)
 *   dataExports/{uid}                           last data export (limit)   functions                   functions
 *   provisioning/{encoded doc path}             the files' data the last   operator CLI                operator CLI
 *                                               provision wrote (scripts/lib/provision/, docs/operations-runbook.md)
 *   operations/{operationId}                    operationRecordSchema      admin, creator (PRIVATE)    create: authorised
 *                                                                                                      product ids only
 *   operations/{id}/taskAttempts/{key}          bulk price task attempts   functions                   functions
 *   bulkPriceMarkers/{operationId}_{n}          bulk price series applied  functions                   functions
 *   bulkPriceStops/{operationId}                bulk price update stopped  functions                   functions
 *   factsheetGenerationMarkers/{op}_{p}_{lang}  factsheet generated/failed functions                   functions
 *   factsheetGenerationAttempts/{op}_{p}        factsheet task attempts    functions                   functions
 *   auditLogs/{entryId}                         auditLogEntrySchema        admin (PRIVATE)             functions
 *   contactMessages/{messageId}                 contactMessageRecordSchema functions (PRIVATE)         functions
 *   contactChallenges/{nonce}                   used bot-check solutions   functions                   functions
 *   contactRateLimits/{kind}-{key}              recent sends of a sender   functions                   functions
 *   callRateLimits/{callable}-{uid}             recent calls of a caller   functions                   functions
 *
 * Anything not listed is denied to clients.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether Firestore can store `text`: it stores UTF-8, which has no encoding for half a surrogate pair (JSON's
 * `"\ud800"` parses to one). Writing such a string fails inside the SDK, so input is refused before (issue 14).
 */
export const isStorableText = (text: string): boolean => !LONE_SURROGATE.test(text);

/**
 * Whether `text` can name one Firestore document (Firestore's own limits: not empty, no `/`, not `.` or `..`, not
 * `__…__`, at most 1,500 bytes of UTF-8, so no lone surrogate either). An id from a URL or a callable that fails
 * this can name no document: it must be refused as such (404, `invalid-argument`) before it reaches a path builder,
 * where `a/b` would address another document and `..` or a lone surrogate makes the SDK throw (issue 14, found by
 * the fuzz suites).
 */
export function isDocumentId(text: string): boolean {
  return (
    text !== '' &&
    !text.includes('/') &&
    text !== '.' &&
    text !== '..' &&
    !/^__.*__$/s.test(text) &&
    isStorableText(text) &&
    new TextEncoder().encode(text).length <= 1500
  );
}

export const collections = {
  settings: 'settings',
  products: 'products',
  benchmarks: 'benchmarks',
  priceSeries: 'priceSeries',
  users: 'users',
  auditLogs: 'auditLogs',
  operations: 'operations',
  followers: 'followers',
  followerMails: 'followerMails',
  bulkPriceMarkers: 'bulkPriceMarkers',
  bulkPriceStops: 'bulkPriceStops',
  factsheetGenerationMarkers: 'factsheetGenerationMarkers',
  factsheetGenerationAttempts: 'factsheetGenerationAttempts',
  contactMessages: 'contactMessages',
  contactChallenges: 'contactChallenges',
  contactRateLimits: 'contactRateLimits',
  callRateLimits: 'callRateLimits',
  dataExports: 'dataExports',
  provisioning: 'provisioning',
} as const;

/**
 * The collection-group id of follower entries (`followers/{productId}/entries`): deleting a user finds their
 * self-registered entries across products with one query on `uid` (a collection-group field index,
 * firestore.indexes.json). Other collections named `entries` must not exist.
 */
export const FOLLOWER_ENTRIES_GROUP = 'entries';

/** Sub-collections of `products/{productId}`. */
export const productSubcollections = {
  langs: 'langs',
  documents: 'documents',
  components: 'components',
  media: 'media',
  holdings: 'holdings',
  holdingOverrides: 'holdingOverrides',
  holdingComponents: 'holdingComponents',
} as const;

const product = (productId: string) => `${collections.products}/${productId}`;
const sub = (productId: string, name: keyof typeof productSubcollections) =>
  `${product(productId)}/${productSubcollections[name]}`;

export const paths = {
  platformSettings: () => `${collections.settings}/platform`,
  /** Version counter bumped by a trigger on every catalogue write: the API reloads its cached config on change. */
  catalogueState: () => `${collections.settings}/catalogueState`,
  /** Derived from the custom roles by a trigger; read by firestore.rules only. */
  productAdminClaims: () => `${collections.settings}/productAdminClaims`,
  platformLangs: () => `${collections.settings}/platform/langs`,
  platformLang: (lang: string) => `${collections.settings}/platform/langs/${lang}`,
  products: () => collections.products,
  product,
  productLangs: (productId: string) => sub(productId, 'langs'),
  productLang: (productId: string, lang: string) => `${sub(productId, 'langs')}/${lang}`,
  productDocuments: (productId: string) => sub(productId, 'documents'),
  productDocument: (productId: string, documentId: string) => `${sub(productId, 'documents')}/${documentId}`,
  components: (productId: string) => sub(productId, 'components'),
  /** `docId` is `componentDocId(page, id)`. */
  component: (productId: string, docId: string) => `${sub(productId, 'components')}/${docId}`,
  productMedia: (productId: string) => sub(productId, 'media'),
  holdings: (productId: string) => sub(productId, 'holdings'),
  holdingSnapshot: (productId: string, date: string) => `${sub(productId, 'holdings')}/${date}`,
  holdingOverrides: (productId: string) => sub(productId, 'holdingOverrides'),
  holdingOverride: (productId: string, overrideId: string) =>
    `${sub(productId, 'holdingOverrides')}/${overrideId}`,
  holdingComponents: (productId: string) => sub(productId, 'holdingComponents'),
  holdingComponent: (productId: string, kind: string) => `${sub(productId, 'holdingComponents')}/${kind}`,
  benchmarks: () => collections.benchmarks,
  benchmark: (benchmarkId: string) => `${collections.benchmarks}/${benchmarkId}`,
  priceSeriesMeta: (seriesId: string) => `${collections.priceSeries}/${seriesId}`,
  priceChunks: (seriesId: string) => `${collections.priceSeries}/${seriesId}/chunks`,
  priceChunk: (seriesId: string, chunkId: string) =>
    `${collections.priceSeries}/${seriesId}/chunks/${chunkId}`,
  followers: (productId: string) => `${collections.followers}/${productId}/${FOLLOWER_ENTRIES_GROUP}`,
  follower: (productId: string, entryId: string) =>
    `${collections.followers}/${productId}/entries/${entryId}`,
  followerMail: (markerId: string) => `${collections.followerMails}/${markerId}`,
  users: () => collections.users,
  user: (uid: string) => `${collections.users}/${uid}`,
  /** The user's accepted legal texts (docs/privacy.md). */
  consents: (uid: string) => `${collections.users}/${uid}/consents`,
  /** When the user last exported their data (the export's rate limit). */
  dataExport: (uid: string) => `${collections.dataExports}/${uid}`,
  /** The provisioning record of a configuration document (its path, URI-encoded: one document id). */
  provisioningRecord: (docPath: string) => `${collections.provisioning}/${encodeURIComponent(docPath)}`,
  operations: () => collections.operations,
  operation: (operationId: string) => `${collections.operations}/${operationId}`,
  /**
   * Bulk price update (docs/bulk-prices.md): per task its attempts; per series replaced a marker, and the stop
   * document written when the update fails (every apply transaction reads it, so none commits after it). Markers and
   * stop are top-level documents, not under the operation, so that the apply transactions of different series share
   * no document (the emulator locks a root document with everything under it).
   */
  bulkPriceTaskAttempts: (operationId: string, taskKey: string) =>
    `${collections.operations}/${operationId}/taskAttempts/${taskKey}`,
  bulkPriceMarkers: () => collections.bulkPriceMarkers,
  bulkPriceMarker: (operationId: string, index: number) =>
    `${collections.bulkPriceMarkers}/${operationId}_${index}`,
  bulkPriceStop: (operationId: string) => `${collections.bulkPriceStops}/${operationId}`,
  /**
   * Factsheet generation (docs/factsheets.md "Generation and downloads"): per product and language the marker of its
   * outcome (a retried task skips what is marked), per product task its attempts. Top-level, like the bulk price
   * markers, so that tasks of different products share no document.
   */
  factsheetGenerationMarkers: () => collections.factsheetGenerationMarkers,
  factsheetGenerationMarker: (operationId: string, productId: string, lang: string) =>
    `${collections.factsheetGenerationMarkers}/${operationId}_${productId}_${lang}`,
  factsheetGenerationAttempts: (operationId: string, productId: string) =>
    `${collections.factsheetGenerationAttempts}/${operationId}_${productId}`,
  auditLogs: () => collections.auditLogs,
  auditLog: (id: string) => `${collections.auditLogs}/${id}`,
  /** The contact form (docs/contact.md): messages, used bot-check solutions, per-sender send counters. */
  contactMessage: (messageId: string) => `${collections.contactMessages}/${messageId}`,
  contactChallenge: (nonce: string) => `${collections.contactChallenges}/${nonce}`,
  contactRateLimit: (counterId: string) => `${collections.contactRateLimits}/${counterId}`,
  /** The sensitive callables' per-caller counters (access/call-rate-limits.ts). */
  callRateLimit: (counterId: string) => `${collections.callRateLimits}/${counterId}`,
} as const;
