import { HttpsError } from 'firebase-functions/v2/https';
import {
  USER_ADMIN_PROBLEMS,
  userAdminRefusal,
  type UserAdminAction,
  type UserAdminErrorDetails,
  type UserAdminIssue,
} from '@portal/domain';
import type { z } from 'zod';
import { takeCallQuota } from '../rate-limits/take-call-quota.js';
import type { CallDeps, Caller, CallLogger } from '../roles/set-user-roles-call.js';
import { rolesInClaims } from '../roles/set-user-roles.js';

/**
 * What the `deleteUser` and `forceEmailVerification` callables share: auth -> parse -> the caller's CURRENT rights ->
 * the target's current roles -> `userAdminRefusal` (packages/domain/src/access/user-admin.ts), and the mapping of
 * every refusal to an `HttpsError` whose `details` carry an i18n key of the web's `userAdmin` namespace.
 */

/** A call that was refused; nothing was changed. */
export class UserAdminError extends Error {
  constructor(readonly issues: readonly UserAdminIssue[]) {
    super(`refused: ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'UserAdminError';
  }
}

export const refuse = (issue: UserAdminIssue): never => {
  throw new UserAdminError([issue]);
};

const cut = (value: unknown): string => {
  const text = typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

const isUserNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/** Parses the request; every input problem names its field and the value received. */
export function parseRequest<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new UserAdminError(
    parsed.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      const raw: unknown =
        data !== null && typeof data === 'object' && field
          ? (data as Record<string, unknown>)[field]
          : undefined;
      // A reason too long, or none; any other bad reason (a character Firestore cannot store) is invalid input.
      const problem =
        field !== 'reason'
          ? 'invalid-input'
          : issue.code === 'too_big'
            ? 'reason-too-long'
            : typeof raw !== 'string' || raw.trim().length === 0
              ? 'missing-reason'
              : 'invalid-input';
      return {
        problem,
        ...(field ? { field } : {}),
        ...(raw === undefined ? {} : { value: cut(raw) }),
        message: `${field || 'request'}: ${issue.message}`,
      };
    }),
  );
}

export interface AuthorizedTarget {
  actorUid: string;
  /** The target's Auth account, or `null` when it no longer exists (only `deleteUser` accepts that). */
  account: { uid: string; email?: string | undefined; emailVerified: boolean; roles: string[] } | null;
}

/**
 * Checks the caller (signed in, session not revoked, admin by current claims) and their authority over the target
 * (by the target's current claims; a target without an Auth account is judged by the roles mirrored in its record).
 */
export async function authorize(
  deps: CallDeps,
  caller: Caller | undefined,
  action: UserAdminAction,
  targetUid: string,
  recordRoles: () => Promise<string[]>,
): Promise<AuthorizedTarget> {
  if (!caller) return refuse({ problem: 'unauthenticated', message: 'sign in first' });
  // The caller's current rights, not the token's: a token keeps its claims for up to an hour after a demotion.
  const actor = await deps.auth.getUser(caller.uid).catch(() => null);
  if (!actor || actor.disabled)
    return refuse({ problem: 'not-admin', message: 'unknown or disabled caller' });
  const validSince = actor.tokensValidAfterTime ? Date.parse(actor.tokensValidAfterTime) : Number.NaN;
  if (Number.isFinite(validSince) && caller.token.auth_time * 1000 < validSince) {
    refuse({ problem: 'session-revoked', message: 'the session was revoked; sign in again' });
  }
  const actorRoles = rolesInClaims(actor.customClaims);
  // Judged before the target is looked up: a non-admin learns nothing about which uids exist.
  if (
    userAdminRefusal({ action, actorUid: caller.uid, actorRoles, targetUid, targetRoles: [] }) === 'not-admin'
  ) {
    refuse({ problem: 'not-admin', message: 'only admin and superAdmin may do this' });
  }
  let account: AuthorizedTarget['account'] = null;
  try {
    const user = await deps.auth.getUser(targetUid);
    account = {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      roles: rolesInClaims(user.customClaims),
    };
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  const targetRoles = account ? account.roles : await recordRoles();
  const refusal = userAdminRefusal({ action, actorUid: caller.uid, actorRoles, targetUid, targetRoles });
  if (refusal) refuse({ problem: refusal, message: refusalMessage[refusal] });
  return { actorUid: caller.uid, account };
}

const refusalMessage = {
  'not-admin': 'only admin and superAdmin may do this',
  'superadmin-only': 'only a superAdmin may act on a superAdmin',
  'self-delete': 'you cannot delete your own account here; use Settings → Delete account',
} as const;

/** Maps a refusal to the callable error the web translates; anything else is an internal error, logged. */
export function toUserAdminHttpsError(
  error: unknown,
  log: CallLogger,
  context: Record<string, unknown>,
): HttpsError {
  if (error instanceof HttpsError) return error;
  const issues: UserAdminIssue[] =
    error instanceof UserAdminError
      ? [...error.issues]
      : [{ problem: 'internal', message: 'the action failed; see the logs' }];
  const first = issues[0] ?? { problem: 'internal' as const, message: 'refused' };
  const { code, messageKey } = USER_ADMIN_PROBLEMS[first.problem];
  if (code === 'internal') log.error('user admin call failed', { ...context, error: String(error) });
  else log.info('user admin call refused', { ...context, issues });
  const details: UserAdminErrorDetails = { messageKey, issues };
  return new HttpsError(code, issues.map((i) => i.message).join('; '), details);
}

/** Runs one call; resolves with its answer or rejects with an `HttpsError`. */
export async function runUserAdminCall<T>(
  deps: CallDeps,
  name: UserAdminAction,
  caller: Caller | undefined,
  data: unknown,
  handle: () => Promise<T>,
): Promise<T> {
  try {
    if (caller) {
      const limited = await takeCallQuota(deps.db, name, caller.uid, (deps.now ?? (() => new Date()))());
      if (limited) {
        refuse({
          problem: 'rate-limited',
          field: 'retryAfterSeconds',
          value: String(limited.retryAfterSeconds),
          message: `too many ${name} calls; retry in ${String(limited.retryAfterSeconds)} s`,
        });
      }
    }
    return await handle();
  } catch (error) {
    throw toUserAdminHttpsError(error, deps.log, { call: name, actorUid: caller?.uid, data: cut(data) });
  }
}
