import { forceEmailVerificationRequestSchema, type ForceEmailVerificationResponse } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { CallDeps, Caller } from '../roles/set-user-roles-call.js';
import { authorize, parseRequest, refuse, runUserAdminCall } from './user-admin-call.js';

/**
 * Marks a user's e-mail verified (Admin → Users, seed 000 §6 "force e-mail verification"): for a user whose
 * verification mail never arrived, so password login works (it needs a verified e-mail, seed 000 §4). Writes an audit
 * entry naming actor and target; if the entry cannot be written the flag is put back, so nothing changes unrecorded.
 * An e-mail verified already changes nothing but is still recorded (`changed: false`).
 */
export function handleForceEmailVerificationCall(
  deps: CallDeps,
  caller: Caller | undefined,
  data: unknown,
): Promise<ForceEmailVerificationResponse> {
  return runUserAdminCall(deps, 'forceEmailVerification', caller, data, async () => {
    const request = parseRequest(forceEmailVerificationRequestSchema, data);
    const { actorUid, account } = await authorize(deps, caller, 'forceEmailVerification', request.uid, () =>
      Promise.resolve([]),
    );
    if (!account) {
      return refuse({
        problem: 'user-not-found',
        field: 'uid',
        value: request.uid,
        message: `no user with uid ${request.uid}`,
      });
    }
    if (!account.email) {
      return refuse({
        problem: 'no-email',
        field: 'uid',
        value: request.uid,
        message: 'the account has no e-mail',
      });
    }
    const changed = !account.emailVerified;
    const auditRef = refs(deps.db).auditLogs().doc();
    if (changed) await deps.auth.updateUser(account.uid, { emailVerified: true });
    try {
      await auditRef.create({
        type: 'forceEmailVerification',
        uid: account.uid,
        actorUid,
        email: account.email,
        changed,
        at: (deps.now ?? (() => new Date()))(),
      });
    } catch (error) {
      if (changed) {
        await deps.auth.updateUser(account.uid, { emailVerified: false }).catch((restoreError: unknown) => {
          deps.log.error('e-mail verified but neither recorded nor undone', {
            uid: account.uid,
            cause: String(error),
            restoreError: String(restoreError),
          });
        });
      }
      throw error;
    }
    deps.log.info('e-mail verification forced', { uid: account.uid, actorUid, changed });
    return { uid: account.uid, changed, auditId: auditRef.id };
  });
}
