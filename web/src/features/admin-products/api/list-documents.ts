import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';
import type { AdminDocument } from '../utils/document-order';

export interface AdminDocuments {
  documents: AdminDocument[];
  /** Ids of records the schema refused; they are left out (and logged) rather than shown half-read. */
  invalid: string[];
}

/**
 * Every document record of the product, archived ones included, bound live: an upload, edit or reorder (by this
 * admin or another) shows as soon as the API has written it. The rules let staff and the product's admins read
 * them; clients never write them (docs/documents.md).
 */
export function useAdminDocuments(productId: string): LiveState<AdminDocuments> {
  return useLiveStore(
    `documents/${productId}/all`,
    querySource(
      (sdk) => sdk.refs(sdk.db).allDocuments(productId),
      ({ rows, invalid }) => ({ documents: rows.map(({ id, data }) => ({ id, doc: data })), invalid }),
      { what: 'document', context: { productId } },
    ),
  );
}
