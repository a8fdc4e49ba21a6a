import { paths, syncTwoFactorStatusResponseSchema, userRecordSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';
import { callableCode, postCallable } from '../support/callables.js';

// The users table's two-factor column (seed 000 §3 "User record: … two-factor status"): `syncTwoFactorStatus` writes
// `users/{uid}.twoFactorEnabled` from the caller's Auth account, on enrolment and on removal, whatever the client
// claims. The Auth emulator has no TOTP, so the factor is an SMS one enrolled with the Admin SDK: the function counts
// any enrolled second factor (packages/domain/src/contracts/two-factor-status.ts). `tfs-` uids only.

const UID = 'tfs-user';
const NO_RECORD_UID = 'tfs-staff';
let admin: AdminHandle;
let user: TestUser;
let staff: TestUser;

const record = async () => (await admin.db.doc(paths.user(UID)).get()).get('twoFactorEnabled') as unknown;
const sync = async (caller: TestUser, data: unknown = {}) => {
  const answer = await postCallable('syncTwoFactorStatus', caller.idToken, data);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return syncTwoFactorStatusResponseSchema.parse(answer.body.result);
};

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  user = await createUserWithClaims(admin.auth, UID, {});
  staff = await createUserWithClaims(admin.auth, NO_RECORD_UID, { 'role:employee': true });
  await admin.db.doc(paths.user(UID)).set(
    userRecordSchema.parse({
      firstName: 'Tess',
      lastName: 'Factor',
      email: user.email,
      country: 'CH',
      investorProfile: 'professional',
    }),
  );
});

afterAll(async () => {
  await admin.db.doc(paths.user(UID)).delete();
  await deleteUsers(admin.auth, [UID, NO_RECORD_UID]);
  await admin.close();
});

describe('syncTwoFactorStatus', () => {
  it('writes true once the account has a second factor, and false again once it is removed', async () => {
    expect(await sync(user)).toEqual({ twoFactorEnabled: false, recordUpdated: true });
    expect(await record()).toBe(false);

    await admin.auth.updateUser(UID, {
      multiFactor: {
        // The Auth emulator wants the enrolment id (`uid`) that production would assign.
        enrolledFactors: [
          { uid: 'tfs-phone-factor', factorId: 'phone', phoneNumber: '+41791234567', displayName: 'Phone' },
        ],
      },
    });
    expect(await sync(user)).toEqual({ twoFactorEnabled: true, recordUpdated: true });
    expect(await record()).toBe(true);

    await admin.auth.updateUser(UID, { multiFactor: { enrolledFactors: null } });
    expect(await sync(user)).toEqual({ twoFactorEnabled: false, recordUpdated: true });
    expect(await record()).toBe(false);
  });

  it('reads the truth from Auth: what the client sends does not count', async () => {
    expect(await sync(user, { twoFactorEnabled: true })).toMatchObject({ twoFactorEnabled: false });
    expect(await record()).toBe(false);
  });

  it('creates no record for an account without one, and refuses guests', async () => {
    expect(await sync(staff)).toEqual({ twoFactorEnabled: false, recordUpdated: false });
    expect((await admin.db.doc(paths.user(NO_RECORD_UID)).get()).exists).toBe(false);
    const guest = await postCallable('syncTwoFactorStatus', undefined, {});
    expect(callableCode(guest.body.error?.status ?? '')).toBe('unauthenticated');
  });
});
