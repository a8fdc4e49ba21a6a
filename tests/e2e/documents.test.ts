import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Documents end to end (issue 10.4): a product admin uploads, edits, reorders, archives and deletes documents in
// Admin → Products; visitors, investors and admins read the public documents page and download through the API,
// which checks access (login-required documents) server-side. Uses the seeded demo documents; what the test
// uploads it deletes again.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const PRODUCT = 'alpinum-absolute-return';
const OTHER = 'global-equity-chf';
const UPLOADED = 'E2E factsheet supplement';

/** A small but real PDF (header and trailer), so the API's content check accepts it. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      `% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

async function activeNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('admin-document-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-document-name') ?? ''));
}

describe('documents: admin tab', () => {
  it('lets a product admin upload, edit, reorder, archive, unarchive and delete a document of their product', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'product-admin@demo-am.test', PASSWORD);

    // The products list shows only the products the custom role administers.
    await page.goto(`${HOSTING_URL}/admin/products`);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: /Alpinum Absolute Return/ })
      .first()
      .waitFor();
    expect(await main.getByRole('link', { name: /Global Equity/ }).count()).toBe(0);
    await page.screenshot({ path: shot('documents-admin-products'), fullPage: true });

    await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/documents`);
    await page.getByTestId('document-upload').waitFor();
    const before = await activeNames(page);

    // A file that is not what its extension says is refused before anything is sent.
    await page.getByLabel('Choose a file to upload').setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
    await page.getByTestId('file-error').waitFor();
    expect(await page.getByTestId('file-error').innerText()).toContain('.pdf');

    await page.getByLabel('Choose a file to upload').setInputFiles({
      name: 'supplement.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('supplement'),
    });
    await page.getByTestId('chosen-file').waitFor();
    const upload = page.getByTestId('document-upload');
    // A name already used in this language is refused with the field named.
    await upload.getByRole('textbox', { name: /Display name/ }).fill(before[0] ?? 'Investor letter Q3 2026');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText(/already exists in English/).waitFor();
    await upload.getByRole('textbox', { name: /Display name/ }).fill(UPLOADED);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(`${UPLOADED} is uploaded.`).waitFor();
    await page.locator(`[data-testid="admin-document-row"][data-document-name="${UPLOADED}"]`).waitFor();
    expect(await activeNames(page)).toEqual([...before, UPLOADED]);
    await page.screenshot({ path: shot('documents-admin-uploaded'), fullPage: true });

    // Drag and drop with the mouse: the new document's handle onto the first row; the order is saved.
    const handle = page.getByRole('button', { name: `Move ${UPLOADED}` });
    const from = await handle.boundingBox();
    const to = await page.getByRole('button', { name: `Move ${before[0] ?? ''}` }).boundingBox();
    if (!from || !to) throw new Error('drag handles not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 20 });
    await page.mouse.up();
    const order = [UPLOADED, ...before];
    await expect.poll(() => activeNames(page)).toEqual(order);
    await page.getByText('The new order is saved.').waitFor();
    const stored = await suite.admin.db.collection(`products/${PRODUCT}/documents`).orderBy('order').get();
    expect(
      stored.docs.filter((d) => d.get('archived') === false).map((d) => d.get('displayName') as string),
    ).toEqual(order);

    // Edit: login required.
    await page.getByRole('button', { name: `Edit ${UPLOADED}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: /Login required/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${UPLOADED} is saved.`).waitFor();
    const row = page.locator(`[data-testid="admin-document-row"][data-document-name="${UPLOADED}"]`);
    await row.getByText('Login required').waitFor();

    // Archive, then unarchive.
    await page.getByRole('button', { name: `Archive ${UPLOADED}` }).click();
    await page.locator(`[data-testid="admin-archived-row"][data-document-name="${UPLOADED}"]`).waitFor();
    await page.getByRole('button', { name: `Unarchive ${UPLOADED}` }).click();
    await row.waitFor();

    // Delete for good, after the confirmation.
    await page.getByRole('button', { name: `Delete ${UPLOADED}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText(`${UPLOADED} is deleted.`).waitFor();
    await expect.poll(() => activeNames(page)).toEqual(before);
    const left = await suite.admin.db
      .collection(`products/${PRODUCT}/documents`)
      .where('displayName', '==', UPLOADED)
      .get();
    expect(left.size).toBe(0);
  });

  it("sends a product admin to 403 on another product's documents tab", async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'product-admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${OTHER}/documents`);
    await page.waitForURL(/\/error-403/);
    expect(await page.getByTestId('document-upload').count()).toBe(0);
  });
});

describe('documents: public pages', () => {
  it('shows a visitor the grouped documents with a sign-in prompt for the login-required ones', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${OTHER}/documents`);
    const shareClass = page.getByTestId('documents-share-class');
    const fund = page.getByTestId('documents-fund');
    await shareClass.getByText('Key information document (CHF)').waitFor();
    // Another share class's document is not listed on this class's page; archived ones never.
    expect(await page.getByText('Key information document (EUR hedged)').count()).toBe(0);
    expect(await page.getByText('Semi-annual report 2024').count()).toBe(0);
    await fund.getByText('Prospectus').waitFor();
    await fund.getByText('Annual report 2025').waitFor();
    await fund.getByRole('link', { name: 'Sign in to download' }).waitFor();
    await page.screenshot({ path: shot('documents-public-visitor'), fullPage: true });

    // A public document downloads as a file with its name and type.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fund.getByRole('button', { name: 'Download Prospectus' }).click(),
    ]);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  it('shows the documents in the reader language (German)', async () => {
    const page = await suite.newPage({ locale: 'de-CH' });
    await page.goto(`${HOSTING_URL}/products/${OTHER}/documents`);
    await page.getByTestId('documents-fund').getByText('Verkaufsprospekt').waitFor();
    await page.getByText('Jahresbericht 2025').waitFor();
    await page.screenshot({ path: shot('documents-public-de'), fullPage: true });
  });

  it('downloads a login-required document through the download link after sign-in, never before', async () => {
    const ids = await suite.admin.db
      .collection(`products/${OTHER}/documents`)
      .where('displayName', '==', 'Annual report 2025')
      .get();
    const documentId = ids.docs[0]?.id;
    expect(documentId).toBeTruthy();
    const link = `/products/${OTHER}/download-document?documentId=${documentId}`;

    // The API refuses a guest (no token): the page asks to sign in.
    const guest = await suite.newPage();
    await guest.goto(`${HOSTING_URL}${link}`);
    await guest.getByText(/available to registered users/).waitFor();
    const api = await guest.request.get(
      `${HOSTING_URL}/api/products/${OTHER}/documents/${documentId}/file?lang=en&investor_profile=professional&country=CH`,
    );
    expect(api.status()).toBe(401);
    await guest.screenshot({ path: shot('documents-download-guest'), fullPage: true });

    // The demo investor downloads it.
    const investor = await suite.newPage();
    await signInThroughLoginPage(investor, 'investor@demo-am.test', PASSWORD);
    const [download] = await Promise.all([
      investor.waitForEvent('download'),
      investor.goto(`${HOSTING_URL}${link}`),
    ]);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await investor.getByText(/Your download of .* has started/).waitFor();
    await investor.screenshot({ path: shot('documents-download-investor'), fullPage: true });
  });
});
