import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactsIssues, detailsIssues, keyCharacteristicsIssues, priceSeriesIdFor } from '@portal/domain';
import { listTenants, loadTenant, TenantConfigError } from './tenants.js';

const fixtures = (kind: 'ok' | 'not-ok') => ({ baseDir: join(import.meta.dirname, 'fixtures', kind) });

/** The problems of a fixture tenant that must fail to load. */
function problemsOf(id: string): readonly string[] {
  try {
    loadTenant(id, fixtures('not-ok'));
  } catch (error) {
    if (error instanceof TenantConfigError) return error.problems;
    throw error;
  }
  throw new Error(`fixture ${id} loaded without error`);
}

describe('loadTenant on fixtures', () => {
  it('loads a valid tenant with defaults applied', () => {
    const t = loadTenant('mini', fixtures('ok'));
    expect(t.id).toBe('mini');
    expect(t.catalogue.products.map((p) => p.productId)).toEqual(['fund-a-chf', 'fund-a-eur']);
    expect(t.settings.numberOfProductsToShow).toBe(6);
    expect(t.platform.iam.userDefinedRoles[0]?.name).toBe('fundManagers');
  });

  it('lists fixture tenants by folder', () => {
    expect(listTenants(fixtures('ok'))).toEqual(['mini']);
    expect(listTenants(fixtures('not-ok'))).toContain('two-defaults');
  });

  it('names file, path and product when a share-class root has two defaults', () => {
    expect(problemsOf('two-defaults')).toEqual([
      'products.json:products[0] (fund-a-chf).isDefaultShareClass: share-class root "fund-a" needs exactly one default ' +
        'share class (found 2)',
    ]);
  });

  it('reports an unknown benchmark with the mode and index', () => {
    expect(problemsOf('unknown-benchmark')).toEqual([
      'products.json:products[1] (fund-a-eur).live.benchmarks[1]: unknown benchmark "msci-mars"',
    ]);
  });

  it('rejects an impossible date', () => {
    expect(problemsOf('bad-date')).toEqual([
      'products.json:products[1] (fund-a-eur).inceptionDate: not a calendar date',
    ]);
  });

  it('rejects a role name with a colon', () => {
    expect(problemsOf('colon-role')).toEqual([
      'products.json:products[0] (fund-a-chf).allowedRoles[1]: a role name must not contain a colon',
    ]);
  });

  it('cross-checks platform.json against the catalogue and the languages', () => {
    expect(problemsOf('platform-mismatch')).toEqual([
      'platform.json:iam.userDefinedRoles[0] (fundManagers).allowedProductIds[1]: unknown product "fund-z"',
      'platform.json:compliance.de: missing (the tenant offers this language)',
    ]);
  });

  it('names page components the site does not have, and a product page without its product', () => {
    const known = 'alpinum-use-case, alvola-launch, largest-drawdowns';
    expect(problemsOf('page-components')).toEqual([
      'tenant.json extraSections[0].pages[0].productId: missing ("largest-drawdowns" shows the data of one product)',
      `tenant.json extraSections[0].pages[1].component: "no-such-page" is not a page component the site has (${known})`,
      `products.json fund-a-eur: useCase.componentPath "fund-a-story" is not a page component the site has (${known})`,
    ]);
  });

  it('collects the problems of every file before failing', () => {
    const problems = problemsOf('several');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^tenant\.json:numberOfProductsToShow: /);
    expect(problems[1]).toMatch(
      /^products\.json:products\[0\] \(fund-a-chf\)\.live\.perfStats\[1\]: Invalid option/,
    );
  });

  it('reports unreadable and missing files by name', () => {
    expect(problemsOf('broken-json')).toEqual([expect.stringMatching(/^products\.json: not valid JSON/)]);
    expect(problemsOf('missing-file')).toEqual([expect.stringMatching(/^platform\.json: file is missing/)]);
  });

  it('puts every problem on its own line of the message', () => {
    try {
      loadTenant('platform-mismatch', fixtures('not-ok'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TenantConfigError);
      expect((error as Error).message.split('\n')).toEqual([
        'tenant "platform-mismatch" has 2 problem(s):',
        '  - platform.json:iam.userDefinedRoles[0] (fundManagers).allowedProductIds[1]: unknown product "fund-z"',
        '  - platform.json:compliance.de: missing (the tenant offers this language)',
      ]);
    }
  });

  it('fails clearly for an unknown tenant', () => {
    expect(() => loadTenant('nope', fixtures('ok'))).toThrow(/folder .*nope does not exist/);
  });
});

describe('the demo tenant', () => {
  const demo = loadTenant('demo');
  const products = demo.catalogue.products;
  const byId = new Map(products.map((p) => [p.productId, p]));

  it('is listed and valid', () => {
    expect(listTenants()).toContain('demo');
    expect(demo.settings.orgName).toBe('Demo AM');
    expect(demo.settings.availableLanguages[0]).toBe('en');
    // Seed 001 §1: Microsoft sign-in is the Alquant-type tenant's alone (tenant-seed-facts.test.ts).
    expect(demo.settings.allowedLoginMethods).toEqual(['emailPassword', 'google']);
  });

  it('has a three-class family with exactly one default, in CHF, EUR and USD', () => {
    const family = products.filter((p) => p.productShareClassRoot === 'global-equity');
    expect(family.map((p) => p.currency).sort()).toEqual(['CHF', 'EUR', 'USD']);
    expect(family.filter((p) => p.isDefaultShareClass)).toHaveLength(1);
  });

  it('covers the special cases the seed is meant to exercise', () => {
    const multi = byId.get('multi-asset-dynamic');
    expect(multi?.live && multi.historical && multi.internal).toBeTruthy();
    expect(multi?.internal?.weightedComponents?.reduce((a, c) => a + c.weight, 0)).toBeCloseTo(1, 9);
    expect(products.some((p) => p.general.hidden)).toBe(true);
    expect(products.some((p) => p.oldDataEndDate === '2018-10-24')).toBe(true);
    expect(products.some((p) => p.live?.updateFrequency === 'monthly')).toBe(true);
    const alpinum = products.find((p) => p.productName.startsWith('Alpinum'));
    expect(alpinum).toMatchObject({ lockedBehindLogin: true, inceptionDate: '2021-06-02' });
    expect(alpinum?.useCase).toEqual({ componentPath: 'alpinum-use-case' });
    expect(products.some((p) => p.allowedRoles?.join() === 'viewer,admin,superAdmin')).toBe(true);
  });

  it('keeps the content rules the editor enforces, so a seeded tab saves as it stands', () => {
    const problems = products.flatMap((p) => {
      const langs = p.availableLanguages;
      return [
        ...detailsIssues(p.details, langs),
        ...keyCharacteristicsIssues(p.keyCharacteristics, langs),
        ...contactsIssues(
          p.contacts.map((c) => ({
            name: c.name,
            role: c.role,
            email: c.email ?? '',
            phone: c.phone ?? '',
            image: c.image ?? null,
            additionalText: c.additionalText,
          })),
          langs,
        ),
      ].map((issue) => `${p.productId}: ${JSON.stringify(issue)}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives every series a distinct id', () => {
    const ids = products.flatMap((p) =>
      (['live', 'historical', 'internal'] as const).filter((m) => p[m]).map((m) => priceSeriesIdFor(p, m)),
    );
    ids.push(...demo.catalogue.benchmarks.map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
