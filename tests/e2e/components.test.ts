import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../scripts/lib/seed-components.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Generic components end to end (issue 10.2): a product admin creates every kind of component on an overview page,
// is refused partly filled content and wrong weights with the field named, reorders and deletes; an admin links a
// component to another share class (with confirmation), sees the copy there kept in sync, then unlinks it; visitors
// see the seeded components read-only; rich text smuggled past the editor comes back sanitised. The components and
// media of the products touched are restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
/** Administered by the demo's custom role `alpinumManagers` (product-admin@demo-am.test). */
const MANAGED = 'multi-asset-dynamic';
/** Two share classes of one fund (linking), administered by admin@demo-am.test. */
const BOND_I = 'swiss-bond-i';
const BOND_M = 'swiss-bond-m';
const SEEDED = 'global-equity-chf';
const TOUCHED = [MANAGED, BOND_I, BOND_M];

type Snapshot = Map<string, Map<string, Record<string, unknown>>>;
const snapshot: { components: Snapshot; media: Snapshot } = { components: new Map(), media: new Map() };

async function take(collection: 'components' | 'media'): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const productId of TOUCHED) {
    const docs = await suite.admin.db.collection(`products/${productId}/${collection}`).get();
    out.set(productId, new Map(docs.docs.map((d) => [d.id, d.data()])));
  }
  return out;
}

async function restore(collection: 'components' | 'media', saved: Snapshot): Promise<void> {
  for (const [productId, docs] of saved) {
    const ref = suite.admin.db.collection(`products/${productId}/${collection}`);
    const now = await ref.get();
    const batch = suite.admin.db.batch();
    for (const d of now.docs) if (!docs.has(d.id)) batch.delete(d.ref);
    for (const [id, data] of docs) batch.set(ref.doc(id), data);
    await batch.commit();
  }
}

beforeAll(async () => {
  snapshot.components = await take('components');
  snapshot.media = await take('media');
});

afterAll(async () => {
  await restore('components', snapshot.components);
  await restore('media', snapshot.media);
});

async function signedIn(email: string): Promise<Page> {
  const page = await suite.newPage();
  await signInThroughLoginPage(page, email, PASSWORD);
  return page;
}

const card = (page: Page, id: string) =>
  page.locator(`[data-testid="component-card"][data-component-id="${id}"]`);
const cardIds = (page: Page) =>
  page
    .getByTestId('component-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-component-id') ?? ''));

async function openOverview(page: Page, productId: string): Promise<void> {
  await page.goto(`${HOSTING_URL}/products/${productId}/overview`);
  await page.getByTestId('product-components').waitFor();
}

