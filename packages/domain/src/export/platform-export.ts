import { ANALYSIS_MODES } from '../constants.js';
import { adminProductIds, isAdmin, type AccessContext } from '../access/roles.js';
import type { CsvCell } from '../csv/csv-writer.js';
import type { ExportFile } from './export-files.js';
import type { Follower } from '../schemas/followers.js';
import type { Holding } from '../schemas/holdings.js';
import type { ProductDocument } from '../schemas/documents.js';
import type { PriceChunk, PriceSeriesMeta } from '../prices/layout.js';
import { priceSeriesIdFor, type ProductConfig } from '../tenant/product-config.js';

/*
 * The platform export (seed 000 §2 "/admin/operations/export-platform", §4 "Exports: running, succeeded, failed"):
 * a zip of CSV files, one per kind of data, each with a header row. The rows are built here (pure) and written by
 * `csvRow` (csv/csv-writer.ts), which neutralises cells a spreadsheet would execute. Decisions: docs/operations.md.
 */

export { EXPORT_FILES, EXPORT_FILE_KINDS, type ExportFile } from './export-files.js';

export const EXPORT_HEADERS = {
  products: [
    'product_id',
    'product_name',
    'product_short_name',
    'product_type',
    'share_class_root',
    'is_default_share_class',
    'share_class',
    'currency',
    'isin',
    'valor',
    'bloomberg_code',
    'inception_date',
    'management_fee',
    'performance_fee',
    'hedged',
    'distribution_policy',
    'aum',
    'modes',
    'available_languages',
    'allowed_roles',
    'hidden',
    'locked_behind_login',
    'allow_price_data_modification',
    'allow_holding_data_modification',
    'allow_price_download',
    'price_series_ids',
  ],
  prices: ['series_id', 'owner_kind', 'owner_id', 'currency', 'date', 'price', 'adjusted_price'],
  holdings: [
    'product_id',
    'date',
    'holding_name',
    'currency',
    'isin',
    'asset_class',
    'instrument_type',
    'sector',
    'region',
    'weight',
    'value',
  ],
  documents: [
    'product_id',
    'document_id',
    'display_name',
    'language',
    'share_class',
    'file_name',
    'content_type',
    'size_bytes',
    'login_required',
    'last_factsheet',
    'archived',
    'order',
    'created_at',
  ],
  followers: ['product_id', 'email', 'language', 'added_by_admin', 'created_at'],
} as const satisfies Record<ExportFile, readonly string[]>;

/** What one export holds for its requester. */
export interface ExportScope {
  /** The products exported (all of them for an admin, else those the requester administers), catalogue order. */
  productIds: string[];
  /** Benchmark price series are platform data: admins only. */
  includeBenchmarks: boolean;
  /**
   * Follower e-mail addresses are personal data (seed 000 §2 "followers (admins only)"): exported only for admin
   * and superAdmin, never for a product admin, even of the product.
   */
  includeFollowers: boolean;
}

/**
 * The scope of an export requested by `access`: admin and superAdmin export everything; a product admin (custom
 * role) the products they administer, without followers or benchmarks; anybody else nothing (`null`: refused).
 */
export function exportScope(
  access: AccessContext,
  catalogue: readonly Pick<ProductConfig, 'productId'>[],
): ExportScope | null {
  if (isAdmin(access.roles)) {
    return {
      productIds: catalogue.map((p) => p.productId),
      includeBenchmarks: true,
      includeFollowers: true,
    };
  }
  const administered = adminProductIds(access.roles, access.userDefinedRoles);
  const productIds = catalogue.map((p) => p.productId).filter((id) => administered.has(id));
  if (productIds.length === 0) return null;
  return { productIds, includeBenchmarks: false, includeFollowers: false };
}

/** The price series of a product: one per configured analysis mode (live, historical, internal), no duplicates. */
export function productSeriesIds(product: ProductConfig): string[] {
  const ids = ANALYSIS_MODES.filter((m) => product[m]).map((m) => priceSeriesIdFor(product, m));
  return [...new Set(ids)];
}

/** Whether a stored series belongs in the export of `scope`. */
export function seriesInScope(
  meta: Pick<PriceSeriesMeta, 'kind' | 'ownerId'>,
  scope: ExportScope,
  productSeries: ReadonlySet<string>,
  seriesId: string,
): boolean {
  if (meta.kind === 'benchmark') return scope.includeBenchmarks;
  return scope.productIds.includes(meta.ownerId) || productSeries.has(seriesId);
}

const list = (values: readonly string[] | undefined): string => (values ?? []).join(' ');

export function productRow(p: ProductConfig): CsvCell[] {
  return [
    p.productId,
    p.productName,
    p.productShortName,
    p.productType,
    p.productShareClassRoot,
    p.isDefaultShareClass,
    p.shareClass?.class,
    p.currency,
    p.shareClass?.isin ?? p.isin,
    p.shareClass?.valor,
    p.shareClass?.bloombergCode,
    p.inceptionDate,
    p.shareClass?.managementFee,
    p.shareClass?.performanceFee,
    p.shareClass?.hedged,
    p.shareClass?.distributionPolicy,
    p.aum,
    list(ANALYSIS_MODES.filter((m) => p[m])),
    list(p.availableLanguages),
    list(p.allowedRoles),
    p.general.hidden,
    p.lockedBehindLogin,
    p.allowPriceDataModification,
    p.allowHoldingDataModification,
    p.allowPriceDownload,
    list(productSeriesIds(p)),
  ];
}

/** The rows of one chunk of a series (chunks come in date order); the adjusted price is written out in full. */
export function priceRows(meta: PriceSeriesMeta, chunk: PriceChunk): CsvCell[][] {
  return chunk.dates.map((date, i) => {
    const price = chunk.prices[i];
    return [meta.seriesId, meta.kind, meta.ownerId, meta.currency, date, price, chunk.adjusted[i] ?? price];
  });
}

export function holdingExportRow(productId: string, date: string, h: Holding): CsvCell[] {
  return [
    productId,
    date,
    h.holdingName,
    h.currency,
    h.isin,
    h.assetClass,
    h.instrumentType,
    h.sector,
    h.region,
    h.weight,
    h.value,
  ];
}

/** The documents index: metadata only, never the files. */
export function documentRow(productId: string, documentId: string, d: ProductDocument): CsvCell[] {
  return [
    productId,
    documentId,
    d.displayName,
    d.lang,
    d.shareClass,
    d.file.name,
    d.file.contentType,
    d.file.size,
    d.loginRequired,
    d.lastFactsheet,
    d.archived,
    d.order,
    d.createdAt.toISOString(),
  ];
}

export function followerRow(f: Follower): CsvCell[] {
  return [f.productId, f.email, f.lang, f.addedByAdmin, f.createdAt.toISOString()];
}

/** `platform-export-2026-11-25-0012.zip`: sorts by time, safe on every file system. */
export function exportFileName(at: Date): string {
  const iso = at.toISOString();
  return `platform-export-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.zip`;
}
