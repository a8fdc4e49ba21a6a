import type { Firestore } from 'firebase-admin/firestore';
import type { BenchmarkConfig, ProductConfig, UserDefinedRole } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Logger } from '../core/logger.js';

export interface PortalConfig {
  /** `settings/catalogueState.version` the configuration was read at: computed results key on it. */
  version: number;
  products: ReadonlyMap<string, ProductConfig>;
  benchmarks: ReadonlyMap<string, BenchmarkConfig>;
  userDefinedRoles: readonly UserDefinedRole[];
}

/**
 * Configuration changes rarely and every request needs it, so it is read once per instance and kept while
 * `settings/catalogueState.version` (bumped by a trigger on every catalogue write) stays the same: a warm request
 * costs one document read and an admin's change shows as soon as the trigger has run. The TTL is a safety net.
 */
const CONFIG_TTL_MS = 10 * 60_000;

interface Entry {
  version: number;
  expiresAt: number;
  value: Promise<PortalConfig>;
}

const caches = new WeakMap<Firestore, Entry>();

async function readConfig(db: Firestore, log: Logger, version: number): Promise<PortalConfig> {
  const r = refs(db);
  const [productSnap, benchmarkSnap, platformSnap] = await Promise.all([
    r.products().get(),
    r.benchmarks().get(),
    r.platformSettings().get(),
  ]);
  // One broken document must not take the whole API down: skip it and say so in the logs.
  const parsed = <T>(kind: string, docs: readonly { id: string; data(): T }[]): Map<string, T> => {
    const out = new Map<string, T>();
    for (const doc of docs) {
      try {
        out.set(doc.id, doc.data());
      } catch (error) {
        log.warn(`skipping invalid ${kind} document`, { id: doc.id, error: String(error) });
      }
    }
    return out;
  };
  let userDefinedRoles: readonly UserDefinedRole[] = [];
  try {
    userDefinedRoles = platformSnap.data()?.iam.userDefinedRoles ?? [];
  } catch (error) {
    log.warn('invalid settings/platform: no custom roles apply', { error: String(error) });
  }
  return {
    version,
    products: parsed('product', productSnap.docs),
    benchmarks: parsed('benchmark', benchmarkSnap.docs),
    userDefinedRoles,
  };
}

/**
 * The configuration cached for `db`, while within its TTL, with the catalogue version it was read at (which may no
 * longer be current: the caller must compare it with a fresh `readCatalogueVersion` before relying on it).
 */
export function cachedPortalConfig(
  db: Firestore,
  now: () => number = Date.now,
): { version: number; value: Promise<PortalConfig> } | null {
  const cached = caches.get(db);
  return cached && cached.expiresAt > now() ? { version: cached.version, value: cached.value } : null;
}

/** The configuration at catalogue `version` (just read by the caller): the cached one, else read and cached. */
export function portalConfigAt(
  db: Firestore,
  log: Logger,
  version: number,
  now: () => number = Date.now,
): Promise<PortalConfig> {
  const cached = caches.get(db);
  if (cached?.version === version && cached.expiresAt > now()) return cached.value;
  const value = readConfig(db, log, version);
  const entry: Entry = { version, expiresAt: now() + CONFIG_TTL_MS, value };
  caches.set(db, entry);
  // A failed read must not be cached for the whole TTL.
  value.catch(() => {
    if (caches.get(db) === entry) caches.delete(db);
  });
  return value;
}
