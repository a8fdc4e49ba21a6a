import { LANGUAGES, modesOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { listTenants, loadTenant } from './tenants.js';

/*
 * Every tenant's files held to the facts seed 001 gives about it (issue 26 item 7), so a tenant edited by hand cannot
 * drift from the specification again. The expected values are copied from the seed text into the one table below,
 * each with the section it comes from; what the seed leaves open ("not shown", "invented" in a tenant's README) is not
 * asserted here.
 */

/** The seed's role names (seed 001 §6 "Roles named"); custom roles come on top, from a tenant's platform settings. */
const SEED_ROLES = [
  'guest',
  'insight',
  'viewer',
  'alvolaCHF',
  'lifeSciencesToolsAndServices',
  'employee',
  'admin',
  'superAdmin',
];

interface SeedFacts {
  terms: { law: string; jurisdiction: string; termsDate: string };
  privacyPolicyDate: string;
  replyTime: Record<(typeof LANGUAGES)[number], RegExp>;
  microsoftTenants: readonly string[];
  twoFactorTenants: readonly string[];
  customPrivacyPolicyTenants: readonly string[];
  langInUrlTenants: readonly string[];
  devSectionTenants: readonly string[];
  numberOfProductsToShow: number;
  defaultTenantRoles: readonly string[];
  tenantRoles: Readonly<Record<string, readonly string[]>>;
  rolesNotShown: readonly string[];
  publicFactsheetTenants: readonly string[];
  funds: Readonly<Record<string, number>>;
  products: Readonly<Record<string, number>>;
}

const SEED: SeedFacts = {
  /** §9 "Knowledge base and legal content": "Swiss law, jurisdiction Lausanne; dated 3 Feb 2022". */
  terms: { law: 'Swiss', jurisdiction: 'Lausanne', termsDate: '2022-02-03' },
  /** §9 same paragraph: the privacy policy "dated 31 Aug 2023" (the reading the platform follows). */
  privacyPolicyDate: '2023-08-31',
  /** §9 same paragraph: "Contact replies within 1-2 business days", written per language. */
  replyTime: {
    en: /\b1-2 business days\b/,
    de: /\b1-2 Arbeitstagen\b/,
    fr: /\b1 à 2 jours ouvrables\b/,
    pt: /\b1 a 2 dias úteis\b/,
  },
  /** §1: "Google is offered for all tenants; one tenant (the Alquant-type one) also offers Microsoft." */
  microsoftTenants: ['alquant'],
  /** §3 "Tenant site settings": two-factor authentication and a custom privacy policy path (BCF). */
  twoFactorTenants: ['bcf'],
  customPrivacyPolicyTenants: ['bcf'],
  /** §2 and §3: the language in the URL (BCF, Bonhôte). */
  langInUrlTenants: ['bcf', 'bonhote'],
  /** §2: the development section 'Products (dev)' (the Alquant-type tenant). */
  devSectionTenants: ['alquant'],
  /** §9 "Other constants": 6 products shown where filtering is enabled. */
  numberOfProductsToShow: 6,
  /** §6 "Tenant roles": most tenants allow only superAdmin and admin; these the seed names otherwise. */
  defaultTenantRoles: ['superAdmin', 'admin'],
  tenantRoles: {
    alphax: ['superAdmin', 'admin', 'viewer'],
    calmgard: ['superAdmin', 'admin', 'viewer'],
    k1p: ['superAdmin', 'admin', 'viewer'],
    'bi-capital': ['superAdmin', 'admin', 'viewer'],
    alquant: ['superAdmin', 'admin', 'employee', 'alvolaCHF', 'lifeSciencesToolsAndServices'],
  },
  /**
   * §6 "Roles for other tenants: not shown": the demo (Demo AM, §2) keeps roles the seed names plus its custom role.
   * Listed so the default of §6 is not applied to it.
   */
  rolesNotShown: ['demo'],
  /** §6 "Factsheets": these tenants' factsheets need no login (every product). */
  publicFactsheetTenants: ['lakefield', 'mirante', 'ssi', 'one-swiss-bank', 'dmc'],
  /**
   * §9 "Tenant catalogues": a fund is a share-class family (§1: classes of one fund share a root id), so funds count
   * distinct roots; Helvetische Bank and K1P are counted in products.
   */
  funds: { msm: 6, 'one-swiss-bank': 1, openfunds: 19, dppt: 11, ssi: 5, uti: 6 },
  products: { 'helvetische-bank': 29, k1p: 3 },
};

const tenants = listTenants().map((id) => loadTenant(id));

describe.each(tenants.map((t) => [t.id, t] as const))('tenant %s, as seed 001 gives it', (id, t) => {
  const { settings, catalogue, help, platform } = t;

  it('has the terms of use and privacy policy of the seed (§9)', () => {
    expect(settings.legal).toEqual({ ...SEED.terms, privacyPolicyDate: SEED.privacyPolicyDate });
    if (help.privacyPolicy) expect(help.privacyPolicy.updated).toBe(SEED.privacyPolicyDate);
  });

  it('answers contact messages within 1-2 business days, in all four languages (§9)', () => {
    if (!settings.help.contact) return;
    for (const lang of LANGUAGES) expect(help.contact?.replyTime[lang]).toMatch(SEED.replyTime[lang]);
  });

  it('offers Google, and Microsoft only where the seed gives it (§1)', () => {
    expect(settings.allowedLoginMethods).toContain('google');
    expect(settings.allowedLoginMethods.includes('microsoft')).toBe(SEED.microsoftTenants.includes(id));
  });

  it('names no role the seed does not, besides its own custom roles (§6)', () => {
    const known = [...SEED_ROLES, ...platform.iam.userDefinedRoles.map((r) => r.name)];
    const productRoles = catalogue.products.flatMap((p) => [
      ...(p.allowedRoles ?? []),
      ...(p.factsheet?.allowedRoles ?? []),
      ...modesOf(p).flatMap((m) => m.allowedRoles ?? []),
    ]);
    for (const role of [...settings.possibleRoles, ...settings.allowedRoles, ...productRoles]) {
      expect(known, `role "${role}"`).toContain(role);
    }
    if (!SEED.rolesNotShown.includes(id)) {
      expect([...settings.allowedRoles].sort()).toEqual(
        [...(SEED.tenantRoles[id] ?? SEED.defaultTenantRoles)].sort(),
      );
    }
  });

  it('has the flags the seed names for it, and no other tenant has them (§2, §3, §9)', () => {
    expect(settings.enable2FactorAuthentication).toBe(SEED.twoFactorTenants.includes(id));
    expect(settings.customPrivacyPolicyPath !== undefined).toBe(SEED.customPrivacyPolicyTenants.includes(id));
    expect(settings.langInUrl).toBe(SEED.langInUrlTenants.includes(id));
    expect(settings.devSection.enabled).toBe(SEED.devSectionTenants.includes(id));
    if (settings.withProductsFilteringAbility) {
      expect(settings.numberOfProductsToShow).toBe(SEED.numberOfProductsToShow);
    }
  });

  it('publishes factsheets without login where the seed says so (§6)', () => {
    if (!SEED.publicFactsheetTenants.includes(id)) return;
    for (const p of catalogue.products) expect(p.factsheet?.needLoginToSee, p.productId).toBe(false);
  });

  it('has the catalogue size of the seed (§9 "Tenant catalogues")', () => {
    const funds = new Set(catalogue.products.map((p) => p.productShareClassRoot)).size;
    if (SEED.funds[id] !== undefined) expect(funds).toBe(SEED.funds[id]);
    if (SEED.products[id] !== undefined) expect(catalogue.products).toHaveLength(SEED.products[id]);
  });
});

describe('the seed fact table', () => {
  it('names only tenants that exist', () => {
    const ids = tenants.map((t) => t.id);
    const named = [
      ...SEED.microsoftTenants,
      ...SEED.twoFactorTenants,
      ...SEED.langInUrlTenants,
      ...SEED.devSectionTenants,
      ...SEED.rolesNotShown,
      ...SEED.publicFactsheetTenants,
      ...Object.keys(SEED.tenantRoles),
      ...Object.keys(SEED.funds),
      ...Object.keys(SEED.products),
    ];
    for (const id of named) expect(ids).toContain(id);
  });
});
