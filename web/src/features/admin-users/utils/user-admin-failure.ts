import { userAdminErrorDetailsSchema, type UserAdminMessageKey } from '@portal/domain';

export interface UserAdminFailure {
  /** Key in the `userAdmin` namespace (seed 000 §8 "User delete ... forced e-mail verification failures"). */
  key: UserAdminMessageKey | 'errors.network';
  values: { field: string; value: string };
}

/** The Functions SDK's codes for a call that never reached the function or timed out. */
const NETWORK_CODES = new Set(['functions/unavailable', 'functions/deadline-exceeded']);

/** What to tell the admin about a failed `deleteUser` / `forceEmailVerification` call. */
export function userAdminFailure(error: unknown): UserAdminFailure {
  const isObject = typeof error === 'object' && error !== null;
  const code = isObject && 'code' in error ? String(error.code) : '';
  const parsed = userAdminErrorDetailsSchema.safeParse(
    isObject && 'details' in error ? error.details : undefined,
  );
  if (parsed.success) {
    const first = parsed.data.issues[0];
    return { key: parsed.data.messageKey, values: { field: first?.field ?? '', value: first?.value ?? '' } };
  }
  return {
    key: NETWORK_CODES.has(code) ? 'errors.network' : 'errors.internal',
    values: { field: '', value: '' },
  };
}
