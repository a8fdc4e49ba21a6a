import type { Transaction } from 'firebase-admin/firestore';
import {
  API,
  isoDateSchema,
  MAX_LISTED_CSV_ERRORS,
  parsePriceCsv,
  parsePriceEntry,
  previewPriceImport,
  primaryModeOf,
  priceFilePath,
  priceSeriesIdFor,
  seriesToPoints,
  type ImportPricesResponse,
  type PriceCsvRefusal,
  type PriceDataResponse,
  type PriceEntryRefusal,
  type PriceSeriesMeta,
  type PriceWriteResult,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { writePriceFile } from '../../../prices/price-file.js';
import { loadSeries } from '../../../prices/read-series.js';
import {
  addPrice,
  deletePrice,
  PriceDateError,
  PriceSeriesChangedError,
  replacePriceSeries,
  type PriceSeriesBase,
} from '../../../prices/write-series.js';
import { administeredProduct } from '../../administered-product.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, ok, type ApiReply } from '../../http.js';
import { loadBenchmarkSeries, loadModeSeries } from '../../../analytics/series-data.js';

/*
 * The price data API of the admin's price data tab (contract: packages/domain/src/contracts/price-data.ts;
 * decisions: docs/price-data.md). Every call: an admin of the product (admin, superAdmin, or a custom role naming
 * it), and the product allows price modification.
 *   GET    /products/{id}/price-data         the edited series (primary mode) and its benchmarks
 *   POST   /products/{id}/prices             add one price (a date not in the series yet)
 *   POST   /products/{id}/prices/import      a single-product price CSV: dry run (preview), then replace the series
 *   DELETE /products/{id}/prices/{date}      delete one date
 * Writes are one transaction each (version + 1, so every cache keyed on the version sees them) together with their
 * audit entry; the price file is rewritten afterwards where `priceModificationUpdateGcpStorage` is set.
 */

/** The product of the route, when the caller administers it and it allows price modification. */
function editableProduct(c: HandlerContext): ProductConfig {
  const product = administeredProduct(c, 'changing prices');
  if (!product.allowPriceDataModification) {
    throw new ApiHttpError('forbidden', `product ${product.productId} does not allow price modification`, {
      messageKey: 'api.errors.priceDataNotAllowed',
      details: { productId: product.productId },
    });
  }
  return product;
}

/** The series the tab edits: the product's primary mode's (live, else its first mode), as the key numbers use. */
function editedSeries(product: ProductConfig): PriceSeriesBase {
  const mode = primaryModeOf(product);
  return {
    seriesId: priceSeriesIdFor(product, mode.mode),
    kind: 'product',
    ownerId: product.productId,
    frequency: mode.updateFrequency,
    currency: product.currency,
  };
}

function callerUid(c: HandlerContext): string {
  if (c.caller.uid === null)
    throw new ApiHttpError('unauthenticated', 'changing prices needs a signed-in user');
  return c.caller.uid;
}

/** The audit entry of a change, committed in the write's own transaction. */
const audited =
  (c: HandlerContext, product: ProductConfig, type: string, extra: Record<string, unknown>) =>
  (tx: Transaction, meta: PriceSeriesMeta): void => {
    tx.create(refs(c.db).auditLogs().doc(), {
      type,
      actorUid: callerUid(c),
      productId: product.productId,
      seriesId: meta.seriesId,
      version: meta.version,
      ...extra,
      at: new Date(),
    });
  };

async function afterWrite(
  c: HandlerContext,
  product: ProductConfig,
  meta: PriceSeriesMeta,
): Promise<PriceWriteResult> {
  const priceFileWritten = product.priceModificationUpdateGcpStorage
    ? await writePriceFile(c, product.productId, meta.seriesId)
    : false;
  return {
    version: meta.version,
    count: meta.count,
    firstDate: meta.firstDate,
    lastDate: meta.lastDate,
    priceFileWritten,
  };
}

/** GET /products/{id}/price-data. */
export async function getPriceData(c: HandlerContext): Promise<ApiReply> {
  const product = editableProduct(c);
  const mode = primaryModeOf(product);
  const data = await loadModeSeries(c.db, product, mode);
  const benchmarks = mode.benchmarks.flatMap((id) => {
    const b = c.config.benchmarks.get(id);
    return b ? [b] : [];
  });
  const loaded = await Promise.all(benchmarks.map((b) => loadBenchmarkSeries(c.db, b)));
  const body: PriceDataResponse = {
    productId: product.productId,
    seriesId: data.seriesId,
    mode: mode.mode,
    frequency: data.frequency,
    currency: data.currency,
    version: data.version,
    priceFile: product.priceModificationUpdateGcpStorage ? priceFilePath(product.productId) : null,
    dates: data.series.dates,
    prices: data.series.prices,
    adjusted: data.series.adjusted,
    benchmarks: benchmarks.map((b, i) => ({
      id: b.id,
      name: b.name,
      currency: b.currency,
      dates: loaded[i]?.series.dates ?? [],
      adjusted: loaded[i]?.series.adjusted ?? [],
    })),
  };
  return ok(body);
}

function dateTakenError(date: string): ApiHttpError {
  const details: PriceEntryRefusal = {
    errors: [{ field: 'date', value: date, messageKey: 'priceEntry.dateExists' }],
  };
  return new ApiHttpError('bad-request', `${date} already has a price`, {
    messageKey: 'api.errors.priceEntryInvalid',
    details,
  });
}

/** POST /products/{id}/prices {date, price, adjustedPrice?}: 201, or 400 listing every field error. */
export async function postPrice(c: EntryContext<typeof API.addPrice>): Promise<ApiReply> {
  const product = editableProduct(c);
  const body = c.body;
  const base = editedSeries(product);
  const current = await loadSeries(c.db, base.seriesId);
  const taken = new Set(current?.series.dates ?? []);
  const parsed = parsePriceEntry(body, (d) => taken.has(d));
  if (!parsed.ok) {
    const details: PriceEntryRefusal = { errors: parsed.errors };
    throw new ApiHttpError('bad-request', 'the price is refused', {
      messageKey: 'api.errors.priceEntryInvalid',
      details,
    });
  }
  const { point } = parsed;
  try {
    const meta = await addPrice(c.db, base, point, {
      alsoInTransaction: audited(c, product, 'priceAdd', {
        date: point.date,
        price: point.price,
        adjustedPrice: point.adjustedPrice ?? null,
      }),
    });
    return created(await afterWrite(c, product, meta));
  } catch (error) {
    // Another admin added the same date between our read and the transaction.
    if (error instanceof PriceDateError) throw dateTakenError(point.date);
    throw error;
  }
}

/** POST /products/{id}/prices/import {csv, fileName?, dryRun, expectedVersion?}: the preview, or the replace. */
export async function importPrices(c: EntryContext<typeof API.importPrices>): Promise<ApiReply> {
  const product = editableProduct(c);
  const body = c.body;
  const parsed = parsePriceCsv(body.csv);
  if (!parsed.ok) {
    const details: PriceCsvRefusal = {
      errors: parsed.errors.slice(0, MAX_LISTED_CSV_ERRORS),
      more: Math.max(0, parsed.errors.length - MAX_LISTED_CSV_ERRORS),
    };
    throw new ApiHttpError('bad-request', `the price CSV has ${parsed.errors.length} errors`, {
      messageKey: 'api.errors.priceCsvInvalid',
      details,
    });
  }
  const base = editedSeries(product);
  const current = await loadSeries(c.db, base.seriesId);
  const version = current?.meta.version ?? 0;
  const preview = previewPriceImport(
    base.seriesId,
    current ? seriesToPoints(current.series) : [],
    parsed.rows,
    base.frequency,
  );
  if (body.dryRun) {
    const reply: ImportPricesResponse = { applied: false, version, ...preview, priceFileWritten: false };
    return ok(reply);
  }
  const { change } = preview;
  try {
    const meta = await replacePriceSeries(c.db, base, parsed.rows, {
      ...(body.expectedVersion === undefined ? {} : { expectedVersion: body.expectedVersion }),
      alsoInTransaction: audited(c, product, 'priceImport', {
        fileName: body.fileName ?? null,
        rowsBefore: change.rowsBefore,
        rowsAfter: change.rowsAfter,
        datesAdded: change.datesAdded,
        datesRemoved: change.datesRemoved,
        pricesChanged: change.pricesChanged,
      }),
    });
    const written = await afterWrite(c, product, meta);
    const reply: ImportPricesResponse = {
      applied: true,
      version: meta.version,
      ...preview,
      priceFileWritten: written.priceFileWritten,
    };
    return ok(reply);
  } catch (error) {
    if (error instanceof PriceSeriesChangedError) {
      throw new ApiHttpError('bad-request', error.message, {
        messageKey: 'api.errors.priceSeriesChanged',
        details: { expected: error.expected, actual: error.actual },
      });
    }
    throw error;
  }
}

/** DELETE /products/{id}/prices/{date}: 200 with the series after, 404 when the date has no price. */
export async function removePrice(c: HandlerContext): Promise<ApiReply> {
  const product = editableProduct(c);
  const date = isoDateSchema.safeParse(c.params.date ?? '');
  if (!date.success) {
    throw new ApiHttpError('bad-request', 'the date must be YYYY-MM-DD', {
      messageKey: 'api.errors.priceDateNotFound',
    });
  }
  const base = editedSeries(product);
  try {
    const meta = await deletePrice(c.db, base.seriesId, date.data, {
      alsoInTransaction: audited(c, product, 'priceDelete', { date: date.data }),
    });
    return ok(await afterWrite(c, product, meta));
  } catch (error) {
    if (error instanceof PriceDateError) {
      throw new ApiHttpError('not-found', error.message, {
        messageKey: 'api.errors.priceDateNotFound',
        details: { date: date.data },
      });
    }
    throw error;
  }
}
