import { describe, expect, it } from 'vitest';
import {
  nextClaims,
  RoleChangeError,
  rolesInClaims,
  validateRoleChange,
  type SetUserRolesInput,
} from './set-user-roles.js';

const base: SetUserRolesInput = {
  uid: 'u1',
  roles: ['admin'],
  reason: 'new portfolio manager',
  actorUid: 'root',
  allowedRoleNames: ['superAdmin', 'admin', 'employee', 'viewer', 'alpinumManagers'],
};

describe('validateRoleChange', () => {
  it('accepts allowed roles and normalises them (trimmed, unique, sorted)', () => {
    expect(validateRoleChange({ ...base, roles: ['viewer', ' alpinumManagers', 'viewer'] })).toEqual({
      ok: true,
      roles: ['alpinumManagers', 'viewer'],
    });
  });

  it('accepts removing every role', () => {
    expect(validateRoleChange({ ...base, roles: [] })).toEqual({ ok: true, roles: [] });
  });

  it('rejects a role name with a colon (seed 000 §5)', () => {
    const result = validateRoleChange({ ...base, roles: ['role:admin'] });
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          problem: 'colon-in-role',
          role: 'role:admin',
          message: 'role name "role:admin" must not contain a colon',
        },
      ],
    });
  });

  it('rejects roles the tenant does not allow, and the implicit ones', () => {
    const result = validateRoleChange({ ...base, roles: ['alvolaCHF', 'insight', 'guest'] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => [i.problem, i.role])).toEqual([
        ['role-not-allowed', 'alvolaCHF'],
        ['implicit-role', 'guest'],
        ['implicit-role', 'insight'],
      ]);
    }
  });

  it('requires a uid, an actor and a reason', () => {
    const result = validateRoleChange({ ...base, uid: ' ', actorUid: '', reason: '  ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.problem)).toEqual(['invalid-uid', 'missing-reason', 'missing-actor']);
    }
  });
});

describe('claims', () => {
  it('replaces role claims and keeps the others', () => {
    const existing = { 'role:viewer': true, 'role:admin': true, tenant: 'demo', mfa: false };
    expect(nextClaims(existing, ['employee'])).toEqual({ tenant: 'demo', mfa: false, 'role:employee': true });
    expect(nextClaims(undefined, [])).toEqual({});
  });

  it('reads the roles held, without insight', () => {
    expect(rolesInClaims({ 'role:viewer': true, 'role:admin': true, 'role:old': false, other: 1 })).toEqual([
      'admin',
      'viewer',
    ]);
    expect(rolesInClaims(undefined)).toEqual([]);
  });

  it('refuses claims over the 1000-byte limit', () => {
    const many = Array.from({ length: 60 }, (_, i) => `customRoleNumber${i}`);
    expect(() => nextClaims({}, many)).toThrow(RoleChangeError);
  });
});
