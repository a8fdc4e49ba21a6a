import { listedProducts } from '@portal/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { launchBrowser, shot, withInvestorProfile } from '../support/browser.js';

// The live analysis page of the demo flagship product, opened by a guest against the seeded emulators.
const tenant = loadTenant('demo');
const flagship = listedProducts({ roles: ['guest'], userDefinedRoles: [] }, tenant.catalogue.products).find(
  (p) =>
    !p.lockedBehindLogin &&
    p.live?.genericCardsToShow.includes('performanceStats') &&
    p.live.perfStats.includes('cumulativeReturn'),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('product analysis page, guest', () => {
  it('draws the cumulative returns and shows formatted statistics', async () => {
    if (!flagship) throw new Error('no open product with a live statistics card');
    const context = await withInvestorProfile(
      await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } }),
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${HOSTING_URL}/products/${flagship.productId}/live-analysis`);
    await page.getByRole('heading', { name: flagship.productName }).waitFor();

    // The chart is an SVG with at least one drawn line, not the loading overlay.
    const chart = page.getByTestId('card-cumulativeReturns').getByRole('img', { name: 'Cumulative returns' });
    await chart.locator('svg path[stroke]').first().waitFor({ timeout: 30_000 });
    expect(await chart.locator('svg').count()).toBeGreaterThan(0);

    // The cumulative return over the whole period, formatted as a percentage with two places.
    const stats = page.getByTestId('card-performanceStats');
    const cell = stats.locator('[data-stat="cumulativeReturn"][data-period="max"]');
    await cell.waitFor();
    expect(await cell.innerText()).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
    await page.screenshot({ path: shot('analysis-live-guest'), fullPage: true });
    await context.close();
  });
});

describe('product analysis page, per mode', () => {
  it('shows the historical series of a product, not its live one', async () => {
    const product = tenant.catalogue.products.find((p) => p.productId === 'multi-asset-dynamic');
    if (!product?.live || !product.historical)
      throw new Error('multi-asset-dynamic needs a live and a historical tab');
    const context = await withInvestorProfile(
      await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } }),
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    const statsOf = async (slug: string): Promise<string[]> => {
      await page.goto(`${HOSTING_URL}/products/${product.productId}/${slug}`);
      const stats = page.getByTestId('card-performanceStats');
      const values: string[] = [];
      for (const statId of ['cumulativeReturn', 'annualizedVolatility']) {
        const cell = stats.locator(`[data-stat="${statId}"][data-period="max"]`);
        await cell.waitFor({ timeout: 30_000 });
        values.push(await cell.innerText());
      }
      return values;
    };
    const live = await statsOf('live-analysis');
    const historical = await statsOf('historical-analysis');
    expect(historical[0]).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
    expect(historical).not.toEqual(live);
    await page.screenshot({ path: shot('analysis-historical-guest'), fullPage: true });
    await context.close();
  });
});
