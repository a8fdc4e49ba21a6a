import { zodConverter } from '@portal/domain';
import type {
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
  SnapshotOptions,
  WithFieldValue,
} from 'firebase/firestore';
import type { z } from 'zod';

/**
 * The web SDK's adapter over the shared `zodConverter`: every document read through a typed ref is validated by its
 * zod schema (an invalid document throws `DocumentValidationError`).
 *
 * Full writes are validated too. Merge writes (`setDoc(..., { merge: true })`) carry a partial model, possibly with
 * `FieldValue` sentinels, which the full schema cannot judge: those pass through and the security rules and the API
 * validate them.
 */
export function firestoreConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.infer<S>> {
  const base = zodConverter(schema);
  function toFirestore(model: WithFieldValue<z.infer<S>>): DocumentData;
  function toFirestore(model: PartialWithFieldValue<z.infer<S>>, options: SetOptions): DocumentData;
  function toFirestore(model: PartialWithFieldValue<z.infer<S>>, options?: SetOptions): DocumentData {
    // The SDK types a merge payload as the app model; on the wire it is plain document data.
    if (options) return { ...(model as DocumentData) };
    return base.toFirestore(schema.parse(model));
  }
  return {
    toFirestore,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      base.fromFirestore(snapshot, options),
  };
}
