import { describe, expect, it } from 'vitest';
import { identityProviderActionUrl } from './action-url';

const production = { authDomain: 'demo-portal-demo.firebaseapp.com', emulatorOrigin: null };
const emulator = { authDomain: 'demo-portal-demo.firebaseapp.com', emulatorOrigin: 'http://127.0.0.1:9099' };

describe('identityProviderActionUrl', () => {
  it('forwards every query parameter verbatim to Firebase’s action handler', () => {
    const search =
      '?mode=resetPassword&oobCode=AbC-1_%3D&apiKey=key&continueUrl=https%3A%2F%2Fx.test%2Fa%3Fb%3D1&lang=de';
    expect(identityProviderActionUrl(search, production)).toBe(
      `https://demo-portal-demo.firebaseapp.com/__/auth/action${search}`,
    );
  });

  it('keeps repeated and unknown parameters', () => {
    expect(identityProviderActionUrl('?a=1&a=2&custom=%E2%9C%93', production)).toBe(
      'https://demo-portal-demo.firebaseapp.com/__/auth/action?a=1&a=2&custom=%E2%9C%93',
    );
  });

  it('targets the Auth emulator’s action page against the emulators', () => {
    expect(identityProviderActionUrl('?mode=verifyEmail&oobCode=x&apiKey=fake-api-key', emulator)).toBe(
      'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=x&apiKey=fake-api-key',
    );
    expect(identityProviderActionUrl('?m=1', { ...emulator, emulatorOrigin: 'http://localhost:9099/' })).toBe(
      'http://localhost:9099/emulator/action?m=1',
    );
  });

  it('accepts a query without "?" and an empty one', () => {
    expect(identityProviderActionUrl('mode=x', production)).toBe(
      'https://demo-portal-demo.firebaseapp.com/__/auth/action?mode=x',
    );
    expect(identityProviderActionUrl('', production)).toBe(
      'https://demo-portal-demo.firebaseapp.com/__/auth/action',
    );
    expect(identityProviderActionUrl('?', emulator)).toBe('http://127.0.0.1:9099/emulator/action');
  });
});
