import { describe, expect, it } from 'vitest';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductConfig, ProductConfigInput } from '../tenant/product-config.js';
import { modeDecision } from './mode-access.js';
import { canSeeProduct, type AccessContext } from './roles.js';
import { routeGuard, type GuardUser, type RouteGuardResult } from './route-guard.js';
import {
  administersShareClassOf,
  modeOfSection,
  openableSections,
  PRODUCT_ROUTE_SECTIONS,
  productSectionExists,
  sectionDecision,
  type ProductRouteSection,
  type SectionDecision,
} from './section-access.js';
import { BUILT_IN_CALLERS, mode, testProduct } from './test-fixtures.js';

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  testProduct({ productId, storeModule: 'fam', productShareClassRoot: 'fam', ...over });

// One fund (`fam`) with three share classes, and an unrelated product.
const PRODUCTS = [
  product('fam-a', { isDefaultShareClass: true }),
  // Every kind of section rule on one share class.
  product('fam-b', {
    historical: mode('historical', { allowedRoles: ['viewer'] }),
    internal: mode('internal'),
    factsheet: { allowedRoles: ['admin', 'superAdmin'] },
    useCase: { redirect: '/products/fam-a/overview' },
  }),
  // Hidden per exact product: administering a sibling does not reveal it.
  product('fam-hidden', { general: { hidden: true }, internal: mode('internal') }),
  // A factsheet without roles: for signed-in readers (needLoginToSee defaults to true).
  product('other', { productShareClassRoot: 'other', isDefaultShareClass: true, factsheet: {} }),
  // A public factsheet (seed 001 §6: needLoginToSee false).
  product('pub', {
    productShareClassRoot: 'pub',
    isDefaultShareClass: true,
    factsheet: { needLoginToSee: false },
  }),
];
const userDefinedRoles: UserDefinedRole[] = [
  { name: 'famBManagers', allowedProductIds: ['fam-b'] },
  { name: 'famAManagers', allowedProductIds: ['fam-a'] },
  { name: 'otherManagers', allowedProductIds: ['other'] },
];

const CALLERS = {
  ...BUILT_IN_CALLERS,
  /** Admin of the product of the row (fam-b) through a custom role. */
  productAdmin: ['insight', 'famBManagers'],
  /** Admin of another share class of the fund (fam-a): seed 000 §4 step 5 lets them proceed. */
  siblingAdmin: ['insight', 'famAManagers'],
  /** Admin of a product of another fund. */
  unrelatedAdmin: ['insight', 'otherManagers'],
} as const;
type Caller = keyof typeof CALLERS;
const ORDER = Object.keys(CALLERS) as Caller[];

type Outcome = 'allow' | 'redirect' | '404' | '401' | '403';
const A = 'allow';
const ALL_ALLOW: Outcome[] = [A, A, A, A, A, A, A, A, A];
const ALL_404: Outcome[] = ['404', '404', '404', '404', '404', '404', '404', '404', '404'];
// Roles the row's product admin and the sibling's admin lack, but may pass: admin pages and internal analysis.
const ADMINS_ONLY: Outcome[] = ['401', '403', '403', '403', A, A, A, A, '403'];
const VIEWERS_AND_STAFF: Outcome[] = ['401', '403', A, A, A, A, A, A, '403'];

/** [product, section, outcome per caller in the order of CALLERS]: the whole section policy. */
const TABLE: [string, ProductRouteSection, Outcome[]][] = [
  ['fam-b', 'overview', ALL_ALLOW],
  ['fam-b', 'live-analysis', ALL_ALLOW],
  ['fam-b', 'historical-analysis', VIEWERS_AND_STAFF],
  ['fam-b', 'internal-analysis', ADMINS_ONLY],
  ['fam-b', 'factsheet', ADMINS_ONLY],
  [
    'fam-b',
    'use-case',
    [
      'redirect',
      'redirect',
      'redirect',
      'redirect',
      'redirect',
      'redirect',
      'redirect',
      'redirect',
      'redirect',
    ],
  ],
  ['fam-b', 'documents', ALL_ALLOW],
  ['fam-b', 'download-last-factsheet', ALL_ALLOW],
  ['fam-b', 'embedded/live-perf-graph', ALL_ALLOW],
  ['fam-b', 'embedded/historical-stats-table', VIEWERS_AND_STAFF],
  ['fam-b', 'factsheet-for-pdf-generation', ['401', '403', '403', A, A, A, A, A, '403']],
  ['fam-a', 'historical-analysis', ALL_404],
  ['fam-a', 'internal-analysis', ALL_404],
  ['fam-a', 'embedded/historical-perf-graph', ALL_404],
  ['fam-a', 'use-case', ALL_404],
  ['fam-a', 'factsheet', ALL_404],
  ['other', 'factsheet', ['401', A, A, A, A, A, A, A, A]],
  ['pub', 'factsheet', ALL_ALLOW],
  ['fam-hidden', 'overview', ['404', '404', '404', A, A, A, '404', '404', '404']],
  ['fam-hidden', 'internal-analysis', ['404', '404', '404', '403', A, A, '404', '404', '404']],
];

const ctx = (caller: Caller): AccessContext => ({ roles: CALLERS[caller], userDefinedRoles });
const find = (id: string) => {
  const p = PRODUCTS.find((x) => x.productId === id);
  if (!p) throw new Error(`no fixture ${id}`);
  return p;
};
/** What the web app reads: only the products the security rules let this caller read. */
const webCatalogue = (caller: Caller) => PRODUCTS.filter((p) => canSeeProduct(ctx(caller), p));
/** What the API reads: the whole catalogue, from its configuration cache. */
const apiCatalogue = new Map(PRODUCTS.map((p) => [p.productId, p]));

