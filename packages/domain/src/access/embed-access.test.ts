import { describe, expect, it } from 'vitest';
import { embedRefusalOfGuard, embedRefusalOfStatus } from './embed-access.js';
import type { GuardReason } from './route-guard.js';

describe('embedRefusalOfGuard', () => {
  it.each<[GuardReason, boolean, string]>([
    ['unknownRoute', false, 'notFound'],
    ['unknownRoute', true, 'notFound'],
    ['missingRole', false, 'signInRequired'],
    ['missingRole', true, 'forbidden'],
    ['productNotAllowedForRole', false, 'signInRequired'],
    ['productNotAllowedForRole', true, 'forbidden'],
    ['missingInvestorProfile', false, 'investorProfileRequired'],
    ['productNotAllowedForProfile', true, 'notForInvestorProfile'],
    ['twoFactorRequired', true, 'twoFactorRequired'],
    ['guestOnly', true, 'notFound'],
    ['twoFactorSetupNotNeeded', false, 'notFound'],
  ])('%s (signed in: %s) → %s', (reason, signedIn, expected) => {
    expect(embedRefusalOfGuard(reason, signedIn)).toBe(expected);
  });
});

describe('embedRefusalOfStatus', () => {
  it('maps the API refusals and leaves other failures to the error state', () => {
    expect(embedRefusalOfStatus(401)).toBe('signInRequired');
    expect(embedRefusalOfStatus(403)).toBe('forbidden');
    expect(embedRefusalOfStatus(404)).toBe('notFound');
    expect(embedRefusalOfStatus(500)).toBeNull();
    expect(embedRefusalOfStatus(0)).toBeNull();
  });
});
