import { tenantRuntime } from '../../tenant/tenant-runtime.js';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  adminLevel,
  CLAIMABLE_ROLES,
  grantableRoleNames,
  ROLE_CHANGE_PROBLEMS,
  setUserRolesRequestSchema,
  type RoleChangeErrorDetails,
  type RoleChangeIssue,
  type SetUserRolesResponse,
  type UserDefinedRole,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { takeCallQuota } from '../rate-limits/take-call-quota.js';
import { RoleChangeError, rolesInClaims, setUserRoles } from './set-user-roles.js';

/**
 * The `setUserRoles` callable behind functions/src/functions/roles.ts: auth -> parse -> authority -> delegate to
 * `setUserRoles`. Every refusal is an `HttpsError` whose `details` carry an i18n key of the `admin` namespace and
 * the offending field, value or role (`roleChangeErrorDetailsSchema`).
 */

export interface CallLogger {
  info: (message: string, context?: Record<string, unknown>) => void;
  warn: (message: string, context?: Record<string, unknown>) => void;
  error: (message: string, context?: Record<string, unknown>) => void;
}

export interface CallDeps {
  auth: Auth;
  db: Firestore;
  log: CallLogger;
  now?: () => Date;
}

/** What the callable knows about its caller (`request.auth` of firebase-functions). */
export interface Caller {
  uid: string;
  /** The decoded ID token; `auth_time` is the sign-in time in seconds. */
  token: { auth_time: number };
}

/**
 * Tenant roles a function can grant: the tenant's `allowedRoles` (tenant.json, stamped beside the bundle for the
 * tenant it serves: tenant/tenant-runtime.ts; the same list the admin console offers), restricted to the roles a
 * claim can carry. Unbundled (unit tests) every claimable role. See README.md "Which roles can be granted".
 */
export const functionTenantRoles = (): readonly string[] =>
  tenantRuntime().allowedRoles.filter((role) => (CLAIMABLE_ROLES as readonly string[]).includes(role));

/** The tenant roles plus the custom roles of `settings/platform`, read fresh (a change of custom roles applies at once). */
async function loadGrantableRoles(db: Firestore, log: CallLogger): Promise<string[]> {
  let userDefinedRoles: readonly UserDefinedRole[] = [];
  try {
    userDefinedRoles = (await refs(db).platformSettings().get()).data()?.iam.userDefinedRoles ?? [];
  } catch (error) {
    // An invalid settings document must not block role administration: only built-in roles apply then.
    log.warn('settings/platform unreadable: no custom roles can be granted', { error: String(error) });
  }
  return grantableRoleNames({ tenantAllowedRoles: functionTenantRoles(), userDefinedRoles });
}

const cut = (value: unknown): string => {
  const text = typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

/** The value at a zod issue path of the raw request, for the error message. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Maps a refusal to the callable error the web translates; anything else is an internal error, logged. */
export function toHttpsError(error: unknown, log: CallLogger, context: Record<string, unknown>): HttpsError {
  if (error instanceof HttpsError) return error;
  const issues: RoleChangeIssue[] =
    error instanceof RoleChangeError
      ? [...error.issues]
      : [{ problem: 'internal', message: 'the role change failed; nothing was changed' }];
  const first = issues[0] ?? { problem: 'internal' as const, message: 'role change refused' };
  const { code, messageKey } = ROLE_CHANGE_PROBLEMS[first.problem];
  if (code === 'internal') log.error('setUserRoles failed', { ...context, error: String(error) });
  else log.info('setUserRoles refused', { ...context, issues });
  const details: RoleChangeErrorDetails = { messageKey, issues };
  return new HttpsError(code, issues.map((i) => i.message).join('; '), details);
}

function refuse(issue: RoleChangeIssue): never {
  throw new RoleChangeError([issue]);
}

async function handle(
  deps: CallDeps,
  caller: Caller | undefined,
  data: unknown,
): Promise<SetUserRolesResponse> {
  if (!caller) refuse({ problem: 'unauthenticated', message: 'sign in to change roles' });
  const limited = await takeCallQuota(
    deps.db,
    'setUserRoles',
    caller.uid,
    (deps.now ?? (() => new Date()))(),
  );
  if (limited) {
    refuse({
      problem: 'rate-limited',
      field: 'retryAfterSeconds',
      value: String(limited.retryAfterSeconds),
      message: `too many role changes; retry in ${String(limited.retryAfterSeconds)} s`,
    });
  }

  const parsed = setUserRolesRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw new RoleChangeError(
      parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.');
        const value = valueAt(data, issue.path);
        return {
          problem: 'invalid-input',
          ...(field ? { field } : {}),
          ...(value === undefined ? {} : { value: cut(value) }),
          message: `${field || 'request'}: ${issue.message}`,
        };
      }),
    );
  }
  const request = parsed.data;

  // The caller's current rights, not the token's: a token keeps its claims for up to an hour after a demotion.
  const actor = await deps.auth.getUser(caller.uid).catch(() => null);
  if (!actor || actor.disabled) refuse({ problem: 'not-admin', message: 'unknown or disabled caller' });
  const validSince = actor.tokensValidAfterTime ? Date.parse(actor.tokensValidAfterTime) : Number.NaN;
  if (Number.isFinite(validSince) && caller.token.auth_time * 1000 < validSince) {
    refuse({ problem: 'session-revoked', message: 'the session was revoked; sign in again' });
  }
  const actorRoles = rolesInClaims(actor.customClaims);
  if (adminLevel(actorRoles) === 0) {
    refuse({ problem: 'not-admin', message: 'only admin and superAdmin may change roles' });
  }

  const result = await setUserRoles(
    { auth: deps.auth, db: deps.db, log: deps.log, ...(deps.now ? { now: deps.now } : {}) },
    {
      uid: request.uid,
      roles: request.roles,
      reason: request.reason,
      actorUid: caller.uid,
      actorRoles,
      allowedRoleNames: await loadGrantableRoles(deps.db, deps.log),
    },
  );
  deps.log.info('roles changed', {
    uid: result.uid,
    actorUid: caller.uid,
    previousRoles: result.previousRoles,
    roles: result.roles,
    changed: result.changed,
  });
  return {
    uid: result.uid,
    roles: result.roles,
    previousRoles: result.previousRoles,
    changed: result.changed,
    accessChangedAt: result.accessChangedAt,
  };
}

/** Runs one call; resolves with the response or rejects with an `HttpsError`. */
export async function handleSetUserRolesCall(
  deps: CallDeps,
  caller: Caller | undefined,
  data: unknown,
): Promise<SetUserRolesResponse> {
  try {
    return await handle(deps, caller, data);
  } catch (error) {
    throw toHttpsError(error, deps.log, { actorUid: caller?.uid, data: cut(data) });
  }
}
