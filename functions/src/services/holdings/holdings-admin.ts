import type { Firestore } from 'firebase-admin/firestore';
import { parseHoldingCsv, paths, type HoldingCsvError, type HoldingImportBody } from '@portal/domain';
import { refs } from '../../db/refs.js';

/*
 * Holding data of one product (the admin's holding data tab; docs/holdings-admin.md). The server re-parses the file
 * with the very function the tab ran (`parseHoldingCsv`) and writes the snapshot `products/{id}/holdings/{date}` in
 * one transaction that also reads the dates already there: two admins importing the same date at once, or a date
 * imported after the tab loaded, end in one snapshot and one refusal, never a mix. Each change appends an audit entry
 * in the same transaction.
 */

export type HoldingImportResult =
  { ok: true; date: string; holdings: number } | { ok: false; errors: HoldingCsvError[]; moreErrors: number };

/** Imports the holdings of one date, or returns every error of the file (nothing written then). */
export async function importHoldingSnapshot(
  db: Firestore,
  request: { productId: string; uid: string; email?: string; body: HoldingImportBody; now: Date },
): Promise<HoldingImportResult> {
  const { productId, uid, email, body, now } = request;
  const r = refs(db);
  return db.runTransaction(async (tx): Promise<HoldingImportResult> => {
    // The ids only: a date's document holds every position, none is needed to know which dates exist.
    const existing = await tx.get(db.collection(paths.holdings(productId)).select());
    const parsed = parseHoldingCsv({
      fileName: body.fileName,
      text: body.csv,
      date: body.date,
      existingDates: existing.docs.map((d) => d.id),
    });
    if (!parsed.ok) return parsed;
    tx.create(r.holdingSnapshot(productId, parsed.date), {
      productId,
      date: parsed.date,
      holdings: parsed.holdings,
      importedAt: now,
      importedBy: uid,
      ...(email ? { importedByEmail: email } : {}),
    });
    tx.create(r.auditLogs().doc(), {
      type: 'importHoldings',
      actorUid: uid,
      productId,
      date: parsed.date,
      fileName: body.fileName,
      holdings: parsed.holdings.length,
      at: now,
    });
    return { ok: true, date: parsed.date, holdings: parsed.holdings.length };
  });
}

/** Deletes the holdings of one date with an audit entry; `false` when the product has none for it. */
export async function deleteHoldingSnapshot(
  db: Firestore,
  request: { productId: string; uid: string; date: string; now: Date },
): Promise<boolean> {
  const { productId, uid, date, now } = request;
  const r = refs(db);
  const ref = db.doc(paths.holdingSnapshot(productId, date));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const positions: unknown = snap.get('holdings');
    tx.delete(ref);
    tx.create(r.auditLogs().doc(), {
      type: 'deleteHoldings',
      actorUid: uid,
      productId,
      date,
      holdings: Array.isArray(positions) ? positions.length : 0,
      at: now,
    });
    return true;
  });
}
