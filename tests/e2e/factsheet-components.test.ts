import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { signInWithPassword } from '../support/api-users.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Generic components on the factsheet page (issue 26 items 4 and 5): staff create, edit, reorder and delete the
// factsheet page's components in its edit mode, with the overview's editor, and see them in the live preview, the
// factsheet model and the PDF; the "show on factsheet" flag of an overview component puts it in the model and the PDF
// and takes it out again; on a phone neither page offers editing controls, and says why. The product's components and
// its English language document are restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 1000 } });
const PASSWORD = 'Demo-2026!';
const ADMIN = 'admin@demo-am.test';
/** A demo fund with holdings, a seeded overview donut chart (`allocation`) and no stored factsheet layout. */
const FUND = 'multi-asset-dynamic';
const LANG_DOC = `products/${FUND}/langs/en`;
const PHONE = { width: 390, height: 844 };

let components = new Map<string, Record<string, unknown>>();
let langDoc: Record<string, unknown> | undefined;

beforeAll(async () => {
  const docs = await suite.admin.db.collection(`products/${FUND}/components`).get();
  components = new Map(docs.docs.map((d) => [d.id, d.data()]));
  langDoc = (await suite.admin.db.doc(LANG_DOC).get()).data();
});

afterAll(async () => {
  const ref = suite.admin.db.collection(`products/${FUND}/components`);
  const batch = suite.admin.db.batch();
  for (const d of (await ref.get()).docs) if (!components.has(d.id)) batch.delete(d.ref);
  for (const [id, data] of components) batch.set(ref.doc(id), data);
  await batch.commit();
  if (langDoc) await suite.admin.db.doc(LANG_DOC).set(langDoc);
  else await suite.admin.db.doc(LANG_DOC).delete();
});

async function signedIn(): Promise<Page> {
  const page = await suite.newPage();
  await signInThroughLoginPage(page, ADMIN, PASSWORD);
  return page;
}

const card = (scope: Page | Locator, id: string) =>
  scope.locator(`[data-testid="component-card"][data-component-id="${id}"]`);
const sheets = (page: Page) => page.getByTestId('factsheet-page');

const layoutTab = (page: Page) => page.getByRole('tab', { name: 'Layout', exact: true });

/** Whether the layout draft (the "Layout" tab) places the generic component `id` on page `n`; back on "Components". */
async function expectPlaced(page: Page, id: string, n: number | null): Promise<void> {
  await layoutTab(page).click();
  const item = (scope: Page | Locator) =>
    scope.locator(`[data-testid="factsheet-editor-item"][data-component-id="component-${id}"]`);
  if (n === null) await item(page).waitFor({ state: 'detached' });
  else await item(page.locator(`[data-testid="factsheet-editor-page"][data-page="${String(n)}"]`)).waitFor();
  await openComponentsTab(page);
}

