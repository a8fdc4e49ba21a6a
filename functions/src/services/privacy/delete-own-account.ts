import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { isRecentLogin, type DeleteMyAccountResponse } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Caller } from '../roles/set-user-roles-call.js';
import { eraseUserData } from './erase-user-data.js';
import type { PrivacyDeps } from './export-user-data.js';
import { findUserData } from './user-data.js';

const isUserNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/**
 * Settings → Delete account (seed 000 §4, docs/privacy.md "Account deletion"): the user's own account "with
 * everything tied to it". The sign-in must be recent (`isRecentLogin`, the same rule the page checks first), else
 * `failed-precondition` with `requiresRecentLogin`. Order, so that no failure leaves a half-deleted user who can
 * still sign in:
 *
 * 1. disable the Auth account and revoke its sessions;
 * 2. delete follower entries, consents, contact messages and follower-mail markers (those two found by address, only
 *    when it is verified); pseudonymise operations and audit entries; then, in the last batch, delete the record and
 *    the export marker and append an audit entry without personal data. On failure the account is enabled again;
 *    what was done stays done and a retry finishes the rest;
 * 3. delete the Auth account (already gone on a retry: fine).
 */
export async function deleteOwnAccount(
  deps: PrivacyDeps & { log: { info(m: string, c?: object): void; error(m: string, c?: object): void } },
  caller: Caller | undefined,
): Promise<DeleteMyAccountResponse> {
  if (!caller) throw new HttpsError('unauthenticated', 'sign in first');
  const now = (deps.now ?? (() => new Date()))();
  if (!isRecentLogin(caller.token.auth_time * 1000, now.getTime())) {
    throw new HttpsError('failed-precondition', 'sign in again to delete the account', {
      reason: 'requiresRecentLogin',
    });
  }
  const uid = caller.uid;
  const account = await deps.auth.getUser(uid).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  if (account) {
    await deps.auth.updateUser(uid, { disabled: true });
    await deps.auth.revokeRefreshTokens(uid);
  }
  const r = refs(deps.db);
  // E-mail-keyed data (contact messages, mail markers) only for a verified address: an unverified one may be a
  // stranger's, whose messages must not go with this account. No account left (a retry): nothing proves the address.
  const data = await findUserData(deps.db, uid, account ?? { emailVerified: false });
  // One pseudonym per deletion: the kept records still show that one (deleted) person did these things.
  const pseudonym = `deleted-user-${randomUUID()}`;
  let counts;
  try {
    counts = await eraseUserData(deps.db, data, pseudonym, (batch) => {
      batch.delete(r.user(uid));
      batch.delete(r.dataExport(uid));
      batch.create(r.auditLogs().doc(), {
        type: 'deleteOwnAccount',
        actorUid: pseudonym,
        uid: pseudonym,
        at: now,
      });
    });
  } catch (error) {
    if (account) {
      await deps.auth.updateUser(uid, { disabled: false }).catch((restoreError: unknown) => {
        deps.log.error('own account deletion failed and the account could not be enabled again', {
          uid,
          restoreError: String(restoreError),
        });
      });
    }
    deps.log.error('own account deletion failed; a retry finishes it', { uid, error: String(error) });
    throw new HttpsError('internal', 'the account could not be deleted; try again');
  }
  if (account) {
    await deps.auth.deleteUser(uid).catch((error: unknown) => {
      if (isUserNotFound(error)) return;
      deps.log.error('user data deleted but the Auth account remains (disabled); retry the deletion', {
        uid,
        error: String(error),
      });
      throw new HttpsError('internal', 'the account could not be deleted; try again');
    });
  }
  deps.log.info('own account deleted', { uid, pseudonym, emailKeyedData: data.emailKeyedData, ...counts });
  return {
    deleted: {
      record: data.record !== null,
      account: account !== null,
      followerEntries: counts.followerEntries,
      consents: counts.consents,
      contactMessages: counts.contactMessages,
      followerMails: counts.followerMails,
    },
    emailKeyedData: data.emailKeyedData,
    anonymised: { operations: counts.operations, auditEntries: counts.auditEntries },
  };
}
