import type { Firestore } from 'firebase-admin/firestore';
import { dominantAssetClass } from '@portal/domain';
import { perDatabase } from '../core/per-database.js';
import { loadProductHoldings, type InvalidHoldingsRecord } from './read-holdings.js';

/*
 * The asset class of every product with holdings (holdings/dominant-asset-class.ts in the domain), for the site
 * state's `assetClasses` and so the home page's asset-class filter. The site state is the first call of every visit:
 * the map is kept for a minute and, once older, answered as it is while one refresh runs behind it (a filter may
 * trail a holdings import by a minute; no visit waits for it after the first). Each product's holdings come through
 * the holdings read (services/holdings/read-holdings.ts: a listing per call, the documents only when they changed).
 */

/** How long a map is answered without a refresh. */
export const ASSET_CLASSES_FRESH_MS = 60_000;

interface Entry {
  key: string;
  at: number;
  data: Promise<ReadonlyMap<string, string>>;
  refreshing: boolean;
}

const cacheFor = perDatabase((): { entry: Entry | null } => ({ entry: null }));

async function compute(
  db: Firestore,
  productIds: readonly string[],
  invalid: InvalidHoldingsRecord,
): Promise<ReadonlyMap<string, string>> {
  const classes = await Promise.all(
    productIds.map(async (id) => {
      const data = await loadProductHoldings(db, id, invalid);
      return [id, dominantAssetClass(data.snapshots, data.overrides)] as const;
    }),
  );
  return new Map(classes.filter((c): c is readonly [string, string] => c[1] !== null));
}

/** Product id → asset class of the products among `productIds` with holdings (the whole catalogue's, cached). */
export function catalogueAssetClasses(
  db: Firestore,
  productIds: readonly string[],
  invalid: InvalidHoldingsRecord,
  now: () => number = Date.now,
): Promise<ReadonlyMap<string, string>> {
  const cache = cacheFor(db);
  const key = productIds.join('\u0000');
  const entry = cache.entry;
  if (entry?.key !== key) {
    const data = compute(db, productIds, invalid);
    const fresh: Entry = { key, at: now(), data, refreshing: false };
    cache.entry = fresh;
    // A failed read is forgotten, so the next call tries again.
    data.catch(() => {
      if (cache.entry === fresh) cache.entry = null;
    });
    return data;
  }
  if (now() - entry.at >= ASSET_CLASSES_FRESH_MS && !entry.refreshing) {
    entry.refreshing = true;
    const next = compute(db, productIds, invalid);
    next.then(
      () => {
        if (cache.entry === entry) cache.entry = { key, at: now(), data: next, refreshing: false };
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.data;
}
