import { describe, expect, it } from 'vitest';
import { DatabaseOfflineError } from '../../../lib/firebase-errors';
import { checkSignedInAccount, type LoginCheckDeps, type SignedInAccount } from './login-checks';

/** Fake effects that record what the checks did. */
function fakeDeps(options: { record?: boolean | Error; failing?: (keyof LoginCheckDeps)[] } = {}) {
  const calls: string[] = [];
  const fail = (name: keyof LoginCheckDeps) => {
    if (options.failing?.includes(name)) throw new Error(`${name} failed`);
  };
  const deps: LoginCheckDeps = {
    signOut: () => {
      calls.push('signOut');
      fail('signOut');
      return Promise.resolve();
    },
    unlinkProvider: (id) => {
      calls.push(`unlink:${id}`);
      fail('unlinkProvider');
      return Promise.resolve();
    },
    deleteAccount: () => {
      calls.push('deleteAccount');
      fail('deleteAccount');
      return Promise.resolve();
    },
    recordExists: () => {
      calls.push('recordExists');
      const record = options.record ?? true;
      return record instanceof Error ? Promise.reject(record) : Promise.resolve(record);
    },
    log: (message) => {
      calls.push(`log:${message}`);
    },
  };
  return { deps, calls };
}

const verified: SignedInAccount = { uid: 'u1', emailVerified: true, providerIds: ['password'] };

describe('checkSignedInAccount', () => {
  it('lets a verified password account with a record in, touching nothing', async () => {
    const { deps, calls } = fakeDeps();
    expect(await checkSignedInAccount(deps, verified, 'password')).toEqual({ ok: true });
    expect(calls).toEqual(['recordExists']);
  });

  it('signs an unverified password account out before reading anything', async () => {
    const { deps, calls } = fakeDeps();
    const result = await checkSignedInAccount(deps, { ...verified, emailVerified: false }, 'password');
    expect(result).toEqual({ ok: false, error: 'needEmailVerification' });
    expect(calls).toEqual(['signOut']);
  });

  it('does not ask social accounts for a verified e-mail (the provider vouches for it)', async () => {
    const { deps } = fakeDeps();
    const google = { uid: 'g', emailVerified: false, providerIds: ['google.com'] };
    expect(await checkSignedInAccount(deps, google, 'google')).toEqual({ ok: true });
  });

  it('unlinks the provider just used from a multi-provider account and signs out', async () => {
    const { deps, calls } = fakeDeps();
    const merged = { uid: 'u1', emailVerified: true, providerIds: ['password', 'microsoft.com'] };
    const result = await checkSignedInAccount(deps, merged, 'microsoft');
    expect(result).toEqual({ ok: false, error: 'alreadyEmailAndPasswordRegister' });
    expect(calls).toEqual(['unlink:microsoft.com', 'signOut']);
  });

  it('still signs out when unlinking fails', async () => {
    const { deps, calls } = fakeDeps({ failing: ['unlinkProvider'] });
    const merged = { uid: 'u1', emailVerified: true, providerIds: ['password', 'google.com'] };
    expect(await checkSignedInAccount(deps, merged, 'google')).toEqual({
      ok: false,
      error: 'alreadyEmailAndPasswordRegister',
    });
    expect(calls).toContain('signOut');
    expect(calls.some((c) => c.startsWith('log:Could not unlink google.com'))).toBe(true);
  });

  it('deletes an account without user record and offers to register', async () => {
    const { deps, calls } = fakeDeps({ record: false });
    const google = { uid: 'g', emailVerified: true, providerIds: ['google.com'] };
    expect(await checkSignedInAccount(deps, google, 'google')).toEqual({
      ok: false,
      error: 'accountNotExist',
    });
    expect(calls).toEqual(['recordExists', 'deleteAccount', 'signOut']);
  });

  it('signs out even when the deletion fails', async () => {
    const { deps, calls } = fakeDeps({ record: false, failing: ['deleteAccount'] });
    expect(await checkSignedInAccount(deps, verified, 'password')).toEqual({
      ok: false,
      error: 'accountNotExist',
    });
    expect(calls.at(-1)).toBe('signOut');
  });

  it('reports an unreachable database as offline, other read failures as internal', async () => {
    const offline = fakeDeps({ record: new DatabaseOfflineError() });
    expect(await checkSignedInAccount(offline.deps, verified, 'password')).toEqual({
      ok: false,
      error: 'offline',
    });
    expect(offline.calls).toEqual(['recordExists', 'signOut']);

    const denied = fakeDeps({ record: new Error('permission-denied') });
    expect(await checkSignedInAccount(denied.deps, verified, 'password')).toEqual({
      ok: false,
      error: 'internal',
    });
    // A read failure is not proof that the record is missing: the account is kept.
    expect(denied.calls).toEqual(['recordExists', 'log:Reading the user record of u1 failed', 'signOut']);
  });

  it('reports the refusal even when the sign-out fails', async () => {
    const { deps, calls } = fakeDeps({ failing: ['signOut'] });
    const result = await checkSignedInAccount(deps, { ...verified, emailVerified: false }, 'password');
    expect(result).toEqual({ ok: false, error: 'needEmailVerification' });
    expect(calls).toContain('log:Sign-out after a refused sign-in failed');
  });
});
