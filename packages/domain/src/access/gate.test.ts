import { describe, expect, it } from 'vitest';
import type { ProductConfig, ProductConfigInput } from '../tenant/product-config.js';
import { followGate, guestReasonOf, ownsEmail, readGate, sessionRoles, type Reader } from './gate.js';
import type { InvestorProfile } from './investor-profile.js';
import { routeAccessDecision, type RouteAccess } from './route-access.js';
import { mode, testProduct } from './test-fixtures.js';

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  testProduct({
    productId,
    storeModule: 't',
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    inceptionDate: '2020-01-02',
    factsheet: { needLoginToSee: false },
    live: mode('live', { benchmarks: [] }),
    ...over,
  });

const P = {
  open: product('open'),
  profile: product('profile', { accessRestrictions: { retailCountries: ['DE'] } }),
  locked: product('locked', { lockedBehindLogin: true }),
  roles: product('roles', { allowedRoles: ['viewer'] }),
  hidden: product('hidden', { general: { hidden: true } }),
  dev: product('dev', { dev: true }),
};
const catalogue = new Map(Object.values(P).map((p) => [p.productId, p]));
const RETAIL_CH: InvestorProfile = { type: 'retail', country: 'CH' };
const PRO_CH: InvestorProfile = { type: 'professional', country: 'CH' };

const reader = (roles: string[], profile?: InvestorProfile, checksActivated = true): Reader => ({
  access: { roles, userDefinedRoles: [{ name: 'manager', allowedProductIds: ['profile'] }] },
  profile: { checksActivated, profile },
});

describe('guestReasonOf / sessionRoles: which tokens are a sign-in', () => {
  const token = (provider: string, verified?: boolean) => ({
    'role:admin': true,
    email_verified: verified,
    firebase: { sign_in_provider: provider },
  });

  it.each([
    ['no token', null, undefined, 'noToken'],
    ['anonymous', token('anonymous'), undefined, 'anonymous'],
    ['password, unverified', token('password', false), undefined, 'unverifiedEmail'],
    ['password, verified flag missing', token('password'), undefined, 'unverifiedEmail'],
    ['a provider the product does not support', token('github.com', true), undefined, 'providerNotAllowed'],
    [
      'microsoft where the tenant offers google only',
      token('microsoft.com', true),
      ['emailPassword', 'google'],
      'providerNotAllowed',
    ],
    [
      'password where the tenant offers google only',
      token('password', true),
      ['google'],
      'providerNotAllowed',
    ],
    ['no provider at all', { 'role:admin': true }, undefined, 'providerNotAllowed'],
  ] as const)('%s → a guest (%s)', (_, t, allowed, reason) => {
    expect(guestReasonOf(t, allowed)).toBe(reason);
    expect(sessionRoles(t, allowed)).toEqual(['guest']);
  });

  it.each([
    ['password, verified', token('password', true), undefined],
    [
      'google (its e-mail is the provider’s)',
      token('google.com', false),
      ['emailPassword', 'google'] as const,
    ],
    ['microsoft where offered', token('microsoft.com', false), ['microsoft'] as const],
    ['a custom token of the functions’ service accounts', token('custom'), ['emailPassword'] as const],
  ])('%s → signed in with its role claims', (_, t, allowed) => {
    expect(guestReasonOf(t, allowed)).toBeNull();
    expect(sessionRoles(t, allowed).sort()).toEqual(['admin', 'insight']);
  });

  it('matches e-mail-keyed data only for a verified address', () => {
    expect(ownsEmail({ email: 'a@b.ch', emailVerified: true })).toBe(true);
    expect(ownsEmail({ email: 'a@b.ch', emailVerified: false })).toBe(false);
    expect(ownsEmail({ email: '', emailVerified: true })).toBe(false);
    expect(ownsEmail({ emailVerified: true })).toBe(false);
  });
});

