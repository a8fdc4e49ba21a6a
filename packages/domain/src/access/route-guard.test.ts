import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import { productConfigSchema, type ProductConfigInput } from '../tenant/product-config.js';
import type { PartialInvestorProfile } from './investor-profile.js';
import {
  acceptsCustomToken,
  issueDay,
  routeGuard,
  routeMayNeedInvestorProfile,
  routeUsesCatalogue,
  safeAppPath,
  type GuardRoute,
  type GuardUser,
  type RouteGuardInput,
  type RouteGuardResult,
} from './route-guard.js';
import { mode } from './test-fixtures.js';

const base: ProductConfigInput = {
  productId: 'x',
  storeModule: 'x',
  productName: 'X',
  productShareClassRoot: 'x',
  isDefaultShareClass: true,
  availableLanguages: ['en'],
  currency: 'CHF',
  inceptionDate: '2020-01-01',
  live: mode('live'),
};
const product = (productId: string, over: Partial<ProductConfigInput> = {}) =>
  productConfigSchema.parse({ ...base, productId, productShareClassRoot: productId, ...over });

// The catalogue of the table: one product per rule.
const PRODUCTS = [
  // Retail: CH, DE; professional: CH, DE, FR; institutional: no list (open). Two share classes.
  product('open', {
    productShareClassRoot: 'fam',
    historical: mode('historical'),
    factsheet: { needLoginToSee: false },
    accessRestrictions: { retailCountries: ['CH', 'DE'], professionalCountries: ['CH', 'DE', 'FR'] },
  }),
  product('open-eur', { productShareClassRoot: 'fam', isDefaultShareClass: false, currency: 'EUR' }),
  product('viewer-only', { allowedRoles: ['viewer', 'admin', 'superAdmin'] }),
  product('hidden', { general: { hidden: true } }),
  product('dev-prod', { dev: true, useCase: { componentPath: 'x' } }),
  // Administered by the custom role `managers`; its sibling share class is not listed in the role.
  product('managed', {
    productShareClassRoot: 'managed',
    historical: mode('historical'),
    internal: mode('internal'),
    accessRestrictions: { retailCountries: [] },
  }),
  product('managed-usd', {
    productShareClassRoot: 'managed',
    isDefaultShareClass: false,
    currency: 'USD',
    internal: mode('internal'),
    accessRestrictions: { retailCountries: [] },
  }),
  product('mode-restricted', { historical: mode('historical', { allowedRoles: ['viewer'] }) }),
  product('factsheet-admins', { factsheet: { allowedRoles: ['admin', 'superAdmin'] } }),
  product('use-case', { useCase: { redirect: '/elsewhere' } }),
];
const userDefinedRoles: UserDefinedRole[] = [{ name: 'managers', allowedProductIds: ['managed', 'hidden'] }];

const ISSUED = Date.UTC(2026, 2, 14, 23, 30) / 1000; // 2026-03-14 23:30 UTC
const record = (investorProfile?: string, country?: string) => ({
  investorProfile,
  country,
  lastVisitedDay: '2026-03-14',
});
const signedIn = (roles: string[], rec: GuardUser['record']): GuardUser => ({
  roles: ['insight', ...roles],
  twoFactorEnrolled: false,
  tokenIssuedAt: ISSUED,
  record: rec,
});
const guest: GuardUser = { roles: ['guest'], twoFactorEnrolled: false, record: null };

