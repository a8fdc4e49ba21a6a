import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isinCheckDigit } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { signInWithPassword } from '../support/api-users.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Share classes are data staff can edit (issue 26 item 1, seed 000 §1): an admin edits the EUR class of the demo's
// global equity fund in its share-class tab (fee, ISIN, Bloomberg ticker, valor, use of income, default class), is
// told in words what is wrong with a bad ISIN and ticker, and then sees the saved values on the overview's
// share-class table, in the API's product details and in the factsheet (model and PDF text). The fund's three
// product documents are restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 1000 } });
const PASSWORD = 'Demo-2026!';
const ADMIN = 'admin@demo-am.test';
const FAMILY = ['global-equity-chf', 'global-equity-eur-h', 'global-equity-usd-d'] as const;
const CLASS = 'global-equity-eur-h';
const DEFAULT_BEFORE = 'global-equity-chf';
/** A Swiss ISIN with its correct check digit, and the same ISIN with a wrong one. */
const BODY = 'CH012345678';
const ISIN = `${BODY}${String(isinCheckDigit(BODY))}`;
const WRONG_ISIN = `${BODY}${String(((isinCheckDigit(BODY) ?? 0) + 1) % 10)}`;
/** The valor a Swiss ISIN carries (digits 3 to 11): the form refuses any other. */
const VALOR = String(Number(BODY.slice(2)));
const BLOOMBERG = 'DEMGEAH SW Equity';
/** The class as stored after the save (the seed's name, currency and inception date kept). */
const SAVED = {
  class: 'H',
  currency: 'EUR',
  inceptionDate: '2015-09-30',
  isin: ISIN,
  valor: VALOR,
  bloombergCode: BLOOMBERG,
  managementFee: 0.0135,
  distributionPolicy: 'distributing',
};

let seeded = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  const docs = await Promise.all(FAMILY.map((id) => suite.admin.db.doc(`products/${id}`).get()));
  seeded = new Map(docs.map((d) => [d.id, d.data() ?? {}]));
});

afterAll(async () => {
  const batch = suite.admin.db.batch();
  for (const [id, data] of seeded) batch.set(suite.admin.db.doc(`products/${id}`), data);
  await batch.commit();
});

