import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  ANALYSIS_SECTION_OF_MODE,
  API,
  factsheetLanguages,
  urlTemplateOf,
  listedProducts,
  modesOf,
  sectionDecision,
  type AccessContext,
  type AnalysisSection,
  type ProductConfig,
  type ProductRouteSection,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampFunctionsTenant } from '../../functions/tenant-stamp.js';
import { HOSTING_URL, waitForApiCatalogue } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { listTenants, loadTenant, repoRoot, type LoadedTenant } from '../../scripts/lib/tenants.js';
import { stampWebDist } from '../../scripts/lib/web-tenant.js';
import { seedTenant } from '../../scripts/seed.js';
import { emulatorProjectId } from '../support/api-emulators.js';
import { signInWithPassword } from '../support/api-users.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { checkTaggedPdf, summarizeReport } from '../support/pdf-conformance.js';
import { browserSuite } from '../support/browser-suite.js';

/*
 * Every tenant of tenants/ (issue 13 item 5), in one emulator boot: the built web app and functions are re-stamped
 * for the tenant (scripts/lib/web-tenant.ts, functions/tenant-stamp.ts: the running functions read the new tenant
 * file at once), the tenant is seeded into the running emulators, and a guest's browser checks its home
 * page, one product's overview and analysis, and one access rule particular to that tenant, computed from its own
 * configuration by the domain's route guard (a redirect, a language in the URL, a hidden or dev product, a
 * role-restricted product or tab, a login-required factsheet, else a factsheet public to guests). The demo tenant has its own suites (tests/e2e) and
 * is stamped and seeded back at the end. `TENANTS=a,b` runs a subset.
 */

const project = emulatorProjectId();
const webDist = join(repoRoot, 'web', 'dist');
const functionsDist = join(repoRoot, 'functions', 'dist');
const only = process.env.TENANTS?.split(',').map((t) => t.trim());
const ALL = listTenants().filter((id) => id !== 'demo' && (!only || only.includes(id)));
/**
 * `npm test` runs a sample to stay well inside the CI time budget (each tenant takes ~20 s: seed, first loads):
 * Alquant (the richest configuration) and 4 others chosen by the commit under test, so a commit always runs the same
 * tenants (a run cannot pass today and fail tomorrow) while successive commits rotate through all of them.
 * `npm run test:tenants` (TENANT_SWEEP=all) or `TENANTS=a,b` runs the ones asked for.
 */
const SAMPLE = 5;
/** A number fixed by the commit under test (0 outside a git checkout). */
function commitSeed(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return Number.parseInt(head.slice(0, 8), 16) || 0;
  } catch {
    return 0;
  }
}
function sample(ids: readonly string[]): string[] {
  if (only || process.env.TENANT_SWEEP === 'all' || ids.length <= SAMPLE) return [...ids];
  const rest = ids.filter((id) => id !== 'alquant');
  const start = (commitSeed() * (SAMPLE - 1)) % rest.length;
  const picked = Array.from({ length: SAMPLE - 1 }, (_, i) => rest[(start + i) % rest.length] ?? '');
  return [...(ids.includes('alquant') ? ['alquant'] : []), ...picked].sort();
}
const TENANTS = sample(ALL);
console.log(`tenant sweep: ${TENANTS.join(', ')} (${TENANTS.length} of ${ALL.length})`);
const GUEST: AccessContext = { roles: ['guest'], userDefinedRoles: [] };
const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

/** Serves `tenantId` from the running emulators: stamped builds, seeded data, the API reloaded. */
async function serveTenant(tenantId: string): Promise<LoadedTenant> {
  const tenant = loadTenant(tenantId);
  await suite.closePages();
  stampWebDist(webDist, tenantId, { projectId: project, prune: false });
  stampFunctionsTenant(functionsDist, tenantId);
  await seedTenant({ tenantId, projectId: project });
  await waitForApiCatalogue(tenant.catalogue.products.length, 60_000, tenantId);
  return tenant;
}

afterAll(async () => {
  if (TENANTS.length > 0) await serveTenant('demo');
}, 120_000);

/** The page language of the sweep: English where the tenant has it, else its first language. */
const langOf = (t: LoadedTenant) =>
  t.settings.availableLanguages.includes('en') ? 'en' : (t.settings.availableLanguages[0] ?? 'en');
/** A path as the tenant's site spells it (the language first with `langInUrl`). */
const at = (t: LoadedTenant, path: string) => (t.settings.langInUrl ? `/${langOf(t)}${path}` : path);

interface GuardCase {
  what: string;
  path: string;
  expect:
    { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'login' } | { kind: 'publicFactsheet' };
}

/**
 * The access rule a guest meets that is most particular to the tenant: its own redirects first, then a language in
 * the URL, then what the route guard decides for its products (hidden or dev, login lock, roles on the product or a
 * tab, a use-case redirect, a login-required factsheet).
 */