/** Every kind of caller: the visitor's stored profile travels with it. */
const CALLERS: Record<string, { user: GuardUser; stored?: PartialInvestorProfile }> = {
  guest: { user: guest },
  guestRetailCH: { user: guest, stored: { type: 'retail', country: 'CH' } },
  guestRetailUS: { user: guest, stored: { type: 'retail', country: 'US' } },
  guestInstitutionalUS: { user: guest, stored: { type: 'institutional', country: 'US' } },
  guestTypeOnly: { user: guest, stored: { type: 'retail' } },
  investor: { user: signedIn([], record('retail', 'CH')) },
  investorNoProfile: { user: signedIn([], record()) },
  investorNoProfileStored: { user: signedIn([], record()), stored: { type: 'professional', country: 'FR' } },
  investorFR: { user: signedIn([], record('retail', 'FR')) },
  investorLegacy: { user: signedIn([], record('Retail Investor', 'Switzerland')) },
  investorNoRecord: { user: signedIn([], null), stored: { type: 'retail', country: 'CH' } },
  viewer: { user: signedIn(['viewer'], record('professional', 'CH')) },
  employee: { user: signedIn(['employee'], record()) },
  productAdmin: { user: signedIn(['managers'], record('retail', 'US')) },
  productAdminNoProfile: { user: signedIn(['managers'], record()) },
  admin: { user: signedIn(['admin'], record()) },
  superAdmin: { user: signedIn(['superAdmin'], record()) },
  // The development section's authorisation is the token's devSection claim, not a role.
  employeeDeveloper: { user: { ...signedIn(['employee'], record()), devSection: true } },
  adminDeveloper: { user: { ...signedIn(['admin'], record()), devSection: true } },
  developerOnly: { user: { ...signedIn([], record('retail', 'CH')), devSection: true } },
  // A role named like the old one opens nothing: only the claim does.
  adminWithDeveloperRole: { user: signedIn(['admin', 'developer'], record()) },
};
type Caller = keyof typeof CALLERS;

interface Options {
  checks?: boolean;
  twoFactor?: boolean;
  enrolled?: boolean;
  restricted?: string[];
  devSection?: string[];
  redirectTo?: string;
}

const PATH = '/asked?q=1';

function input(route: GuardRoute, caller: Caller, o: Options = {}): RouteGuardInput {
  const c = CALLERS[caller];
  if (!c) throw new Error(`no caller ${caller}`);
  return {
    route,
    path: PATH,
    redirectTo: o.redirectTo,
    user: { ...c.user, twoFactorEnrolled: o.enrolled ?? c.user.twoFactorEnrolled },
    site: {
      enable2FactorAuthentication: o.twoFactor ?? false,
      devSection: { enabled: o.devSection !== undefined, products: o.devSection ?? [] },
    },
    platform: { userDefinedRoles, investorProfileChecksActivated: o.checks ?? true },
    catalogue: { products: PRODUCTS, restrictedProductIds: new Set(o.restricted ?? []) },
    storedProfile: c.stored ?? null,
  };
}

const describeResult = (r: RouteGuardResult): string => {
  if (r.kind === 'proceed') return 'proceed';
  const extra = r.to.page === 'path' ? ` ${r.to.path}` : '';
  return `${r.to.page}${extra} (${r.reason})`;
};
const outcome = (route: GuardRoute, caller: Caller, o?: Options) =>
  describeResult(routeGuard(input(route, caller, o)));

// Routes of seed 000 §2 with the metadata the web router gives them.
const R = {
  home: { kind: 'page' },
  faq: { kind: 'page', needsNoInvestorProfile: true },
  terms: { kind: 'page', needsNoInvestorProfile: true, allowedBeforeTwoFactor: true },
  investorProfile: { kind: 'page', needsNoInvestorProfile: true, allowedBeforeTwoFactor: true },
  notFound: { kind: 'page', needsNoInvestorProfile: true, allowedBeforeTwoFactor: true },
  login: { kind: 'page', guestOnly: true, needsNoInvestorProfile: true, allowedBeforeTwoFactor: true },
  register2fa: { kind: 'page', twoFactorSetup: true, needsNoInvestorProfile: true },
  handledByFirebase: { kind: 'page', needsNoInvestorProfile: true, allowedBeforeTwoFactor: true },
  settings: {
    kind: 'page',
    allowedRoles: ['insight', 'employee', 'admin', 'superAdmin'],
    needsNoInvestorProfile: true,
  },
  adminUsers: { kind: 'page', allowedRoles: ADMIN_ROLES, needsNoInvestorProfile: true },
  adminProducts: {
    kind: 'page',
    allowedRoles: ADMIN_ROLES,
    admitsProductAdmins: true,
    needsNoInvestorProfile: true,
  },
  tenantPage: { kind: 'page', productId: 'managed' },
  overview: (id: string) => ({ kind: 'product', productId: id, section: 'overview' }),
  live: (id: string) => ({ kind: 'product', productId: id, section: 'live-analysis' }),
  historical: (id: string) => ({ kind: 'product', productId: id, section: 'historical-analysis' }),
  internal: (id: string) => ({ kind: 'product', productId: id, section: 'internal-analysis' }),
  useCase: (id: string) => ({ kind: 'product', productId: id, section: 'use-case' }),
  factsheet: (id: string) => ({ kind: 'product', productId: id, section: 'factsheet' }),
  documents: (id: string) => ({ kind: 'product', productId: id, section: 'documents' }),
  pdf: (id: string) => ({ kind: 'product', productId: id, section: 'factsheet-for-pdf-generation' }),
  liveEmbed: (id: string) => ({ kind: 'product', productId: id, section: 'embedded/live-perf-graph' }),
  historicalEmbed: (id: string) => ({
    kind: 'product',
    productId: id,
    section: 'embedded/historical-stats-table',
  }),
  dev: (id: string, section: 'overview' | 'live-analysis' | 'use-case' | 'documents' = 'overview') => ({
    kind: 'devProduct',
    productId: id,
    section,
  }),
} satisfies Record<string, GuardRoute | ((...args: never[]) => GuardRoute)>;

