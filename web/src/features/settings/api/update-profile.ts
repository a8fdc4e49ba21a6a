import type { UserProfile } from '@portal/domain';
import { sendEmailVerification, updateProfile, type User } from 'firebase/auth';
import { setDoc, type Firestore } from 'firebase/firestore';
import { withTimeout } from '../../../lib/user-record-store';
import { errorCode } from '../../../lib/firebase-errors';
import { refs } from '../../../lib/refs';
import { logger } from '../../../lib/logger';

/** The profile fields only: never roles, two-factor status or anything else of the record. */
const profileFields = (p: UserProfile): UserProfile => ({
  firstName: p.firstName,
  lastName: p.lastName,
  country: p.country,
  investorProfile: p.investorProfile,
  company: p.company,
  telNumber: p.telNumber,
  telNumberCountryCode: p.telNumberCountryCode,
});

const writeProfile = (db: Firestore, uid: string, profile: UserProfile) =>
  withTimeout(setDoc(refs(db).user(uid), profileFields(profile), { merge: true }), 'Saving the profile');

/**
 * Saves the user's own profile (a merge of the profile fields into `users/{uid}`) and keeps the Auth display name
 * ("first last", seed 000 §3) in step. If the display name cannot be set, the record is put back as it was, so the
 * two never disagree.
 */
export async function saveProfile(
  db: Firestore,
  user: User,
  profile: UserProfile,
  previous: UserProfile,
): Promise<{ ok: true } | { ok: false }> {
  try {
    await writeProfile(db, user.uid, profile);
  } catch (error) {
    logger.error('Saving the profile failed', { error });
    return { ok: false };
  }
  const displayName = `${profile.firstName} ${profile.lastName}`;
  if (user.displayName === displayName) return { ok: true };
  try {
    await updateProfile(user, { displayName });
    // A fresh ID token makes the session (header, menus) pick up the new name now rather than within the hour.
    await user.getIdToken(true);
    return { ok: true };
  } catch (error) {
    logger.error('Setting the display name failed; restoring the previous profile', { error });
    await writeProfile(db, user.uid, previous).catch((e: unknown) => {
      logger.error('Restoring the previous profile failed', { error: e });
    });
    return { ok: false };
  }
}

/** Sends (again) the identity provider's verification e-mail (the `askVerification` prompt of Edit profile). */
export async function sendVerificationEmail(
  user: User,
  input: { continueUrl: string; lang: string },
): Promise<{ ok: true } | { ok: false; error: 'tooManyRequests' | 'failed' }> {
  try {
    await sendEmailVerification(user, { url: input.continueUrl });
    return { ok: true };
  } catch (error) {
    if (errorCode(error) === 'auth/too-many-requests') return { ok: false, error: 'tooManyRequests' };
    logger.error('Sending the verification e-mail failed', { error });
    return { ok: false, error: 'failed' };
  }
}
