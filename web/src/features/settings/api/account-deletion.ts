/** The effects of an account deletion; bound to Firebase in `delete-account.ts`, to fakes in the unit tests. */
export interface AccountDeletionOps {
  deleteRecord(): Promise<void>;
  deleteAccount(): Promise<void>;
  log(message: string, error?: unknown): void;
}

export type AccountDeletionResult =
  | { ok: true }
  /**
   * `requiresRecentLogin`: the identity provider wants a fresh sign-in; re-authenticate and run again (deleting the
   * already deleted record again is harmless).
   */
  | { ok: false; error: 'requiresRecentLogin' | 'internal'; recordDeleted: boolean };

/**
 * Seed 000 §4: deletes the user record, then the Auth account. The record goes first because only the signed-in
 * user may delete it; if the Auth deletion then fails, an account without record cannot use the portal (its next
 * login deletes it, seed 000 §4 "Login").
 */
export async function runAccountDeletion(
  ops: AccountDeletionOps,
  isRecentLoginError: (error: unknown) => boolean,
): Promise<AccountDeletionResult> {
  try {
    await ops.deleteRecord();
  } catch (error) {
    ops.log('Deleting the user record failed', error);
    return { ok: false, error: 'internal', recordDeleted: false };
  }
  try {
    await ops.deleteAccount();
  } catch (error) {
    if (isRecentLoginError(error)) return { ok: false, error: 'requiresRecentLogin', recordDeleted: true };
    ops.log('Deleting the account failed after its record was deleted', error);
    return { ok: false, error: 'internal', recordDeleted: true };
  }
  return { ok: true };
}
