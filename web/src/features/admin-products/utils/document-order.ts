import type { ProductDocument } from '@portal/domain';

/** A document record of the product with its id (the live list of the Documents tab). */
export interface AdminDocument {
  id: string;
  doc: ProductDocument;
}

const byOrder = (a: AdminDocument, b: AdminDocument): number =>
  a.doc.order - b.doc.order ||
  a.doc.createdAt.getTime() - b.doc.createdAt.getTime() ||
  a.id.localeCompare(b.id);

/** The active documents in their drag-and-drop order, and the archived ones in theirs. */
export function splitDocuments(documents: readonly AdminDocument[]): {
  active: AdminDocument[];
  archived: AdminDocument[];
} {
  const sorted = [...documents].sort(byOrder);
  return { active: sorted.filter((d) => !d.doc.archived), archived: sorted.filter((d) => d.doc.archived) };
}

/**
 * The active documents shown in an order being saved (`ids`), until the live list has it: the ones it names in its
 * order, then any it does not know (uploaded meanwhile) in their own order. `null`: the live order.
 */
export function inOrder(active: readonly AdminDocument[], ids: readonly string[] | null): AdminDocument[] {
  if (!ids) return [...active];
  const position = new Map(ids.map((id, i) => [id, i]));
  const known = active.filter((d) => position.has(d.id));
  known.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return [...known, ...active.filter((d) => !position.has(d.id))];
}

/**
 * The body of `PUT /documents/order`: every document of the product exactly once (the API refuses anything else,
 * docs/documents.md "Order"): the active ones in their new order, then the archived ones, which keep theirs.
 */
export function orderRequestIds(activeIds: readonly string[], archived: readonly AdminDocument[]): string[] {
  return [...activeIds, ...archived.map((d) => d.id)];
}

/** Whether the live list already shows the saved order (the override can go). */
export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);
