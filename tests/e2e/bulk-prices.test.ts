import { readFile } from 'node:fs/promises';
import { lastLivePriceResponseSchema, SAMPLE_BULK_PRICE_CSV, type PricePoint } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeriesUncached } from '../../functions/src/services/bulk-prices/read-series-uncached.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The bulk price update as a new admin meets it (issue 11.2): download the sample, upload a file with errors, read
// the dry run, fix the file, confirm, watch the progress to the end and find the new last price through the API.
// The product's series is put back afterwards, so the other suites see the seeded prices.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PRODUCT = 'global-equity-usd-d';

let admin: AdminHandle;
let before: { meta: Parameters<typeof replacePriceSeries>[1]; points: PricePoint[] } | null = null;

const fileOf = (rows: string[]) => ['ID,DATE,PRICE', ...rows, ''].join('\n');

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const stored = await readSeriesUncached(admin.db, PRODUCT);
  if (stored) {
    const { seriesId, kind, ownerId, frequency, currency } = stored.meta;
    const s = stored.series;
    before = {
      meta: { seriesId, kind, ownerId, frequency, currency },
      points: s.dates.map((date, i) => {
        const price = s.prices[i] ?? NaN;
        const adjusted = s.adjusted[i] ?? price;
        return adjusted === price ? { date, price } : { date, price, adjustedPrice: adjusted };
      }),
    };
  }
});

afterAll(async () => {
  if (before) await replacePriceSeries(admin.db, before.meta, before.points);
  await admin.close();
});

describe('bulk price update', () => {
  it('takes an admin from the sample through a refused file to the applied prices', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', 'Demo-2026!');
    await page.goto(`${HOSTING_URL}/admin/operations/bulk-price-data-update`);
    await page.getByTestId('bulk-price-page').waitFor();
    await page.getByTestId('operation-history').waitFor();

    // The sample downloads as the domain defines it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-price-sample').click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toBe(SAMPLE_BULK_PRICE_CSV);

    // A file with errors: the dry run lists them by row, column and value, and nothing can be confirmed.
    await page.getByTestId('bulk-price-file').setInputFiles({
      name: 'usd-prices-draft.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        fileOf([
          `${PRODUCT},2026-11-16,150.10`,
          `${PRODUCT},2026-11-17,15O.2`,
          `${PRODUCT},2026-11-17,150.30`,
          'no-such-fund,2026-11-17,1',
        ]),
      ),
    });
    await page.getByTestId('bulk-price-dry-run').click();
    await page.locator('[data-testid="bulk-price-result"][data-phase="refused"]').waitFor();
    const errors = page.getByTestId('bulk-price-errors');
    await errors.getByText('Not a number.').waitFor();
    await errors.getByText('15O.2').waitFor();
    await errors.getByText(/already has a price on this date \(row 3\)/).waitFor();
    await errors.getByText(/Unknown product or benchmark id/).waitFor();
    expect(await page.getByTestId('bulk-price-review').count()).toBe(0);
    await page.screenshot({ path: shot('bulk-prices-refused'), fullPage: true });

    // Fixed: the dry run passes, a weekend date is only a warning, the preview shows the last price before/after.
    await page.getByTestId('bulk-price-file').setInputFiles({
      name: 'usd-prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        fileOf([
          `${PRODUCT},2026-11-16,150.10`,
          `${PRODUCT},2026-11-17,150.20`,
          `${PRODUCT},2026-11-18,150.30`,
          `${PRODUCT},2026-11-21,151.75`,
        ]),
      ),
    });
    await page.getByTestId('bulk-price-dry-run').click();
    await page.locator('[data-testid="bulk-price-result"][data-phase="awaiting"]').waitFor();
    await page
      .getByTestId('bulk-price-warnings')
      .getByText(/Saturday or a Sunday/)
      .waitFor();
    const row = page.locator(`[data-testid="bulk-price-preview-row"][data-id="${PRODUCT}"]`);
    expect(await row.getByTestId('bulk-price-last-price').innerText()).toContain('151.75');
    await page.screenshot({ path: shot('bulk-prices-dry-run'), fullPage: true });

    // Review and confirm; the progress runs live to the end.
    await page.getByTestId('bulk-price-review').click();
    await page
      .getByRole('dialog')
      .getByText(/fully replaced/)
      .waitFor();
    await page.screenshot({ path: shot('bulk-prices-confirm') });
    await page.getByTestId('bulk-price-confirm').click();
    await page
      .locator('[data-testid="bulk-price-result"][data-phase="succeeded"]')
      .waitFor({ timeout: 45_000 });
    await page.getByTestId('bulk-price-succeeded').waitFor();
    await page.screenshot({ path: shot('bulk-prices-succeeded'), fullPage: true });

    // The API serves the new last price.
    // As a visitor who declared a profile the product admits (the demo checks profiles).
    const res = await fetch(
      `${HOSTING_URL}/api/products/${PRODUCT}/last-live-price?mode=live&investor_profile=retail&country=CH`,
    );
    const last = lastLivePriceResponseSchema.parse(await res.json());
    expect(last).toMatchObject({ date: '2026-11-21', price: 151.75 });
  });
});
