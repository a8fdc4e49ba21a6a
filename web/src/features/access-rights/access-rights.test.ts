import { describe, expect, it } from 'vitest';
import {
  accessChangedLoginPath,
  isInvalidatedSessionError,
  signedInBeforeAccessChange,
} from './access-rights';

describe('signedInBeforeAccessChange', () => {
  const second = (s: number) => s * 1000;
  it('is true for a session that signed in an earlier second than the change', () => {
    expect(signedInBeforeAccessChange(second(1_000), second(1_001))).toBe(true);
    expect(signedInBeforeAccessChange(second(1_000), second(5_000) + 731)).toBe(true);
  });

  it('is false for a session that signed in after the change, or in the same second', () => {
    expect(signedInBeforeAccessChange(second(1_002), second(1_001) + 999)).toBe(false);
    expect(signedInBeforeAccessChange(second(1_001), second(1_001) + 500)).toBe(false);
  });

  it('is false without a change stamp or a sign-in time', () => {
    expect(signedInBeforeAccessChange(second(1_000), undefined)).toBe(false);
    expect(signedInBeforeAccessChange(undefined, second(2_000))).toBe(false);
    expect(signedInBeforeAccessChange(Number.NaN, second(2_000))).toBe(false);
    expect(signedInBeforeAccessChange(null, null)).toBe(false);
  });
});

describe('isInvalidatedSessionError', () => {
  it('recognises a revoked or disabled session', () => {
    expect(isInvalidatedSessionError({ code: 'auth/user-token-expired' })).toBe(true);
    expect(isInvalidatedSessionError(Object.assign(new Error('x'), { code: 'auth/user-disabled' }))).toBe(
      true,
    );
  });

  it('ignores other failures', () => {
    expect(isInvalidatedSessionError({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isInvalidatedSessionError({ code: 'auth/user-not-found' })).toBe(false);
    expect(isInvalidatedSessionError(new Error('auth/user-token-expired'))).toBe(false);
    expect(isInvalidatedSessionError(null)).toBe(false);
  });
});

describe('accessChangedLoginPath', () => {
  it('flags the login and keeps the page to come back to', () => {
    expect(accessChangedLoginPath('/products/alpinum/overview?x=1')).toBe(
      '/auth/login?accessChanged=true&redirectTo=%2Fproducts%2Falpinum%2Foverview%3Fx%3D1',
    );
    expect(accessChangedLoginPath('/')).toBe('/auth/login?accessChanged=true&redirectTo=%2F');
  });

  it('never sends the user back to an auth page', () => {
    expect(accessChangedLoginPath('/auth/login-2fa')).toBe('/auth/login?accessChanged=true');
  });
});
