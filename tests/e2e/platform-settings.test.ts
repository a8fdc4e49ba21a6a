import { paths, selfFollowerEntryId, userRecordSchema } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot, signInThroughLoginPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// Admin → Platform settings and Admin → Users (issue 10.7) in Chromium against the seeded demo tenant: compliance
// texts per language reach the public pages, a custom role made in the roles tab gives its holder exactly its
// products, non-admins get 403, and an admin deletes a user (reason, audit entry, follows gone, no sign-in) and
// forces another's e-mail verification. The seeded settings and products are restored afterwards; `e2e-ps-` users.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const PASSWORD = 'Demo-2026!';
const ROLE = 'e2eBondDesk';
const OWN = 'swiss-bond-i';
const OTHER = 'global-equity-chf';
const NO_DISCLAIMER = 'alpinum-absolute-return';
const USER_PASSWORD = 'E2e-user-2026!';
const UIDS = { desk: 'e2e-ps-desk', doomed: 'e2e-ps-doomed', unverified: 'e2e-ps-unverified' } as const;

let seeded:
  | { platform: Record<string, unknown>; langs: Map<string, Record<string, unknown>>; ownLang: unknown }
  | undefined;

beforeAll(async () => {
  const db = suite.admin.db;
  const platform = (await db.doc(paths.platformSettings()).get()).data() ?? {};
  const langs = await db.collection(`${paths.platformSettings()}/langs`).get();
  const ownLang = (await db.doc(paths.productLang(OWN, 'en')).get()).data();
  seeded = { platform, langs: new Map(langs.docs.map((d) => [d.id, d.data()])), ownLang };
});

afterAll(async () => {
  const { db, auth } = suite.admin;
  if (seeded) {
    await db.doc(paths.platformSettings()).set(seeded.platform);
    for (const [id, data] of seeded.langs) await db.doc(`${paths.platformSettings()}/langs/${id}`).set(data);
    if (seeded.ownLang) await db.doc(paths.productLang(OWN, 'en')).set(seeded.ownLang);
  }
  for (const uid of Object.values(UIDS)) {
    await auth.deleteUser(uid).catch(() => undefined);
    await db.doc(paths.user(uid)).delete();
  }
});

async function signedIn(email: string, password = PASSWORD, locale = 'en-US'): Promise<Page> {
  const page = await suite.newPage({ locale });
  await signInThroughLoginPage(page, email, password);
  return page;
}

/** A verified (or not) e-mail/password user with a record, the given roles and self-registered follows. */
async function createUser(
  uid: string,
  opts: { roles?: string[]; verified?: boolean; follows?: string[]; firstName: string },
): Promise<string> {
  const { db, auth } = suite.admin;
  const email = `${uid}@example.test`;
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, password: USER_PASSWORD, emailVerified: opts.verified ?? true });
  const roles = opts.roles ?? [];
  await auth.setCustomUserClaims(uid, Object.fromEntries(roles.map((r) => [`role:${r}`, true])));
  const follows = opts.follows ?? [];
  const batch = db.batch();
  batch.set(
    db.doc(paths.user(uid)),
    userRecordSchema.parse({
      firstName: opts.firstName,
      lastName: 'Tester',
      email,
      country: 'CH',
      investorProfile: 'professional',
      roles,
      followingProducts: follows.map((productId) => ({ productId, lang: 'en' })),
    }),
  );
  for (const productId of follows) {
    batch.set(db.doc(paths.follower(productId, selfFollowerEntryId(uid, 'en'))), {
      productId,
      email,
      lang: 'en',
      addedByAdmin: false,
      uid,
      addedBy: null,
      createdAt: new Date(),
    });
  }
  await batch.commit();
  return email;
}

