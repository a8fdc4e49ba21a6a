import { describe, expect, it } from 'vitest';
import { acceptedCaller } from './accepted-caller.js';

const auth = (token: Record<string, unknown>) => ({ uid: 'u1', token: { auth_time: 1, ...token } });

describe('acceptedCaller', () => {
  it('passes a verified password sign-in and a social one', () => {
    const verified = auth({ email_verified: true, firebase: { sign_in_provider: 'password' } });
    expect(acceptedCaller(verified)).toBe(verified);
    const google = auth({ firebase: { sign_in_provider: 'google.com' } });
    expect(acceptedCaller(google)).toBe(google);
  });

  it.each([
    ['no auth', undefined],
    ['an anonymous session', auth({ 'role:admin': true, firebase: { sign_in_provider: 'anonymous' } })],
    [
      'an unverified password account',
      auth({ 'role:admin': true, firebase: { sign_in_provider: 'password' } }),
    ],
    ['an unknown provider', auth({ 'role:admin': true, firebase: { sign_in_provider: 'github.com' } })],
  ])('treats %s as not signed in', (_, a) => {
    expect(acceptedCaller(a)).toBeUndefined();
  });
});
