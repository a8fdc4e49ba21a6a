import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { logger } from '../../../lib/logger';
import { refs } from '../../../lib/refs';
import type { AdminDocument } from '../utils/document-order';

export type AdminDocumentsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `invalid`: ids of records the schema refused; they are left out (and logged) rather than shown half-read. */
  | { status: 'success'; documents: AdminDocument[]; invalid: string[] };

/**
 * Every document record of the product, archived ones included, bound live: an upload, edit or reorder (by this
 * admin or another) shows as soon as the API has written it. The rules let staff and the product's admins read
 * them; clients never write them (docs/documents.md).
 */
export function useAdminDocuments(productId: string): AdminDocumentsState {
  const db = useFirestore();
  const [state, setState] = useState<{ productId: string; value: AdminDocumentsState } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        refs(db).allDocuments(productId),
        (snapshot) => {
          const documents: AdminDocument[] = [];
          const invalid: string[] = [];
          for (const doc of snapshot.docs) {
            try {
              documents.push({ id: doc.id, doc: doc.data() });
            } catch (error) {
              logger.error('A document record is invalid and is not shown', { productId, id: doc.id, error });
              invalid.push(doc.id);
            }
          }
          setState({ productId, value: { status: 'success', documents, invalid } });
        },
        (error) => {
          logger.error('Could not load the documents of a product', { productId, error });
          setState({ productId, value: { status: 'error' } });
        },
      ),
    [db, productId],
  );
  return state?.productId === productId ? state.value : { status: 'loading' };
}
