/** The effects of an account deletion; bound to Firebase in `delete-account.ts`, to fakes in the unit tests. */
export interface AccountDeletionOps {
  /** The `deleteMyAccount` function: the account and everything tied to it (docs/privacy.md). */
  deleteEverything(): Promise<void>;
  /** Ends the local session of the account that no longer exists. */
  signOut(): Promise<void>;
  log(message: string, error?: unknown): void;
}

export type AccountDeletionResult =
  | { ok: true }
  /** `requiresRecentLogin`: the server wants a fresh sign-in; re-authenticate and run again (it is idempotent). */
  | { ok: false; error: 'requiresRecentLogin' | 'internal' };

/**
 * Seed 000 §4: the server deletes the account with everything tied to it in one call (re-checking that the sign-in
 * is recent), then the browser signs out. A failed sign-out is only logged: the account is gone, its token stops
 * working within the hour and the app treats the user as signed out on the next token refresh.
 */
export async function runAccountDeletion(
  ops: AccountDeletionOps,
  isRecentLoginError: (error: unknown) => boolean,
): Promise<AccountDeletionResult> {
  try {
    await ops.deleteEverything();
  } catch (error) {
    if (isRecentLoginError(error)) return { ok: false, error: 'requiresRecentLogin' };
    ops.log('Deleting the account failed', error);
    return { ok: false, error: 'internal' };
  }
  try {
    await ops.signOut();
  } catch (error) {
    ops.log('Sign-out after the account deletion failed', error);
  }
  return { ok: true };
}
