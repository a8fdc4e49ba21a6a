import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The factsheet page and its editor (issue 12 items 2 and 3): an admin drags a component of the demo product's
// factsheet to page two and saves; after a reload the page draws it on page two. A visitor sees the public
// factsheet (pages drawn from GET /api/products/{id}/factsheet) without the editor. The seeded language document is
// restored afterwards.
const suite = browserSuite({ viewport: { width: 1440, height: 1000 } });
const FUND = 'global-equity-chf';
const LANG_DOC = `products/${FUND}/langs/en`;
let seeded: Record<string, unknown> | undefined;

beforeAll(async () => {
  seeded = (await suite.admin.db.doc(LANG_DOC).get()).data();
});

afterAll(async () => {
  if (seeded) await suite.admin.db.doc(LANG_DOC).set(seeded);
  else await suite.admin.db.doc(LANG_DOC).delete();
});

const sheet = (page: Page, n: number) =>
  page.locator(`[data-testid="factsheet-page"][data-page="${String(n)}"]`);
const editorPage = (page: Page, n: number) =>
  page.locator(`[data-testid="factsheet-editor-page"][data-page="${String(n)}"]`);

/** Drags with the mouse in steps (dnd-kit's pointer sensor starts after 4 px), from one element to a point of another. */
async function drag(page: Page, handle: Locator, target: Locator, yRatio: number): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * yRatio, { steps: 15 });
  await page.mouse.up();
}

describe('factsheet', () => {
  it('lets an admin drag a component to page two and save it', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', 'Demo-2026!');
    await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
    await sheet(page, 1).waitFor({ timeout: 30_000 });
    await page.getByTestId('factsheet-edit').click();
    await page.getByTestId('factsheet-editor').waitFor();

    // The last component of page one goes to the top of page two.
    const moved = editorPage(page, 1).getByTestId('factsheet-editor-item').last();
    const id = await moved.getAttribute('data-component-id');
    if (!id) throw new Error('no component on page one');
    const title = (await moved.locator('p').first().innerText()).trim();
    const firstOfTwo = editorPage(page, 2).getByTestId('factsheet-editor-item').first();
    await drag(page, moved.getByTestId('factsheet-editor-handle'), firstOfTwo, 0.15);
    await editorPage(page, 2).locator(`[data-component-id="${id}"]`).waitFor();
    expect(await editorPage(page, 1).locator(`[data-component-id="${id}"]`).count()).toBe(0);
    // The live preview draws it on page two at once.
    await sheet(page, 2).locator('text', { hasText: title }).first().waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: shot('factsheet-editor'), fullPage: false });

    await page.getByTestId('factsheet-editor-save').click();
    await expect
      .poll(async () => {
        const layout = (
          (await suite.admin.db.doc(LANG_DOC).get()).data()?.factsheet as
            { layout?: { componentId: string; page: number }[] } | undefined
        )?.layout;
        return layout?.find((i) => i.componentId === id)?.page;
      })
      .toBe(2);

    await page.reload();
    await sheet(page, 2).locator('text', { hasText: title }).first().waitFor({ timeout: 30_000 });
    expect(await sheet(page, 1).locator('text', { hasText: title }).count()).toBe(0);
  });

  it('shows a visitor the pages of the public factsheet without the editor', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${FUND}/factsheet`);
    await sheet(page, 1).waitFor({ timeout: 30_000 });
    expect(await sheet(page, 1).locator('text').count()).toBeGreaterThan(10);
    await page.getByTestId('factsheet-download').waitFor();
    expect(await page.getByTestId('factsheet-edit').count()).toBe(0);
    await page.screenshot({ path: shot('factsheet-page'), fullPage: true });
  });
});
