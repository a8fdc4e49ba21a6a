import { roleChangeErrorDetailsSchema } from '@portal/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { functionTenantRoles, toHttpsError } from './set-user-roles-call.js';
import { RoleChangeError } from './set-user-roles.js';

const quietLog = () => {
  const lines: [string, string][] = [];
  return {
    lines,
    info: (m: string) => lines.push(['info', m]),
    warn: (m: string) => lines.push(['warn', m]),
    error: (m: string) => lines.push(['error', m]),
  };
};

describe('toHttpsError', () => {
  it('turns a refused role into invalid-argument naming the role, with a translatable key', () => {
    const log = quietLog();
    const error = toHttpsError(
      new RoleChangeError([
        { problem: 'role-not-allowed', role: 'pilot', message: 'role "pilot" is not allowed' },
      ]),
      log,
      {},
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('pilot');
    const details = roleChangeErrorDetailsSchema.parse(error.details);
    expect(details.messageKey).toBe('roleErrors.roleNotAllowed');
    expect(details.issues[0]?.role).toBe('pilot');
    expect(log.lines).toEqual([['info', 'setUserRoles refused']]);
  });

  it.each([
    ['not-admin', 'permission-denied', 'roleErrors.notAdmin'],
    ['superadmin-only', 'permission-denied', 'roleErrors.superAdminOnly'],
    ['self-demotion', 'failed-precondition', 'roleErrors.selfDemotion'],
    ['user-not-found', 'not-found', 'roleErrors.userNotFound'],
    ['unauthenticated', 'unauthenticated', 'roleErrors.unauthenticated'],
    ['session-revoked', 'unauthenticated', 'roleErrors.sessionRevoked'],
  ] as const)('maps %s to %s', (problem, code, messageKey) => {
    const error = toHttpsError(new RoleChangeError([{ problem, message: problem }]), quietLog(), {});
    expect(error.code).toBe(code);
    expect(roleChangeErrorDetailsSchema.parse(error.details).messageKey).toBe(messageKey);
  });

  it('hides unexpected failures behind internal, and logs them', () => {
    const log = quietLog();
    const error = toHttpsError(new Error('DEADLINE_EXCEEDED while committing'), log, { actorUid: 'a' });
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('DEADLINE');
    expect(roleChangeErrorDetailsSchema.parse(error.details).messageKey).toBe('roleErrors.internal');
    expect(log.lines).toEqual([['error', 'setUserRoles failed']]);
  });

  it('passes an HttpsError through', () => {
    const original = new HttpsError('unavailable', 'later');
    expect(toHttpsError(original, quietLog(), {})).toBe(original);
  });
});

describe('functionTenantRoles', () => {
  it('are the built-in claimable roles, never the implicit ones', () => {
    expect(functionTenantRoles()).toContain('admin');
    expect(functionTenantRoles()).toContain('superAdmin');
    expect(functionTenantRoles()).not.toContain('insight');
    expect(functionTenantRoles()).not.toContain('guest');
  });
});
