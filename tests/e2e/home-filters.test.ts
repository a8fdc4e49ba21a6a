import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot, withInvestorProfile } from '../support/browser.js';

// The home page's filters and the comparison picks (issue 28 items 1 and 3, docs/comparison.md).

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await withInvestorProfile(
    await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
  );
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The visible product rows' currencies (the table's second data column). */
const rowCurrencies = (page: import('playwright-core').Page) =>
  page
    .locator('table tbody tr:visible')
    .evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[2]?.textContent ?? '').trim()));

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
      const reader = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled,
      });
      await reader.addCookies([{ name: '__session', value: 'l=en&p=professional&c=CH', url: HOSTING_URL }]);
      await withInvestorProfile(reader);
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

  it('picks products to compare from the list', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/`);
    const compare = page.getByTestId('compare-selected');
    await compare.waitFor();
    expect(await compare.getAttribute('data-disabled')).toBe('true');
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
