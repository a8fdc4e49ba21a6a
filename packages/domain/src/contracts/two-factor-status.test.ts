import { describe, expect, it } from 'vitest';
import { twoFactorEnabledOf } from './two-factor-status.js';

describe('twoFactorEnabledOf', () => {
  it('is on with any enrolled second factor, off without one', () => {
    expect(twoFactorEnabledOf([{ factorId: 'totp' }])).toBe(true);
    expect(twoFactorEnabledOf([{ factorId: 'phone' }, { factorId: 'totp' }])).toBe(true);
    expect(twoFactorEnabledOf([])).toBe(false);
    expect(twoFactorEnabledOf(undefined)).toBe(false);
  });
});