const ofSection = (d: SectionDecision): Outcome =>
  d.kind === 'notFound' ? '404' : d.kind === 'forbidden' ? `${d.status}` : d.kind;

/** The product page: it only renders for a product of the web's catalogue (else its gate shows 404). */
function pageOutcome(caller: Caller, productId: string, section: ProductRouteSection): Outcome {
  const products = webCatalogue(caller);
  const p = products.find((x) => x.productId === productId);
  return p ? ofSection(sectionDecision(ctx(caller), p, section, products)) : '404';
}

/** The route guard, investor-profile checks off (they are per product, not per section). */
function guardOutcome(caller: Caller, productId: string, section: ProductRouteSection): string {
  const roles = CALLERS[caller];
  const user: GuardUser = { roles, twoFactorEnrolled: false, record: null };
  const r: RouteGuardResult = routeGuard({
    route: { kind: 'product', productId, section },
    path: `/products/${productId}/${section}`,
    user,
    site: { enable2FactorAuthentication: false, devSection: { enabled: false, products: [] } },
    platform: { userDefinedRoles, investorProfileChecksActivated: false },
    catalogue: { products: webCatalogue(caller) },
    storedProfile: null,
  });
  return r.kind === 'proceed' ? 'proceed' : r.to.page;
}

/** The API, for the sections that show an analysis mode: what every analytics call of that mode answers. */
function apiOutcome(caller: Caller, productId: string, section: ProductRouteSection): Outcome | null {
  const m = modeOfSection(section);
  if (!m) return null;
  const d = modeDecision(ctx(caller), apiCatalogue.get(productId), m, apiCatalogue);
  return d.kind === 'allow' ? 'allow' : `${d.status}`;
}

const GUARD_OF: Record<Outcome, string> = {
  allow: 'proceed',
  // The guard lets the page itself follow the use case's redirect.
  redirect: 'proceed',
  '404': 'notFound',
  '401': 'forbidden',
  '403': 'forbidden',
};

describe('one section decision for the route guard, the page and the API', () => {
  const rows = TABLE.flatMap(([productId, section, outcomes]) =>
    ORDER.flatMap((caller, i) => {
      const expected = outcomes[i];
      return expected ? [[productId, section, caller, expected] as const] : [];
    }),
  );

  it.each(rows)('%s / %s as %s -> %s', (productId, section, caller, expected) => {
    // The API decides over the whole catalogue, the web over the products it can read: same answer.
    expect(ofSection(sectionDecision(ctx(caller), find(productId), section, apiCatalogue))).toBe(expected);
    expect(pageOutcome(caller, productId, section)).toBe(expected);
    expect(guardOutcome(caller, productId, section)).toBe(GUARD_OF[expected]);
    const api = apiOutcome(caller, productId, section);
    if (api !== null) expect(api).toBe(expected);
  });

  it('has one outcome per caller kind in every row', () => {
    for (const [productId, section, outcomes] of TABLE)
      expect(outcomes.length, `${productId} ${section}`).toBe(ORDER.length);
  });
});

describe('helpers', () => {
  it('maps sections to the mode they show', () => {
    expect(modeOfSection('live-analysis')).toBe('live');
    expect(modeOfSection('internal-analysis')).toBe('internal');
    expect(modeOfSection('embedded/historical-stats-table')).toBe('historical');
    expect(modeOfSection('factsheet')).toBeUndefined();
    expect(modeOfSection('overview')).toBeUndefined();
  });

  it('knows which sections a product configures', () => {
    const b = find('fam-b');
    expect(productSectionExists(b, 'historical-analysis')).toBe(true);
    expect(productSectionExists(find('fam-a'), 'internal-analysis')).toBe(false);
    expect(productSectionExists(b, 'download-last-factsheet')).toBe(true);
    expect(productSectionExists(b, 'embedded/live-perf-table')).toBe(true);
  });

  it('finds the admins of a share class of the fund in the web list and in the API map alike', () => {
    for (const catalogue of [PRODUCTS, apiCatalogue]) {
      expect(administersShareClassOf(ctx('siblingAdmin'), find('fam-b'), catalogue)).toBe(true);
      expect(administersShareClassOf(ctx('productAdmin'), find('fam-b'), catalogue)).toBe(true);
      expect(administersShareClassOf(ctx('siblingAdmin'), find('other'), catalogue)).toBe(false);
      expect(administersShareClassOf(ctx('unrelatedAdmin'), find('fam-b'), catalogue)).toBe(false);
      expect(administersShareClassOf(ctx('admin'), find('fam-b'), catalogue)).toBe(false);
    }
    // A sibling the catalogue does not hold cannot tell the fund.
    expect(administersShareClassOf(ctx('siblingAdmin'), find('fam-b'), [find('fam-b')])).toBe(false);
  });

  it('offers on the overview the sections the caller can open, redirects included', () => {
    const offered = (caller: Caller) => openableSections(ctx(caller), find('fam-b'), webCatalogue(caller));
    expect(offered('guest')).toEqual([
      'overview',
      'live-analysis',
      'use-case',
      'documents',
      'download-document',
      'download-last-factsheet',
    ]);
    // The sibling's admin passes every rule of fam-b: every section, in the order of the menu.
    expect(offered('siblingAdmin')).toEqual(PRODUCT_ROUTE_SECTIONS);
  });
});