const FORBIDDEN_ROLE = 'forbidden (missingRole)';
const FORBIDDEN_PRODUCT = 'forbidden (productNotAllowedForRole)';
const NOT_FOUND = 'notFound (unknownRoute)';
const PROFILE = 'investorProfile (missingInvestorProfile)';
const UNAUTHORIZED = 'unauthorizedInvestorProfile (productNotAllowedForProfile)';

// [route, caller, expected, options]: every step of the guard, for every kind of caller.
/** Rows of one route (and options) for several callers: each caller with the outcome it expects. */
const byCaller = (
  label: string,
  route: GuardRoute,
  outcomes: Record<Caller, string>,
  options?: Options,
): [string, GuardRoute, Caller, string, Options?][] =>
  Object.entries(outcomes).map(([caller, expected]) => [label, route, caller, expected, options]);

const TABLE: [string, GuardRoute, Caller, string, Options?][] = [
  // Step 0: unknown products, unconfigured sections, hidden and dev products look alike.
  ...byCaller('unknown product', R.overview('nope'), { guestRetailCH: NOT_FOUND, admin: NOT_FOUND }),
  ...byCaller('hidden product', R.overview('hidden'), {
    guestRetailCH: NOT_FOUND,
    investor: NOT_FOUND,
    viewer: NOT_FOUND,
    employee: 'proceed',
    admin: 'proceed',
    superAdmin: 'proceed',
    productAdmin: 'proceed',
  }),
  ...byCaller('dev product', R.overview('dev-prod'), { investor: NOT_FOUND, employee: 'proceed' }),
  ['mode not configured', R.historical('open-eur'), 'guestRetailCH', NOT_FOUND],
  ['mode not configured', R.internal('open'), 'admin', NOT_FOUND],
  ['no factsheet', R.factsheet('managed'), 'admin', NOT_FOUND],
  ['no use case', R.useCase('open'), 'investor', NOT_FOUND],
  ['use case redirect', R.useCase('use-case'), 'guestRetailCH', 'proceed'],
  ['embedded mode missing', R.historicalEmbed('open-eur'), 'guestRetailCH', NOT_FOUND],
  [
    'unknown product, others restricted',
    R.overview('nope'),
    'guestRetailCH',
    NOT_FOUND,
    { restricted: ['secret'] },
  ],

  // Step 3: enforced two-factor enrolment.
  ['2fa forced', R.home, 'investor', 'register2fa (twoFactorRequired)', { twoFactor: true }],
  ['2fa forced', R.overview('open'), 'admin', 'register2fa (twoFactorRequired)', { twoFactor: true }],
  ['2fa forced', R.settings, 'viewer', 'register2fa (twoFactorRequired)', { twoFactor: true }],
  ['2fa enrolled', R.home, 'investor', 'proceed', { twoFactor: true, enrolled: true }],
  ['2fa off for tenant', R.home, 'investor', 'proceed', { twoFactor: false }],
  ['2fa forced, guest', R.home, 'guestRetailCH', 'proceed', { twoFactor: true }],
  ['2fa page itself', R.register2fa, 'investor', 'proceed', { twoFactor: true }],
  ['2fa: legal page', R.terms, 'investor', 'proceed', { twoFactor: true }],
  ['2fa: error page', R.notFound, 'employee', 'proceed', { twoFactor: true }],
  ['2fa: e-mail action', R.handledByFirebase, 'investor', 'proceed', { twoFactor: true }],
  ['2fa: pdf renderer', R.pdf('open'), 'employee', 'proceed', { twoFactor: true }],

  // Step 4: guest-only pages and the two-factor setup page.
  ...byCaller('login', R.login, {
    guest: 'proceed',
    investor: 'home (guestOnly)',
    admin: 'home (guestOnly)',
  }),
  ['login with redirectTo', R.login, 'viewer', 'path /products/x (guestOnly)', { redirectTo: '/products/x' }],
  ['login, foreign redirectTo', R.login, 'viewer', 'home (guestOnly)', { redirectTo: '//evil.test/x' }],
  ['login while 2fa forced', R.login, 'investor', 'home (guestOnly)', { twoFactor: true }],
  ...byCaller('register-2fa', R.register2fa, {
    guest: 'home (twoFactorSetupNotNeeded)',
    investor: 'proceed',
  }),
  ['register-2fa, enrolled', R.register2fa, 'investor', 'home (twoFactorSetupNotNeeded)', { enrolled: true }],
  ['register-2fa', R.register2fa, 'admin', 'proceed', { twoFactor: true }],
  ...byCaller('e-mail action', R.handledByFirebase, { guest: 'proceed', investor: 'proceed' }),

  // Step 5: route roles (admin pages, settings, internal analysis, mode and factsheet roles).
  ...byCaller('admin users', R.adminUsers, {
    guest: FORBIDDEN_ROLE,
    guestRetailCH: FORBIDDEN_ROLE,
    investor: FORBIDDEN_ROLE,
    viewer: FORBIDDEN_ROLE,
    employee: FORBIDDEN_ROLE,
    productAdmin: FORBIDDEN_ROLE,
    admin: 'proceed',
    superAdmin: 'proceed',
  }),
  ...byCaller('admin products', R.adminProducts, {
    guest: FORBIDDEN_ROLE,
    investor: FORBIDDEN_ROLE,
    employee: FORBIDDEN_ROLE,
    productAdmin: 'proceed',
    productAdminNoProfile: 'proceed',
    admin: 'proceed',
  }),
  ...byCaller('settings', R.settings, {
    guest: FORBIDDEN_ROLE,
    investor: 'proceed',
    investorNoProfile: 'proceed',
    viewer: 'proceed',
    employee: 'proceed',
    productAdmin: 'proceed',
    superAdmin: 'proceed',
  }),
  ...byCaller('internal', R.internal('managed'), {
    guestRetailCH: FORBIDDEN_ROLE,
    investor: FORBIDDEN_ROLE,
    viewer: FORBIDDEN_ROLE,
    employee: FORBIDDEN_ROLE,
    productAdmin: 'proceed',
  }),
  ['internal, sibling share class', R.internal('managed-usd'), 'productAdmin', 'proceed'],
  ...byCaller('internal', R.internal('managed'), { admin: 'proceed', superAdmin: 'proceed' }),
  ...byCaller('mode roles', R.historical('mode-restricted'), {
    guestRetailCH: FORBIDDEN_ROLE,
    investor: FORBIDDEN_ROLE,
    productAdmin: FORBIDDEN_ROLE,
    viewer: 'proceed',
    employee: 'proceed',
  }),
  ['mode roles', R.live('mode-restricted'), 'investor', 'proceed'],
  ...byCaller('factsheet roles', R.factsheet('factsheet-admins'), {
    investor: FORBIDDEN_ROLE,
    employee: FORBIDDEN_ROLE,
    admin: 'proceed',
  }),
  ['open factsheet', R.factsheet('open'), 'guestRetailCH', 'proceed'],
  ...byCaller('pdf source', R.pdf('open'), {
    guest: FORBIDDEN_ROLE,
    investor: FORBIDDEN_ROLE,
    employee: 'proceed',
  }),
  ['pdf source', R.pdf('managed'), 'productAdmin', 'proceed'],
  ['pdf source', R.pdf('open'), 'productAdmin', FORBIDDEN_ROLE],
  ['pdf source, restricted product', R.pdf('secret'), 'guest', FORBIDDEN_ROLE, { restricted: ['secret'] }],

  // Step 7: what skips the investor profile.
  ['checks off', R.home, 'guest', 'proceed', { checks: false }],
  ['checks off', R.overview('open'), 'guestRetailUS', 'proceed', { checks: false }],
  ['checks off', R.overview('managed'), 'investor', 'proceed', { checks: false }],
  ['no profile needed', R.faq, 'guest', 'proceed'],
  ['no profile needed', R.terms, 'guest', 'proceed'],
  ['no profile needed', R.investorProfile, 'guest', 'proceed'],
  ['no profile needed', R.notFound, 'guest', 'proceed'],
  ['no profile needed', R.login, 'guest', 'proceed'],
  ['live embed', R.liveEmbed('open'), 'guest', 'proceed'],
  ['live embed, not allowed country', R.liveEmbed('open'), 'guestRetailUS', 'proceed'],
  ['historical embed', R.historicalEmbed('open'), 'guest', PROFILE],
  ...byCaller('staff', R.overview('managed'), {
    employee: 'proceed',
    admin: 'proceed',
    superAdmin: 'proceed',
  }),
  ['own product', R.overview('managed'), 'productAdmin', 'proceed'],
  ['own product, sibling class', R.overview('managed-usd'), 'productAdminNoProfile', 'proceed'],
  ['own product, no profile', R.overview('managed'), 'productAdminNoProfile', 'proceed'],

  // Step 8: a complete profile from the record, else from browser storage.
  ...byCaller('home', R.home, {
    guest: PROFILE,
    guestTypeOnly: PROFILE,
    guestRetailCH: 'proceed',
    guestRetailUS: 'proceed',
    investor: 'proceed',
    investorLegacy: 'proceed',
    investorNoProfile: PROFILE,
    investorNoProfileStored: 'proceed',
    investorNoRecord: 'proceed',
    viewer: 'proceed',
    productAdmin: 'proceed',
    productAdminNoProfile: PROFILE,
    employee: 'proceed',
    admin: 'proceed',
    superAdmin: 'proceed',
  }),
  ['other product, no profile', R.overview('open'), 'productAdminNoProfile', PROFILE],
  ['product', R.overview('open'), 'guest', PROFILE],
  ['product', R.documents('open'), 'investorNoProfile', PROFILE],
  ['profile before product roles', R.overview('viewer-only'), 'guest', PROFILE],
  ['tenant page', R.tenantPage, 'guest', PROFILE],

  // Step 9: the product for the role (403), then for the profile (unauthorized-investor-profile).
  ...byCaller('viewer-only product', R.overview('viewer-only'), {
    guestRetailCH: FORBIDDEN_PRODUCT,
    investor: FORBIDDEN_PRODUCT,
    productAdmin: FORBIDDEN_PRODUCT,
    viewer: 'proceed',
    employee: 'proceed',
    admin: 'proceed',
  }),
  [
    'viewer-only product, checks off',
    R.overview('viewer-only'),
    'guest',
    FORBIDDEN_PRODUCT,
    { checks: false },
  ],
  [
    'restricted (unreadable)',
    R.overview('secret'),
    'guestRetailCH',
    FORBIDDEN_PRODUCT,
    { restricted: ['secret'] },
  ],
  ['restricted (unreadable)', R.live('secret'), 'investor', FORBIDDEN_PRODUCT, { restricted: ['secret'] }],
  ['restricted, no profile', R.overview('secret'), 'guest', PROFILE, { restricted: ['secret'] }],
  ['retail CH', R.overview('open'), 'guestRetailCH', 'proceed'],
  ['retail CH, sibling', R.live('open-eur'), 'guestRetailCH', 'proceed'],
  ['retail US', R.overview('open'), 'guestRetailUS', UNAUTHORIZED],
  ['institutional: no list', R.overview('open'), 'guestInstitutionalUS', 'proceed'],
  ...byCaller('retail: empty list', R.overview('managed'), {
    investor: UNAUTHORIZED,
    guestRetailCH: UNAUTHORIZED,
  }),
  ['retail FR', R.live('open'), 'investorFR', UNAUTHORIZED],
  ['stored profile of a signed-in user', R.live('open'), 'investorNoProfileStored', 'proceed'],
  ['legacy record', R.live('open'), 'investorLegacy', 'proceed'],
  ['professional CH', R.historical('open'), 'viewer', 'proceed'],
  ...byCaller('tenant page product', R.tenantPage, {
    guestRetailCH: UNAUTHORIZED,
    productAdmin: 'proceed',
    employee: 'proceed',
  }),
  ['non-product page, country not allowed anywhere', R.home, 'guestRetailUS', 'proceed'],

  // Development section: configured products only; staff whose token carries the devSection claim (being staff is
  // not enough, nor is the claim alone).
  ['dev section off', R.dev('dev-prod'), 'adminDeveloper', NOT_FOUND],
  ['dev section, unlisted', R.dev('open'), 'adminDeveloper', NOT_FOUND, { devSection: ['dev-prod'] }],
  ...byCaller(
    'dev section',
    R.dev('dev-prod'),
    { employeeDeveloper: 'proceed', adminDeveloper: 'proceed' },
    { devSection: ['dev-prod'] },
  ),
  ['dev section', R.dev('dev-prod', 'use-case'), 'adminDeveloper', 'proceed', { devSection: ['dev-prod'] }],
  ...byCaller(
    'dev section, staff only',
    R.dev('dev-prod'),
    {
      employee: FORBIDDEN_ROLE,
      admin: FORBIDDEN_ROLE,
      superAdmin: FORBIDDEN_ROLE,
      adminWithDeveloperRole: FORBIDDEN_ROLE,
    },
    { devSection: ['dev-prod'] },
  ),
  ...byCaller(
    'dev section',
    R.dev('dev-prod'),
    {
      developerOnly: FORBIDDEN_ROLE,
      investor: FORBIDDEN_ROLE,
      guestRetailCH: FORBIDDEN_ROLE,
      viewer: FORBIDDEN_ROLE,
    },
    { devSection: ['dev-prod'] },
  ),
  [
    'dev section, no use case',
    R.dev('open', 'use-case'),
    'adminDeveloper',
    NOT_FOUND,
    { devSection: ['open'] },
  ],
  ['dev section, missing product', R.dev('gone'), 'employeeDeveloper', NOT_FOUND, { devSection: ['gone'] }],
];

