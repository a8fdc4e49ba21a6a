import type { Auth, User } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import type { FirstFactor } from '../../../lib/credentials';
import { TwoFactorError } from './adapter';
import { createTotpDouble, TOTP_DOUBLE_STORAGE_PREFIX, type KeyValueStorage } from './emulator-double';
import { base32Decode, totpCode } from './totp';

const NOW = 1_750_000_000_000;

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

function setup() {
  const storage = memoryStorage();
  const calls: string[] = [];
  const user = { uid: 'u1', email: 'marta@example.test' } as User;
  const auth = {} as Auth;
  const first = { kind: 'popup' } as FirstFactor;
  const double = createTotpDouble({
    storage,
    now: () => NOW,
    randomBytes: (n) => Uint8Array.from({ length: n }, (_, i) => i + 1),
    signIn: () => {
      calls.push('signIn');
      return Promise.resolve(user);
    },
    signOut: () => {
      calls.push('signOut');
      return Promise.resolve();
    },
  });
  const codeFor = (secret: string, at = NOW) => totpCode(base32Decode(secret), at);
  return { storage, calls, user, auth, first, double, codeFor };
}

describe('TOTP test double', () => {
  it('is marked as the emulator double', () => {
    expect(setup().double.kind).toBe('emulatorDouble');
  });

  it('starts an enrolment with a 160-bit secret and its otpauth URL', async () => {
    const { double, user } = setup();
    const enrollment = await double.startEnrollment(user, {
      accountName: 'marta@example.test',
      issuer: 'Demo AM',
    });
    expect(base32Decode(enrollment.secretKey)).toHaveLength(20);
    expect(enrollment.otpauthUrl).toContain(`secret=${enrollment.secretKey}`);
    expect(enrollment.otpauthUrl.startsWith('otpauth://totp/Demo%20AM:marta%40example.test?')).toBe(true);
  });

  it('refuses a wrong code and enrols nothing', async () => {
    const { double, user, storage } = setup();
    const enrollment = await double.startEnrollment(user, { accountName: 'a', issuer: 'b' });
    await expect(enrollment.finish('000000')).rejects.toEqual(new TwoFactorError('invalidCode'));
    expect(double.isEnrolled(user)).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('enrols with the current code and tells its subscribers', async () => {
    const { double, user, storage, codeFor } = setup();
    let notified = 0;
    const unsubscribe = double.subscribe(() => {
      notified++;
    });
    const enrollment = await double.startEnrollment(user, { accountName: 'a', issuer: 'b' });
    await enrollment.finish(await codeFor(enrollment.secretKey));
    expect(double.isEnrolled(user)).toBe(true);
    expect(storage.data.get(`${TOTP_DOUBLE_STORAGE_PREFIX}u1`)).toBe(enrollment.secretKey);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it('signs a user without second factor straight in', async () => {
    const { double, auth, first, calls, user } = setup();
    expect(await double.signIn(auth, first)).toEqual({ kind: 'signedIn', user });
    expect(calls).toEqual(['signIn']);
  });

  it('holds an enrolled user back until the code is right', async () => {
    const { double, auth, first, calls, user, storage, codeFor } = setup();
    const secret = 'JBSWY3DPEHPK3PXP';
    storage.setItem(`${TOTP_DOUBLE_STORAGE_PREFIX}u1`, secret);
    const result = await double.signIn(auth, first);
    if (result.kind !== 'secondFactor') throw new Error('expected a second-factor challenge');
    // The first factor is signed out again, as Firebase never signs in an MFA account before the second factor.
    expect(calls).toEqual(['signIn', 'signOut']);

    await expect(result.challenge.resolve('123456')).rejects.toEqual(new TwoFactorError('invalidCode'));
    expect(calls).toEqual(['signIn', 'signOut']);

    // A code from one step earlier still counts (clock drift).
    expect(await result.challenge.resolve(await codeFor(secret, NOW - 30_000))).toBe(user);
    expect(calls).toEqual(['signIn', 'signOut', 'signIn']);
  });
});
