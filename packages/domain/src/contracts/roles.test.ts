import { describe, expect, it } from 'vitest';
import {
  ROLE_CHANGE_MESSAGE_KEYS,
  ROLE_CHANGE_PROBLEMS,
  roleChangeErrorDetailsSchema,
  setUserRolesRequestSchema,
} from './roles.js';

describe('setUserRolesRequestSchema', () => {
  it('trims the fields and accepts an empty role list', () => {
    expect(
      setUserRolesRequestSchema.parse({ uid: ' u1 ', roles: [' viewer'], reason: ' promoted ' }),
    ).toEqual({
      uid: 'u1',
      roles: ['viewer'],
      reason: 'promoted',
    });
    expect(setUserRolesRequestSchema.parse({ uid: 'u1', roles: [], reason: 'offboarding' }).roles).toEqual(
      [],
    );
  });

  it('names the field of every bad value', () => {
    const result = setUserRolesRequestSchema.safeParse({
      uid: '',
      roles: ['viewer', ''],
      reason: '   ',
      x: 1,
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['', 'reason', 'roles.1', 'uid']);
  });

  it('refuses an over-long reason and too many roles', () => {
    const long = setUserRolesRequestSchema.safeParse({ uid: 'u', roles: [], reason: 'x'.repeat(501) });
    expect(long.success).toBe(false);
    const many = setUserRolesRequestSchema.safeParse({
      uid: 'u',
      roles: Array.from({ length: 51 }, (_, i) => `r${i}`),
      reason: 'r',
    });
    expect(many.success).toBe(false);
  });
});

describe('role change problems', () => {
  it('map to callable codes and a small set of message keys', () => {
    expect(ROLE_CHANGE_PROBLEMS['role-not-allowed'].code).toBe('invalid-argument');
    expect(ROLE_CHANGE_PROBLEMS['not-admin'].code).toBe('permission-denied');
    expect(ROLE_CHANGE_MESSAGE_KEYS).toContain('roleErrors.roleNotAllowed');
    expect(new Set(ROLE_CHANGE_MESSAGE_KEYS).size).toBe(ROLE_CHANGE_MESSAGE_KEYS.length);
  });

  it('validates error details', () => {
    const ok = roleChangeErrorDetailsSchema.safeParse({
      messageKey: 'roleErrors.roleNotAllowed',
      issues: [{ problem: 'role-not-allowed', role: 'x', message: 'role "x" is not allowed' }],
    });
    expect(ok.success).toBe(true);
    expect(roleChangeErrorDetailsSchema.safeParse({ messageKey: 'nope', issues: [] }).success).toBe(false);
  });
});