describe('routeGuard table', () => {
  it.each(TABLE)('%s: %j as %s -> %s', (_label, route, caller, expected, options) => {
    expect(outcome(route, caller, options)).toBe(expected);
  });

  it('covers every caller and every step', () => {
    const callers = new Set(TABLE.map((row) => row[2]));
    expect([...callers].sort()).toEqual(Object.keys(CALLERS).sort());
    const reasons = new Set(TABLE.map((row) => /\((\w+)\)/.exec(row[3])?.[1]).filter(Boolean));
    expect([...reasons].sort()).toEqual(
      [
        'guestOnly',
        'missingInvestorProfile',
        'missingRole',
        'productNotAllowedForProfile',
        'productNotAllowedForRole',
        'twoFactorRequired',
        'twoFactorSetupNotNeeded',
        'unknownRoute',
      ].sort(),
    );
  });
});

describe('routeGuard destinations', () => {
  it('carries the original path to 403, the investor-profile page and the unauthorized page', () => {
    expect(routeGuard(input(R.adminUsers, 'investor')).kind === 'redirect').toBe(true);
    expect(routeGuard(input(R.adminUsers, 'investor'))).toMatchObject({
      to: { page: 'forbidden', redirectedFromPath: PATH },
    });
    expect(routeGuard(input(R.overview('open'), 'guest'))).toMatchObject({
      to: { page: 'investorProfile', redirect: PATH },
    });
    expect(routeGuard(input(R.overview('open'), 'guestRetailUS'))).toMatchObject({
      to: { page: 'unauthorizedInvestorProfile', productId: 'open', unauthorizedPath: PATH },
    });
  });
});