const languageSwitch = (page: Page, language: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${language}`) })
    .click();

describe('compliance tab', () => {
  it('saves texts in two languages that visitors then read; a too long text is refused with the field named', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/platform-settings`);
    await page.getByRole('heading', { name: 'Platform settings', level: 1 }).waitFor();
    const ombudsman = page.getByRole('textbox', { name: 'Ombudsman text' });
    await ombudsman.waitFor();

    // Too long: the field says so and the language switch is marked; nothing is written.
    await ombudsman.fill('x'.repeat(10_001));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('At most 10000 characters.').waitFor();
    await page.screenshot({ path: shot('platform-settings-compliance-error'), fullPage: true });
    const stored = async (lang: string) =>
      (await suite.admin.db.doc(paths.platformLang(lang)).get()).get('compliance') as Record<string, unknown>;
    expect((await stored('en')).ombudsmanText).not.toContain('xxxx');

    await ombudsman.fill('E2E ombudsman: Ombudsstelle Test, Teststrasse 9, 8000 Zürich.');
    await languageSwitch(page, 'German');
    await page.getByRole('textbox', { name: 'Ombudsman text' }).fill('E2E Ombudsstelle auf Deutsch.');
    await page
      .getByRole('textbox', { name: 'Default product disclaimer' })
      .fill('E2E Standard-Hinweis für Produkte ohne eigenen Hinweis.');
    await page.getByText('Unsaved changes: English, German').waitFor();

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByText('Leave without saving?').waitFor();
    await page.screenshot({ path: shot('platform-settings-unsaved'), fullPage: true });
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/platform-settings');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved for: English, German', { exact: false }).waitFor();
    expect((await stored('en')).ombudsmanText).toBe(
      'E2E ombudsman: Ombudsstelle Test, Teststrasse 9, 8000 Zürich.',
    );
    expect(await stored('de')).toMatchObject({
      ombudsmanText: 'E2E Ombudsstelle auf Deutsch.',
      defaultProductDisclaimer: 'E2E Standard-Hinweis für Produkte ohne eigenen Hinweis.',
    });
    await page.screenshot({ path: shot('platform-settings-compliance'), fullPage: true });

    const english = await suite.newPage();
    await english.goto(`${HOSTING_URL}/compliance/ombudsman`);
    await english.getByText('E2E ombudsman: Ombudsstelle Test', { exact: false }).waitFor();
    const german = await suite.newPage({ locale: 'de-CH' });
    await german.goto(`${HOSTING_URL}/compliance/ombudsman`);
    await german.getByText('E2E Ombudsstelle auf Deutsch.').waitFor();
    await german.goto(`${HOSTING_URL}/products/${NO_DISCLAIMER}/overview`);
    await german
      .getByTestId('overview-disclaimer')
      .getByText('E2E Standard-Hinweis für Produkte ohne eigenen Hinweis.')
      .waitFor();
    await german.screenshot({ path: shot('platform-settings-visitor-disclaimer-de'), fullPage: true });
  });

  it('switches the investor-profile checks off for one language: its visitors open products without a profile', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/platform-settings`);
    const checks = page.getByRole('switch', { name: 'Investor profile checks' });
    await checks.waitFor();
    expect(await checks.isChecked()).toBe(true);
    await checks.click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved for: English', { exact: false }).waitFor();

    const english = await suite.newPage({ profile: null });
    await english.goto(`${HOSTING_URL}/products/${OTHER}/overview`);
    await english.getByTestId('overview-header').waitFor();
    expect(new URL(english.url()).pathname).toBe(`/products/${OTHER}/overview`);
    // German visitors still choose a profile first.
    const german = await suite.newPage({ profile: null, locale: 'de-CH' });
    await german.goto(`${HOSTING_URL}/products/${OTHER}/overview`);
    await german.waitForURL(/investor-profile/);
  });
});

describe('roles tab', () => {
  it('refuses a name with a colon, creates a role for one product, and its holder administers only that product', async () => {
    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/platform-settings?tab=roles`);
    await page.getByRole('button', { name: 'Add role' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('bond:desk');
    await dialog.getByRole('combobox', { name: /Products it administers/ }).click();
    await page.getByRole('option', { name: /Demo Swiss Franc Bond Fund I/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await dialog.getByText('"bond:desk": a role name must not contain a colon.').waitFor();
    await page.screenshot({ path: shot('platform-settings-role-colon'), fullPage: true });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(ROLE);
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await page.locator(`[data-role="${ROLE}"]`).waitFor();
    expect(
      (await suite.admin.db.doc(paths.platformSettings()).get()).get('iam.userDefinedRoles') as unknown,
    ).toEqual(expect.arrayContaining([{ name: ROLE, allowedProductIds: [OWN] }]));
    await page.screenshot({ path: shot('platform-settings-roles'), fullPage: true });

    // The trigger derives the product-admin rights the rules read.
    await expect
      .poll(
        async () =>
          JSON.stringify((await suite.admin.db.doc('settings/productAdminClaims').get()).data() ?? {}),
        { timeout: 20_000, interval: 500 },
      )
      .toContain(ROLE);

    const email = await createUser(UIDS.desk, { roles: [ROLE], firstName: 'Desk' });
    const desk = await signedIn(email, USER_PASSWORD);
    await desk.goto(`${HOSTING_URL}/admin/products`);
    const main = desk.getByRole('main');
    await main
      .getByRole('link', { name: /Demo Swiss Franc Bond Fund I/ })
      .first()
      .waitFor();
    expect(await main.getByRole('link', { name: /Global Equity/ }).count()).toBe(0);
    expect(await main.getByRole('link', { name: /Alpinum/ }).count()).toBe(0);
    await desk.screenshot({ path: shot('platform-settings-role-products'), fullPage: true });

    await desk.goto(`${HOSTING_URL}/admin/products/${OWN}/general`);
    await desk.getByRole('textbox', { name: 'Header text' }).fill('Written by the bond desk.');
    await desk.getByTestId('content-save-bar').getByRole('button', { name: 'Save' }).click();
    await desk.getByText('Saved. Readers see the change on their next visit.').waitFor();
    expect(
      (await suite.admin.db.doc(paths.productLang(OWN, 'en')).get()).get('overview.header.text') as unknown,
    ).toBe('Written by the bond desk.');

    await desk.goto(`${HOSTING_URL}/admin/products/${OTHER}/general`);
    await desk.waitForURL(/error-403/);
    await desk.goto(`${HOSTING_URL}/admin/platform-settings`);
    await desk.waitForURL(/error-403/);
  });

  it('gives product admins, employees and visitors 403 on the platform settings', async () => {
    for (const email of ['product-admin@demo-am.test', 'employee@demo-am.test']) {
      const page = await signedIn(email);
      await page.goto(`${HOSTING_URL}/admin/platform-settings`);
      await page.waitForURL(/\/error-403\?redirectedFromPath=%2Fadmin%2Fplatform-settings/);
    }
    const guest = await suite.newPage();
    await guest.goto(`${HOSTING_URL}/admin/platform-settings`);
    await guest.waitForURL(/error-403|auth\/login/);
    await guest.screenshot({ path: shot('platform-settings-guest'), fullPage: true });
  });
});

