import type { Firestore } from 'firebase-admin/firestore';
import { fromChunks, type PriceChunk, type PriceSeries, type PriceSeriesMeta } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import { refs } from '../../db/refs.js';
import { perDatabase } from '../core/per-database.js';

export interface LoadedSeries {
  meta: PriceSeriesMeta;
  /** Shared with the cache: treat as read-only. */
  series: PriceSeries;
  /** Documents read by this call (1 when warm): lets tests and logs check the read budget. */
  reads: number;
}

interface CacheEntry {
  version: number;
  meta: PriceSeriesMeta;
  series: PriceSeries;
}

/** ~200 series of 30 years daily is ~40 MB at worst; an instance serves one tenant with far fewer series. */
const MAX_CACHED_SERIES = 200;
const MAX_ATTEMPTS = 3;

// Per Firestore instance, so tests (and any multi-project use) never see another project's series; least recently
// used dropped first.
const cacheFor = perDatabase(() => new LRUCache<string, CacheEntry>({ max: MAX_CACHED_SERIES }));

/** The chunks must be exactly the ones the meta names and hold `count` prices; otherwise a write raced us. */
function consistent(
  meta: PriceSeriesMeta,
  chunks: readonly (PriceChunk | undefined)[],
): chunks is PriceChunk[] {
  let count = 0;
  for (const c of chunks) {
    if (!c) return false;
    count += c.dates.length;
  }
  return count === meta.count;
}

/**
 * Loads a whole price series: the meta document (1 read), then its chunk documents in one batched get (one read
 * per decade, so 30 years of daily prices cost 1 + 4 reads). Series are cached in-process by `seriesId` and `version`
 * (every write bumps the version), so a warm call costs the one meta read. Returns null when the series does not
 * exist.
 *
 * Chunks are read at the meta's read time, so they always belong to the version read (the writer commits meta and
 * chunks atomically). The consistency check below guards against a store that ignores the read time.
 */
export async function loadSeries(db: Firestore, seriesId: string): Promise<LoadedSeries | null> {
  const r = refs(db);
  const cache = cacheFor(db);
  let reads = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const metaSnap = await r.priceMeta(seriesId).get();
    reads += 1;
    const meta = metaSnap.data();
    if (!meta) {
      cache.delete(seriesId);
      return null;
    }
    // A hit counts as a use.
    const cached = cache.get(seriesId);
    if (cached?.version === meta.version) {
      return { meta: cached.meta, series: cached.series, reads };
    }
    const chunkRefs = meta.chunkIds.map((id) => r.priceChunk(seriesId, id));
    // Read-only transaction pinned to the meta's read time: one batched get, no transaction round trips, and
    // chunks from exactly the same snapshot as the meta.
    const snaps =
      chunkRefs.length === 0
        ? []
        : await db.runTransaction((tx) => tx.getAll(...chunkRefs), {
            readOnly: true,
            readTime: metaSnap.readTime,
          });
    reads += snaps.length;
    const chunks = snaps.map((s) => s.data());
    if (consistent(meta, chunks)) {
      const series = fromChunks(chunks);
      cache.set(seriesId, { version: meta.version, meta, series });
      return { meta, series, reads };
    }
  }
  throw new Error(`price series ${seriesId}: meta and chunks disagree after ${MAX_ATTEMPTS} attempts`);
}
