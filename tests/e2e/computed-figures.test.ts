import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Issue 26 item 2, "every figure the API computes is on a page a user can reach", on the seeded demo tenant: each
// read a page did not request before is shown where its reader looks for it, with the figures the API answers
// (docs/figures-on-pages.md). A visitor sees the public fund's analysis page, portfolio section and factsheet; the
// weighted statistics are on the internal tab, which only staff open.
const suite = browserSuite({ viewport: { width: 1440, height: 1000 } });
const FUND = 'global-equity-chf';
const WEIGHTED = 'multi-asset-dynamic';
const LONG = { timeout: 45_000 };

/** A product read as the visitor's page makes it: with the stored investor profile (browser.ts's default). */
async function api<T>(path: string): Promise<T> {
  const reader = 'investor_profile=professional&country=CH';
  const res = await fetch(`${HOSTING_URL}/api/products/${path}${path.includes('?') ? '&' : '?'}${reader}`, {
    signal: AbortSignal.timeout(30_000),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The UI's formats (web/src/lib/format.ts): dot decimals in every language. */
const percent = (v: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(v);
const twoDecimals = (v: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

async function analysisPage(): Promise<Page> {
  const page = await suite.newPage();
  await page.goto(`${HOSTING_URL}/products/${FUND}/live-analysis`);
  await page.getByTestId('card-cumulativeReturns').waitFor(LONG);
  return page;
}

describe('the analysis page of a public fund, as a visitor', () => {
  it('shows the monthly returns table: the API’s months by year, the year’s total and the benchmark’s line', async () => {
    const monthly = await api<{ fund: { year: number; month: number; value: number }[] }>(
      `${FUND}/monthly-cumulative-returns?mode=live`,
    );
    const last = monthly.fund.at(-1);
    if (!last) throw new Error('no monthly returns');
    const page = await analysisPage();
    const card = page.getByTestId('card-monthlyReturns');
    const table = card.getByTestId('monthly-returns-table');
    await table.waitFor(LONG);
    const firstRow = table.getByTestId('monthly-fund-row').first();
    expect(await firstRow.locator('th').innerText()).toBe(String(last.year));
    // The last month's return does not depend on where the window starts: the page's cell is the API's figure.
    expect(
      await firstRow
        .locator('td')
        .nth(last.month - 1)
        .innerText(),
    ).toBe(percent(last.value).replace('+', ''));
    expect(await table.getByTestId('monthly-fund-row').count()).toBe(
      new Set(monthly.fund.map((r) => r.year)).size,
    );
    // The fund's default benchmark (World Equity USD) has its line under every year.
    expect(await table.getByTestId('monthly-benchmark-row').count()).toBe(
      await table.getByTestId('monthly-fund-row').count(),
    );
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: shot('figures-monthly-returns') });
  });

  it('shows the tab’s latest figures and the share classes side by side, as the API computes them', async () => {
    const price = await api<{ price: number; currency: string; date: string }>(
      `${FUND}/last-live-price?mode=live`,
    );
    const ytd = await api<{ result: { fund: number | null } }>(
      `${FUND}/last-cumulative-returns?mode=live&period=ytd`,
    );
    const classes = await api<{ rows: { productId: string; ytdReturn: number | null }[] }>(
      `${FUND}/performance-table-data`,
    );
    const page = await analysisPage();
    const latest = page.getByTestId('latest-figures');
    await expect
      .poll(() => latest.getByTestId('latest-price').innerText(), LONG)
      .toContain(`${twoDecimals(price.price)} ${price.currency}`);
    if (ytd.result.fund !== null) {
      await expect
        .poll(() => latest.getByTestId('latest-return-ytd').innerText(), LONG)
        .toContain(percent(ytd.result.fund));
    }
    await latest.screenshot({ path: shot('figures-latest') });

    const table = page.getByTestId('performance-table');
    await table.waitFor(LONG);
    expect(classes.rows.length).toBeGreaterThan(1);
    expect(await table.getByTestId('performance-table-row').count()).toBe(classes.rows.length);
    expect(await table.locator('tr[aria-current="true"]').innerText()).toContain('This class');
    await page.getByTestId('card-shareClasses').screenshot({ path: shot('figures-share-classes') });
  });

  it('groups the benchmark picker by the asset list’s group', async () => {
    const assets = (await (await fetch(`${HOSTING_URL}/api/assets`)).json()) as {
      id_: string;
      group: string;
    }[];
    expect(assets.find((a) => a.id_ === 'world-equity-usd')?.group).toBe('benchmark');
    const page = await analysisPage();
    await page.getByRole('combobox', { name: 'Benchmark' }).click();
    const listbox = page.getByRole('listbox', { name: 'Benchmark' });
    await listbox.getByText('Benchmarks', { exact: true }).waitFor();
    await listbox.getByRole('option', { name: 'No benchmark' }).waitFor();
    await page.screenshot({ path: shot('figures-benchmark-picker') });
  });

  it('downloads the fund’s prices as a CSV the price importer reads, where the product allows it', async () => {
    const prices = await api<{ dates: string[]; prices: number[]; adjustedPrices: number[] | null }>(
      `${FUND}/product-prices`,
    );
    const page = await analysisPage();
    await page.getByTestId('price-download').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('price-download-fund').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${FUND}-prices-${prices.dates.at(-1) ?? ''}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(prices.adjustedPrices ? 'date,price,adjusted_price' : 'date,price');
    expect(lines).toHaveLength(prices.dates.length + 1);
    expect(lines.at(-1)?.split(',').slice(0, 2)).toEqual([prices.dates.at(-1), String(prices.prices.at(-1))]);
    // The benchmark's file is offered too, for the benchmark chosen.
    await page.getByTestId('price-download').click();
    const [bench] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('price-download-benchmark').click(),
    ]);
    expect(bench.suggestedFilename()).toMatch(/^world-equity-usd-prices-\d{4}-\d{2}-\d{2}\.csv$/);

    // A product without the flag offers no download.
    const other = await suite.newPage();
    await other.goto(`${HOSTING_URL}/products/global-equity-eur-h/live-analysis`);
    await other.getByTestId('card-cumulativeReturns').waitFor(LONG);
    expect(await other.getByTestId('price-download').count()).toBe(0);
  });
});

describe('the portfolio section of the overview, as a visitor', () => {
  it('shows the snapshot details, the AuM from the holdings and each breakdown over time', async () => {
    const details = await api<{ latestDate: string; snapshots: { date: string; count: number }[] }>(
      `${FUND}/holdings-details`,
    );
    const aum = await api<{ aum: number; currency: string; history: unknown[] }>(
      `${FUND}/assets-under-management`,
    );
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    const section = page.getByTestId('holdings-overview');
    await section.waitFor(LONG);
    const latest = details.snapshots.find((s) => s.date === details.latestDate);
    await expect
      .poll(() => section.getByTestId('holdings-details-summary').innerText(), LONG)
      .toContain(`${String(latest?.count)} positions`);

    const millions = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(aum.history.length).toBeGreaterThan(1);
    await expect
      .poll(() => section.getByTestId('holdings-aum-figure').innerText(), LONG)
      .toBe(`${millions.format(aum.aum / 1e6)}M ${aum.currency}`);
    await section.getByTestId('holdings-aum').locator('[data-chart="line"] svg').first().waitFor(LONG);
    // The hand-typed AuM component of the seed is gone: one AuM chart, drawn from the holdings.
    expect(await page.locator('[data-component-id="aum"]').count()).toBe(0);

    const overTime = section.getByTestId('holdings-over-time');
    const kinds = {
      'Asset classes': 'asset-classes',
      'Currency exposure': 'currency-exposure',
      Sectors: 'sectors',
      Regions: 'regions',
      'Instrument types': 'instrument-types',
    };
    for (const [label, call] of Object.entries(kinds)) {
      const answer = await api<{ series: { label: string }[]; dates: string[] }>(
        `${FUND}/${call}-over-time?lang=en`,
      );
      expect(answer.dates.length, call).toBeGreaterThan(1);
      await overTime.getByText(label, { exact: true }).click();
      await overTime.locator('[data-chart="stacked-area"] svg').first().waitFor(LONG);
      await expect
        .poll(() => overTime.getByTestId('history-legend').innerText(), LONG)
        .toContain(answer.series[0]?.label ?? '?');
    }
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: shot('figures-portfolio') });

    // An earlier snapshot: the details follow the date picked.
    const earlier = [...details.snapshots].sort((a, b) => a.date.localeCompare(b.date))[0];
    if (earlier && earlier.date !== details.latestDate) {
      await section.getByTestId('holdings-snapshot').click();
      await page.getByRole('option').last().click();
      await expect
        .poll(() => section.getByTestId('holdings-details-summary').innerText(), LONG)
        .toContain(`${String(earlier.count)} positions`);
    }
  });
});