async function apiGet(path: string): Promise<Response> {
  const token = await signInWithPassword(ADMIN, PASSWORD);
  return fetch(`${HOSTING_URL}/api/products/${CLASS}/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

async function pdfText(): Promise<string> {
  const res = await apiGet('factsheet.pdf?lang=en');
  expect(res.status).toBe(200);
  const dir = join('tests', 'output', 'factsheets');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'share-class-edit.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

describe('share-class tab', () => {
  it('refuses a wrong check digit and a malformed ticker with the value named, then saves the class', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, ADMIN, PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${CLASS}/share-class`);
    const form = page.getByTestId('share-class-form');
    await form.waitFor({ timeout: 30_000 });
    // The fund's classes beside the form: the CHF class is the default.
    const family = page.getByTestId('share-class-family');
    await expect
      .poll(() =>
        family.locator(`tr[data-product-id="${DEFAULT_BEFORE}"]`).getByTestId('default-class').count(),
      )
      .toBe(1);
    await expect.poll(() => field(page, 'Class name').inputValue()).toBe('H');

    await field(page, 'ISIN').fill(WRONG_ISIN);
    await field(page, 'Bloomberg ticker').fill('DEMGEAH');
    await field(page, 'Management fee').fill('7');
    await page.getByTestId('content-save-bar').getByRole('button', { name: 'Save' }).click();
    await form
      .getByText(
        `ISIN "${WRONG_ISIN}" has a wrong check digit: ISO 6166 gives ${String(isinCheckDigit(BODY))} as the last digit.`,
      )
      .waitFor();
    await form.getByText('Bloomberg ticker "DEMGEAH" is not a Bloomberg ticker', { exact: false }).waitFor();
    await form.getByText('Management fee 7.00% is outside 0.00% to 5.00%.').waitFor();
    await page.screenshot({ path: shot('share-class-issues'), fullPage: true });
    expect((await suite.admin.db.doc(`products/${CLASS}`).get()).get('shareClass.isin')).toBe('CH00DEMO0028');

    await field(page, 'ISIN').fill(ISIN);
    await field(page, 'Valor').fill(VALOR);
    // Typed in lower case: stored in Bloomberg's spelling.
    await field(page, 'Bloomberg ticker').fill('demgeah sw equity');
    await field(page, 'Management fee').fill('1.35');
    await page.getByRole('combobox', { name: 'Use of income', exact: true }).click();
    await page.getByRole('option', { name: 'Distributing', exact: true }).click();
    await page.getByRole('switch', { name: 'Default class of the fund' }).check();
    await page.getByTestId('content-save-bar').getByRole('button', { name: 'Save' }).click();
    await page.getByText("Share class saved. The fund's default class changed.").waitFor();

    const docs = await Promise.all(FAMILY.map((id) => suite.admin.db.doc(`products/${id}`).get()));
    expect(docs.map((d) => d.get('isDefaultShareClass') as boolean)).toEqual([false, true, false]);
    expect(docs[1]?.get('shareClass')).toEqual(SAVED);
    // The product-level ISIN (lists, search) follows the class's.
    expect(docs[1]?.get('isin')).toBe(ISIN);
    // Audited with who changed what, in the same transaction.
    const audit = await suite.admin.db
      .collection('auditLogs')
      .where('type', '==', 'shareClassUpdate')
      .where('productId', '==', CLASS)
      .get();
    const entry = audit.docs.map((d) => d.data()).find((e) => (e.after as { isin?: string }).isin === ISIN);
    expect(entry).toMatchObject({
      before: { isin: 'CH00DEMO0028', managementFee: 0.0085 },
      defaultChanged: [
        { productId: DEFAULT_BEFORE, isDefaultShareClass: false },
        { productId: CLASS, isDefaultShareClass: true },
      ],
    });
    // The fund overview in the tab follows the stored flags; the default switch now explains how to change it.
    await expect
      .poll(() => family.locator(`tr[data-product-id="${CLASS}"]`).getByTestId('default-class').count())
      .toBe(1);
    expect(await page.getByRole('switch', { name: 'Default class of the fund' }).isDisabled()).toBe(true);
    await page.screenshot({ path: shot('share-class-saved'), fullPage: true });
  });

  it('shows the saved class at once on the overview, in the API and in the factsheet', async () => {
    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}/products/${DEFAULT_BEFORE}/overview`);
    const row = visitor.locator(`[data-testid="share-class-row"][data-product-id="${CLASS}"]`);
    await expect.poll(() => row.getByTestId('share-class-isin').innerText(), { timeout: 20_000 }).toBe(ISIN);
    expect(await row.getByTestId('share-class-bloomberg').innerText()).toBe(BLOOMBERG);
    expect(await row.getByTestId('share-class-management-fee').innerText()).toBe('1.35%');
    expect(await row.innerText()).toContain('Distributing');
    await visitor.getByTestId('overview-share-classes').screenshot({ path: shot('share-class-overview') });

    const details = await apiGet('details?mode=live');
    expect(details.status).toBe(200);
    const body = (await details.json()) as {
      isDefaultShareClass: boolean;
      shareClass: Record<string, unknown>;
    };
    expect(body.isDefaultShareClass).toBe(true);
    // Every field in the reply, `null` where not stated.
    expect(body.shareClass).toEqual({ ...SAVED, performanceFee: null, hedged: null });

    const factsheet = await apiGet('factsheet?lang=en');
    expect(factsheet.status).toBe(200);
    const model = (await factsheet.json()) as {
      model: { blocks: { keyFigures?: { content: { rows: { label: string; value: string }[] } } } };
    };
    expect(model.model.blocks.keyFigures?.content.rows).toEqual(
      expect.arrayContaining([
        { label: 'ISIN', value: ISIN },
        { label: 'Valor', value: VALOR },
        { label: 'Bloomberg ticker', value: BLOOMBERG },
        { label: 'Management fee', value: '1.35%' },
        { label: 'Use of income', value: 'Distributing' },
      ]),
    );
    // pdftotext lays the key figures out in columns: compare with the spacing collapsed.
    const text = (await pdfText()).replace(/\s+/g, ' ');
    for (const expected of [ISIN, BLOOMBERG, 'Management fee', '1.35%']) expect(text).toContain(expected);
  });
});
