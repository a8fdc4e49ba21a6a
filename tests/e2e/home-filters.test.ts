import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot, visitorContext } from '../support/browser.js';

// The home page's filters and the comparison picks (issue 28 items 1 and 3, docs/comparison.md).

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await visitorContext(browser);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The visible product rows' currencies (the table's second column). */
const rowCurrencies = (page: import('playwright-core').Page) =>
  page
    .locator('table tbody tr:visible')
    .evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[1]?.textContent ?? '').trim()));

describe('home filters', () => {
  it('filters by currency and type with counts, keeps the filters in the URL, and names them for screen readers', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/`);
    const currency = page.getByRole('group', { name: 'Currency' });
    await currency.waitFor();
    const all = await rowCurrencies(page);
    expect(all.length).toBeGreaterThan(3);
    // Each value is a checkbox named with the number of products it leaves.
    const chf = currency.getByRole('checkbox', { name: /^CHF \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(await currency.getByText(/^CHF \(/).innerText())?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(await chf.count()).toBe(1);
    await currency.getByText(/^CHF \(/).click();
    await expect.poll(() => chf.isChecked()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('currency') === 'CHF');
    await expect.poll(() => rowCurrencies(page)).toEqual(Array(count).fill('CHF'));
    expect(await page.getByTestId('compare-bar').innerText()).toContain(`${count} product`);
    await page.screenshot({ path: shot('home-filters-chf') });

    // The link reproduces the list, rendered so by the server too (read here without any script).
    for (const javaScriptEnabled of [true, false]) {
      const reader = await visitorContext(browser, { javaScriptEnabled });
      await reader.addCookies([{ name: '__session', value: 'l=en&p=professional&c=CH', url: HOSTING_URL }]);
      const again = await reader.newPage();
      await again.goto(`${HOSTING_URL}/?currency=USD`);
      await again.getByRole('group', { name: 'Currency' }).waitFor();
      const usd = await rowCurrencies(again);
      expect(usd.length, `script ${String(javaScriptEnabled)}`).toBeGreaterThan(0);
      expect(usd.every((c) => c === 'USD')).toBe(true);
      await reader.close();
    }

    // Clearing shows every product again.
    await page.getByTestId('product-filters-clear').click();
    // The first page of the list again ("Show more" applies while nothing filters).
    await expect.poll(() => rowCurrencies(page)).toEqual(all);
    expect(new URL(page.url()).searchParams.has('currency')).toBe(false);
    await page.close();
  });

  it('filters by the asset class of the holdings (equity, bonds, multi-asset), named in the page’s language', async () => {
    // A context of its own: the language switch is remembered (localStorage).
    const own = await visitorContext(browser);
    const page = await own.newPage();
    await page.goto(`${HOSTING_URL}/?assetClass=fixedIncome`);
    const group = page.getByRole('group', { name: 'Asset class' });
    await group.waitFor();
    // The demo's three portfolios: an equity fund, a multi-asset strategy, a Swiss franc bond fund.
    for (const name of [/^Equity \(1\)$/, /^Fixed income \(1\)$/, /^Multi-asset \(1\)$/])
      expect(await group.getByRole('checkbox', { name }).count()).toBe(1);
    expect(await group.getByRole('checkbox', { name: /^Fixed income/ }).isChecked()).toBe(true);
    const names = () => page.locator('table tbody tr:visible td:first-child a').allInnerTexts();
    await expect.poll(names).toEqual(['Demo Swiss Franc Bond Fund I']);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await page
      .getByRole('group', { name: 'Anlageklasse' })
      .getByText(/^Obligationen \(1\)$/)
      .waitFor();
    await own.close();
  });

  it('folds the filters behind a button on a phone, with the number chosen', async () => {
    const phone = await visitorContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await phone.newPage();
    await page.goto(`${HOSTING_URL}/?currency=CHF`);
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('group', { name: 'Currency' }).isVisible()).toBe(false);
    await toggle.click();
    await page.getByRole('group', { name: 'Currency' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: shot('home-filters-phone'), fullPage: true });
    await phone.close();
  });

  it('picks products to compare from the list', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/`);
    const compare = page.getByTestId('compare-selected');
    await compare.waitFor();
    expect(await compare.isDisabled()).toBe(true);
    // A box ticked before the app has taken the page over is ticked once it has (web/src/lib/early-input.tsx).
    for (const name of [/^Compare Global Equity A CHF$/, /^Compare Swiss Bond I$/]) {
      const box = page.getByRole('checkbox', { name });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await expect.poll(() => compare.innerText()).toContain('(2)');
    await compare.click();
    await page.waitForURL((url) => url.pathname === '/compare');
    expect(new URL(page.url()).searchParams.get('products')).toBe('global-equity-chf,swiss-bond-i');
    await page.getByTestId('comparison-statistics').waitFor();
    await page.close();
  });
});
