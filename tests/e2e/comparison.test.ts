import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot, visitorContext } from '../support/browser.js';

// The comparison page (issue 28, docs/comparison.md) as a visitor with an investor profile uses it.

const THREE = ['global-equity-chf', 'multi-asset-dynamic', 'swiss-bond-i'];
const LOCKED = 'alpinum-absolute-return'; // locked behind login: a visitor is refused it

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

const section = (page: Page, id: string) => page.getByTestId(`comparison-${id}`);

describe('comparing products', () => {
  it('shows three products side by side: chart, statistics, calendar years, key facts, correlations, overlap', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/compare?products=${THREE.join(',')}`);
    await section(page, 'statistics').waitFor();
    await expect.poll(() => page.getByTestId('comparison-chip').count()).toBe(3);
    for (const id of ['cumulative', 'drawdowns', 'volatility', 'yearly', 'key-facts', 'correlations'])
      await section(page, id).waitFor();
    // One column per product in the statistics table, every statistic a row.
    const statistics = section(page, 'statistics');
    await expect.poll(() => statistics.locator('thead th').count()).toBe(4);
    expect(await statistics.locator('tbody tr').count()).toBeGreaterThanOrEqual(29);
    expect(await statistics.locator('tr[data-stat="sharpeRatio"] td').allInnerTexts()).toHaveLength(3);
    // Three pairs, each a figure between -1 and 1.
    const matrix = await section(page, 'correlations').locator('tbody td').allInnerTexts();
    expect(matrix).toHaveLength(9);
    for (const cell of matrix) expect(Math.abs(Number(cell.replace(/[^\d.-]/g, '')))).toBeLessThanOrEqual(1);
    await page.screenshot({ path: shot('comparison-three'), fullPage: true });

    // The link reproduces the page: the same products, period and figures.
    const sharpe = await statistics.locator('tr[data-stat="sharpeRatio"] td').allInnerTexts();
    const again = await context.newPage();
    await again.goto(page.url());
    await section(again, 'statistics').waitFor();
    await expect
      .poll(() => section(again, 'statistics').locator('tr[data-stat="sharpeRatio"] td').allInnerTexts())
      .toEqual(sharpe);
    await again.close();
    await page.close();
  });

  it('exports what the page shows as a CSV a spreadsheet opens safely, and as a one-page PDF', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/compare?products=${THREE.join(',')}&period=36m`);
    await section(page, 'statistics').waitFor();
    const sharpe = await section(page, 'statistics')
      .locator('tr[data-stat="sharpeRatio"] td')
      .allInnerTexts();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /CSV/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^comparison-36m-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8');
    // The Sharpe ratios as numbers (the page rounds them to two decimals), no cell a spreadsheet would run.
    const row = text.split('\r\n').find((line) => line.startsWith('Sharpe ratio,'));
    const figures = (row ?? '').split(',').slice(1).map(Number);
    expect(figures.map((x) => x.toFixed(2))).toEqual(sharpe.map((s) => s.replace('−', '-')));
    for (const line of text.split('\r\n')) expect(line).not.toMatch(/(^|,)[=+@]/);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /PDF/ }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^comparison-36m-.*\.pdf$/);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });

  it('refuses a product the visitor may not open, with its reason, and shows none of its data', async () => {
    const page = await context.newPage();
    const answers: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/products/comparison')) void r.text().then((t) => answers.push(t));
    });
    await page.goto(`${HOSTING_URL}/compare?products=${THREE[0] ?? ''},${LOCKED},${THREE[2] ?? ''}`);
    await section(page, 'statistics').waitFor();
    const refused = page.getByTestId('comparison-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/sign in|log in/i);
    // Two columns; the refused product is named (the menu lists it) but none of its figures is shown.
    await expect.poll(() => section(page, 'statistics').locator('thead th').count()).toBe(3);
    for (const id of ['statistics', 'cumulative', 'yearly', 'key-facts', 'correlations'])
      expect(await section(page, id).innerText(), id).not.toMatch(/Alpinum/i);
    // The answer comes with the server's page (what it hydrates from), or from the API when the browser asks.
    const rendered = JSON.parse(
      (await page.evaluate(() => document.getElementById('portal-page')?.textContent)) ?? 'null',
    ) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null;
    for (const q of rendered?.queries.queries ?? [])
      if (String(q.queryKey[3]).includes('/api/products/comparison'))
        answers.push(JSON.stringify(q.state.data));
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    for (const body of answers) {
      const parsed = JSON.parse(body) as { products: { productId: string; refused: unknown }[] };
      const item = parsed.products.find((p) => p.productId === LOCKED);
      expect(Object.keys(item ?? {}).sort()).toEqual(['productId', 'refused']);
    }
    await page.close();
  });

  it('is reached from an overview and from a search on the page', async () => {
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}/products/${THREE[0] ?? ''}/overview`);
    await page.getByTestId('overview-compare').click();
    await page.waitForURL((url) => url.pathname === '/compare');
    // One product: the page asks for another.
    await page.getByTestId('comparison-hint').waitFor();
    const add = page.getByTestId('comparison-add');
    await add.click();
    await add.fill('Bond Fund I');
    await page
      .getByRole('option', { name: /Swiss Franc Bond Fund I/ })
      .first()
      .click();
    await section(page, 'statistics').waitFor();
    expect(new URL(page.url()).searchParams.get('products')?.split(',')).toHaveLength(2);
    await page.close();
  });
});