/** The factsheet as the API answers it to the admin: the model's block ids and its layout's component ids. */
async function factsheetOf(): Promise<{ blocks: string[]; layout: string[] }> {
  const token = await signInWithPassword(ADMIN, PASSWORD);
  const res = await fetch(`${HOSTING_URL}/api/products/${FUND}/factsheet?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    model: { blocks: Record<string, unknown> };
    config: { layout: { componentId: string }[] };
  };
  return { blocks: Object.keys(body.model.blocks), layout: body.config.layout.map((i) => i.componentId) };
}

/** The text of the factsheet PDF (the API's preview), read back with pdftotext. */
async function pdfText(name: string): Promise<string> {
  const token = await signInWithPassword(ADMIN, PASSWORD);
  const res = await fetch(`${HOSTING_URL}/api/products/${FUND}/factsheet.pdf?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const dir = join('tests', 'output', 'factsheets');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Opens the factsheet's edit mode on its "Components" tab; answers the tab's component list. */
async function openComponentsTab(page: Page): Promise<Locator> {
  await page.getByTestId('factsheet-editor-components-tab').click();
  const list = page.getByTestId('factsheet-editor').getByTestId('product-components');
  await list.waitFor();
  return list;
}

async function openEditor(page: Page): Promise<Locator> {
  await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
  await sheets(page).first().waitFor({ timeout: 30_000 });
  await page.getByTestId('factsheet-edit').click();
  await page.getByTestId('factsheet-editor').waitFor();
  return openComponentsTab(page);
}

async function saveComponent(page: Page): Promise<void> {
  const editor = page.getByTestId('component-editor');
  await editor.getByTestId('component-save').click();
  await editor.waitFor({ state: 'detached' });
}

/** The component ids of the stored English factsheet layout. */
async function storedLayout(): Promise<string[]> {
  const factsheet = (await suite.admin.db.doc(LANG_DOC).get()).get('factsheet') as
    { layout?: { componentId: string }[] } | undefined;
  return (factsheet?.layout ?? []).map((i) => i.componentId);
}

async function storedOrder(): Promise<string[]> {
  const snap = await suite.admin.db
    .collection(`products/${FUND}/components`)
    .where('page', '==', 'factsheet')
    .get();
  return snap.docs
    .map((d) => ({ id: d.get('id') as string, order: d.get('order') as number }))
    .sort((a, b) => a.order - b.order)
    .map((d) => d.id);
}

describe('factsheet components: the "show on factsheet" flag of an overview component', () => {
  it('puts the component on the factsheet model and PDF when set, and takes it off when cleared', async () => {
    const title = 'Asset allocation (%)';
    expect((await factsheetOf()).blocks).not.toContain('component-allocation');
    expect(await pdfText('flag-off-before')).not.toContain(title);

    const page = await signedIn();
    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await card(page, 'allocation').getByTestId('component-edit').click();
    const editor = page.getByTestId('component-editor');
    await editor.getByTestId('component-show-on-factsheet').check();
    await page.screenshot({ path: shot('components-show-on-factsheet') });
    await saveComponent(page);
    await expect
      .poll(async () => {
        const stored = await suite.admin.db.doc(`products/${FUND}/components/overview--allocation`).get();
        return stored.get('showOnFactsheet') as unknown;
      })
      .toBe(true);

    // The model has its block and, with no stored layout, the default layout places it: the PDF shows it.
    const on = await factsheetOf();
    expect(on.blocks).toContain('component-allocation');
    expect(on.layout).toContain('component-allocation');
    expect(await pdfText('flag-on')).toContain(title);
    // The factsheet's edit mode names it among the components that come from the overview.
    const list = await openEditor(page);
    await list.getByTestId('components-from-overview').getByText('allocation', { exact: false }).waitFor();

    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await card(page, 'allocation').getByTestId('component-edit').click();
    await page.getByTestId('component-editor').getByTestId('component-show-on-factsheet').uncheck();
    await saveComponent(page);
    await expect.poll(async () => (await factsheetOf()).blocks.includes('component-allocation')).toBe(false);
    expect(await pdfText('flag-off-after')).not.toContain(title);
  }, 180_000);
});

describe('factsheet components: editing on the factsheet page', () => {
  it('creates, edits, reorders and deletes components there, shown by the preview, the model and the PDF', async () => {
    const page = await signedIn();
    let list = await openEditor(page);
    // A page of its own for the new components (the demo's default layout has three): they are placed at the end of
    // the last page, and the draft differs from the default layout, so it can be saved.
    await layoutTab(page).click();
    await page.getByTestId('factsheet-editor-add-page').click();
    await page.locator('[data-testid="factsheet-editor-page"][data-page="4"]').waitFor();
    list = await openComponentsTab(page);

    // A text component: created on the factsheet page, placed at the end of the last page of the layout draft.
    await list.getByTestId('component-add').click();
    let editor = page.getByTestId('component-editor');
    await editor.getByTestId('component-id').fill('fs-note');
    // The flag is the overview's: a factsheet page component is on the factsheet anyway.
    expect(await editor.getByTestId('component-show-on-factsheet').count()).toBe(0);
    await editor.getByTestId('component-title').fill('E2E factsheet note');
    await editor.locator('.ProseMirror').click();
    await page.keyboard.type('Written on the factsheet page.');
    await saveComponent(page);
    await card(list, 'fs-note').waitFor();
    const note = await suite.admin.db.doc(`products/${FUND}/components/factsheet--fs-note`).get();
    expect(note.get('page')).toBe('factsheet');
    await expectPlaced(page, 'fs-note', 4);
    await sheets(page)
      .locator('text', { hasText: 'E2E factsheet note' })
      .first()
      .waitFor({ timeout: 30_000 });

    // A table.
    await list.getByTestId('component-add').click();
    editor = page.getByTestId('component-editor');
    await editor.getByTestId('component-type').click();
    await page.getByRole('option', { name: 'Table', exact: true }).click();
    await editor.getByTestId('component-id').fill('fs-fees');
    await editor.getByTestId('component-title').fill('E2E factsheet fees');
    await editor.getByTestId('column-1').fill('Fee');
    await editor.getByTestId('column-2').fill('Rate');
    await editor.getByTestId('row-key').first().fill('Management fee');
    await editor.getByTestId('row-value').first().fill('0.85 %');
    await saveComponent(page);
    await card(list, 'fs-fees').waitFor();
    await expectPlaced(page, 'fs-fees', 4);
    await sheets(page)
      .locator('text', { hasText: 'E2E factsheet fees' })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await storedOrder()).toEqual(['fs-note', 'fs-fees']);

    // Reorder with the keyboard (dnd-kit, as on the overview): the table moves above the text.
    const fees = card(list, 'fs-fees');
    await fees.getByTestId('component-drag').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => fees.evaluate((el) => el.style.opacity)).toBe('0.6');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => card(list, 'fs-note').evaluate((el) => el.style.transform))
      .toMatch(/translate3d\(0px, [1-9]/);
    await page.keyboard.press('Space');
    await expect.poll(storedOrder).toEqual(['fs-fees', 'fs-note']);

    // Edit: the preview draws the new title once the model is loaded again.
    await card(list, 'fs-note').getByTestId('component-edit').click();
    editor = page.getByTestId('component-editor');
    expect(await editor.getByTestId('component-type').isDisabled()).toBe(true);
    await editor.getByTestId('component-title').fill('E2E factsheet note, edited');
    await saveComponent(page);
    await sheets(page)
      .locator('text', { hasText: 'E2E factsheet note, edited' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: shot('factsheet-components-editor') });

    // Saving the layout keeps both on the factsheet: the model, the stored layout and the PDF have them.
    await page.getByTestId('factsheet-editor-save').click();
    await expect
      .poll(storedLayout)
      .toEqual(expect.arrayContaining(['component-fs-note', 'component-fs-fees']));
    const saved = await factsheetOf();
    expect(saved.blocks).toEqual(expect.arrayContaining(['component-fs-note', 'component-fs-fees']));
    expect(saved.layout).toEqual(expect.arrayContaining(['component-fs-note', 'component-fs-fees']));
    let text = await pdfText('factsheet-components');
    expect(text).toContain('E2E factsheet note, edited');
    expect(text).toContain('E2E factsheet fees');
    expect(text).toContain('Written on the factsheet page.');

    // Opened again from the stored layout (the components on its page four), delete after the confirmation: the
    // record goes, and so does its place in the layout draft.
    list = await openEditor(page);
    await expectPlaced(page, 'fs-note', 4);
    await card(list, 'fs-note').getByTestId('component-delete').click();
    await page.getByTestId('component-delete-button').click();
    await card(list, 'fs-note').waitFor({ state: 'detached' });
    expect((await suite.admin.db.doc(`products/${FUND}/components/factsheet--fs-note`).get()).exists).toBe(
      false,
    );
    await expectPlaced(page, 'fs-note', null);
    await page.getByTestId('factsheet-editor-save').click();
    await expect.poll(async () => (await storedLayout()).includes('component-fs-note')).toBe(false);
    expect(await storedLayout()).toContain('component-fs-fees');
    expect((await factsheetOf()).blocks).not.toContain('component-fs-note');
    text = await pdfText('factsheet-components-deleted');
    expect(text).not.toContain('E2E factsheet note');
    expect(text).toContain('E2E factsheet fees');
  }, 240_000);
});

describe('factsheet components: phones', () => {
  it('offers no editing controls on the overview or the factsheet on a phone, and says why', async () => {
    const page = await signedIn();
    await page.setViewportSize(PHONE);

    await page.goto(`${HOSTING_URL}/products/${FUND}/overview`);
    await page.locator('[data-testid="component-view"][data-component-id="allocation"]').waitFor();
    await page.getByTestId('desktop-editing-notice').waitFor();
    for (const control of ['component-add', 'component-edit', 'component-delete', 'component-drag']) {
      expect(await page.getByTestId(control).count(), control).toBe(0);
    }
    await page.screenshot({ path: shot('components-phone-admin'), fullPage: true });

    await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
    await sheets(page).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('desktop-editing-notice').waitFor();
    expect(await page.getByTestId('factsheet-edit').count()).toBe(0);
    await page.screenshot({ path: shot('factsheet-phone-admin') });

    // The same admin on a tablet-wide screen gets them back.
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByTestId('factsheet-edit').waitFor();
    expect(await page.getByTestId('desktop-editing-notice').count()).toBe(0);
  }, 120_000);
});