function guardCase(t: LoadedTenant): GuardCase {
  const redirect = t.settings.redirects[0];
  if (redirect) {
    const section = 'overview';
    return {
      what: `redirect ${redirect.from}`,
      path: at(t, redirect.from.replace('{section}', section)),
      expect: { kind: 'redirect', to: at(t, redirect.to.replace('{section}', section)) },
    };
  }
  if (t.settings.langInUrl) {
    return { what: 'language in the URL', path: '/', expect: { kind: 'redirect', to: `/${langOf(t)}` } };
  }
  const products = t.catalogue.products;
  const candidates: GuardCase[] = [];
  for (const p of products) {
    const sections: ProductRouteSection[] = [
      'overview',
      ...modesOf(p).map((m) => ANALYSIS_SECTION_OF_MODE[m.mode]),
      'use-case',
      'factsheet',
    ];
    for (const section of sections) {
      const d = sectionDecision(GUEST, p, section, products);
      const path = at(t, `/products/${p.productId}/${section}`);
      if (d.kind === 'redirect')
        candidates.push({
          what: `${p.productId} use case`,
          path,
          expect: { kind: 'redirect', to: at(t, d.to) },
        });
      if (d.kind === 'notFound' && d.reason === 'hiddenProduct')
        candidates.push({ what: `hidden ${p.productId}`, path, expect: { kind: 'notFound' } });
      if (d.kind === 'forbidden')
        candidates.push({
          what: `${p.productId} ${section} needs a sign-in`,
          path,
          expect: { kind: 'login' },
        });
      // A factsheet that needs no login (seed 001 §6): a guest reads it.
      if (section === 'factsheet' && d.kind === 'allow' && p.factsheet?.needLoginToSee === false)
        candidates.push({
          what: `${p.productId} public factsheet`,
          path,
          expect: { kind: 'publicFactsheet' },
        });
    }
  }
  const RANK = { redirect: 0, notFound: 1, login: 2, publicFactsheet: 3 } as const;
  const rank = (c: GuardCase) => RANK[c.expect.kind];
  const best = candidates.sort((a, b) => rank(a) - rank(b))[0];
  if (!best) throw new Error(`${t.id}: no access rule to check for a guest`);
  return best;
}

/** The product a guest opens: the first of the home order that has a live tab, else the first visible one. */
function showcase(t: LoadedTenant): { product: ProductConfig; section: AnalysisSection } {
  const visible = listedProducts(GUEST, t.catalogue.products);
  const ordered = [
    ...t.settings.products.flatMap((id) => visible.filter((p) => p.productId === id)),
    ...visible,
  ];
  for (const product of ordered) {
    for (const mode of ['live', 'historical'] as const) {
      const section = ANALYSIS_SECTION_OF_MODE[mode];
      if (product[mode] && sectionDecision(GUEST, product, section, t.catalogue.products).kind === 'allow')
        return { product, section };
    }
  }
  throw new Error(`${t.id}: no product a guest may analyse`);
}

/** The demo account of a tenant with the given roles exactly, holding the dev-section claim or not. */
function accountWith(tenantId: string, roles: readonly string[], devSection = false) {
  const a = loadDemoAccounts(tenantId).find(
    (x) =>
      x.devSection === devSection &&
      x.roles.length === roles.length &&
      roles.every((r) => x.roles.includes(r)),
  );
  if (!a) throw new Error(`${tenantId}: no demo account with roles ${roles.join(', ')}`);
  return a;
}

/**
 * Seed 001 §2: "Products (dev)" is visible only to users who pass the development section's own check (staff whose
 * token carries the devSection claim, not a role): its menu lists each dev product with its sub-pages, which open;
 * an admin without the claim sees no such menu and is refused the pages.
 */
async function checkDevSection(t: LoadedTenant): Promise<void> {
  const devId = t.settings.devSection.products[0] ?? '';
  const dev = t.catalogue.products.find((p) => p.productId === devId);
  if (!dev) throw new Error(`${t.id}: dev product ${devId} is not in the catalogue`);
  const developer = accountWith(t.id, ['admin'], true);
  const page = await suite.newPage({ locale: 'en-US' });
  await signInThroughLoginPage(page, developer.email, developer.password);
  const menu = page.getByRole('region', { name: 'Products (dev)' });
  await menu.getByText(dev.productName).click();
  await menu.getByRole('link', { name: 'Analysis' }).first().click();
  await page.waitForURL((u) => u.pathname === at(t, `/products-dev/${devId}/live-analysis`));
  await page
    .getByTestId('card-cumulativeReturns')
    .locator('svg path[stroke]')
    .first()
    .waitFor({ timeout: 30_000 });
  await page.screenshot({ path: shot(`tenant-${t.id}-dev-section`), fullPage: true });

  const admin = accountWith(t.id, ['admin']);
  const other = await suite.newPage({ locale: 'en-US' });
  await signInThroughLoginPage(other, admin.email, admin.password);
  expect(await other.getByRole('region', { name: 'Products (dev)' }).count()).toBe(0);
  await visit(other, at(t, `/products-dev/${devId}/overview`));
  await other.waitForURL((u) => u.pathname === at(t, '/error-403'));
}

