import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The risk-free rate series on the bulk price page (docs/risk-free.md): the demo's synthetic SARON, €STR and SOFR are
// listed as such, and a rate file is validated by the rate rules (negative rates fine, ±100 % refused by row, column
// and value). Only a dry run: the seeded rates stay as they are for the other suites.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });

describe('risk-free rate series in the admin console', () => {
  it('lists the synthetic demo series and refuses an out-of-range rate, not a negative one', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', 'Demo-2026!');
    await page.goto(`${HOSTING_URL}/admin/operations/bulk-price-data-update`);
    const panel = page.getByTestId('risk-free-series');
    const saron = panel.locator('[data-series="saron"]');
    await saron.getByText('synthetic demo data').waitFor({ timeout: 30_000 });
    expect(await saron.innerText()).toMatch(
      /SARON.*saron\s+CHF\s+\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/s,
    );
    await panel.locator('[data-series="sofr"]').getByText('synthetic demo data').waitFor();
    expect(await panel.locator('[data-series="sonia"]').innerText()).toContain('Not uploaded');

    await page.getByTestId('bulk-price-file').setInputFiles({
      name: 'saron-fixings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['ID,DATE,PRICE', 'saron,2026-11-16,-0.0412', 'saron,2026-11-17,125', ''].join('\n'),
      ),
    });
    await page.getByTestId('bulk-price-dry-run').click();
    await page.locator('[data-testid="bulk-price-result"][data-phase="refused"]').waitFor();
    const errors = page.getByTestId('bulk-price-errors');
    await errors.getByText(/A risk-free rate is an annual rate in percent between -100 and 100/).waitFor();
    const rows = await errors.innerText();
    expect(rows).toContain('125');
    expect(rows).not.toContain('-0.0412');
    await page.screenshot({ path: shot('risk-free-admin'), fullPage: true });
  });
});
