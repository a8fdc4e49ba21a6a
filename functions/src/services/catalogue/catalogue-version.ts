import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * Bumps `settings/catalogueState.version`. Called by the triggers on products, benchmarks and platform settings,
 * whoever wrote them (admin console, seed, functions), so caches of the configuration can check one document.
 */
export async function bumpCatalogueVersion(db: Firestore): Promise<void> {
  // A raw ref: FieldValue.increment is not a number the schema converter could validate.
  await db.doc(paths.catalogueState()).set({ version: FieldValue.increment(1) }, { merge: true });
}

/** Current catalogue version (0 before the first write). One document read. */
export async function readCatalogueVersion(db: Firestore): Promise<number> {
  const snap = await refs(db).catalogueState().get();
  return snap.data()?.version ?? 0;
}