describe('routeGuard effects', () => {
  const effectsOf = (route: GuardRoute, caller: Caller, o?: Options) =>
    routeGuard(input(route, caller, o)).effects;

  it('stores the last-visit day when the token was issued on another day (step 2)', () => {
    const user = signedIn([], { ...record('retail', 'CH'), lastVisitedDay: '2026-03-13' });
    const r = routeGuard({ ...input(R.home, 'investor'), user });
    expect(r.effects).toEqual([{ kind: 'storeLastVisitedDay', day: '2026-03-14' }]);
  });

  it('stores it even when the guard then redirects, and never for guests or users without a record', () => {
    const user = signedIn([], { ...record(), lastVisitedDay: undefined });
    const r = routeGuard({ ...input(R.adminUsers, 'investorNoProfile'), user });
    expect(r).toMatchObject({
      kind: 'redirect',
      effects: [{ kind: 'storeLastVisitedDay', day: '2026-03-14' }],
    });
    expect(effectsOf(R.home, 'guestRetailCH')).toEqual([]);
    expect(effectsOf(R.home, 'investorNoRecord')).toEqual([]);
    expect(effectsOf(R.home, 'investor')).toEqual([]);
  });

  it('remembers the share class shown on product pages (step 6), not elsewhere', () => {
    expect(effectsOf(R.live('open-eur'), 'guestRetailCH')).toEqual([
      { kind: 'rememberShareClass', shareClassRoot: 'fam', productId: 'open-eur' },
    ]);
    // Before the profile check: the visit is recorded even when the profile page comes next.
    expect(effectsOf(R.overview('open'), 'guest')).toEqual([
      { kind: 'rememberShareClass', shareClassRoot: 'fam', productId: 'open' },
    ]);
    expect(effectsOf(R.home, 'guestRetailCH')).toEqual([]);
    expect(effectsOf(R.tenantPage, 'employee')).toEqual([]);
    expect(effectsOf(R.internal('managed'), 'investor')).toEqual([]);
    expect(effectsOf(R.overview('secret'), 'guestRetailCH', { restricted: ['secret'] })).toEqual([]);
  });
});

