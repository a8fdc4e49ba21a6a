import type { Firestore } from 'firebase-admin/firestore';
import { fromChunks, type PriceSeries, type PriceSeriesMeta } from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * The series as stored now, read past the in-process cache of `loadSeries`: that cache keys on the version, which
 * starts again at 1 when an undo deleted a series and a later update creates it, so it could hand back a stale series.
 */
export async function readSeriesUncached(
  db: Firestore,
  seriesId: string,
): Promise<{ meta: PriceSeriesMeta; series: PriceSeries } | null> {
  const r = refs(db);
  return db.runTransaction(
    async (tx) => {
      const meta = (await tx.get(r.priceMeta(seriesId))).data();
      if (!meta) return null;
      const chunks = await tx.get(r.priceChunks(seriesId));
      return { meta, series: fromChunks(chunks.docs.map((d) => d.data())) };
    },
    { readOnly: true },
  );
}
