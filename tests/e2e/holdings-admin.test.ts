import type { DocumentData } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideIdOf } from '../../functions/src/services/holdings/holding-overrides.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { nestle } from '../support/holdings.js';

// Holdings in the admin console (docs/holdings-admin.md): an admin imports a holding CSV with errors (listed by row,
// column and value, nothing written), fixes it and sees the date; sets a component to donut on the overview; checks an
// override file (dry run) with errors, then a valid one; deletes an override in place. What the test changes it undoes.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const PRODUCT = 'multi-asset-dynamic';
const DATE = '2011-03-31';
const E2E_KEY = { holdingName: 'E2E Nestle', currency: 'CHF', isin: 'CH0038863350' };
const overrideDoc = () => suite.admin.db.doc(`products/${PRODUCT}/holdingOverrides/${overrideIdOf(E2E_KEY)}`);
const HEADER = 'holding name,currency,isin,asset class,instrument type,sector,region,weight,value';
const ROWS = [
  'E2E Nestle,CHF,CH0038863350,Equity,Share,Consumer staples,Switzerland,0.5,500000',
  'E2E Treasury,USD,US912828ZQ64,Fixed income,Bond,Government,North America,0.3,300000',
  'E2E Cash,CHF,,Cash,Cash account,Cash,Switzerland,0.2,200000',
];

let componentsBefore: Map<string, DocumentData>;
beforeAll(async () => {
  await suite.admin.db.doc(`products/${PRODUCT}/holdings/${DATE}`).delete();
  const docs = await suite.admin.db.collection(`products/${PRODUCT}/holdingComponents`).get();
  componentsBefore = new Map(docs.docs.map((d) => [d.id, d.data()]));
});
afterAll(async () => {
  await suite.admin.db.doc(`products/${PRODUCT}/holdings/${DATE}`).delete();
  await overrideDoc().delete();
  const col = suite.admin.db.collection(`products/${PRODUCT}/holdingComponents`);
  for (const d of (await col.get()).docs) if (!componentsBefore.has(d.id)) await d.ref.delete();
  for (const [id, data] of componentsBefore) await col.doc(id).set(data);
});