describe('users page', () => {
  it('deletes a user with a reason (audit entry, follows gone, no sign-in) and forces another verification', async () => {
    const { db, auth } = suite.admin;
    const doomedEmail = await createUser(UIDS.doomed, {
      firstName: 'Doomed',
      follows: [OTHER, NO_DISCLAIMER],
    });
    const unverifiedEmail = await createUser(UIDS.unverified, { firstName: 'Unverified', verified: false });

    const page = await signedIn('admin@demo-am.test');
    await page.goto(`${HOSTING_URL}/admin/users`);
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill('Doomed');
    await page.getByRole('button', { name: 'More actions for Doomed Tester' }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Give a reason for the deletion.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Deletion requested by the user (e2e).');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog
      .getByText(`Doomed Tester (${doomedEmail}) loses their account, their profile and 2 follows.`, {
        exact: false,
      })
      .waitFor();
    await page.screenshot({ path: shot('users-delete-confirm'), fullPage: true });
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.getByText('Doomed Tester was deleted.').waitFor();

    expect((await db.doc(paths.user(UIDS.doomed)).get()).exists).toBe(false);
    for (const productId of [OTHER, NO_DISCLAIMER]) {
      expect(
        (await db.doc(paths.follower(productId, selfFollowerEntryId(UIDS.doomed, 'en'))).get()).exists,
      ).toBe(false);
    }
    await expect(auth.getUser(UIDS.doomed)).rejects.toThrow();
    const audit = await db.collection(paths.auditLogs()).where('uid', '==', UIDS.doomed).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        type: 'deleteUser',
        actorUid: 'demo-admin',
        reason: 'Deletion requested by the user (e2e).',
        followerEntriesDeleted: 2,
      }),
    ]);

    // The deleted user cannot sign in.
    const gone = await suite.newPage();
    await gone.goto(`${HOSTING_URL}/auth/login`);
    await gone.getByLabel(/^E-mail\s*\*?$/).fill(doomedEmail);
    await gone.getByRole('textbox', { name: 'Password' }).fill(USER_PASSWORD);
    await gone.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await gone.getByText('The e-mail address or password is incorrect', { exact: false }).waitFor();
    expect(await gone.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    await search.fill('Unverified');
    await page.getByRole('button', { name: 'More actions for Unverified Tester' }).click();
    await page.getByRole('menuitem', { name: 'Force e-mail verification' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as verified' }).click();
    await page.getByText(`${unverifiedEmail} of Unverified Tester is now verified.`).waitFor();
    expect((await auth.getUser(UIDS.unverified)).emailVerified).toBe(true);
    const verifyAudit = await db.collection(paths.auditLogs()).where('uid', '==', UIDS.unverified).get();
    expect(verifyAudit.docs.map((d) => d.get('type') as unknown)).toEqual(['forceEmailVerification']);
    await page.screenshot({ path: shot('users-verified'), fullPage: true });

    // An admin cannot delete themselves here: the action is disabled and says why.
    await search.fill('admin@demo-am.test');
    await page.getByRole('button', { name: 'More actions for Lukas Brunner' }).click();
    const self = page.getByRole('menuitem', { name: /Delete user/ });
    expect(await self.isDisabled()).toBe(true);
    await page.getByText('Delete your own account in Settings.').waitFor();
  });
});
