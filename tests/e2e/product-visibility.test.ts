import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { launchBrowser, shot, signInThroughLoginPage, withInvestorProfile } from '../support/browser.js';

// The product list each role gets from Firestore under firestore.rules (rules are not filters: the web asks for open
// products, for products of the roles held, and for administered products one by one). Demo tenant, seeded.
const tenant = loadTenant('demo');
const accounts = loadDemoAccounts('demo');
const nameOf = (id: string) => {
  const p = tenant.catalogue.products.find((x) => x.productId === id);
  if (!p) throw new Error(`no demo product ${id}`);
  return p.productName;
};
const VIEWER_ONLY = nameOf('us-equity-airbag');
const OPEN = nameOf('global-equity-chf');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Visit {
  page: Page;
  /** Console errors of the product list (a query refused by the rules would be logged here). */
  listErrors: string[];
}

async function visit(label: string | null): Promise<Visit> {
  const context = await withInvestorProfile(
    await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } }),
  );
  const page = await context.newPage();
  const listErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /product list|permission/i.test(m.text())) listErrors.push(m.text());
  });
  if (label) {
    const a = accounts.find((x) => x.label === label);
    if (!a) throw new Error(`no demo account ${label}`);
    await signInThroughLoginPage(page, a.email, a.password);
  }
  await page.goto(`${HOSTING_URL}/`);
  return { page, listErrors };
}

async function productNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await table.getByRole('link').first().waitFor({ timeout: 20_000 });
  const more = page.getByRole('button', { name: /Show more/ });
  if (await more.isVisible()) await more.click();
  return table.locator('tbody tr td:first-child a').allInnerTexts();
}

describe('product list per role (firestore.rules)', () => {
  const cases: { label: string | null; sees: string[]; misses: string[] }[] = [
    { label: null, sees: [OPEN], misses: [VIEWER_ONLY] },
    { label: 'investor', sees: [OPEN], misses: [VIEWER_ONLY] },
    { label: 'viewer', sees: [OPEN, VIEWER_ONLY], misses: [] },
    { label: 'productAdmin', sees: [OPEN, nameOf('alpinum-absolute-return')], misses: [VIEWER_ONLY] },
    { label: 'employee', sees: [OPEN, VIEWER_ONLY], misses: [] },
  ];
  for (const c of cases) {
    it(`lists what a ${c.label ?? 'guest'} may see, without a refused query`, async () => {
      const { page, listErrors } = await visit(c.label);
      const names = await productNames(page);
      for (const name of c.sees) expect(names).toContain(name);
      for (const name of c.misses) expect(names).not.toContain(name);
      expect(listErrors).toEqual([]);
      await page.screenshot({ path: shot(`product-list-${c.label ?? 'guest'}`), fullPage: true });
      await page.context().close();
    });
  }
});
