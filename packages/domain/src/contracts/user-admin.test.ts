import { describe, expect, it } from 'vitest';
import { complianceSchema, COMPLIANCE_TEXT_MAX } from '../schemas/platform-settings.js';
import {
  deleteUserRequestSchema,
  forceEmailVerificationRequestSchema,
  USER_ADMIN_PROBLEMS,
  USER_DELETE_REASON_MAX,
  userAdminErrorDetailsSchema,
} from './user-admin.js';

describe('deleteUserRequestSchema', () => {
  it('needs a uid and a reason, trimmed', () => {
    expect(deleteUserRequestSchema.parse({ uid: ' u1 ', reason: ' left the firm ' })).toEqual({
      uid: 'u1',
      reason: 'left the firm',
    });
    expect(deleteUserRequestSchema.safeParse({ uid: 'u1', reason: '   ' }).success).toBe(false);
    expect(deleteUserRequestSchema.safeParse({ uid: '', reason: 'x' }).success).toBe(false);
    expect(deleteUserRequestSchema.safeParse({ uid: 'u1' }).success).toBe(false);
    expect(
      deleteUserRequestSchema.safeParse({ uid: 'u1', reason: 'x'.repeat(USER_DELETE_REASON_MAX + 1) })
        .success,
    ).toBe(false);
    expect(deleteUserRequestSchema.safeParse({ uid: 'u1', reason: 'x', extra: 1 }).success).toBe(false);
  });
});

describe('forceEmailVerificationRequestSchema', () => {
  it('takes a uid only', () => {
    expect(forceEmailVerificationRequestSchema.parse({ uid: 'u1' })).toEqual({ uid: 'u1' });
    expect(forceEmailVerificationRequestSchema.safeParse({ uid: 'u1', emailVerified: false }).success).toBe(
      false,
    );
  });
});

describe('userAdminErrorDetailsSchema', () => {
  it('accepts every problem key and refuses unknown ones', () => {
    for (const [problem, { messageKey }] of Object.entries(USER_ADMIN_PROBLEMS)) {
      expect(
        userAdminErrorDetailsSchema.safeParse({ messageKey, issues: [{ problem, message: 'm' }] }).success,
      ).toBe(true);
    }
    expect(userAdminErrorDetailsSchema.safeParse({ messageKey: 'errors.nope', issues: [] }).success).toBe(
      false,
    );
  });
});

describe('complianceSchema', () => {
  const valid = {
    investorProfileChecksActivated: true,
    investorProfileDisclaimer: ' Text ',
    showLogo: false,
    ombudsmanText: '',
    defaultProductDisclaimer: 'D',
  };
  it('trims texts and allows empty ones', () => {
    expect(complianceSchema.parse(valid)).toEqual({ ...valid, investorProfileDisclaimer: 'Text' });
  });
  it('refuses missing, unknown and too long fields', () => {
    const missing: Partial<typeof valid> = { ...valid };
    delete missing.showLogo;
    expect(complianceSchema.safeParse(missing).success).toBe(false);
    expect(complianceSchema.safeParse({ ...valid, extra: 'x' }).success).toBe(false);
    expect(
      complianceSchema.safeParse({ ...valid, ombudsmanText: 'x'.repeat(COMPLIANCE_TEXT_MAX + 1) }).success,
    ).toBe(false);
    expect(complianceSchema.safeParse({ ...valid, showLogo: 'yes' }).success).toBe(false);
  });
});