describe('readGate', () => {
  const status = (
    r: Reader,
    p: ProductConfig | undefined,
    kind: 'product' | 'overview' | 'media' | 'documents',
  ) => {
    const d = readGate(r, { kind, product: p });
    return d.kind === 'allow' ? 'allow' : `${String(d.status)} ${d.reason}`;
  };
  const mode = (r: Reader, p: ProductConfig | undefined, m: 'live' | 'historical' | 'primary' = 'live') => {
    const d = readGate(r, { kind: 'mode', product: p, mode: m, catalogue });
    return d.kind === 'allow' ? 'allow' : `${String(d.status)} ${d.reason}`;
  };

  it('answers an unknown product like a hidden one, for every kind', () => {
    for (const kind of ['product', 'overview', 'media', 'documents'] as const) {
      expect(status(reader(['guest'], PRO_CH), undefined, kind)).toBe('404 unknownProduct');
      expect(status(reader(['guest'], PRO_CH), P.hidden, kind)).toMatch(/^404 /);
      expect(status(reader(['insight'], PRO_CH), P.dev, kind)).toMatch(/^404 /);
    }
  });

  it('applies the investor profile to every kind, not only overview, documents and media', () => {
    for (const kind of ['product', 'overview', 'media', 'documents'] as const) {
      expect(status(reader(['guest']), P.open, kind)).toBe('403 investorProfileMissing');
      expect(status(reader(['guest'], RETAIL_CH), P.profile, kind)).toBe('403 investorProfile');
      expect(status(reader(['guest'], PRO_CH), P.profile, kind)).toBe('allow');
    }
    expect(mode(reader(['guest'], RETAIL_CH), P.profile)).toBe('403 investorProfile');
    expect(mode(reader(['guest'], RETAIL_CH), P.profile, 'primary')).toBe('403 investorProfile');
    expect(mode(reader(['guest'], PRO_CH), P.profile)).toBe('allow');
    const factsheet = (r: Reader) => readGate(r, { kind: 'factsheet', product: P.profile, catalogue });
    expect(factsheet(reader(['guest'], RETAIL_CH))).toMatchObject({
      kind: 'deny',
      reason: 'investorProfile',
    });
    expect(factsheet(reader(['guest'], PRO_CH))).toMatchObject({ kind: 'allow' });
  });

  it('lets a live embeddable page read the live mode without a profile, and nothing else', () => {
    const embed: Reader = { ...reader(['guest']), liveEmbed: true };
    expect(mode(embed, P.profile)).toBe('allow');
    expect(
      mode(
        embed,
        product('both', {
          historical: {
            mode: 'historical',
            updateFrequency: 'weekly',
            genericCardsToShow: ['cumulativeReturns'],
            benchmarks: [],
          },
        }),
        'historical',
      ),
    ).toBe('403 investorProfileMissing');
    expect(status(embed, P.open, 'product')).toBe('403 investorProfileMissing');
    expect(mode(embed, P.locked)).toBe('401 loginRequired');
    expect(mode(embed, P.hidden)).toBe('404 hiddenProduct');
  });

  it('skips the profile when the language does not check it, and for staff and the product’s admins', () => {
    expect(status(reader(['guest'], undefined, false), P.profile, 'product')).toBe('allow');
    expect(status(reader(['insight', 'employee']), P.profile, 'product')).toBe('allow');
    expect(status(reader(['insight', 'manager'], RETAIL_CH), P.profile, 'product')).toBe('allow');
    // Administering one product does not lift another's profile check.
    expect(status(reader(['insight', 'manager'], RETAIL_CH), P.open, 'product')).toBe('allow');
    expect(status(reader(['insight', 'manager']), P.open, 'product')).toBe('403 investorProfileMissing');
  });

  it('checks the product’s own rules before the profile, the login lock except for the overview’s texts', () => {
    expect(status(reader(['guest']), P.locked, 'product')).toBe('401 loginRequired');
    expect(status(reader(['guest'], PRO_CH), P.locked, 'overview')).toBe('allow');
    expect(status(reader(['guest'], PRO_CH), P.locked, 'documents')).toBe('401 loginRequired');
    expect(status(reader(['guest']), P.roles, 'product')).toBe('401 productRoles');
    expect(status(reader(['insight'], PRO_CH), P.roles, 'product')).toBe('403 productRoles');
    expect(status(reader(['insight', 'viewer'], PRO_CH), P.roles, 'product')).toBe('allow');
    expect(mode(reader(['insight'], PRO_CH), P.open, 'historical')).toBe('404 unknownMode');
  });

  it('refuses a document by its own rules after the product’s', () => {
    const doc = (over: Record<string, unknown>) =>
      readGate(reader(['guest'], PRO_CH), {
        kind: 'document',
        product: P.open,
        document: {
          displayName: 'KID',
          lang: 'en',
          shareClass: null,
          loginRequired: false,
          archived: false,
          order: 0,
          lastFactsheet: false,
          file: { path: 'documents/open/x.pdf', name: 'x.pdf' },
          createdAt: new Date(0),
          ...over,
        } as never,
      });
    expect(doc({})).toMatchObject({ kind: 'allow' });
    expect(doc({ loginRequired: true })).toMatchObject({ status: 401, reason: 'loginRequired' });
    expect(doc({ archived: true })).toMatchObject({ status: 404, reason: 'unknownDocument' });
  });
});

