/**
 * Every Firestore collection name and path builder (strings only: no SDK here). Only the data modules of web and
 * functions bind these paths to converters (STYLE.md convention 4).
 *
 * Layout:
 *   settings/platform                      PlatformSettings (public read)
 *   settings/platform/langs/{lang}         PlatformLangSettings (public read)
 *   settings/catalogueState                CatalogueState (functions only)
 *   products/{productId}                   ProductConfig (read per access policy)
 *   products/{productId}/langs/{lang}      per-language product texts
 *   benchmarks/{benchmarkId}               BenchmarkConfig (public read)
 *   priceSeries/{seriesId}                 PriceSeriesMeta  (see prices/layout.ts)
 *   priceSeries/{seriesId}/chunks/{decade} PriceChunk
 *   users/{uid}                            UserRecord (owner only)
 *   private/...                            e-mail addresses, audit logs, operation files: never client-readable
 */
export const collections = {
  settings: 'settings',
  products: 'products',
  benchmarks: 'benchmarks',
  priceSeries: 'priceSeries',
  users: 'users',
  auditLogs: 'auditLogs',
  operations: 'operations',
} as const;

export const paths = {
  platformSettings: () => `${collections.settings}/platform`,
  /** Version counter bumped by a trigger on every catalogue write: the API reloads its cached config on change. */
  catalogueState: () => `${collections.settings}/catalogueState`,
  platformLangs: () => `${collections.settings}/platform/langs`,
  platformLang: (lang: string) => `${collections.settings}/platform/langs/${lang}`,
  products: () => collections.products,
  product: (productId: string) => `${collections.products}/${productId}`,
  productLangs: (productId: string) => `${collections.products}/${productId}/langs`,
  productLang: (productId: string, lang: string) => `${collections.products}/${productId}/langs/${lang}`,
  benchmarks: () => collections.benchmarks,
  benchmark: (benchmarkId: string) => `${collections.benchmarks}/${benchmarkId}`,
  priceSeriesMeta: (seriesId: string) => `${collections.priceSeries}/${seriesId}`,
  priceChunks: (seriesId: string) => `${collections.priceSeries}/${seriesId}/chunks`,
  priceChunk: (seriesId: string, chunkId: string) =>
    `${collections.priceSeries}/${seriesId}/chunks/${chunkId}`,
  users: () => collections.users,
  user: (uid: string) => `${collections.users}/${uid}`,
  auditLogs: () => collections.auditLogs,
  auditLog: (id: string) => `${collections.auditLogs}/${id}`,
} as const;
