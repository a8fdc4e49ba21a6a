import { createHash, randomUUID } from 'node:crypto';
import type { Firestore, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import {
  fileIssuesFromCsvErrors,
  holdingKeyOf,
  holdingKeySchema,
  MAX_HOLDING_OVERRIDE_WRITES,
  parseHoldingOverrideCsv,
  paths,
  safeFileName,
  type HoldingFileError,
  type HoldingKey,
  type HoldingOverride,
  type HoldingOverrideBody,
  type HoldingOverridePreview,
  type HoldingOverrideResponse,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { FileStore } from '../files/file-store.js';
import { createOperation, finishOperation } from '../operations/operation-store.js';
import { userEmail } from '../users/user-email.js';

/*
 * Holding override operation (`/admin/operations/override-holding-data`; docs/holdings-admin.md). The file is
 * parsed by the domain (`parseHoldingOverrideCsv`) against every holding key of the products named (which the API
 * checked the caller administers and which allow holding data modification). A dry run reads and answers; an apply
 * is recorded as an operation (`holdingDataOverride`: who, when, the file in the file store, the result), re-reads the
 * holdings INSIDE one transaction, re-validates and writes every override document there, with an audit entry: all
 * the overrides of a file or none.
 */

/** The override document of a holding: one per key and product, so a later file replaces it. */
export const overrideIdOf = (key: HoldingKey): string =>
  createHash('sha256').update(holdingKeyOf(key)).digest('hex').slice(0, 40);

type Plan =
  | {
      ok: true;
      overrides: HoldingOverridePreview[];
      writes: { productId: string; id: string; doc: HoldingOverride }[];
    }
  | { ok: false; errors: HoldingFileError[]; moreErrors: number };

/** Every holding key of each product, over all its dates (raw fields: an odd snapshot must not hide the others). */
async function knownHoldings(
  read: (productId: string) => Promise<QuerySnapshot>,
  productIds: readonly string[],
): Promise<Map<string, Map<string, HoldingKey>>> {
  const byProduct = new Map<string, Map<string, HoldingKey>>();
  for (const productId of productIds) {
    const keys = new Map<string, HoldingKey>();
    for (const doc of (await read(productId)).docs) {
      const holdings: unknown = doc.get('holdings');
      if (!Array.isArray(holdings)) continue;
      for (const h of holdings) {
        const key = holdingKeySchema.safeParse({
          holdingName: (h as Record<string, unknown>).holdingName,
          currency: (h as Record<string, unknown>).currency,
          isin: (h as Record<string, unknown>).isin,
        });
        if (key.success) keys.set(holdingKeyOf(key.data), key.data);
      }
    }
    byProduct.set(productId, keys);
  }
  return byProduct;
}

function plan(
  body: HoldingOverrideBody,
  known: Map<string, Map<string, HoldingKey>>,
  who: { uid: string; email?: string; now: Date },
): Plan {
  const union = new Map<string, HoldingKey>();
  for (const keys of known.values()) for (const [id, key] of keys) union.set(id, key);
  const parsed = parseHoldingOverrideCsv({
    fileName: body.fileName,
    text: body.csv,
    knownHoldings: [...union.values()],
  });
  if (!parsed.ok) return parsed;
  const overrides: HoldingOverridePreview[] = [];
  const writes: { productId: string; id: string; doc: HoldingOverride }[] = [];
  for (const o of parsed.overrides) {
    const id = holdingKeyOf(o.key);
    const productIds = body.productIds.filter((p) => known.get(p)?.has(id));
    overrides.push({
      row: o.row,
      holdingName: o.key.holdingName,
      currency: o.key.currency,
      isin: o.key.isin,
      values: { ...o.values },
      productIds,
    });
    for (const productId of productIds) {
      writes.push({
        productId,
        id: overrideIdOf(o.key),
        doc: {
          productId,
          key: o.key,
          values: o.values,
          updatedAt: who.now,
          updatedBy: who.uid,
          ...(who.email ? { updatedByEmail: who.email } : {}),
        },
      });
    }
  }
  if (writes.length > MAX_HOLDING_OVERRIDE_WRITES) {
    return {
      ok: false,
      moreErrors: 0,
      errors: [
        {
          row: null,
          column: null,
          value: String(writes.length),
          messageKey: 'csv.holdingOverride.tooManyWrites',
        },
      ],
    };
  }
  return { ok: true, overrides, writes };
}

class Refused extends Error {
  constructor(readonly refusal: Extract<Plan, { ok: false }>) {
    super('the override file is refused');
  }
}

const txReader = (db: Firestore, tx: Transaction) => (productId: string) =>
  tx.get(db.collection(paths.holdings(productId)));
const reader = (db: Firestore) => (productId: string) => db.collection(paths.holdings(productId)).get();

/** Dry run (no write, no record) or apply (recorded, all or nothing) of an override file. */
export async function runHoldingOverride(
  deps: { db: Firestore; files: FileStore },
  request: { body: HoldingOverrideBody; uid: string; now: Date },
): Promise<HoldingOverrideResponse> {
  const { db, files } = deps;
  const { body, uid, now } = request;
  if (body.dryRun) {
    const result = plan(body, await knownHoldings(reader(db), body.productIds), { uid, now });
    return result.ok
      ? {
          ok: true,
          dryRun: true,
          operationId: null,
          errors: [],
          moreErrors: 0,
          overrides: result.overrides,
          writes: result.writes.length,
        }
      : {
          ok: false,
          dryRun: true,
          operationId: null,
          errors: result.errors,
          moreErrors: result.moreErrors,
          overrides: [],
          writes: 0,
        };
  }

  const name = safeFileName(body.fileName);
  const path = `operations/holding-overrides/${randomUUID()}/${name}`;
  const bytes = new TextEncoder().encode(body.csv);
  await files.write(path, bytes, { contentType: 'text/csv' });
  const email = await userEmail(db, uid);
  const operationId = await createOperation(db, {
    kind: 'holdingDataOverride',
    status: 'running',
    createdAt: now,
    createdBy: uid,
    ...(email ? { createdByEmail: email } : {}),
    productIds: body.productIds,
    benchmarkIds: [],
    file: { path, name, contentType: 'text/csv', size: bytes.length },
    fileErrors: [],
    overridesWritten: 0,
  });
  try {
    const result = await db.runTransaction(async (tx) => {
      const checked = plan(body, await knownHoldings(txReader(db, tx), body.productIds), { uid, email, now });
      if (!checked.ok) throw new Refused(checked);
      const r = refs(db);
      for (const w of checked.writes) tx.set(r.holdingOverrides(w.productId).doc(w.id), w.doc);
      tx.create(r.auditLogs().doc(), {
        type: 'holdingDataOverride',
        actorUid: uid,
        operationId,
        productIds: body.productIds,
        fileName: body.fileName,
        overridesWritten: checked.writes.length,
        at: now,
      });
      return checked;
    });
    await finishOperation(db, operationId, {
      status: 'succeeded',
      patch: { overridesWritten: result.writes.length },
    });
    return {
      ok: true,
      dryRun: false,
      operationId,
      errors: [],
      moreErrors: 0,
      overrides: result.overrides,
      writes: result.writes.length,
    };
  } catch (error) {
    if (!(error instanceof Refused)) {
      await finishOperation(db, operationId, {
        status: 'failed',
        error: { messageKey: 'error.internal' },
      });
      throw error;
    }
    const { errors, moreErrors } = error.refusal;
    await finishOperation(db, operationId, {
      status: 'failed',
      error: {
        messageKey: 'csv.holdingOverride.refused',
        details: { errors: String(errors.length + moreErrors) },
      },
      patch: { fileErrors: fileIssuesFromCsvErrors(errors) },
    });
    return { ok: false, dryRun: false, operationId, errors, moreErrors, overrides: [], writes: 0 };
  }
}

/**
 * Deletes one override of one product (the override page's delete control) with an audit entry, in one transaction;
 * `false` when the product has no such override. The holdings calls see it on their next call: their cache is keyed
 * on a version read from the override documents' ids and update times (services/holdings/read-holdings.ts).
 */
export async function deleteHoldingOverride(
  db: Firestore,
  request: { productId: string; overrideId: string; uid: string; now: Date },
): Promise<boolean> {
  const { productId, overrideId, uid, now } = request;
  const ref = db.doc(paths.holdingOverride(productId, overrideId));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const key: unknown = snap.get('key');
    tx.delete(ref);
    tx.create(refs(db).auditLogs().doc(), {
      type: 'deleteHoldingOverride',
      actorUid: uid,
      productId,
      overrideId,
      ...(holdingKeySchema.safeParse(key).success ? { key } : {}),
      at: now,
    });
    return true;
  });
}
