import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { zodConverter } from '@portal/domain';
import type { z } from 'zod';

/** The Admin SDK face of the domain's zod converter: every read and write is validated by the schema. */
export function adminConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.infer<S>> {
  const c = zodConverter(schema);
  return {
    toFirestore: (model) => c.toFirestore(model as z.infer<S>),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => c.fromFirestore(snapshot),
  };
}
