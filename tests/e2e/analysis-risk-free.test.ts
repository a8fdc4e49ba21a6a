import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot, withInvestorProfile } from '../support/browser.js';

// The statistics table of a multi-asset live tab (a CHF fund): computed with the demo's synthetic SARON by default
// (docs/risk-free.md), recomputed with a risk-free rate typed into the toolbar.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('analysis page, risk-free rate', () => {
  it('states the currency series, recomputes the Sharpe ratio with a typed rate and states it', async () => {
    const context = await withInvestorProfile(
      await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } }),
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${HOSTING_URL}/products/multi-asset-dynamic/live-analysis`);
    const stats = page.getByTestId('card-performanceStats');
    const sharpe = stats.locator('[data-stat="sharpeRatio"][data-period="max"]');
    const volatility = stats.locator('[data-stat="annualizedVolatility"][data-period="max"]');
    await sharpe.waitFor({ timeout: 30_000 });
    const before = await sharpe.innerText();
    const volBefore = await volatility.innerText();
    expect(before).toMatch(/^-?\d+\.\d{2}$/);
    // The convention line under the table: the CHF fund's series and its last fixing, in the page's language.
    const convention = stats.getByTestId('risk-free-convention');
    expect(await convention.innerText()).toMatch(
      /^Risk-free rate: SARON, last fixing [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/performance-data')) requests.push(r.url());
    });
    const input = page.getByTestId('risk-free-rate');
    await input.fill('2');
    // Debounced: one request for the typed value, not one per keystroke.
    await expect.poll(async () => sharpe.innerText(), { timeout: 20_000 }).not.toBe(before);
    expect(requests.filter((u) => u.includes('risk_free_rate=0.02'))).toHaveLength(1);
    // A higher rate lowers the excess return; volatility does not depend on it.
    expect(Number(await sharpe.innerText())).toBeLessThan(Number(before));
    expect(await volatility.innerText()).toBe(volBefore);

    expect(await convention.innerText()).toBe('Risk-free rate: 2.00% p.a.');
    await sharpe.hover();
    await page.getByRole('tooltip').getByText('Risk-free rate: 2.00% p.a.').waitFor();
    await page.screenshot({ path: shot('analysis-risk-free-rate'), fullPage: false });
    await context.close();
  });
});
