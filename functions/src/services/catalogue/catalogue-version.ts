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

/**
 * Current catalogue version: the time of the last bump, in microseconds (0 while the document does not exist). One
 * document read. The write time rather than the counter: the counter starts again from 1 when the document is
 * deleted and re-created (a re-seed, a restore), so a configuration cached at an earlier count could be taken for
 * current; a write time never comes back. Microseconds since 1970 stay well inside a safe integer.
 */
export async function readCatalogueVersion(db: Firestore): Promise<number> {
  const snap = await refs(db).catalogueState().get();
  const at = snap.updateTime;
  return at ? at.seconds * 1_000_000 + Math.floor(at.nanoseconds / 1_000) : 0;
}
