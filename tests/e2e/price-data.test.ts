import { join } from 'node:path';
import { formatPriceCsv, productPricesResponseSchema, type PricePoint } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { loadSeries } from '../../functions/src/services/prices/read-series.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { call } from '../support/api-client.js';
import { emulatorProjectId } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers } from '../support/api-users.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The price data tab end to end (issue 11.1, docs/price-data.md): the demo admin adds one price, uploads a CSV with
// an error (listed by row, column and value, nothing written), then the fixed file (previewed, confirmed), deletes a
// date, and sees each change in the tab, the price file and the analytics API. The demo series and price file are
// restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 1000 } });
const PASSWORD = 'Demo-2026!';
const PRODUCT = 'global-equity-chf';
const FILE = `prices/${PRODUCT}.csv`;
const store = () => new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

let seeded: { points: PricePoint[]; base: Parameters<typeof replacePriceSeries>[1] } | null = null;
let seededFile: Uint8Array | null = null;

/** The next Monday to Friday after `iso`. */
function nextWeekday(iso: string, after = 1): string {
  const d = new Date(`${iso}T00:00:00Z`);
  let left = after;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  const loaded = await loadSeries(suite.admin.db, PRODUCT);
  if (!loaded) throw new Error(`the demo seed has no series ${PRODUCT}`);
  const { meta, series } = loaded;
  seeded = {
    base: {
      seriesId: meta.seriesId,
      kind: meta.kind,
      ownerId: meta.ownerId,
      frequency: meta.frequency,
      currency: meta.currency,
    },
    points: series.dates.map((date, i) => ({
      date,
      price: series.prices[i] ?? 0,
      adjustedPrice: series.adjusted[i] ?? 0,
    })),
  };
  seededFile = await store().read(FILE);
});

afterAll(async () => {
  if (seeded) await replacePriceSeries(suite.admin.db, seeded.base, seeded.points);
  if (seededFile) await store().write(FILE, seededFile);
  else await store().delete(FILE);
});

describe('price data tab', () => {
  it('adds a price, refuses a CSV with an error, replaces the series with the fixed one, and deletes a date', async () => {
    const points = seeded?.points ?? [];
    const last = points.at(-1)?.date ?? '2025-01-01';
    const added = nextWeekday(last, 1);
    const fromCsv = nextWeekday(last, 2);
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/price-data`);
    const table = page.getByTestId('price-table');
    await table.waitFor({ timeout: 90_000 });
    await page.getByTestId('price-chart').waitFor();
    await page.screenshot({ path: shot('price-data-tab'), fullPage: true });

    expect(await page.getByRole('tab', { name: 'Price data' }).count()).toBe(1);

    // One price: first a duplicate date, refused under the field; then a new date.
    await page.getByTestId('price-add-date').fill(last);
    await page.getByTestId('price-add-price').fill('1,5');
    await page.getByTestId('price-add-submit').click();
    await page.getByText('This date already has a price').waitFor();
    await page.getByText('Use a decimal point, not a comma.').waitFor();
    await page.getByTestId('price-add-date').fill(added);
    await page.getByTestId('price-add-price').fill('150.25');
    await page.getByTestId('price-add-submit').click();
    await table.locator(`tr[data-date="${added}"]`).waitFor({ timeout: 60_000 });
    expect(await table.locator('tbody tr').first().getAttribute('data-date')).toBe(added);

    // A CSV with an error: listed by row, column and value; nothing changes.
    const withAdded = [...points, { date: added, price: 150.25, adjustedPrice: 150.25 }];
    const good = formatPriceCsv({
      dates: [...withAdded.map((p) => p.date), fromCsv],
      prices: [...withAdded.map((p) => p.price), 151],
      adjusted: [...withAdded.map((p) => p.adjustedPrice ?? p.price), 151],
    });
    const bad = good.replace(`${fromCsv},151,151`, `${fromCsv},1'510.5,151`);
    const chooseCsv = async (text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('price-csv').click();
      await (await chooser).setFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    };
    await chooseCsv(bad);
    await page.getByRole('button', { name: 'Check the file' }).click();
    const errors = page.getByTestId('price-csv-errors');
    const row = String(withAdded.length + 2);
    await errors.locator(`tr[data-row="${row}"][data-column="price"]`).waitFor({ timeout: 60_000 });
    await errors.getByText("1'510.5").waitFor();
    await errors.getByText('Remove the thousands separators.').waitFor();
    await errors.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('price-data-csv-errors'), fullPage: true });
    expect((await loadSeries(suite.admin.db, PRODUCT))?.series.dates.at(-1)).toBe(added);

    // The fixed file: previewed (one date added), then confirmed.
    await chooseCsv(good);
    await page.getByRole('button', { name: 'Check the file' }).click();
    const preview = page.getByTestId('price-csv-preview');
    await preview.waitFor({ timeout: 60_000 });
    expect(await preview.getByTestId('preview-added').innerText()).toBe('1');
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('price-data-csv-preview'), fullPage: true });
    await page.getByTestId('price-csv-confirm').click();
    await table.locator(`tr[data-date="${fromCsv}"]`).waitFor({ timeout: 60_000 });
    expect(await table.locator('tbody tr').first().getAttribute('data-date')).toBe(fromCsv);

    // Delete a date, with confirmation.
    await table.locator(`tr[data-date="${added}"]`).getByRole('button').click();
    await page.getByRole('dialog').getByText('Delete the price of').waitFor();
    await page.getByTestId('price-delete-confirm').click();
    await table.locator(`tr[data-date="${fromCsv}"]`).waitFor({ timeout: 60_000 });
    await table.locator(`tr[data-date="${added}"]`).waitFor({ state: 'detached' });
    await page.screenshot({ path: shot('price-data-after-delete'), fullPage: true });

    // A product whose configuration does not allow price modification has no price data tab.
    await page.goto(`${HOSTING_URL}/admin/products/quant-core/general`);
    await page.getByRole('tab', { name: 'General' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('tab', { name: 'Price data' }).count()).toBe(0);

    const stored = await loadSeries(suite.admin.db, PRODUCT);
    expect(stored?.series.dates.slice(-2)).toEqual([last, fromCsv]);
    // The product has priceModificationUpdateGcpStorage: the price file follows the series.
    const file = new TextDecoder().decode((await store().read(FILE)) ?? new Uint8Array());
    expect(file.trim().split('\n').at(-1)).toBe(`${fromCsv},151,151`);
    expect(file).not.toContain(`${added},`);
    // The analytics API shows the new last price at once (its caches key on the series version).
    const reader = await createUserWithClaims(suite.admin.auth, `e2e-price-reader-${Date.now()}`, {
      'role:admin': true,
    });
    try {
      const prices = await call(`/api/products/${PRODUCT}/product-prices`, { token: reader.idToken });
      expect(productPricesResponseSchema.parse(prices.body).dates.at(-1)).toBe(fromCsv);
    } finally {
      await deleteUsers(suite.admin.auth, [reader.uid]);
    }
  }, 300_000);
});
