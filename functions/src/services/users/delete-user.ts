import { deleteUserRequestSchema, type DeleteUserResponse } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { refs } from '../../db/refs.js';
import { eraseUserData } from '../privacy/erase-user-data.js';
import { findUserData } from '../privacy/user-data.js';
import type { CallDeps, Caller } from '../roles/set-user-roles-call.js';
import { authorize, parseRequest, refuse, runUserAdminCall } from './user-admin-call.js';

const isUserNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/**
 * Deletes a user (Admin → Users, seed 000 §6, §8): their Auth account, `users/{uid}` and their self-registered
 * follower entries (`followers/{productId}/entries` whose `uid` is theirs: found by one collection-group query, so it
 * works whether or not the follow-mirroring trigger also reacts to the record's deletion), with an audit entry
 * naming actor, target and reason. Auth and Firestore share no transaction; the order keeps every failure safe:
 *
 * 1. disable the account and revoke its sessions: from here on the user can neither sign in nor follow anything;
 * 2. delete the follower entries, consent records and contact messages, pseudonymise operations and audit entries
 *    (services/privacy), then delete the record and append the audit entry in the last batch; if this fails the
 *    account is enabled again and a retry finishes the rest;
 * 3. delete the Auth account. If that fails the account stays disabled and a retry finishes the job (a user whose
 *    record is gone but account remains is refused at login anyway, seed 000 §4).
 *
 * A target whose account is already gone but whose record remains (an interrupted deletion) is cleaned up the same
 * way; a uid with neither is `user-not-found`.
 */
export function handleDeleteUserCall(
  deps: CallDeps,
  caller: Caller | undefined,
  data: unknown,
): Promise<DeleteUserResponse> {
  return runUserAdminCall(deps, 'deleteUser', caller, data, async () => {
    const request = parseRequest(deleteUserRequestSchema, data);
    const r = refs(deps.db);
    const userRef = r.user(request.uid);
    const record = await userRef.get();
    // Read field by field, not through the schema: a record the schema refuses must still be deletable.
    const field = (name: string): unknown => (record.exists ? record.get(name) : undefined);
    const text = (name: string): string | null => {
      const value = field(name);
      return typeof value === 'string' ? value : null;
    };
    const recordRoles = Array.isArray(field('roles'))
      ? (field('roles') as unknown[]).filter((r): r is string => typeof r === 'string')
      : [];
    const { actorUid, account } = await authorize(deps, caller, 'deleteUser', request.uid, () =>
      Promise.resolve(recordRoles),
    );
    if (!account && !record.exists) {
      refuse({
        problem: 'user-not-found',
        field: 'uid',
        value: request.uid,
        message: `no user with uid ${request.uid}`,
      });
    }

    if (account) {
      await deps.auth.updateUser(account.uid, { disabled: true });
      await deps.auth.revokeRefreshTokens(account.uid);
    }

    const now = deps.now ?? (() => new Date());
    const auditRef = r.auditLogs().doc();
    let followerEntriesDeleted = 0;
    try {
      // Everything tied to the user goes as with a self-deletion (docs/privacy.md): follows, consents, contact
      // messages deleted; operations and older audit entries pseudonymised. This entry keeps who was deleted.
      // E-mail-keyed data only for a verified address (gate.ts `ownsEmail`): a record's address without an account
      // proves nothing.
      const data = await findUserData(
        deps.db,
        request.uid,
        account ?? { email: text('email'), emailVerified: false },
      );
      followerEntriesDeleted = data.followerEntries.length;
      await eraseUserData(deps.db, data, `deleted-user-${randomUUID()}`, (batch) => {
        batch.delete(userRef);
        batch.delete(r.dataExport(request.uid));
        batch.create(auditRef, {
          type: 'deleteUser',
          uid: request.uid,
          actorUid,
          reason: request.reason,
          email: account?.email ?? text('email'),
          name: record.exists ? `${text('firstName') ?? ''} ${text('lastName') ?? ''}`.trim() : null,
          roles: account?.roles ?? recordRoles,
          followerEntriesDeleted,
          at: now(),
        });
      });
    } catch (error) {
      if (account) {
        await deps.auth.updateUser(account.uid, { disabled: false }).catch((restoreError: unknown) => {
          deps.log.error('user deletion failed and the account could not be enabled again', {
            uid: request.uid,
            cause: String(error),
            restoreError: String(restoreError),
          });
        });
      }
      throw error;
    }

    if (account) {
      try {
        await deps.auth.deleteUser(account.uid);
      } catch (error) {
        if (!isUserNotFound(error)) {
          deps.log.error('user record deleted but the Auth account remains (disabled); retry the deletion', {
            uid: request.uid,
            error: String(error),
          });
          throw error;
        }
      }
    }
    deps.log.info('user deleted', { uid: request.uid, actorUid, followerEntriesDeleted });
    return {
      uid: request.uid,
      authDeleted: account !== null,
      recordDeleted: record.exists,
      followerEntriesDeleted,
      auditId: auditRef.id,
    };
  });
}