/** Opens the editor of a new component of `type` (its label) with `id`. */
async function startNew(page: Page, type: string, id: string): Promise<Locator> {
  await page.getByTestId('component-add').click();
  const editor = page.getByTestId('component-editor');
  await editor.waitFor();
  if (type !== 'Text') {
    await editor.getByTestId('component-type').click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
  await editor.getByTestId('component-id').fill(id);
  return editor;
}

async function fillRows(editor: Locator, rows: readonly (readonly [string, string])[]): Promise<void> {
  for (const [i, [key, value]] of rows.entries()) {
    if (i >= (await editor.getByTestId('row').count())) await editor.getByTestId('add-row').click();
    await editor.getByTestId('row-key').nth(i).fill(key);
    await editor.getByTestId('row-value').nth(i).fill(value);
  }
}

async function save(page: Page, editor: Locator, id: string): Promise<void> {
  await editor.getByTestId('component-save').click();
  await editor.waitFor({ state: 'detached' });
  await card(page, id).waitFor();
}

async function chartRows(
  page: Page,
  type: string,
  id: string,
  title: string,
  rows: readonly (readonly [string, string])[],
): Promise<void> {
  const editor = await startNew(page, type, id);
  await editor.getByTestId('component-title').fill(title);
  await fillRows(editor, rows);
  await save(page, editor, id);
}

/** A real PNG (so the browser can show it), padded after its end to `size` bytes. */
function png(size = 0): Buffer {
  const image = Buffer.from(
    encodePng(240, 120, (x, y) => [Math.round((x / 240) * 255), Math.round((y / 120) * 255), 160]),
  );
  return size > image.length ? Buffer.concat([image, Buffer.alloc(size - image.length)]) : image;
}

describe('components: editing as a product admin', () => {
  it('creates every kind, refuses partly filled content and wrong weights, reorders and deletes', async () => {
    const page = await signedIn('product-admin@demo-am.test');
    await openOverview(page, MANAGED);
    // The seeded donut chart (emulator-data/demo/components.json): the live list is there.
    await card(page, 'allocation').waitFor();
    const before = await cardIds(page);

    // Text (rich text through the editor).
    let editor = await startNew(page, 'Text', 'e2e-text');
    await editor.getByTestId('component-title').fill('E2E text');
    await editor.locator('.ProseMirror').click();
    await page.keyboard.type('Written by the browser test.');
    await save(page, editor, 'e2e-text');
    await card(page, 'e2e-text').getByText('Written by the browser test.').waitFor();

    // A table saved partly filled is refused, with the field named; completed, it is saved.
    editor = await startNew(page, 'Table', 'e2e-table');
    await editor.getByTestId('component-title').fill('E2E fees');
    await editor.getByTestId('column-1').fill('Item');
    await fillRows(editor, [['Management fee', '']]);
    await editor.getByTestId('component-save').click();
    const issues = editor.getByTestId('component-issues');
    await issues.getByText('English: The header of column 2 is empty.').waitFor();
    await issues.getByText('English: Row 1: the value (column 2) is empty.').waitFor();
    await page.screenshot({ path: shot('components-partly-filled') });
    await editor.getByTestId('column-2').fill('Terms');
    await editor.getByTestId('row-value').first().fill('0.9 %');
    await save(page, editor, 'e2e-table');
    await card(page, 'e2e-table').getByRole('cell', { name: '0.9 %' }).waitFor();

    // Pie weights: the current sum shows live; a sum off 100 is refused, a complete one saved.
    editor = await startNew(page, 'Pie chart', 'e2e-pie');
    await editor.getByTestId('component-title').fill('E2E allocation');
    await fillRows(editor, [
      ['Equities', '60'],
      ['Bonds', '30'],
    ]);
    await expect.poll(() => editor.getByTestId('weights-sum').innerText()).toContain('90 %');
    await editor.getByTestId('component-save').click();
    await issues.getByText('English: The weights add up to 90 %, they must add up to 100 %.').waitFor();
    await page.screenshot({ path: shot('components-weights-sum') });
    await fillRows(editor, [
      ['Equities', '60'],
      ['Bonds', '30'],
      ['Cash', '10'],
    ]);
    await expect.poll(() => editor.getByTestId('weights-sum').innerText()).toContain('100 %');
    await save(page, editor, 'e2e-pie');

    // A chart value that is not a number is refused with its row and value.
    editor = await startNew(page, 'Vertical bar chart', 'e2e-vbar');
    await editor.getByTestId('component-title').fill('E2E calendar years');
    await fillRows(editor, [
      ['2024', '9.8'],
      ['2025', '7,1'],
    ]);
    await editor.getByTestId('component-save').click();
    await issues.getByText('English: Row 2: the value “7,1” is not a number', { exact: false }).waitFor();
    await editor.getByTestId('row-value').nth(1).fill('7.1');
    await save(page, editor, 'e2e-vbar');

    await chartRows(page, 'Donut chart', 'e2e-donut', 'E2E currencies', [
      ['CHF', '70'],
      ['EUR', '30'],
    ]);
    await chartRows(page, 'Horizontal bar chart', 'e2e-hbar', 'E2E sectors', [
      ['Health care', '12.5'],
      ['Industrials', '8'],
    ]);
    await chartRows(page, 'Line chart', 'e2e-line', 'E2E assets', [
      ['2026-01-31', '100'],
      ['2026-02-28', '104'],
      ['2026-03-31', '103'],
    ]);

    // Image: a file above 30 MB is refused before it is sent, one above 10 MB is uploaded with a warning.
    editor = await startNew(page, 'Image', 'e2e-image');
    await editor.getByTestId('component-title').fill('E2E image');
    const input = editor.getByTestId('media-upload-input');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(31 * 1024 * 1024) });
    await editor
      .getByTestId('media-upload-error')
      .getByText(/files above 30 MB cannot be uploaded/)
      .waitFor();
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await editor
      .getByTestId('media-upload-error')
      .getByText(/file type is not supported/)
      .waitFor();
    await input.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: png(11 * 1024 * 1024) });
    await editor
      .getByTestId('media-upload-warning')
      .getByText(/more than 10 MB/)
      .waitFor();
    await editor.getByTestId('media-upload-name').getByText('large.png').waitFor();
    await editor.getByTestId('media-upload-preview').waitFor();
    await page.screenshot({ path: shot('components-image-editor') });
    await save(page, editor, 'e2e-image');
    await card(page, 'e2e-image').getByTestId('component-image').waitFor();

    // Video.
    editor = await startNew(page, 'Video', 'e2e-video');
    await editor.getByTestId('component-title').fill('E2E video');
    await editor.getByTestId('media-upload-input').setInputFiles({
      name: 'process.webm',
      mimeType: 'video/webm',
      buffer: await readFile(join(findRepoRoot(), 'tenants/demo/assets/fund-process.webm')),
    });
    await editor.getByTestId('media-upload-name').getByText('process.webm').waitFor();
    await save(page, editor, 'e2e-video');
    await card(page, 'e2e-video').getByTestId('component-video').waitFor();

    const created = [
      'e2e-text',
      'e2e-table',
      'e2e-pie',
      'e2e-vbar',
      'e2e-donut',
      'e2e-hbar',
      'e2e-line',
      'e2e-image',
      'e2e-video',
    ];
    await expect.poll(() => cardIds(page)).toEqual([...before, ...created]);
    const types = await page
      .getByTestId('component-view')
      .evaluateAll((views) => views.map((v) => v.getAttribute('data-component-type')));
    expect(new Set(types)).toEqual(
      new Set([
        'text',
        'table',
        'pie-chart',
        'donut-chart',
        'vertical-bar-chart',
        'horizontal-bar-chart',
        'line-chart',
        'image',
        'video',
      ]),
    );
    await page.screenshot({ path: shot('components-admin-overview'), fullPage: true });

    // The id of a saved component is taken on its page; the type of a saved one is fixed.
    editor = await startNew(page, 'Text', 'e2e-text');
    await editor.locator('.ProseMirror').click();
    await page.keyboard.type('Again');
    await editor.getByTestId('component-save').click();
    await editor
      .getByTestId('component-failure')
      .getByText('A component with this id already exists on this page.')
      .waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'e2e-text').getByTestId('component-edit').click();
    editor = page.getByTestId('component-editor');
    expect(await editor.getByTestId('component-type').isDisabled()).toBe(true);
    await editor.getByTestId('component-title').fill('E2E text, edited');
    await editor.getByTestId('component-save').click();
    await editor.waitFor({ state: 'detached' });
    await card(page, 'e2e-text').getByText('E2E text, edited').waitFor();

    // Drag and drop with the keyboard (the page is long; a mouse drag would need the page to scroll): pick the
    // video up by its handle, move it above the image, drop it; the order is saved.
    const video = card(page, 'e2e-video');
    await video.getByTestId('component-drag').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((el) => el.style.opacity)).toBe('0.6');
    await page.keyboard.press('ArrowUp');
    // The image makes room below the video: the video is over it.
    await expect
      .poll(() => card(page, 'e2e-image').evaluate((el) => el.style.transform))
      .toMatch(/translate3d\(0px, [1-9]/);
    await page.keyboard.press('Space');
    const order = [...before, ...created.slice(0, -2), 'e2e-video', 'e2e-image'];
    await expect.poll(() => cardIds(page)).toEqual(order);
    await expect
      .poll(async () => {
        const stored = await suite.admin.db
          .collection(`products/${MANAGED}/components`)
          .orderBy('order')
          .get();
        return stored.docs.map((d) => d.get('id') as string);
      })
      .toEqual(order);

    // Delete, after the confirmation.
    await card(page, 'e2e-text').getByTestId('component-delete').click();
    await page
      .getByTestId('component-delete-confirm')
      .getByText('Delete the component “e2e-text” for good?')
      .waitFor();
    await page.getByTestId('component-delete-button').click();
    await card(page, 'e2e-text').waitFor({ state: 'detached' });
    const gone = await suite.admin.db.doc(`products/${MANAGED}/components/overview--e2e-text`).get();
    expect(gone.exists).toBe(false);
    // Many dialogs and uploads on two shared cores.
  }, 300_000);

  it("gives a product admin no editing controls on another product's overview", async () => {
    const page = await signedIn('product-admin@demo-am.test');
    await openOverview(page, SEEDED);
    await page.getByTestId('component-view').first().waitFor();
    expect(await page.getByTestId('component-add').count()).toBe(0);
    expect(await page.getByTestId('component-edit').count()).toBe(0);
  });
});

