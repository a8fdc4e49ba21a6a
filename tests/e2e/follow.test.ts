import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { mailTo, waitForMail } from '../support/caught-mail.js';

// Follow end to end (issue 10.6): the demo investor follows a product in German with confirmation, an admin
// publishes a document for it, the mail arrives in the SMTP catcher in German with a working unsubscribe link; a
// guest gets the sign-in prompt; an admin adds (e-mail, CSV with bad rows) and removes followers in the tab.
// What the test changes (the investor's follows, the uploaded document, added followers) it undoes.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const INVESTOR = 'investor@demo-am.test';
const PRODUCT = 'swiss-bond-i';
const UPLOADED = 'E2E follow notice';

function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      `% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The investor's seeded follows, restored after the suite. */
let seededFollows: unknown;
afterAll(async () => {
  if (seededFollows !== undefined) {
    await suite.admin.db.doc('users/demo-investor').update({ followingProducts: seededFollows });
  }
  const added = await suite.admin.db
    .collection(`followers/${PRODUCT}/entries`)
    .where('email', 'in', ['desk@e2e-follow.test', 'one@e2e-follow.test', 'two@e2e-follow.test'])
    .get();
  await Promise.all(added.docs.map((d) => d.ref.delete()));
});

async function uploadDocument(page: Page): Promise<void> {
  await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/documents`);
  await page.getByTestId('document-upload').waitFor();
  await page.getByLabel('Choose a file to upload').setInputFiles({
    name: 'follow-notice.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('follow notice'),
  });
  await page.getByTestId('chosen-file').waitFor();
  const upload = page.getByTestId('document-upload');
  await upload.getByRole('textbox', { name: /Display name/ }).fill(UPLOADED);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText(`${UPLOADED} is uploaded.`).waitFor();
}

async function deleteDocument(page: Page): Promise<void> {
  await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/documents`);
  await page.getByRole('button', { name: `Delete ${UPLOADED}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await page.getByText(`${UPLOADED} is deleted.`).waitFor();
}

describe('follow: visitors', () => {
  it('asks a guest to sign in, and the sign-in link comes back to the product', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/${PRODUCT}`);
    // The button waits for the overview's header flags (an API call: slow on a loaded machine).
    await page.getByTestId('follow-button').click({ timeout: 90_000 });
    const prompt = page.getByRole('dialog', { name: 'Sign in to follow' });
    await prompt.getByText('Following a product needs an account').waitFor();
    await page.screenshot({ path: shot('follow-guest-prompt') });
    await prompt.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/products/${PRODUCT}/overview`);
  }, 120_000);
});

