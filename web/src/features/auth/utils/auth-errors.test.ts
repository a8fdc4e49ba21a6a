import { describe, expect, it } from 'vitest';
import { loginErrorKey, registerErrorKey, resetErrorKey } from './auth-errors';

describe('loginErrorKey', () => {
  it('folds wrong password, unknown account, invalid e-mail and disabled accounts into invalid credentials', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
      'auth/user-disabled',
    ]) {
      expect(loginErrorKey(code)).toBe('invalidCredentials');
    }
  });

  it('reads an e-mail owned by another provider as "already registered another way"', () => {
    expect(loginErrorKey('auth/account-exists-with-different-credential')).toBe(
      'alreadyEmailAndPasswordRegister',
    );
  });

  it('names throttling, network and blocked pop-ups, and treats the rest as internal', () => {
    expect(loginErrorKey('auth/too-many-requests')).toBe('tooManyRequests');
    expect(loginErrorKey('auth/network-request-failed')).toBe('network');
    expect(loginErrorKey('auth/popup-blocked')).toBe('popupBlocked');
    expect(loginErrorKey('auth/operation-not-allowed')).toBe('internal');
    expect(loginErrorKey('toString')).toBe('internal');
    expect(loginErrorKey(undefined)).toBe('internal');
  });
});

describe('registerErrorKey', () => {
  it('maps the registration failures', () => {
    expect(registerErrorKey('auth/email-already-in-use')).toBe('alreadyRegistered');
    expect(registerErrorKey('auth/weak-password')).toBe('weakPassword');
    expect(registerErrorKey('auth/password-does-not-meet-requirements')).toBe('weakPassword');
    expect(registerErrorKey('auth/invalid-email')).toBe('invalidEmail');
    expect(registerErrorKey('auth/account-exists-with-different-credential')).toBe(
      'alreadyRegisteredEmailPassword',
    );
    expect(registerErrorKey('permission-denied')).toBe('internal');
  });
});

describe('resetErrorKey', () => {
  it('maps unknown e-mail addresses and the rest', () => {
    expect(resetErrorKey('auth/user-not-found')).toBe('unknownEmail');
    expect(resetErrorKey('auth/invalid-email')).toBe('invalidEmail');
    expect(resetErrorKey('auth/too-many-requests')).toBe('tooManyRequests');
    expect(resetErrorKey('auth/internal-error')).toBe('internal');
  });
});
