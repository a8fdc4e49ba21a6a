import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { browserSuite, type BrowserSuite } from '../support/browser-suite.js';
import { shot } from '../support/browser.js';

// Seed 000 §4 step 6: the share class last viewed in a family is the one a link to the family opens. The demo
// tenant's Global Equity fund has three classes; A CHF is the default.
const tenant = loadTenant('demo');
const product = (id: string) => {
  const p = tenant.catalogue.products.find((x) => x.productId === id);
  if (!p) throw new Error(`no demo product ${id}`);
  return p;
};
const DEFAULT_CLASS = product('global-equity-chf');
const OTHER_CLASS = product('global-equity-eur-h');

const suite: BrowserSuite = browserSuite();

/** The navigation's one entry for the Global Equity family (its label names the class it opens). */
const familyEntry = (page: Page) =>
  page.getByRole('region', { name: 'Products', exact: true }).getByRole('link', { name: /^Global Equity/ });

describe('remembered share class (seed 000 §4 step 6)', () => {
  it('opens the class last viewed when the family is followed from the navigation', async () => {
    const page = await suite.newPage();

    // A first visit knows nothing yet: the family's entry opens the default class.
    await page.goto(`${HOSTING_URL}/`);
    await expect
      .poll(() => familyEntry(page).getAttribute('href'), { timeout: 20_000 })
      .toBe(`/products/${DEFAULT_CLASS.productId}/overview`);

    // Viewing another class of the family (a link that names that class) remembers it...
    await page.goto(`${HOSTING_URL}/products/${OTHER_CLASS.productId}/overview`);
    await page.getByRole('heading', { name: OTHER_CLASS.productName }).first().waitFor();

    // ...so that, on a later page load, the family's entry opens that class.
    await page.goto(`${HOSTING_URL}/`);
    await expect
      .poll(() => familyEntry(page).getAttribute('href'), { timeout: 20_000 })
      .toBe(`/products/${OTHER_CLASS.productId}/overview`);
    await familyEntry(page).click();
    await page.waitForURL((url) => url.pathname === `/products/${OTHER_CLASS.productId}/overview`);
    await page.getByRole('heading', { name: OTHER_CLASS.productName }).first().waitFor();
    expect(await familyEntry(page).innerText()).toContain(
      OTHER_CLASS.productShortName ?? OTHER_CLASS.productName,
    );
    await page.screenshot({ path: shot('share-class-memory-nav') });
  });
});