describe('followGate', () => {
  it('lets a signed-in reader follow what they may open, and nothing else; hidden looks unknown', () => {
    const f = (r: Reader, p: ProductConfig | undefined) => {
      const d = followGate(r, p);
      return d.kind === 'allow' ? 'allow' : String(d.status);
    };
    expect(f(reader(['guest'], PRO_CH), P.open)).toBe('401');
    expect(f(reader(['insight'], PRO_CH), P.open)).toBe('allow');
    expect(f(reader(['insight'], PRO_CH), P.locked)).toBe('allow');
    expect(f(reader(['insight'], PRO_CH), P.hidden)).toBe('404');
    expect(f(reader(['insight'], PRO_CH), undefined)).toBe('404');
    expect(f(reader(['insight'], PRO_CH), P.dev)).toBe('404');
    expect(f(reader(['insight'], PRO_CH), P.roles)).toBe('403');
    expect(f(reader(['insight'], RETAIL_CH), P.profile)).toBe('403');
    expect(f(reader(['insight', 'admin']), P.hidden)).toBe('allow');
  });
});

describe('routeAccessDecision', () => {
  const at = (access: RouteAccess, roles: string[], productId = 'open') => {
    const d = routeAccessDecision(access, reader(roles, PRO_CH), {
      productId,
      catalogue,
      query: { mode: 'live' },
    });
    return d.kind === 'allow' ? 'allow' : String(d.status);
  };

  it('decides each declared kind', () => {
    expect(at({ kind: 'open', why: 'x' }, ['guest'])).toBe('allow');
    expect(at({ kind: 'signedLink' }, ['guest'])).toBe('allow');
    expect(at({ kind: 'read', resource: 'mode' }, ['guest'])).toBe('allow');
    expect(at({ kind: 'read', resource: 'mode' }, ['guest'], 'hidden')).toBe('404');
    expect(at({ kind: 'read', resource: 'primary' }, ['guest'], 'locked')).toBe('401');
    expect(at({ kind: 'productAdmin' }, ['guest'])).toBe('401');
    expect(at({ kind: 'productAdmin' }, ['insight'])).toBe('403');
    expect(at({ kind: 'productAdmin' }, ['insight', 'manager'])).toBe('403');
    expect(at({ kind: 'productAdmin' }, ['insight', 'manager'], 'profile')).toBe('allow');
    // A write to a hidden product: refused alike for a non-admin whatever the id (no oracle).
    expect(at({ kind: 'productAdmin' }, ['insight'], 'hidden')).toBe('403');
    expect(at({ kind: 'productAdmin' }, ['insight'], 'no-such-id')).toBe('403');
    expect(at({ kind: 'anyProductAdmin' }, ['insight'])).toBe('403');
    expect(at({ kind: 'anyProductAdmin' }, ['insight', 'manager'])).toBe('allow');
    expect(at({ kind: 'admin' }, ['insight', 'manager'])).toBe('403');
    expect(at({ kind: 'admin' }, ['insight', 'superAdmin'])).toBe('allow');
  });

  it('reads the mode a mode read asks for from its query (default live)', () => {
    const historical = routeAccessDecision({ kind: 'read', resource: 'mode' }, reader(['guest'], PRO_CH), {
      productId: 'open',
      catalogue,
      query: { mode: 'historical' },
    });
    expect(historical).toMatchObject({ kind: 'deny', status: 404, reason: 'unknownMode' });
  });
});
