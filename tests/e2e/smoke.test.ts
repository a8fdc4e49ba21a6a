import { listedProducts, type ProductConfig } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { launchBrowser, shot, signInThroughLoginPage, withInvestorProfile } from '../support/browser.js';

// Smoke test of the seeded demo tenant in headless Chromium, served by the Hosting emulator with the real API.
const tenant = loadTenant('demo');
const accounts = loadDemoAccounts('demo');
const account = (label: string) => {
  const a = accounts.find((x) => x.label === label);
  if (!a) throw new Error(`no demo account ${label}`);
  return a;
};
const guestVisible: ProductConfig[] = listedProducts(
  { roles: ['guest'], userDefinedRoles: [] },
  tenant.catalogue.products,
);
const hiddenForGuest = tenant.catalogue.products.filter((p) => !guestVisible.includes(p));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function newPage(): Promise<Page> {
  const context = await withInvestorProfile(
    await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } }),
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

async function productTableNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await table.getByRole('link').first().waitFor();
  const more = page.getByRole('button', { name: /Show more/ });
  if (await more.isVisible()) await more.click();
  return table.locator('tbody tr td:first-child a').allInnerTexts();
}

describe('demo portal, guest', () => {
  it('lists the visible products with their key numbers, and switches language', async () => {
    expect(guestVisible.length).toBeGreaterThan(3);
    expect(hiddenForGuest.length).toBeGreaterThan(0);
    const page = await newPage();
    await page.goto(`${HOSTING_URL}/`);
    await page.getByRole('heading', { name: 'Our products' }).waitFor();

    const names = await productTableNames(page);
    expect(names.sort()).toEqual(guestVisible.map((p) => p.productName).sort());
    for (const p of hiddenForGuest) expect(names).not.toContain(p.productName);

    // The flagship row carries a formatted last price, a date and a signed YTD from the API.
    const flagship = guestVisible.find((p) => !p.lockedBehindLogin);
    if (!flagship) throw new Error('no open product');
    const row = page.getByRole('row', { name: new RegExp(flagship.productName) });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/\d{1,3}(,\d{3})*\.\d{2}/);
    expect(await row.innerText()).toMatch(/[+\-−]\d+\.\d{2}%/);
    await page.screenshot({ path: shot('home-guest-en'), fullPage: true });

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Unsere Produkte' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
    await page.screenshot({ path: shot('home-guest-de'), fullPage: true });
    await page.context().close();
  });

  it('serves key numbers without hidden products', async () => {
    const ids = tenant.catalogue.products.map((p) => p.productId);
    const url = `${HOSTING_URL}/api/products/key-numbers?product_ids=${ids.join(',')}`;
    type Items = { items: { productId: string; lastPrice: number | null }[] };
    // A visitor who declared a profile every public product admits (the demo checks profiles in every language).
    const res = await fetch(`${url}&lang=en&investor_profile=professional&country=CH`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Items;
    expect(body.items.map((i) => i.productId).sort()).toEqual(guestVisible.map((p) => p.productId).sort());
    // Without a profile, none (issue 24: the investor-profile gate applies to every product read).
    const none = await fetch(`${url}&lang=en`);
    expect(((await none.json()) as Items).items).toEqual([]);
  });
});

describe('demo portal, signed in', () => {
  async function signIn(label: string): Promise<Page> {
    const page = await newPage();
    const a = account(label);
    await signInThroughLoginPage(page, a.email, a.password);
    return page;
  }

  it('shows the Admin group to an admin', async () => {
    const page = await signIn('admin');
    await page.getByRole('region', { name: 'Admin', exact: true }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Admin', exact: true }).getByRole('link').count(),
    ).toBeGreaterThan(3);
    // Products restricted by allowedRoles are listed for an admin, unlike for a guest.
    const adminVisible = listedProducts(
      { roles: ['insight', 'admin'], userDefinedRoles: [] },
      tenant.catalogue.products,
    );
    expect(adminVisible.length).toBeGreaterThan(guestVisible.length);
    expect((await productTableNames(page)).sort()).toEqual(adminVisible.map((p) => p.productName).sort());
    await page.screenshot({ path: shot('home-admin'), fullPage: true });
    await page.context().close();
  });

  it('hides the Admin group from an investor', async () => {
    const page = await signIn('investor');
    await page.getByRole('region', { name: 'Products', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
