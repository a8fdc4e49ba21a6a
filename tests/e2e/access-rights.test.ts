/**
 * Issue 4: "Changing a user's roles signs that user out within a minute and the new rights apply after sign-in."
 * The demo viewer is signed in in one browser context; the demo admin changes the viewer's roles on Admin → Users in
 * another. The viewer's own record (accessChangedAt) makes the viewer's tab sign out and land on the login page.
 */
import { CLAIMABLE_ROLES } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoles } from '../../functions/src/services/roles/set-user-roles.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { launchBrowser, shot } from '../support/browser.js';

const accounts = loadDemoAccounts('demo');
const account = (label: string) => {
  const a = accounts.find((x) => x.label === label);
  if (!a) throw new Error(`no demo account ${label}`);
  return a;
};
const viewer = account('viewer');
const adminAccount = account('admin');
const superAdmin = account('superAdmin');
const fullName = (a: typeof viewer) => `${a.profile.firstName} ${a.profile.lastName}`;

let browser: Browser;
let firebase: AdminHandle;
beforeAll(async () => {
  browser = await launchBrowser();
  firebase = adminFor(emulatorProjectId());
});
afterAll(async () => {
  // Later suites expect the seeded viewer: give the roles back (as the seed does, through the production module).
  await setUserRoles(
    { auth: firebase.auth, db: firebase.db },
    {
      uid: viewer.uid,
      roles: viewer.roles,
      reason: 'e2e access-rights: restore the seeded roles',
      actorUid: 'seed',
      allowedRoleNames: [...CLAIMABLE_ROLES],
    },
  );
  await firebase.close();
  await browser.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/** The login form by its semantics (e-mail and password inputs, submit button), not by its wording. */
async function logIn(page: Page, a: typeof viewer): Promise<void> {
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  try {
    await form.locator('input[type="email"]').fill(a.email, { timeout: 20_000 });
  } catch (error) {
    await page.screenshot({ path: shot('access-rights-login-missing') });
    throw error;
  }
  await form.locator('input[type="password"]').fill(a.password);
  await form.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });
}

async function signIn(a: typeof viewer): Promise<Page> {
  const page = await newPage();
  await page.goto(`${HOSTING_URL}/auth/login`);
  await logIn(page, a);
  return page;
}

describe('role change by an admin', () => {
  it('signs the viewer out within a minute; after signing in again the new rights apply', async () => {
    const viewerPage = await signIn(viewer);
    await viewerPage.getByRole('region', { name: 'Products', exact: true }).waitFor();
    expect(await viewerPage.getByRole('region', { name: 'Admin', exact: true }).count()).toBe(0);

    const adminPage = await signIn(adminAccount);
    await adminPage.goto(`${HOSTING_URL}/admin/users`);
    const table = adminPage.getByRole('table');
    await table.getByRole('row', { name: new RegExp(fullName(viewer)) }).waitFor({ timeout: 20_000 });
    // Every seeded account is listed, with its translated roles and formatted fields.
    for (const a of accounts) {
      await expect.poll(() => table.getByRole('row', { name: new RegExp(fullName(a)) }).count()).toBe(1);
    }
    const superRow = table.getByRole('row', { name: new RegExp(fullName(superAdmin)) });
    expect(await superRow.innerText()).toContain('Super administrator');
    // An admin cannot touch a superAdmin.
    expect(await superRow.getByRole('button', { name: /Change roles/ }).isDisabled()).toBe(true);
    await adminPage.screenshot({ path: shot('admin-users'), fullPage: true });

    // Search narrows the table.
    await adminPage.getByLabel('Search users').fill('favre');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await adminPage.getByText('Showing 1 of').waitFor();

    // The dialog refuses a self-demotion before anything is sent.
    await adminPage.getByLabel('Search users').fill('');
    await table.getByRole('button', { name: `Change roles of ${fullName(adminAccount)}` }).click();
    const ownDialog = adminPage.getByRole('dialog');
    await ownDialog.getByRole('checkbox', { name: 'Administrator', exact: true }).uncheck();
    await ownDialog.getByText('You cannot remove your own administrator rights').waitFor();
    expect(await ownDialog.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await ownDialog.getByRole('button', { name: 'Cancel' }).click();
    await ownDialog.waitFor({ state: 'hidden' });

    // Grant the viewer the admin role, with a reason.
    await table.getByRole('button', { name: `Change roles of ${fullName(viewer)}` }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Viewer', exact: true }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Viewer', exact: true }).isChecked()).toBe(true);
    expect(
      await dialog.getByRole('checkbox', { name: 'Super administrator', exact: true }).isDisabled(),
    ).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Administrator', exact: true }).check();
    // No reason: the dialog names the missing field and stays on the first step.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Please give a reason for the change.').waitFor();
    await dialog.getByLabel('Reason').fill('Covers the admin desk during the holidays');
    await adminPage.screenshot({ path: shot('admin-users-dialog') });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('will be signed out of every session').waitFor();
    await adminPage.screenshot({ path: shot('admin-users-confirm') });

    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    const changedAt = Date.now();
    await adminPage.getByText(`The roles of ${fullName(viewer)} were changed.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The table follows the record live.
    const viewerRow = table.getByRole('row', { name: new RegExp(fullName(viewer)) });
    await expect.poll(() => viewerRow.innerText()).toContain('Administrator');

    // The viewer's tab signs out and lands on the login page, flagged, within a minute.
    await viewerPage.waitForURL(/\/auth\/login\?accessChanged=true/, { timeout: 60_000 });
    const elapsed = Date.now() - changedAt;
    expect(elapsed).toBeLessThan(60_000);
    expect(new URL(viewerPage.url()).searchParams.get('redirectTo')).toBe('/');
    await viewerPage.screenshot({ path: shot('access-changed-login') });
    console.log(`e2e: the viewer was signed out ${elapsed} ms after the role change`);

    // A fresh sign-in carries the new rights: the Admin group appears.
    await logIn(viewerPage, viewer);
    await viewerPage.goto(`${HOSTING_URL}/`);
    await viewerPage.getByRole('region', { name: 'Admin', exact: true }).waitFor({ timeout: 20_000 });

    // The page in German: translated headings, roles and country names.
    await adminPage.getByRole('button', { name: 'Language' }).click();
    await adminPage.getByRole('menuitem', { name: 'Deutsch' }).click();
    await adminPage.getByRole('heading', { name: 'Benutzer' }).waitFor();
    await adminPage.getByRole('menu').waitFor({ state: 'hidden' });
    const germanRow = table.getByRole('row', { name: new RegExp(fullName(viewer)) });
    await expect.poll(() => germanRow.innerText()).toContain('Betrachter');
    expect(await germanRow.innerText()).toContain('Schweiz');
    await adminPage.screenshot({ path: shot('admin-users-de'), fullPage: true });

    await adminPage.context().close();
    await viewerPage.context().close();
  });
});