describe('the factsheet', () => {
  it('has the monthly returns block with the benchmark’s line, on the page and in the PDF', async () => {
    const factsheet = await api<{
      model: { blocks: Record<string, { content: { rows: (string | null)[][] } }> };
    }>(`${FUND}/factsheet?lang=en`);
    const rows = factsheet.model.blocks.monthlyReturns?.content.rows ?? [];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[1]?.[0]).toBe('Benchmark');

    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
    const sheets = page.getByTestId('factsheet-page');
    await sheets.first().waitFor(LONG);
    await expect
      .poll(async () => (await sheets.allTextContents()).join(' '), LONG)
      .toContain('Monthly returns');
    await sheets.nth(1).screenshot({ path: shot('figures-factsheet-page-2') });

    const pdf = await fetch(
      `${HOSTING_URL}/api/products/${FUND}/factsheet.pdf?lang=en&investor_profile=professional&country=CH`,
    );
    expect(pdf.status).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(await pdf.arrayBuffer()),
      encoding: 'utf8',
    });
    expect(text).toContain('Monthly returns');
    expect(text).toMatch(/Benchmark\s+(-?\d+\.\d\s+)+/);
  });
});

describe('the weighted components card, as staff', () => {
  it('shows the statistics of the weighted portfolio under its chart', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', 'Demo-2026!');
    await page.goto(`${HOSTING_URL}/products/${WEIGHTED}/internal-analysis`);
    const stats = page.getByTestId('card-cumulativeWeightedReturns').getByTestId('weighted-statistics');
    await stats.waitFor(LONG);
    expect(await stats.locator('tbody tr').count()).toBeGreaterThan(0);
    await stats.screenshot({ path: shot('figures-weighted-statistics') });
  });
});
