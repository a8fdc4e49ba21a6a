import { describe, expect, it } from 'vitest';
import { userAdminRefusal, type UserAdminAction } from './user-admin.js';

const check = (action: UserAdminAction, actorRoles: string[], targetRoles: string[], self = false) =>
  userAdminRefusal({ action, actorUid: 'a', actorRoles, targetUid: self ? 'a' : 'b', targetRoles });

describe('userAdminRefusal', () => {
  it.each(['deleteUser', 'forceEmailVerification'] as const)('%s: only admin and superAdmin', (action) => {
    expect(check(action, [], [])).toBe('not-admin');
    expect(check(action, ['employee'], [])).toBe('not-admin');
    expect(check(action, ['viewer', 'alpinumManagers'], [])).toBe('not-admin');
    expect(check(action, ['admin'], ['viewer'])).toBeNull();
    expect(check(action, ['superAdmin'], ['admin'])).toBeNull();
  });

  it.each(['deleteUser', 'forceEmailVerification'] as const)(
    '%s: a superAdmin only by a superAdmin',
    (action) => {
      expect(check(action, ['admin'], ['superAdmin'])).toBe('superadmin-only');
      expect(check(action, ['admin', 'employee'], ['admin', 'superAdmin'])).toBe('superadmin-only');
      expect(check(action, ['superAdmin'], ['superAdmin'])).toBeNull();
      // An admin deletes another admin (a peer), as they change a peer's roles.
      expect(check(action, ['admin'], ['admin'])).toBeNull();
    },
  );

  it('nobody deletes themselves here, not even a superAdmin; verifying oneself is allowed', () => {
    expect(check('deleteUser', ['admin'], ['admin'], true)).toBe('self-delete');
    expect(check('deleteUser', ['superAdmin'], ['superAdmin'], true)).toBe('self-delete');
    expect(check('forceEmailVerification', ['admin'], ['admin'], true)).toBeNull();
  });

  it('checks "not admin" before anything else', () => {
    expect(check('deleteUser', ['employee'], ['superAdmin'], true)).toBe('not-admin');
  });
});
