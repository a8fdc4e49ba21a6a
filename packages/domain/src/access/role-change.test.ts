import { describe, expect, it } from 'vitest';
import {
  adminLevel,
  grantableRoleNames,
  mayAssignRole,
  roleChangeRefusal,
  sameRoles,
  superAdminLocked,
} from './role-change.js';

describe('adminLevel', () => {
  it('ranks superAdmin over admin over everything else', () => {
    expect(adminLevel(['viewer', 'superAdmin'])).toBe(2);
    expect(adminLevel(['admin', 'superAdmin'])).toBe(2);
    expect(adminLevel(['admin'])).toBe(1);
    expect(adminLevel(['employee', 'alpinumManagers'])).toBe(0);
    expect(adminLevel([])).toBe(0);
  });
});

describe('roleChangeRefusal', () => {
  const change = (
    actorRoles: string[],
    before: string[],
    after: string[],
    self = false,
  ): ReturnType<typeof roleChangeRefusal> =>
    roleChangeRefusal({ actorUid: 'actor', actorRoles, targetUid: self ? 'actor' : 'target', before, after });

  // [actor roles, target before, target after, self, expected]
  const table: [string[], string[], string[], boolean, ReturnType<typeof roleChangeRefusal>][] = [
    // Rule 1: only admin and superAdmin.
    [[], [], ['viewer'], false, 'not-admin'],
    [['employee'], [], ['viewer'], false, 'not-admin'],
    [['viewer'], [], ['viewer'], false, 'not-admin'],
    [['alpinumManagers'], [], ['viewer'], false, 'not-admin'],
    [['admin'], [], ['viewer'], false, null],
    [['superAdmin'], [], ['viewer'], false, null],
    // Admins manage admin rights of others.
    [['admin'], ['viewer'], ['admin'], false, null],
    [['admin'], ['admin'], [], false, null],
    // Rule 2: superAdmin is granted, removed and touched only by a superAdmin.
    [['admin'], [], ['superAdmin'], false, 'superadmin-only'],
    [['admin'], ['superAdmin'], [], false, 'superadmin-only'],
    [['admin'], ['superAdmin', 'viewer'], ['superAdmin'], false, 'superadmin-only'],
    [['superAdmin'], [], ['superAdmin'], false, null],
    [['superAdmin'], ['superAdmin'], ['admin'], false, null],
    // Rule 3: nobody lowers their own admin level.
    [['admin'], ['admin'], ['viewer'], true, 'self-demotion'],
    [['superAdmin'], ['superAdmin'], ['admin'], true, 'self-demotion'],
    [['superAdmin'], ['superAdmin'], [], true, 'self-demotion'],
    [['admin', 'superAdmin'], ['admin', 'superAdmin'], ['superAdmin'], true, null],
    [['admin'], ['admin'], ['admin', 'employee'], true, null],
    [['superAdmin'], ['superAdmin'], ['superAdmin', 'viewer'], true, null],
    // An admin cannot promote themself to superAdmin either (rule 2 before rule 3).
    [['admin'], ['admin'], ['admin', 'superAdmin'], true, 'superadmin-only'],
  ];
  it.each(table)('actor %j: %j -> %j (self %s) gives %s', (actor, before, after, self, expected) => {
    expect(change(actor, before, after, self)).toBe(expected);
  });
});

describe('the superAdmin lock (what the console disables, what roleChangeRefusal refuses)', () => {
  it('locks a superAdmin against anyone below superAdmin, and nobody else', () => {
    expect(superAdminLocked(['admin'], ['superAdmin'])).toBe(true);
    expect(superAdminLocked(['admin', 'viewer'], ['viewer', 'superAdmin'])).toBe(true);
    expect(superAdminLocked(['superAdmin'], ['superAdmin'])).toBe(false);
    expect(superAdminLocked(['admin'], ['admin'])).toBe(false);
  });

  it('lets only a superAdmin grant or remove superAdmin', () => {
    expect(mayAssignRole(['admin'], 'superAdmin')).toBe(false);
    expect(mayAssignRole(['admin'], 'admin')).toBe(true);
    expect(mayAssignRole(['superAdmin'], 'superAdmin')).toBe(true);
  });

  it('agrees with roleChangeRefusal: a locked target or an unassignable role is refused as superadmin-only', () => {
    const actors = [['admin'], ['superAdmin']];
    const sets = [[], ['viewer'], ['admin'], ['superAdmin'], ['superAdmin', 'viewer']];
    for (const actorRoles of actors)
      for (const before of sets)
        for (const after of sets) {
          const expected =
            superAdminLocked(actorRoles, before) || after.some((r) => !mayAssignRole(actorRoles, r));
          const refusal = roleChangeRefusal({ actorUid: 'a', actorRoles, targetUid: 't', before, after });
          expect(refusal === 'superadmin-only', `${actorRoles.join()} ${before.join()}→${after.join()}`).toBe(
            expected,
          );
        }
  });
});

describe('grantableRoleNames', () => {
  it('joins tenant roles and custom roles, built-in order first, without implicit or colon names', () => {
    expect(
      grantableRoleNames({
        tenantAllowedRoles: [
          'superAdmin',
          'admin',
          'employee',
          'viewer',
          'alpinumManagers',
          'insight',
          'guest',
        ],
        userDefinedRoles: [
          { name: 'alpinumManagers' },
          { name: 'zetaDesk' },
          { name: 'bad:name' },
          { name: ' ' },
        ],
      }),
    ).toEqual(['viewer', 'employee', 'admin', 'superAdmin', 'alpinumManagers', 'zetaDesk']);
  });

  it('is empty when nothing is allowed', () => {
    expect(grantableRoleNames({ tenantAllowedRoles: [], userDefinedRoles: [] })).toEqual([]);
  });
});

describe('sameRoles', () => {
  it('ignores order and duplicates', () => {
    expect(sameRoles(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(sameRoles([], [])).toBe(true);
    expect(sameRoles(['a'], ['a', 'b'])).toBe(false);
    expect(sameRoles(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
