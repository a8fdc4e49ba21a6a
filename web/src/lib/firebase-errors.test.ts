import { describe, expect, it } from 'vitest';
import { errorCode, isPopupCancelled, providerMessage } from './firebase-errors';

/** A Firebase-like error: `Firebase: <message> (<code>).` */
const firebaseError = (code: string, message: string) =>
  Object.assign(new Error(`Firebase: ${message} (${code}).`), { code });

describe('errorCode', () => {
  it('reads the code of error-like values only', () => {
    expect(errorCode({ code: 'auth/wrong-password' })).toBe('auth/wrong-password');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode('auth/x')).toBeUndefined();
  });
});

describe('isPopupCancelled', () => {
  it('recognises closed and superseded pop-ups only', () => {
    expect(isPopupCancelled('auth/popup-closed-by-user')).toBe(true);
    expect(isPopupCancelled('auth/cancelled-popup-request')).toBe(true);
    expect(isPopupCancelled('auth/popup-blocked')).toBe(false);
    expect(isPopupCancelled(undefined)).toBe(false);
  });
});

describe('providerMessage', () => {
  it('keeps the identity provider’s sentence', () => {
    expect(
      providerMessage(firebaseError('auth/weak-password', 'Password should be at least 6 characters')),
    ).toBe('Password should be at least 6 characters');
    expect(
      providerMessage(
        firebaseError(
          'auth/password-does-not-meet-requirements',
          'Missing password requirements: [Password must contain at least 8 characters]',
        ),
      ),
    ).toBe('Missing password requirements: [Password must contain at least 8 characters]');
  });
  it('is empty without a message', () => {
    expect(providerMessage(firebaseError('auth/weak-password', ''))).toBe('');
    expect(providerMessage('weak')).toBe('');
  });
});
