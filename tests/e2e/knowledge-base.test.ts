import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot } from '../support/browser.js';

// The knowledge base of the demo tenant (help.knowledgeBase enabled): search, open a term, read its formula.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('knowledge base', () => {
  it('finds the Sharpe ratio by search and shows its formula', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${HOSTING_URL}/help/knowledge-base`);
    await page.getByRole('heading', { name: 'Knowledge base', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Maximum drawdown' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('sharpe');
    await expect.poll(() => page.getByRole('link', { name: 'Maximum drawdown' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sharpe ratio', exact: true }).click();

    await page.getByRole('heading', { name: 'Sharpe ratio', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/knowledge-base/terms/sharpe-ratio');
    const formula = await page.getByTestId('kb-formula').innerText();
    expect(formula).toContain('sharpeRatio = mean(x) / sd(x) × sqrt(scale)');
    expect(formula).toContain('rf_p = rf / scale');
    await page.screenshot({ path: shot('knowledge-base-sharpe-en'), fullPage: true });

    await page.goto(`${HOSTING_URL}/help/knowledge-base/terms/no-such-term`);
    await page.waitForURL((url) => url.pathname === '/error-404');
    await context.close();
  });
});
