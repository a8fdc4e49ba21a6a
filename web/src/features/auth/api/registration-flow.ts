/** The steps of a registration, in order (seed 000 §4 "Registration"). */
export type RegistrationStep =
  'createAccount' | 'sendVerification' | 'setDisplayName' | 'createRecord' | 'signOut';

/** The effects of a registration; bound to Firebase in `register.ts`, to fakes in the unit tests. */
export interface RegistrationOps {
  /** Creates (or, for Google / Microsoft, signs in) the Auth account. */
  createAccount(): Promise<void>;
  /** Absent when the identity provider has verified the e-mail address already. */
  sendVerification?: () => Promise<void>;
  setDisplayName(): Promise<void>;
  createRecord(): Promise<void>;
  signOut(): Promise<void>;
  /** Rollback: the record, if it was written, then the Auth account. */
  deleteRecord(): Promise<void>;
  deleteAccount(): Promise<void>;
  log(message: string, error?: unknown): void;
}

export type RegistrationResult =
  | { ok: true }
  | {
      ok: false;
      step: RegistrationStep;
      error: unknown;
      /** Whether the partly created account was removed again (false: nothing to remove, or the removal failed). */
      rolledBack: boolean;
    };

/**
 * Create account, send the verification e-mail, set the display name, create the user record, sign out. Any failed
 * step after the account exists deletes what was created (the record if written, then the account) and signs out,
 * so a failed registration never leaves an account behind that could sign in without a record.
 */
export async function runRegistration(ops: RegistrationOps): Promise<RegistrationResult> {
  try {
    await ops.createAccount();
  } catch (error) {
    return { ok: false, step: 'createAccount', error, rolledBack: false };
  }

  let recordWritten = false;
  const steps: [RegistrationStep, (() => Promise<void>) | undefined][] = [
    ['sendVerification', ops.sendVerification],
    ['setDisplayName', () => ops.setDisplayName()],
    [
      'createRecord',
      async () => {
        await ops.createRecord();
        recordWritten = true;
      },
    ],
    ['signOut', () => ops.signOut()],
  ];
  for (const [step, run] of steps) {
    if (!run) continue;
    try {
      await run();
    } catch (error) {
      ops.log(`Registration failed at ${step}; removing the partly created account`, error);
      return { ok: false, step, error, rolledBack: await rollback(ops, recordWritten) };
    }
  }
  return { ok: true };
}

async function rollback(ops: RegistrationOps, recordWritten: boolean): Promise<boolean> {
  let ok = true;
  if (recordWritten) {
    try {
      await ops.deleteRecord();
    } catch (error) {
      ok = false;
      ops.log('Rollback: deleting the user record failed', error);
    }
  }
  try {
    await ops.deleteAccount();
  } catch (error) {
    ok = false;
    ops.log('Rollback: deleting the account failed', error);
  }
  try {
    await ops.signOut();
  } catch (error) {
    ops.log('Rollback: sign-out failed', error);
  }
  return ok;
}
