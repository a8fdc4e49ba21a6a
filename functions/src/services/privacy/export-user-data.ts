import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  DATA_EXPORT_INTERVAL_MINUTES,
  rolesFromClaims,
  userDataExportSchema,
  type UserDataExport,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { findUserData } from './user-data.js';

export interface PrivacyDeps {
  auth: Auth;
  db: Firestore;
  now?: () => Date;
}

/** ISO 8601 of a Firestore timestamp, a Date or an Auth time string; `null` for anything else. */
export function isoOf(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Timestamps of the stored record as ISO strings, so the file is plain JSON. */
function plain(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v instanceof Timestamp ? v.toDate().toISOString() : v]),
  );
}

/**
 * One export per `DATA_EXPORT_INTERVAL_MINUTES` per user, claimed in a transaction (two tabs at once get one export
 * and one refusal). `resource-exhausted` carries the seconds to wait.
 */
async function claimExport(db: Firestore, uid: string, now: Date): Promise<void> {
  const ref = refs(db).dataExport(uid);
  const waitSeconds = await db.runTransaction(async (tx) => {
    const last = (await tx.get(ref)).data()?.at;
    const next = last ? last.getTime() + DATA_EXPORT_INTERVAL_MINUTES * 60_000 : 0;
    if (next > now.getTime()) return Math.ceil((next - now.getTime()) / 1000);
    tx.set(ref, { at: now });
    return 0;
  });
  if (waitSeconds > 0) {
    throw new HttpsError(
      'resource-exhausted',
      `one data export per ${DATA_EXPORT_INTERVAL_MINUTES} minutes`,
      {
        retryAfterSeconds: waitSeconds,
      },
    );
  }
}

/**
 * The signed-in user's data (docs/privacy.md "Data download"), gathered with the Admin SDK because the client may
 * read only part of it (follower entries, audit entries and contact messages are private to admins or functions).
 * Contact messages and follower-mail markers are kept by address: included only when the account's address is
 * verified, and `emailKeyedData` says whether they were.
 */
export async function exportUserData(deps: PrivacyDeps, uid: string | undefined): Promise<UserDataExport> {
  if (!uid) throw new HttpsError('unauthenticated', 'sign in first');
  const now = (deps.now ?? (() => new Date()))();
  await claimExport(deps.db, uid, now);
  try {
    const account = await deps.auth.getUser(uid);
    // E-mail-keyed data only for a verified address: an unverified one may be a stranger's (docs/privacy.md).
    const data = await findUserData(deps.db, uid, account);
    return userDataExportSchema.parse({
      format: 'portal-user-data/1',
      exportedAt: now.toISOString(),
      uid,
      account: {
        email: account.email ?? null,
        emailVerified: account.emailVerified,
        displayName: account.displayName ?? null,
        providers: account.providerData.map((p) => p.providerId),
        createdAt: isoOf(account.metadata.creationTime),
        lastSignInAt: isoOf(account.metadata.lastSignInTime),
      },
      roles: rolesFromClaims(account.customClaims ?? {}),
      record: data.record ? plain(data.record) : null,
      follows: data.followerEntries.map((doc) => ({
        productId: text(doc.get('productId')),
        language: doc.get('lang') as unknown,
        since: isoOf(doc.get('createdAt')),
      })),
      consents: data.consents.map((doc) => ({
        document: doc.get('document') as unknown,
        version: text(doc.get('version')),
        acceptedAt: isoOf(doc.get('acceptedAt')),
        language: text(doc.get('language')),
        how: doc.get('how') as unknown,
      })),
      operations: data.operations.map((doc) => ({
        id: doc.id,
        kind: text(doc.get('kind')),
        status: text(doc.get('status')),
        createdAt: isoOf(doc.get('createdAt')),
        productIds: (doc.get('productIds') as unknown[] | undefined)?.map(text) ?? [],
      })),
      auditEntries: data.auditEntries.map(({ doc, as }) => ({
        id: doc.id,
        type: text(doc.get('type')),
        at: isoOf(doc.get('at')),
        as,
      })),
      emailKeyedData: data.emailKeyedData,
      followerMails: data.followerMails.map((doc) => ({
        productId: text(doc.get('productId')),
        documentId: text(doc.get('documentId')),
        at: isoOf(doc.get('at')),
      })),
      contactMessages: data.contactMessages.map((doc) => ({
        id: doc.id,
        createdAt: isoOf(doc.get('createdAt')),
        language: text(doc.get('lang')),
        message: text(doc.get('message')),
        status: text(doc.get('status')),
      })),
    });
  } catch (error) {
    // A failed export does not count against the limit.
    await refs(deps.db)
      .dataExport(uid)
      .delete()
      .catch(() => undefined);
    throw error;
  }
}