describe('helpers', () => {
  it('accepts a custom token on the PDF source page only', () => {
    expect(acceptsCustomToken(R.pdf('open'))).toBe(true);
    expect(acceptsCustomToken(R.factsheet('open'))).toBe(false);
    expect(acceptsCustomToken(R.home)).toBe(false);
    expect(acceptsCustomToken(R.dev('open'))).toBe(false);
  });

  it('keeps only app paths', () => {
    expect(safeAppPath('/products/x?y=1')).toBe('/products/x?y=1');
    expect(safeAppPath('//evil.test')).toBeUndefined();
    expect(safeAppPath('/\\evil.test')).toBeUndefined();
    expect(safeAppPath('https://evil.test')).toBeUndefined();
    expect(safeAppPath('')).toBeUndefined();
    expect(safeAppPath(null)).toBeUndefined();
  });

  it('derives the UTC issue day', () => {
    expect(issueDay(ISSUED)).toBe('2026-03-14');
    expect(issueDay(Date.UTC(2026, 0, 1) / 1000)).toBe('2026-01-01');
  });

  it('tells which routes need the catalogue and the compliance settings', () => {
    expect(routeUsesCatalogue(R.home)).toBe(false);
    expect(routeUsesCatalogue(R.tenantPage)).toBe(true);
    expect(routeUsesCatalogue(R.overview('x'))).toBe(true);
    expect(routeMayNeedInvestorProfile(R.home)).toBe(true);
    expect(routeMayNeedInvestorProfile(R.faq)).toBe(false);
    expect(routeMayNeedInvestorProfile(R.pdf('x'))).toBe(false);
    expect(routeMayNeedInvestorProfile(R.liveEmbed('x'))).toBe(false);
    expect(routeMayNeedInvestorProfile(R.historicalEmbed('x'))).toBe(true);
  });
});
