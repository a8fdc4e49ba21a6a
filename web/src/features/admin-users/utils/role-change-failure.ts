import {
  ROLE_CHANGE_PROBLEMS,
  roleChangeErrorDetailsSchema,
  type RoleChangeMessageKey,
} from '@portal/domain';

type RoleChangeFailureKey = RoleChangeMessageKey | 'roleErrors.network';

export interface RoleChangeFailure {
  /** Key in the `admin` namespace (seed 000 §8 "role update failures: Message"). */
  key: RoleChangeFailureKey;
  /** Interpolation values: the refused roles, and the field and value of an input problem. */
  values: { role: string; field: string; value: string };
}

/** The Functions SDK's codes for a call that never reached the function or timed out. */
const NETWORK_CODES = new Set(['functions/unavailable', 'functions/deadline-exceeded']);

/**
 * What to tell the admin about a failed `setUserRoles` call: the function's own message key with the offending roles
 * or field and value, or a generic message when the failure carries no details (network, unexpected).
 */
export function roleChangeFailure(error: unknown): RoleChangeFailure {
  const isObject = typeof error === 'object' && error !== null;
  const code = isObject && 'code' in error ? String(error.code) : '';
  const parsed = roleChangeErrorDetailsSchema.safeParse(
    isObject && 'details' in error ? error.details : undefined,
  );
  if (parsed.success) {
    const { messageKey } = parsed.data;
    // Every issue behind the shown message, e.g. all refused roles in one sentence.
    const issues = parsed.data.issues.filter(
      (i) => ROLE_CHANGE_PROBLEMS[i.problem].messageKey === messageKey,
    );
    const roles = [...new Set(issues.flatMap((i) => (i.role ? [i.role] : [])))];
    const first = issues[0];
    return {
      key: messageKey,
      values: { role: roles.join(', '), field: first?.field ?? '', value: first?.value ?? '' },
    };
  }
  return {
    key: NETWORK_CODES.has(code) ? 'roleErrors.network' : 'roleErrors.internal',
    values: { role: '', field: '', value: '' },
  };
}
