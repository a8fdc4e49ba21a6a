import { describe, expect, it } from 'vitest';
import { productDocumentSchema } from '../schemas/documents.js';
import type { ProductConfigInput } from '../tenant/product-config.js';
import { followerReader, followerRoles, type FollowerAccount } from './follower-access.js';
import { followGate, readGate } from './gate.js';
import { testProduct } from './test-fixtures.js';

const account = (over: Partial<FollowerAccount> = {}): FollowerAccount => ({
  disabled: false,
  emailVerified: true,
  providerIds: ['password'],
  customClaims: { 'role:viewer': true },
  ...over,
});

const product = (over: Partial<ProductConfigInput> = {}) =>
  testProduct({
    productId: 'fund',
    productName: 'Fund',
    isDefaultShareClass: true,
    availableLanguages: ['en', 'de'],
    langsForDocuments: ['en', 'de'],
    ...over,
  });
const document = productDocumentSchema.parse({
  displayName: 'Annual report',
  file: { path: 'documents/fund/x/report.pdf', name: 'report.pdf' },
  lang: 'en',
  order: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('followerRoles', () => {
  it('gives the claims of an account that can sign in', () => {
    expect(followerRoles(account()).sort()).toEqual(['insight', 'viewer']);
    // A provider account needs no verified address (the provider vouches for it).
    expect(followerRoles(account({ emailVerified: false, providerIds: ['google.com'] })).sort()).toEqual([
      'insight',
      'viewer',
    ]);
    // One accepted method is enough.
    expect(
      followerRoles(account({ emailVerified: false, providerIds: ['password', 'microsoft.com'] })),
    ).toContain('viewer');
  });

  it('makes a guest of no account, a disabled one, an unverified password one, or one without a tenant method', () => {
    expect(followerRoles(null)).toEqual(['guest']);
    expect(followerRoles(account({ disabled: true }))).toEqual(['guest']);
    expect(followerRoles(account({ emailVerified: false }))).toEqual(['guest']);
    expect(followerRoles(account({ providerIds: [] }))).toEqual(['guest']);
    expect(followerRoles(account({ providerIds: ['google.com'] }), ['emailPassword'])).toEqual(['guest']);
    expect(followerRoles(account({ providerIds: ['anonymous'] }))).toEqual(['guest']);
  });

  it('cannot be talked into acceptance by claims named like the token fields', () => {
    const forged = account({
      emailVerified: false,
      customClaims: { email_verified: true, firebase: { sign_in_provider: 'custom' }, 'role:admin': true },
    });
    expect(followerRoles(forged)).toEqual(['guest']);
  });
});

describe('followerReader', () => {
  const base = {
    userDefinedRoles: [{ name: 'fundManagers', allowedProductIds: ['fund'] }],
    checksActivated: true,
    record: { investorProfile: 'retail', country: 'CH' },
  };

  it('reads a self-registered follower with their roles and their record profile', () => {
    const reader = followerReader({ ...base, addedByAdmin: false, account: account() });
    expect(reader.access.roles).toContain('viewer');
    expect(reader.access.userDefinedRoles).toBe(base.userDefinedRoles);
    expect(reader.profile).toEqual({ checksActivated: true, profile: { type: 'retail', country: 'CH' } });
    // A legacy record value is migrated like elsewhere; an incomplete one is no profile.
    expect(
      followerReader({ ...base, addedByAdmin: false, account: account(), record: { country: 'CH' } }).profile,
    ).toEqual({ checksActivated: true, profile: undefined });
  });

  it('reads an admin-added follower as a guest whose profile the admin vouched for, whatever account the address has', () => {
    const reader = followerReader({ ...base, addedByAdmin: true, account: account() });
    expect(reader).toEqual({
      access: { roles: ['guest'], userDefinedRoles: base.userDefinedRoles },
      profile: { checksActivated: false, profile: undefined },
    });
  });

  it('feeds the gate: role, profile and guest refusals', () => {
    const viewerOnly = product({ allowedRoles: ['viewer'] });
    const chRetailOnly = product({ accessRestrictions: { retailCountries: ['LI'] } });
    const investor = followerReader({
      ...base,
      addedByAdmin: false,
      account: account({ customClaims: {} }),
    });
    const viewer = followerReader({ ...base, addedByAdmin: false, account: account() });
    const guest = (checksActivated: boolean) =>
      followerReader({ ...base, checksActivated, addedByAdmin: true, account: null });
    const gate = (reader: ReturnType<typeof followerReader>, p: ReturnType<typeof product>) =>
      readGate(reader, { kind: 'document', product: p, document }).kind;

    expect(gate(viewer, viewerOnly)).toBe('allow');
    expect(readGate(investor, { kind: 'document', product: viewerOnly, document })).toMatchObject({
      kind: 'deny',
      reason: 'productRoles',
    });
    expect(followGate(investor, viewerOnly)).toMatchObject({ kind: 'deny', reason: 'productRoles' });
    expect(readGate(viewer, { kind: 'document', product: chRetailOnly, document })).toMatchObject({
      kind: 'deny',
      reason: 'investorProfile',
    });
    expect(followGate(viewer, chRetailOnly)).toMatchObject({ kind: 'deny', reason: 'investorProfile' });
    // An admin-added guest: mailed whatever the language checks (the admin vouched for the profile), never for a
    // product or document a guest may not read.
    expect(gate(guest(true), product())).toBe('allow');
    expect(gate(guest(false), product())).toBe('allow');
    expect(gate(guest(true), chRetailOnly)).toBe('allow');
    expect(gate(guest(false), viewerOnly)).toBe('deny');
    expect(
      readGate(guest(true), {
        kind: 'document',
        product: product(),
        document: { ...document, loginRequired: true },
      }).kind,
    ).toBe('deny');
    // Staff and the product's admins skip the profile checks.
    const manager = followerReader({
      ...base,
      addedByAdmin: false,
      account: account({ customClaims: { 'role:fundManagers': true } }),
    });
    expect(gate(manager, chRetailOnly)).toBe('allow');
  });
});