describe('components: linking', () => {
  it('links a component to another share class after confirmation, keeps the copies in sync, then unlinks', async () => {
    const page = await signedIn('admin@demo-am.test');
    await openOverview(page, BOND_I);
    await card(page, 'duration').getByTestId('component-edit').click();
    let editor = page.getByTestId('component-editor');
    await editor.getByTestId(`link-${BOND_M}-overview`).check();
    await editor.getByTestId('component-save').click();
    const confirm = page.getByTestId('link-confirm');
    await confirm.getByText('Demo Swiss Franc Bond Fund M', { exact: false }).first().waitFor();
    // The dialog has faded in (Mantine's transition) before the screenshot.
    await expect
      .poll(() =>
        confirm.evaluate((el) => getComputedStyle(el.closest('.mantine-Modal-content') ?? el).opacity),
      )
      .toBe('1');
    await page.screenshot({ path: shot('components-link-confirm') });
    await page.getByTestId('link-confirm-button').click();
    await editor.waitFor({ state: 'detached' });
    await card(page, 'duration').getByTestId('component-linked').waitFor();

    // The copy on the other share class, and an edit there shows here.
    await openOverview(page, BOND_M);
    await card(page, 'duration').getByText('Duration by maturity (%)', { exact: true }).waitFor();
    await card(page, 'duration').getByTestId('component-edit').click();
    editor = page.getByTestId('component-editor');
    await editor.getByTestId('component-title').fill('Duration buckets (%)');
    await editor.getByTestId('component-save').click();
    await editor.waitFor({ state: 'detached' });
    await openOverview(page, BOND_I);
    await card(page, 'duration').getByText('Duration buckets (%)', { exact: true }).waitFor();

    // Unlink: both keep their content, neither is linked any more.
    await card(page, 'duration').getByTestId('component-edit').click();
    editor = page.getByTestId('component-editor');
    await editor.getByTestId(`link-${BOND_M}-overview`).uncheck();
    await editor.getByTestId('component-save').click();
    await editor.waitFor({ state: 'detached' });
    await card(page, 'duration').getByTestId('component-linked').waitFor({ state: 'detached' });
    const copy = await suite.admin.db.doc(`products/${BOND_M}/components/overview--duration`).get();
    expect(copy.get('links')).toEqual([]);
    expect(copy.get('content.en.title')).toBe('Duration buckets (%)');
  }, 120_000);
});