async function chooseFile(page: Page, testId: string, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('holdings in the admin console', () => {
  it('imports a holding CSV: errors listed, fixed, the date shown, then deleted', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/holding-data`);
    await page.getByRole('heading', { name: 'Import holdings' }).waitFor();
    await page.getByTestId('holding-date').fill(DATE);

    const broken = [
      HEADER,
      ROWS[0],
      ROWS[1]?.replace('0.3', '"0,3"').replace('North America', 'Mars'),
      ROWS[2],
    ];
    await chooseFile(page, 'holding-file', 'holdings.csv', broken.join('\n'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const errors = page.getByTestId('holding-file-errors');
    await errors.getByText('Use a decimal point, not a comma.').waitFor();
    await errors.getByText('Not one of the accepted values for this column.').waitFor();
    expect(await errors.locator('tbody tr').count()).toBe(2);
    await errors.getByRole('row', { name: /3 Region Mars/ }).waitFor();
    await page.screenshot({ path: shot('holdings-admin-import-errors'), fullPage: true });
    expect((await suite.admin.db.doc(`products/${PRODUCT}/holdings/${DATE}`).get()).exists).toBe(false);

    await chooseFile(page, 'holding-file', 'holdings.csv', [HEADER, ...ROWS].join('\n'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('3 positions imported for Mar 31, 2011.').waitFor();
    const row = page.getByTestId('holding-dates').locator(`tr[data-date="${DATE}"]`);
    await row.getByText('100%').waitFor();
    await row.getByText('You').waitFor();
    await row.getByRole('button', { name: `Show the positions of ${DATE}` }).click();
    const positions = page.getByTestId('holding-positions');
    await positions.getByText('Consumer staples').waitFor();
    await positions.getByText('North America').waitFor();
    await page.screenshot({ path: shot('holdings-admin-positions') });
    await page.keyboard.press('Escape');
    await positions.waitFor({ state: 'detached' });
    await page.screenshot({ path: shot('holdings-admin-data-tab'), fullPage: true });

    await row.getByRole('button', { name: `Delete the holdings of ${DATE}` }).click();
    await page.getByRole('dialog').getByText('Delete the 3 positions of').waitFor();
    await page.getByTestId('holding-delete-confirm').click();
    await page.getByText('The holdings of Mar 31, 2011 were deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
  }, 240_000);

  it('sets a component to donut on the overview', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/holding-components`);
    const regions = page.getByTestId('holding-components').locator('tr[data-kind="regions"]');
    await regions.getByText('Donut').click();
    await regions.getByRole('switch').check();
    await page.getByTestId('top-holdings-count').fill('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('A whole number above 0, or blank for all.').waitFor();
    await page.getByTestId('top-holdings-count').fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/components? saved\./).waitFor();
    await page.screenshot({ path: shot('holdings-admin-components'), fullPage: true });
    const stored = await suite.admin.db.doc(`products/${PRODUCT}/holdingComponents/regions`).get();
    expect(stored.data()).toEqual({
      kind: 'regions',
      chartType: 'donut',
      showOnOverview: true,
      topHoldingsCount: null,
    });
    const top = await suite.admin.db.doc(`products/${PRODUCT}/holdingComponents/topHoldings`).get();
    expect(top.get('topHoldingsCount')).toBe(5);
  }, 240_000);

  it('checks an override file: every error by row and column, then the preview of a valid one', async () => {
    await suite.admin.db.doc(`products/${PRODUCT}/holdings/${DATE}`).set({
      productId: PRODUCT,
      date: DATE,
      importedAt: new Date(),
      importedBy: 'e2e',
      holdings: [nestle({ ...E2E_KEY, value: 1000 })],
    });
    const overrides = suite.admin.db.collection(`products/${PRODUCT}/holdingOverrides`);
    const overridesBefore = (await overrides.get()).size;
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/operations/override-holding-data`);
    await page.getByTestId('override-products').click();
    await page.getByRole('option', { name: 'Demo Multi-Asset Dynamic Strategy' }).click();
    await page.keyboard.press('Escape');

    const header = 'holding name,currency,isin,sector,override name';
    const bad = [header, 'E2E Nestle,CHF,CH0038863350,Space,', 'Unknown AG,CHF,CH0012005267,energy,'];
    await chooseFile(page, 'override-file', 'overrides.csv', bad.join('\n'));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const errors = page.getByTestId('override-errors');
    await errors.getByText('Not one of the accepted values for this column.').waitFor();
    await errors
      .getByText('None of the selected products has a holding with this name, currency and ISIN.')
      .waitFor();
    await page.screenshot({ path: shot('holdings-admin-override-errors'), fullPage: true });

    const good = [header, 'E2E Nestle,CHF,CH0038863350,Health care,Nestlé'];
    await chooseFile(page, 'override-file', 'overrides.csv', good.join('\n'));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page
      .getByTestId('override-valid')
      .getByText('The file is valid: 1 override (records to write: 1).')
      .waitFor();
    await page
      .getByTestId('override-preview')
      .getByText('Sector: Health care · Override name: Nestlé')
      .waitFor();
    await page.screenshot({ path: shot('holdings-admin-override-preview'), fullPage: true });
    expect((await overrides.get()).size).toBe(overridesBefore);

    // An override in place is listed live for the chosen product and deleted after confirmation.
    await overrideDoc().set({
      productId: PRODUCT,
      key: E2E_KEY,
      values: { sector: 'healthCare' },
      updatedAt: new Date(),
      updatedBy: 'e2e',
    });
    const current = page.getByTestId(`current-overrides-${PRODUCT}`);
    await current.getByText('Sector: Health care').waitFor();
    await current
      .getByRole('button', { name: 'Delete the override of E2E Nestle · CHF · CH0038863350' })
      .click();
    await page.getByText('Delete the override of E2E Nestle · CHF · CH0038863350 in').waitFor();
    await page.screenshot({ path: shot('holdings-admin-override-delete'), fullPage: true });
    await page.getByTestId('override-delete-confirm').click();
    await current.getByText('Sector: Health care').waitFor({ state: 'detached' });
    expect((await overrideDoc().get()).exists).toBe(false);
  }, 240_000);
});
