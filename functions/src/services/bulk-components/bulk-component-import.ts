import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  bulkComponentCsvProductIds,
  bulkComponentWriteCount,
  componentDocId,
  isProductAdmin,
  parseBulkComponentCsv,
  previewBulkComponentUpdates,
  type AccessContext,
  type BulkComponentCsvError,
  type BulkComponentDryRunResponse,
  type BulkComponentImportContext,
  type ExistingComponent,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/*
 * The bulk component import (seed 000 §5 "Bulk component CSV", issue 11 item 6; decisions: docs/operations.md).
 * The dry run and the apply run the SAME domain function (`parseBulkComponentCsv`) against the catalogue, the
 * caller's admin rights and the components stored now; the apply does it inside one Firestore transaction that
 * also writes every update and linked copy, so a file is applied whole or not at all, against the data as it is at
 * that moment (a component edited between dry run and apply is re-checked).
 */

export interface BulkComponentImportDeps {
  db: Firestore;
  access: AccessContext;
  catalogue: readonly ProductConfig[];
  now: Date;
}

/** The products the caller may update: all for admins, else those of their custom roles. */
export const updatableProductIds = (access: AccessContext, catalogue: readonly ProductConfig[]): string[] =>
  catalogue.filter((p) => isProductAdmin(access, p.productId)).map((p) => p.productId);

/** The importer's context: every product (ids and languages), the caller's rights, the named products' components. */
async function loadContext(
  deps: BulkComponentImportDeps,
  text: string,
  tx: Transaction | null,
): Promise<BulkComponentImportContext> {
  const updatable = updatableProductIds(deps.access, deps.catalogue);
  const updatableSet = new Set(updatable);
  // Only the products the file names and the caller may update: the others are refused row by row anyway.
  const named = bulkComponentCsvProductIds(text).filter((id) => updatableSet.has(id));
  const snaps = await Promise.all(
    named.map((id) => (tx ? tx.get(refs(deps.db).components(id)) : refs(deps.db).components(id).get())),
  );
  const components: ExistingComponent[] = snaps.flatMap((snap, i) =>
    snap.docs.map((d) => ({ productId: named[i] ?? '', component: d.data() })),
  );
  return {
    products: deps.catalogue.map((p) => ({
      productId: p.productId,
      availableLanguages: p.availableLanguages,
    })),
    updatableProductIds: updatable,
    components,
  };
}

/** The dry run: every row error, or the preview of what applying would write. Writes nothing. */
export async function dryRunBulkComponents(
  deps: BulkComponentImportDeps,
  text: string,
): Promise<BulkComponentDryRunResponse> {
  const context = await loadContext(deps, text, null);
  const result = parseBulkComponentCsv(text, context);
  if (!result.ok) {
    return { ok: false, errors: result.errors, moreErrors: result.moreErrors, preview: [], writes: 0 };
  }
  return {
    ok: true,
    errors: [],
    moreErrors: 0,
    preview: previewBulkComponentUpdates(result.pages, context.components),
    writes: bulkComponentWriteCount(result.pages),
  };
}

export type BulkComponentApplyResult =
  | { ok: true; componentsWritten: number; productIds: string[] }
  | { ok: false; errors: BulkComponentCsvError[]; moreErrors: number };

/**
 * Re-validates the file against the data of this moment and writes every update (the component and its linked
 * copies: new rows in the languages of the file, everything else kept) in ONE transaction: all or nothing.
 */
export async function applyBulkComponents(
  deps: BulkComponentImportDeps,
  text: string,
): Promise<BulkComponentApplyResult> {
  return deps.db.runTransaction(async (tx): Promise<BulkComponentApplyResult> => {
    const context = await loadContext(deps, text, tx);
    const result = parseBulkComponentCsv(text, context);
    if (!result.ok) return { ok: false, errors: result.errors, moreErrors: result.moreErrors };
    const r = refs(deps.db);
    const writes = result.pages.flatMap((page) =>
      page.components.flatMap((c) =>
        [{ productId: page.productId, page: page.page }, ...c.links].map((at) => ({
          productId: at.productId,
          ref: r.components(at.productId).doc(componentDocId(at.page, c.componentId)),
          content: c.content,
        })),
      ),
    );
    // Every read before any write: the linked copies must still exist (a deleted copy fails the whole file).
    const copies = writes.length === 0 ? [] : await tx.getAll(...writes.map((w) => w.ref));
    const missing = copies.find((s) => !s.exists);
    if (missing) throw new Error(`bulk component import: linked copy ${missing.ref.path} is missing`);
    for (const w of writes) tx.update(w.ref, { content: w.content, updatedAt: deps.now });
    return {
      ok: true,
      componentsWritten: writes.length,
      productIds: [...new Set(writes.map((w) => w.productId))],
    };
  });
}