describe('components: readers', () => {
  it('shows a visitor every kind of component read-only', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${SEEDED}/overview`);
    const section = page.getByTestId('product-components');
    await section.waitFor();
    await section.getByTestId('component-image').waitFor();
    await section.getByTestId('component-video').waitFor();
    const types = await section
      .getByTestId('component-view')
      .evaluateAll((views) => views.map((v) => v.getAttribute('data-component-type')));
    expect(new Set(types).size).toBe(9);
    for (const control of ['component-add', 'component-edit', 'component-delete', 'component-drag']) {
      expect(await page.getByTestId(control).count(), control).toBe(0);
    }
    await page.screenshot({ path: shot('components-visitor'), fullPage: true });
    for (const id of [
      'strategy',
      'allocation',
      'fees',
      'currencies',
      'sectors',
      'calendar-years',
      'investors',
    ]) {
      const view = section.locator(`[data-testid="component-view"][data-component-id="${id}"]`);
      if (id !== 'strategy' && id !== 'fees') await view.locator('svg').first().waitFor();
      await view.screenshot({ path: shot(`components-view-${id}`) });
    }
  });

  it('stores rich text sent past the editor sanitised: no script, no event handler runs', async () => {
    const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
    const signIn = await fetch(
      `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'product-admin@demo-am.test',
          password: PASSWORD,
          returnSecureToken: true,
        }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const res = await fetch(`${HOSTING_URL}/api/products/${MANAGED}/components`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        page: 'overview',
        id: 'e2e-xss',
        type: 'text',
        content: {
          en: {
            title: 'Sanitised',
            text:
              '<p>Kept text</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
              '<a href="javascript:alert(3)" onclick="alert(4)">link</a>',
          },
        },
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const stored = (await suite.admin.db.doc(`products/${MANAGED}/components/overview--e2e-xss`).get()).get(
      'content.en.text',
    ) as string;
    expect(stored).toContain('Kept text');
    expect(stored).not.toMatch(/<script|onerror|onclick|javascript:/i);

    const page = await suite.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${HOSTING_URL}/products/${MANAGED}/overview`);
    const view = page.locator('[data-testid="component-view"][data-component-id="e2e-xss"]');
    await view.getByText('Kept text').waitFor();
    expect(await view.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