describe('follow: the demo investor', () => {
  it('follows with confirmation, gets the mail of a published document in German, and unsubscribes from it', async () => {
    const user = await suite.admin.db.doc('users/demo-investor').get();
    seededFollows = user.get('followingProducts') ?? [];

    const page = await suite.newPage();
    await signInThroughLoginPage(page, INVESTOR, PASSWORD);
    await page.evaluate(() => {
      window.localStorage.setItem('locale', 'de');
    });
    await page.goto(`${HOSTING_URL}/products/${PRODUCT}`);
    const button = page.getByTestId('follow-button');
    await button.waitFor({ timeout: 90_000 });
    expect(await button.innerText()).toContain('Folgen');
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sie erhalten eine E-Mail in Ihrer Sprache').waitFor();
    // The modal fades in: the screenshot waits for its transitions to end.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((x) => x.finished)));
    await page.screenshot({ path: shot('follow-confirm-de') });
    await dialog.getByTestId('follow-confirm').click();
    await page.locator('[data-testid="follow-button"][data-following="true"]').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.innerText()).toContain('Sie folgen');
    await page.screenshot({ path: shot('follow-following-de') });

    // The mirror writes the private follower entry (self-registered, German).
    const entry = suite.admin.db.doc(`followers/${PRODUCT}/entries/user-demo-investor-de`);
    // Generous: on a loaded machine the trigger may wait behind others.
    await expect.poll(async () => (await entry.get()).exists, { timeout: 60_000, interval: 250 }).toBe(true);
    expect((await entry.get()).data()).toMatchObject({ email: INVESTOR, lang: 'de', addedByAdmin: false });

    const before = mailTo(INVESTOR).length;
    const admin = await suite.newPage();
    await signInThroughLoginPage(admin, 'admin@demo-am.test', PASSWORD);
    await uploadDocument(admin);

    const mails = await waitForMail(INVESTOR, before + 1, 90_000);
    const mail = mails.at(-1);
    expect(mail?.subject).toContain(`neues Dokument «${UPLOADED}»`);
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:5000\/unsubscribe\?key=/);
    const link = /http:\/\/127\.0\.0\.1:5000\/unsubscribe\?key=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');

    // The link works without signing in, and a second click says there is nothing left to do.
    const reader = await suite.newPage({ locale: 'de-DE' });
    await reader.goto(link.replace('http://127.0.0.1:5000', HOSTING_URL));
    await reader.locator('[data-testid="unsubscribe"][data-status="done"]').waitFor();
    await reader.getByText('Erledigt: Sie erhalten keine E-Mails mehr').waitFor();
    await reader.screenshot({ path: shot('follow-unsubscribed-de') });
    await reader.reload();
    await reader.getByText('Sie folgten diesem Produkt bereits nicht mehr').waitFor();
    expect((await entry.get()).exists).toBe(false);
    const record = await suite.admin.db.doc('users/demo-investor').get();
    expect(record.get('followingProducts')).toEqual(seededFollows);

    // The investor's button shows "not following" again (the record is bound live).
    await page.locator('[data-testid="follow-button"][data-following="false"]').waitFor();

    // One mail for the one publication (retries are covered in tests/api/followers.test.ts).
    // (Mail of earlier runs on the same emulators stays in the catcher: only what came after `before` counts.)
    expect(
      mailTo(INVESTOR)
        .slice(before)
        .filter((m) => m.subject.includes(UPLOADED)),
    ).toHaveLength(1);
    await deleteDocument(admin);
  }, 240_000);
});

describe('follow: the admin followers tab', () => {
  it('adds by e-mail and by CSV (wrong-format and already-following rows listed) and removes with confirmation', async () => {
    const page = await suite.newPage();
    await signInThroughLoginPage(page, 'admin@demo-am.test', PASSWORD);
    await page.goto(`${HOSTING_URL}/admin/products/${PRODUCT}/followers`);
    const table = page.getByTestId('followers-table');
    await table.locator('tr[data-email="treasury@demo-pension.test"]').waitFor();

    // One address, typed.
    await page.getByTestId('follower-email').fill('Desk@E2E-follow.test');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('desk@e2e-follow.test now follows the product.').waitFor();
    const desk = table.locator('tr[data-email="desk@e2e-follow.test"]');
    await desk.getByText('Added by an administrator').waitFor();

    // A CSV with a wrong-format row: nothing added, the row named with its number and value.
    const chooseCsv = async (text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('follower-csv').click();
      await (
        await chooser
      ).setFiles({ name: 'followers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    };
    await chooseCsv('Name;E-Mail\nOne;one@e2e-follow.test\nBad;not-an-address\n');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const report = page.getByTestId('followers-report');
    await report.getByText('Row 3: not-an-address').waitFor();
    expect(await table.locator('tr[data-email="one@e2e-follow.test"]').count()).toBe(0);
    await page.screenshot({ path: shot('follow-admin-csv-invalid'), fullPage: true });

    // Corrected: the new rows are added, the one already following is listed and not added again.
    await chooseCsv('email\none@e2e-follow.test\ntwo@e2e-follow.test\ndesk@e2e-follow.test\n');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('2 addresses added.').waitFor();
    await report.getByText('Row 4: desk@e2e-follow.test').waitFor();
    await table.locator('tr[data-email="two@e2e-follow.test"]').waitFor();
    await page.screenshot({ path: shot('follow-admin-tab'), fullPage: true });

    // Remove, with confirmation.
    await page.getByRole('button', { name: 'Remove desk@e2e-follow.test' }).click();
    await page.getByRole('dialog').getByText('desk@e2e-follow.test will no longer receive e-mails').waitFor();
    await page.getByTestId('follower-remove-confirm').click();
    await page.getByText('desk@e2e-follow.test was removed.').waitFor();
    await desk.waitFor({ state: 'detached' });
    const audit = await suite.admin.db
      .collection('auditLogs')
      .where('type', '==', 'removeFollower')
      .where('productId', '==', PRODUCT)
      .get();
    expect(audit.size).toBeGreaterThan(0);
  }, 240_000);
});
