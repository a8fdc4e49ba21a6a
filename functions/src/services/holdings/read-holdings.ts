import { createHash } from 'node:crypto';
import type { Firestore, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { paths, type PortfolioOverride, type PortfolioSnapshot } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import { refs } from '../../db/refs.js';
import { perDatabase } from '../core/per-database.js';

/**
 * A product's holdings as the API reads them: every snapshot (`products/{id}/holdings/{date}`) and override
 * (`products/{id}/holdingOverrides/{id}`), and a version that changes with any write, delete or addition there.
 */
export interface ProductHoldings {
  /** A hash of every document's id and update time in both collections ("-" when both are empty). */
  version: string;
  snapshots: PortfolioSnapshot[];
  overrides: PortfolioOverride[];
}

/** Reports a stored document the schema refuses (it is left out, never half shown). */
export type InvalidHoldingsRecord = (path: string, error: unknown) => void;

/**
 * Snapshots and overrides are written by the admin console straight into Firestore (rules-checked), with no version
 * counter to bump. The version is therefore read from the documents themselves: a field-less listing of both
 * collections (ids and update times only, a few hundred bytes) on every call, and the full documents only when it
 * changed. So a warm call costs two small queries and no parsing, and a write, import, override or deletion is seen
 * on the very next call.
 */
const MAX_CACHED_PRODUCTS = 200;
const cacheFor = perDatabase(
  () =>
    new LRUCache<string, { version: string; data: Promise<ProductHoldings> }>({ max: MAX_CACHED_PRODUCTS }),
);

function versionOf(listings: readonly QuerySnapshot[]): string {
  const parts = listings.flatMap((l) => l.docs.map((d) => `${d.ref.path}@${d.updateTime.toMillis()}`));
  if (parts.length === 0) return '-';
  return createHash('sha1').update(parts.sort().join('\n')).digest('base64url').slice(0, 16);
}

function parsed<T>(docs: readonly QueryDocumentSnapshot<T>[], invalid: InvalidHoldingsRecord): T[] {
  const out: T[] = [];
  for (const d of docs) {
    try {
      out.push(d.data());
    } catch (error) {
      invalid(d.ref.path, error);
    }
  }
  return out;
}

async function readAll(
  db: Firestore,
  productId: string,
  invalid: InvalidHoldingsRecord,
): Promise<ProductHoldings> {
  const [snapshots, overrides] = await Promise.all([
    refs(db).holdingSnapshots(productId).get(),
    refs(db).holdingOverrides(productId).get(),
  ]);
  return {
    version: versionOf([snapshots, overrides]),
    snapshots: parsed(snapshots.docs, invalid).map((s) => ({ date: s.date, holdings: s.holdings })),
    overrides: parsed(overrides.docs, invalid).map((o) => ({ key: o.key, values: o.values })),
  };
}

/** The product's holdings at their current version (see above). */
export async function loadProductHoldings(
  db: Firestore,
  productId: string,
  invalid: InvalidHoldingsRecord,
): Promise<ProductHoldings> {
  const [snapshots, overrides] = await Promise.all([
    db.collection(paths.holdings(productId)).select().get(),
    db.collection(paths.holdingOverrides(productId)).select().get(),
  ]);
  const version = versionOf([snapshots, overrides]);
  if (version === '-') return { version, snapshots: [], overrides: [] };
  const cache = cacheFor(db);
  const hit = cache.get(productId);
  if (hit?.version === version) return hit.data;
  const data = readAll(db, productId, invalid);
  // Least recently used first out; a failed read is forgotten so the next call retries.
  cache.set(productId, { version, data });
  data.catch(() => {
    if (cache.peek(productId)?.data === data) cache.delete(productId);
  });
  return data;
}
