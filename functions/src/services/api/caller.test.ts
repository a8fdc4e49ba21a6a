import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { GUEST, optionalUid, resolveCaller } from './caller.js';
import { ApiHttpError } from './http.js';

function fakeAuth(result: { claims: Record<string, unknown> } | { code: string }): Pick<
  Auth,
  'verifyIdToken'
> & {
  calls: [string, boolean | undefined][];
} {
  const calls: [string, boolean | undefined][] = [];
  return {
    calls,
    verifyIdToken: (token, checkRevoked) => {
      calls.push([token, checkRevoked]);
      if ('code' in result) {
        return Promise.reject(Object.assign(new Error(result.code), { code: result.code }));
      }
      return Promise.resolve({
        uid: 'u1',
        email_verified: true,
        firebase: { sign_in_provider: 'password' },
        ...result.claims,
      } as unknown as DecodedIdToken);
    },
  };
}

async function errorCode(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (error) {
    return error instanceof ApiHttpError ? `${error.status} ${error.code}` : 'not an ApiHttpError';
  }
}

describe('resolveCaller', () => {
  it('treats a request without Authorization as a guest', async () => {
    expect(await resolveCaller(fakeAuth({ claims: {} }), undefined)).toEqual(GUEST);
    expect(GUEST.roles).toEqual(['guest']);
  });

  it('verifies a Bearer token with the revocation check and maps role claims', async () => {
    const auth = fakeAuth({ claims: { 'role:admin': true, 'role:fxManager': true, 'role:viewer': false } });
    const caller = await resolveCaller(auth, 'Bearer abc.def');
    expect(auth.calls).toEqual([['abc.def', true]]);
    expect(caller.uid).toBe('u1');
    expect([...caller.roles].sort()).toEqual(['admin', 'fxManager', 'insight']);
  });

  it.each([
    ['an anonymous session', { firebase: { sign_in_provider: 'anonymous' } }],
    ['an unverified password account', { email_verified: false }],
    ['a password account without the verified flag', { email_verified: undefined }],
    ['a provider no tenant offers', { firebase: { sign_in_provider: 'github.com' } }],
    ['a token without a provider', { firebase: {} }],
  ])('treats %s as a guest, whatever roles its claims name', async (_, claims) => {
    const caller = await resolveCaller(fakeAuth({ claims: { 'role:admin': true, ...claims } }), 'Bearer t');
    expect(caller).toEqual(GUEST);
  });

  it.each([
    ['google.com', false],
    ['microsoft.com', false],
    ['custom', false],
  ])('accepts a %s sign-in (e-mail verified: %s)', async (provider, verified) => {
    const caller = await resolveCaller(
      fakeAuth({
        claims: { 'role:viewer': true, email_verified: verified, firebase: { sign_in_provider: provider } },
      }),
      'Bearer t',
    );
    expect(caller.uid).toBe('u1');
    expect([...caller.roles].sort()).toEqual(['insight', 'viewer']);
  });

  it.each([
    ['Basic abc', '401 unauthenticated'],
    ['Bearer', '401 unauthenticated'],
    ['', '401 unauthenticated'],
  ])('rejects the header %j', async (header, expected) => {
    expect(await errorCode(resolveCaller(fakeAuth({ claims: {} }), header))).toBe(expected);
  });

  it.each([
    ['auth/argument-error', '401 unauthenticated'],
    ['auth/id-token-expired', '401 unauthenticated'],
    ['auth/id-token-revoked', '498 token-revoked'],
    ['auth/user-disabled', '498 token-revoked'],
  ])('maps %s to %s', async (code, expected) => {
    expect(await errorCode(resolveCaller(fakeAuth({ code }), 'Bearer t'))).toBe(expected);
  });

  it('lets infrastructure errors through (they become 500)', async () => {
    expect(await errorCode(resolveCaller(fakeAuth({ code: 'ECONNREFUSED' }), 'Bearer t'))).toBe(
      'not an ApiHttpError',
    );
  });
});

describe('optionalUid', () => {
  it('gives the uid of a valid token, checked without the revocation round trip', async () => {
    const auth = fakeAuth({ claims: {} });
    expect(await optionalUid(auth, 'Bearer abc.def')).toBe('u1');
    expect(auth.calls).toEqual([['abc.def', undefined]]);
  });

  it.each([undefined, '', 'Basic abc', 'Bearer'])('is null without a Bearer token (%j)', async (header) => {
    const auth = fakeAuth({ claims: {} });
    expect(await optionalUid(auth, header)).toBeNull();
    expect(auth.calls).toEqual([]);
  });

  it.each(['auth/id-token-expired', 'auth/id-token-revoked', 'ECONNREFUSED'])(
    'is null, never an error, when verification fails (%s)',
    async (code) => {
      expect(await optionalUid(fakeAuth({ code }), 'Bearer t')).toBeNull();
    },
  );
});
