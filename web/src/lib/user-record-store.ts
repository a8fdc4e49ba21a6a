import type { UserProfile, UserRecord } from '@portal/domain';
import { deleteDoc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { DatabaseOfflineError, errorCode } from './firebase-errors';
import { refs } from './refs';

/*
 * Writes of the user's own record and its existence check, shared by registration, login and the account settings
 * (the live read is ./user-record.ts).
 */

/** Writes fail instead of waiting for ever when the database is unreachable (the SDK queues writes while offline). */
const WRITE_TIMEOUT_MS = 30_000;

export function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DatabaseOfflineError({ cause: new Error(`${what} timed out`) }));
    }, WRITE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Creates `users/{uid}` with the registration's fields. A merge write on purpose: a full write through the
 * converter would add the schema defaults of protected fields (`roles: []`, `twoFactorEnabled: false`), which the
 * security rules refuse from clients. The values were validated by `checkRegistration` (domain) before.
 */
export function createUserRecord(
  db: Firestore,
  uid: string,
  record: UserProfile & Pick<UserRecord, 'email'>,
): Promise<void> {
  return withTimeout(setDoc(refs(db).user(uid), record, { merge: true }), 'Creating the user record');
}

export function deleteUserRecord(db: Firestore, uid: string): Promise<void> {
  return withTimeout(deleteDoc(refs(db).user(uid)), 'Deleting the user record');
}

/** Whether `users/{uid}` exists; an unreachable database raises `DatabaseOfflineError`. */
export async function userRecordExists(db: Firestore, uid: string): Promise<boolean> {
  try {
    return (await getDoc(refs(db).user(uid))).exists();
  } catch (error) {
    if (errorCode(error) === 'unavailable') throw new DatabaseOfflineError({ cause: error });
    throw error;
  }
}
