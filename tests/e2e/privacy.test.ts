import { readFile } from 'node:fs/promises';
import { LEGAL_TEXT_VERSIONS, paths, userDataExportSchema } from '@portal/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Privacy self-service (docs/privacy.md) in Chromium on the emulators, with ONE fresh user registered through the
// Google test button (seeded users stay untouched): consent records at registration, the data download, the
// re-consent dialog after a version bump, and the account deletion with everything tied to it.

const url = (path: string) => `${HOSTING_URL}${path}`;
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const EMAIL = `e2e-privacy-${Date.now().toString(36)}@example.test`;
const PRODUCT = 'multi-asset-dynamic';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function googleSignIn(page: Page): Promise<void> {
  await page.goto(url('/auth/login'));
  await page.getByLabel(field('Test account')).fill(EMAIL);
  await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
}

async function consentsOf(uid: string) {
  const snap = await suite.admin.db.collection(paths.consents(uid)).get();
  return snap.docs.map((d) => d.data());
}

/** The fresh user's uid, once registered. */
let uid = '';

describe('privacy self-service', () => {
  it('records both consents at registration, with the server time, language and how', async () => {
    const page = await suite.newPage();
    await page.goto(url('/auth/register'));
    await page.getByLabel(field('First name')).fill('Pia');
    await page.getByLabel(field('Last name')).fill('Privacy');
    await page.getByRole('combobox', { name: 'Investor profile', exact: true }).click();
    await page.getByRole('option', { name: 'Professional investor', exact: true }).click();
    await page.getByLabel(field('Company')).fill('Privacy AG');
    for (const label of [
      /18 years of age or older/,
      /for information purposes only/,
      /this content is advertising/,
      /I accept the terms of use/,
    ])
      await page.getByLabel(label).check();
    await page.getByLabel(field('Test account')).fill(EMAIL);
    const before = Date.now();
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor({ timeout: 20_000 });
    uid = (await suite.admin.auth.getUserByEmail(EMAIL)).uid;
    const consents = await consentsOf(uid);
    expect(consents.map((c): unknown[] => [c.document, c.version, c.language, c.how]).sort()).toEqual([
      ['privacyPolicy', LEGAL_TEXT_VERSIONS.privacyPolicy, 'en', 'registration'],
      ['terms', LEGAL_TEXT_VERSIONS.terms, 'en', 'registration'],
    ]);
    for (const c of consents) {
      const at = (c.acceptedAt as { toMillis(): number }).toMillis();
      expect(at).toBeGreaterThanOrEqual(before - 5_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    }
  });

  it('downloads the data as my-data-<date>.json with a summary, once per interval', async () => {
    // A follow, mirrored into the private followers collection by the trigger.
    await suite.admin.db
      .doc(paths.user(uid))
      .update({ followingProducts: [{ productId: PRODUCT, lang: 'en' }] });
    await expect
      .poll(async () => (await suite.admin.db.doc(paths.follower(PRODUCT, `user-${uid}-en`)).get()).exists, {
        timeout: 20_000,
      })
      .toBe(true);

    const page = await suite.newPage();
    await googleSignIn(page);
    await accountMenu(page).waitFor({ timeout: 20_000 });
    await page.goto(url('/settings/your-data'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`my-data-${new Date().toISOString().slice(0, 10)}.json`);
    const data = userDataExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(data.uid).toBe(uid);
    expect(data.account).toMatchObject({ email: EMAIL, providers: ['google.com'] });
    expect(data.record).toMatchObject({
      firstName: 'Pia',
      lastName: 'Privacy',
      investorProfile: 'professional',
    });
    expect(data.follows).toEqual([
      { productId: PRODUCT, language: 'en', since: expect.any(String) as unknown },
    ]);
    expect(data.consents).toHaveLength(2);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    const summary = page.getByTestId('your-data-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(EMAIL);
    expect(await summary.innerText()).toMatch(/Multi-Asset Dynamic[^\n]* \(English\), since /);
    await page.screenshot({ path: shot('privacy-your-data'), fullPage: true });

    await page.getByRole('button', { name: 'Download my data' }).click();
    await page
      .getByText(/You have just downloaded your data\. Please try again in \d+ minutes?\./)
      .waitFor({ timeout: 20_000 });
  });

  it('asks again for a privacy policy accepted in an older version, and records the new consent', async () => {
    // Simulates a version bump: the user's privacy-policy consent becomes an older version's.
    const snap = await suite.admin.db
      .collection(paths.consents(uid))
      .where('document', '==', 'privacyPolicy')
      .get();
    for (const d of snap.docs) await d.ref.update({ version: '2021-01-01' });

    const page = await suite.newPage();
    await googleSignIn(page);
    const dialog = page.getByRole('dialog', { name: 'Updated legal texts' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.innerText()).toContain('Privacy policy of August 31, 2023');
    expect(await dialog.innerText()).not.toContain('Terms of use');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await page.screenshot({ path: shot('privacy-reconsent'), fullPage: true });
    await dialog.getByRole('button', { name: 'I accept' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    // The dialog closes on the local write; the server has it a moment later.
    await expect
      .poll(async () =>
        (await consentsOf(uid))
          .filter((c) => c.how === 'reconsent')
          .map((c): unknown[] => [c.document, c.version, c.language]),
      )
      .toEqual([['privacyPolicy', LEGAL_TEXT_VERSIONS.privacyPolicy, 'en']]);
  });

  it('deletes the account with everything tied to it: 4 s notice, follows gone, no sign-in', async () => {
    const page = await suite.newPage();
    await googleSignIn(page);
    await accountMenu(page).waitFor({ timeout: 20_000 });
    await page.goto(url('/settings/delete-account'));
    await page.getByLabel('I understand that my account will be deleted permanently.').check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const notice = page.getByText('Your account has been deleted.');
    await notice.waitFor({ timeout: 20_000 });
    const shown = Date.now();
    await page.screenshot({ path: shot('privacy-account-deleted'), fullPage: true });
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    // Mantine closes a notification after autoClose (4000 ms) plus its exit transition.
    expect(Date.now() - shown).toBeGreaterThanOrEqual(3_000);
    expect(Date.now() - shown).toBeLessThan(7_000);

    await expect(suite.admin.auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await suite.admin.db.doc(paths.user(uid)).get()).exists).toBe(false);
    expect(await consentsOf(uid)).toEqual([]);
    expect((await suite.admin.db.doc(paths.follower(PRODUCT, `user-${uid}-en`)).get()).exists).toBe(false);
    expect((await suite.admin.db.doc(paths.dataExport(uid)).get()).exists).toBe(false);

    await googleSignIn(page);
    await page
      .getByText('There is no account on this platform for this sign-in.')
      .waitFor({ timeout: 20_000 });
    expect(await accountMenu(page).count()).toBe(0);
  });
});