/**
 * Seed 001 §1: Microsoft sign-in where the tenant offers it (Alquant alone). An e-mail registered with a password
 * is refused with Microsoft (seed 000 §8 "already registered with another sign-in method"): nobody is signed in,
 * the Microsoft identity the provider merged into the account is unlinked again, and the password still works.
 */
async function checkMicrosoftSignIn(t: LoadedTenant): Promise<void> {
  const account = accountWith(t.id, ['admin']);
  const page = await suite.newPage({ locale: 'en-US' });
  await visit(page, at(t, '/auth/login'));
  await page.getByLabel(/^Test account\s*\*?$/).fill(account.email);
  await page.getByRole('button', { name: 'Microsoft (emulator test account)' }).click();
  await page
    .getByText('This e-mail address is already registered with another sign-in method.')
    .waitFor({ timeout: 20_000 });
  await page.screenshot({ path: shot(`tenant-${t.id}-microsoft-other-provider`), fullPage: true });
  expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  const user = await suite.admin.auth.getUserByEmail(account.email);
  expect(user.providerData.map((p) => p.providerId)).toEqual(['password']);
  await signInThroughLoginPage(page, account.email, account.password);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${HOSTING_URL}${path}`);
}

for (const id of TENANTS) {
  describe(`tenant ${id}`, () => {
    let tenant: LoadedTenant;
    beforeAll(async () => {
      tenant = await serveTenant(id);
    }, 120_000);

    it('shows its home page, a product overview and its analysis to a guest', async () => {
      const { product, section } = showcase(tenant);
      const page = await suite.newPage({
        locale: langOf(tenant) === 'en' ? 'en-US' : `${langOf(tenant)}-CH`,
      });
      await visit(page, at(tenant, '/'));
      await expect.poll(() => page.title()).toBe(tenant.settings.orgName);
      await page.getByText(product.productName, { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: shot(`tenant-${id}-home`), fullPage: true });

      await visit(page, at(tenant, `/products/${product.productId}/overview`));
      await page.getByRole('heading', { name: product.productName }).first().waitFor();

      await visit(page, at(tenant, `/products/${product.productId}/${section}`));
      const chart = page.getByTestId('card-cumulativeReturns');
      await chart.locator('svg path[stroke]').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: shot(`tenant-${id}-analysis`), fullPage: true });
    });

    it('applies its own access rule to a guest', async () => {
      const c = guardCase(tenant);
      // English pages (every tenant offers English): the texts below are the English ones.
      const page = await suite.newPage({ locale: 'en-US' });
      await visit(page, c.path);
      if (c.expect.kind === 'redirect') {
        const to = c.expect.to;
        await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === to.replace(/\/$/, ''), {
          timeout: 20_000,
        });
      } else if (c.expect.kind === 'notFound') {
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      } else if (c.expect.kind === 'login') {
        await page.getByText('Please log in or register.').waitFor();
      } else {
        await page.locator('[data-testid="factsheet-page"][data-page="1"]').waitFor({ timeout: 30_000 });
      }
      await page.screenshot({ path: shot(`tenant-${id}-guard`), fullPage: true });
      // A tenant with a development section (Alquant): only staff holding its authorisation see it.
      if (tenant.settings.devSection.enabled) await checkDevSection(tenant);
      // The tenant offering Microsoft sign-in (Alquant, seed 001 §1): the provider's particular refusal.
      if (tenant.settings.allowedLoginMethods.includes('microsoft')) await checkMicrosoftSignIn(tenant);
      // A tenant with its own privacy policy (BCF): the footer link leads to that text.
      const policy = tenant.help.privacyPolicy;
      const policyPath = tenant.settings.customPrivacyPolicyPath;
      if (policy && policyPath) {
        await visit(page, at(tenant, '/'));
        await page.getByRole('link', { name: 'Privacy policy' }).click();
        await page.waitForURL((u) => u.pathname === at(tenant, policyPath));
        const first = policy.sections[0]?.title.en ?? '';
        await page.getByRole('heading', { name: new RegExp(first) }).waitFor();
      }
    });

    it('draws one of its factsheets, in its own brand and layout, as a tagged PDF declaring PDF/A-2a', async () => {
      const product = tenant.catalogue.products.find((p) => p.factsheet && factsheetLanguages(p).length > 0);
      if (!product) throw new Error(`${id}: no product with a factsheet`);
      const lang = factsheetLanguages(product)[0] ?? 'en';
      const admin = accountWith(id, ['admin']);
      const token = await signInWithPassword(admin.email, admin.password);
      const path = urlTemplateOf(API.factsheetPdf).replace('{id}', encodeURIComponent(product.productId));
      const res = await fetch(`${HOSTING_URL}${path}?lang=${lang}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const report = await checkTaggedPdf(new Uint8Array(await res.arrayBuffer()));
      expect(report.problems, summarizeReport(report)).toEqual([]);
      expect(report.lang).toBe(lang);
      expect(report.xmp).toMatchObject({ pdfaPart: 2, pdfaConformance: 'A' });
    });
  });
}
