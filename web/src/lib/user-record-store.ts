import type { Language, LegalDocument, UserProfile, UserRecord } from '@portal/domain';
import { LEGAL_DOCUMENTS } from '@portal/domain';
import { deleteDoc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { addConsents } from './consent-store';
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
 * Creates `users/{uid}` with the registration's fields and, in the same batch, the consent records of the terms and
 * the privacy policy the form made the user accept (docs/privacy.md): a record never exists without its consents.
 * A merge write on purpose: a full write through the converter would add the schema defaults of protected fields
 * (`roles: []`, `twoFactorEnabled: false`), which the security rules refuse from clients. The values were validated
 * by `checkRegistration` (domain) before.
 */
export function createUserRecord(
  db: Firestore,
  uid: string,
  record: UserProfile & Pick<UserRecord, 'email'>,
  consent: { versions: Record<LegalDocument, string>; language: Language },
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(refs(db).user(uid), record, { merge: true });
  addConsents(batch, db, uid, { ...consent, documents: LEGAL_DOCUMENTS, how: 'registration' });
  return withTimeout(batch.commit(), 'Creating the user record');
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
