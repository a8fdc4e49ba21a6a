import type { Firestore } from 'firebase-admin/firestore';
import { formatPriceCsv, priceFilePath } from '@portal/domain';
import type { Logger } from '../core/logger.js';
import type { FileStore } from '../files/file-store.js';
import { loadSeries } from './read-series.js';

/**
 * Rewrites a product's price file (`prices/<productId>.csv`, the single-product CSV format) from the stored series,
 * after a change was committed (`priceModificationUpdateGcpStorage`). The series in Firestore is the truth: a file
 * write that fails is logged and reported (`false`), and the next change writes the whole file again.
 */
export async function writePriceFile(
  deps: { db: Firestore; files: FileStore; log: Logger },
  productId: string,
  seriesId: string,
): Promise<boolean> {
  try {
    const loaded = await loadSeries(deps.db, seriesId);
    const csv = formatPriceCsv(loaded?.series ?? { dates: [], prices: [], adjusted: [] });
    await deps.files.write(priceFilePath(productId), new TextEncoder().encode(csv), {
      contentType: 'text/csv; charset=utf-8',
    });
    return true;
  } catch (error) {
    deps.log.error('the price file could not be rewritten', {
      productId,
      seriesId,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
