import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken, HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Stored XSS (issue 14 item 3): payloads stored in every free-text and rich-text field an admin can fill (written raw
// with the Admin SDK, so the render side is tested on its own, and one rich text through the components API), then
// every page that shows them opened in Chromium. No payload may run (`window.__xss` stays unset, no dialog), the
// plain-text ones must show literally, and the factsheet PDF must carry them as text. Every document changed is
// restored afterwards: the browser suites share one seeded state.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const FUND = 'global-equity-chf';
const ADMIN = 'admin@demo-am.test';
const INVESTOR = 'investor@demo-am.test';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const JS_LINK = 'javascript:window.__xss=1';
const SVG = '"><svg onload=window.__xss=1>';
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";

/** Plain-text fields: each gets a recognisable word around its payload, to find it on the page. */
const NAME = `XSS Fund ${IMG}`;
const DESCRIPTION = `Description ${SCRIPT}`;
const HEADER = `Header ${TEMPLATE}`;
const PRODUCT_DISCLAIMER = `Disclaimer ${SVG}`;
const CONTACT = `Contact ${SVG}`;
const DOCUMENT = `Document ${IMG}`;
const OMBUDSMAN = `Ombudsman ${SCRIPT}`;
const FIRST_NAME = `First ${SCRIPT}`;
const LAST_NAME = `Last ${SVG}`;
const HOLDING = `Holding ${IMG}`;
const COMPONENT_TITLE = `Title ${TEMPLATE}`;
/** Rich text: markup that must be neutralised, around text that must stay. */
const RICH =
  `<p>Rich kept</p>${SCRIPT}${IMG}<a href="${JS_LINK}">js link</a>` + `<p>${SVG}</p><p>${TEMPLATE}</p>`;
const RAW_COMPONENT = 'xss-raw';
const API_COMPONENT = 'xss-api';

/** Documents changed by the suite, as they were (undefined: did not exist), restored in afterAll. */
const before = new Map<string, Record<string, unknown> | undefined>();
let investorUid = '';
let documentPath = '';

async function keep(path: string): Promise<void> {
  if (!before.has(path)) before.set(path, (await suite.admin.db.doc(path).get()).data());
}

async function update(path: string, fields: Record<string, unknown>): Promise<void> {
  await keep(path);
  await suite.admin.db.doc(path).update(fields);
}

beforeAll(async () => {
  const { db, auth } = suite.admin;
  const product = `products/${FUND}`;
  const contacts = ((await db.doc(product).get()).get('contacts') ?? []) as Record<string, unknown>[];
  expect(contacts.length).toBeGreaterThan(0);
  await update(product, {
    productName: NAME,
    disclaimer: { en: PRODUCT_DISCLAIMER },
    contacts: contacts.map((c, i) => (i === 0 ? { ...c, name: CONTACT } : c)),
  });
  await update(`${product}/langs/en`, {
    'general.productName': NAME,
    'general.description': DESCRIPTION,
    'overview.header.text': HEADER,
  });
  const docs = await db
    .collection(`${product}/documents`)
    .where('lang', '==', 'en')
    .where('archived', '==', false)
    .get();
  const document = docs.docs.find((d) => d.get('loginRequired') === false) ?? docs.docs[0];
  if (!document) throw new Error(`${FUND} has no English document to rename`);
  documentPath = document.ref.path;
  await update(documentPath, { displayName: DOCUMENT });
  await update('settings/platform/langs/en', { 'compliance.ombudsmanText': OMBUDSMAN });

  investorUid = (await auth.getUserByEmail(INVESTOR)).uid;
  await update(`users/${investorUid}`, { firstName: FIRST_NAME, lastName: LAST_NAME });

  const latest = await db.collection(`${product}/holdings`).orderBy('date', 'desc').limit(1).get();
  const snapshot = latest.docs[0];
  if (!snapshot) throw new Error(`${FUND} has no holdings to rename`);
  const holdingsPath = snapshot.ref.path;
  const holdings = snapshot.get('holdings') as { weight: number }[];
  const top = holdings.reduce(
    (best, h, i) => (h.weight > (holdings[best]?.weight ?? -Infinity) ? i : best),
    0,
  );
  await update(holdingsPath, {
    holdings: holdings.map((h, i) => (i === top ? { ...h, holdingName: HOLDING } : h)),
  });

  // A text component written raw (past the API's sanitiser: the render side alone must hold) ...
  const rawPath = `${product}/components/overview--${RAW_COMPONENT}`;
  await keep(rawPath);
  await db.doc(rawPath).set({
    id: RAW_COMPONENT,
    page: 'overview',
    type: 'text',
    content: { en: { title: COMPONENT_TITLE, text: RICH, rows: [], footnote: '' } },
    numberOfDecimals: 2,
    showOnFactsheet: false,
    links: [],
    predefined: false,
    editable: true,
    order: 900,
    updatedAt: new Date(),
  });
  // ... and one through the components API as the admin (sanitised on write).
  await keep(`${product}/components/overview--${API_COMPONENT}`);
  const token = await emulatorIdToken(ADMIN, PASSWORD);
  const res = await fetch(`${HOSTING_URL}/api/products/${FUND}/components`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      page: 'overview',
      id: API_COMPONENT,
      type: 'text',
      content: { en: { title: COMPONENT_TITLE, text: RICH } },
    }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}, 30_000);

afterAll(async () => {
  const { db } = suite.admin;
  for (const [path, data] of before) {
    if (data) await db.doc(path).set(data);
    else await db.doc(path).delete();
  }
});

/** A page that records every dialog; {@link expectNothingRan} checks it and `window.__xss`. */
async function watched(options: { signIn?: string } = {}): Promise<{ page: Page; dialogs: string[] }> {
  const page = await suite.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (options.signIn) await signInThroughLoginPage(page, options.signIn, PASSWORD);
  return { page, dialogs };
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** The text shows literally (escaped) inside `scope` of the page. */
async function literal(page: Page, text: string, scope = 'body'): Promise<void> {
  await page.locator(scope).getByText(text, { exact: false }).first().waitFor({ timeout: 20_000 });
}

describe('stored XSS payloads', () => {
  it('show as text on the product overview, rich text sanitised both when stored raw and through the API', async () => {
    const { page, dialogs } = await watched();
    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await literal(page, HEADER, '[data-testid="overview-header"]');
    await literal(page, DESCRIPTION, '[data-testid="overview-description"]');
    await literal(page, CONTACT, '[data-testid="overview-contacts"]');
    await literal(page, PRODUCT_DISCLAIMER, '[data-testid="overview-disclaimer"]');
    await literal(page, NAME);
    await literal(page, HOLDING, '[data-testid="holdings-overview"]');
    for (const id of [RAW_COMPONENT, API_COMPONENT]) {
      const view = page.locator(`[data-testid="component-view"][data-component-id="${id}"]`);
      await view.getByText('Rich kept').waitFor();
      await view.getByText(COMPONENT_TITLE).waitFor();
      expect(
        await view.locator('script, svg, [onerror], [onload], a[href^="javascript" i], img').count(),
        id,
      ).toBe(0);
    }
    await page.screenshot({ path: shot('xss-overview'), fullPage: true });
    await expectNothingRan(page, dialogs);
  });

  it('run nowhere on the analysis, documents and factsheet pages, the ombudsman page and an embed', async () => {
    const { page, dialogs } = await watched();
    await page.goto(`${HOSTING_URL}/products/${FUND}/live-analysis`);
    await page.getByRole('heading', { name: NAME }).waitFor({ timeout: 20_000 });
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/products/${FUND}/documents`);
    await literal(page, DOCUMENT);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
    await literal(page, NAME);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/compliance/ombudsman`);
    await literal(page, OMBUDSMAN);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/products/${FUND}/embedded/live-perf-table`);
    await page.getByTestId('embed').waitFor({ timeout: 20_000 });
    await expectNothingRan(page, dialogs);
  });

  it('run nowhere in the admin product tabs and users table', async () => {
    const { page, dialogs } = await watched({ signIn: ADMIN });
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/general`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Header text' }).inputValue()).toBe(HEADER);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/contacts`);
    await expect
      .poll(() =>
        page.getByTestId('content-row').first().getByRole('textbox', { name: /^Name/ }).inputValue(),
      )
      .toBe(CONTACT);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/admin/products/${FUND}/documents`);
    await literal(page, DOCUMENT);
    await expectNothingRan(page, dialogs);
    await page.goto(`${HOSTING_URL}/admin/users`);
    await literal(page, FIRST_NAME, 'table');
    await literal(page, LAST_NAME, 'table');
    await page.screenshot({ path: shot('xss-admin-users'), fullPage: true });
    await expectNothingRan(page, dialogs);
  });

  it("run nowhere in the user's own settings", async () => {
    const { page, dialogs } = await watched({ signIn: INVESTOR });
    await page.goto(`${HOSTING_URL}/settings/edit-profile`);
    await expect.poll(() => page.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe(FIRST_NAME);
    await expectNothingRan(page, dialogs);
  });

  it('appear as literal text in the factsheet PDF', async () => {
    const token = await emulatorIdToken(ADMIN, PASSWORD);
    const date = String((await suite.admin.db.doc(`priceSeries/${FUND}`).get()).get('lastDate'));
    const out = join('tests', 'output', 'factsheets');
    mkdirSync(out, { recursive: true });
    const file = join(out, 'xss.pdf');
    // The API reloads the catalogue after the catalogue-version trigger has run on the product write.
    const text = async (): Promise<string> => {
      const res = await fetch(`${HOSTING_URL}/api/products/${FUND}/factsheet.pdf?lang=en&date=${date}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    };
    await expect.poll(text, { timeout: 20_000 }).toContain(NAME);
    const pdf = await text();
    for (const value of [NAME, DESCRIPTION, CONTACT, PRODUCT_DISCLAIMER]) expect(pdf).toContain(value);
  });
});
