import { describe, expect, it } from 'vitest';
import { errorCode, loginErrorKey } from './auth-errors';

describe('loginErrorKey', () => {
  it('folds wrong password, unknown account and invalid e-mail into invalid credentials', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
    ]) {
      expect(loginErrorKey(code)).toBe('invalidCredentials');
    }
  });

  it('names throttling and network failures, and treats the rest as internal', () => {
    expect(loginErrorKey('auth/too-many-requests')).toBe('tooManyRequests');
    expect(loginErrorKey('auth/network-request-failed')).toBe('network');
    expect(loginErrorKey('auth/operation-not-allowed')).toBe('internal');
    expect(loginErrorKey(undefined)).toBe('internal');
  });
});

describe('errorCode', () => {
  it('reads the code of error-like values only', () => {
    expect(errorCode({ code: 'auth/wrong-password' })).toBe('auth/wrong-password');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode('auth/x')).toBeUndefined();
  });
});
