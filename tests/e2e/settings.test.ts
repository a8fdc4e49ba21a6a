import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The settings pages of seed 000 §2 in Chromium on the emulators: overview, edit profile (phone validation, the
// country code stored only with a number, askVerification), change password (re-authentication), delete account
// (recent login required, 4 s notice).

const url = (path: string) => `${HOSTING_URL}${path}`;
/** A field's accessible name: its label, plus " *" when it is required (Mantine's asterisk). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const run = Date.now().toString(36);
let counter = 0;
const uniqueEmail = (tag: string) => `e2e-settings-${tag}-${run}-${++counter}@example.test`;
const PASSWORD = 'Sturdy-Passw0rd!';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const newPage = (): Promise<Page> => suite.newPage();

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function makeUser(email: string): Promise<string> {
  const user = await suite.admin.auth.createUser({
    email,
    password: PASSWORD,
    emailVerified: true,
    displayName: 'Lea Meier',
  });
  await suite.admin.db.doc(`users/${user.uid}`).set({
    firstName: 'Lea',
    lastName: 'Meier',
    email,
    country: 'CH',
    investorProfile: 'retail',
    company: 'Meier AG',
    telNumber: '79 555 01 23',
    telNumberCountryCode: '+41',
    followingProducts: [],
  });
  return user.uid;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/auth/login'));
  await page.getByLabel(field('E-mail')).fill(email);
  await page.getByLabel(field('Password')).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await accountMenu(page).waitFor({ timeout: 20_000 });
}

async function selectOption(page: Page, label: string, option: string, typed?: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const row = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });

describe('settings', () => {
  it('shows the profile overview', async () => {
    const email = uniqueEmail('overview');
    await makeUser(email);
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/oveview');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => row(page, 'Name').innerText()).toContain('Lea Meier');
    // Badges are upper-cased by CSS.
    expect(await row(page, 'E-mail').innerText()).toMatch(/\bverified\b/i);
    expect(await row(page, 'E-mail').innerText()).not.toMatch(/not verified/i);
    expect(await row(page, 'Country of residence').innerText()).toContain('Switzerland');
    expect(await row(page, 'Investor profile').innerText()).toContain('Retail investor');
    expect(await row(page, 'Phone number').innerText()).toContain('+41 79 555 01 23');
    expect(await row(page, 'Sign-in methods').innerText()).toContain('E-mail and password');
    expect(await row(page, 'Two-factor authentication').innerText()).toMatch(/not set up/i);
    await page.screenshot({ path: shot('settings-overview'), fullPage: true });
  });

  it('edits the profile: phone validation, country code only with a number, verification prompt', async () => {
    const email = uniqueEmail('edit');
    const uid = await makeUser(email);
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await page.goto(url('/settings/edit-profile?askVerification=true'));
    await page.getByText('Please verify your e-mail address').waitFor();
    await page.getByRole('button', { name: 'Send verification e-mail' }).click();
    await page.getByText(`We have sent a verification link to ${email}`).waitFor({ timeout: 20_000 });

    const lastName = page.getByLabel(field('Last name'));
    await expect.poll(() => lastName.inputValue()).toBe('Meier');
    await lastName.fill('Meier-Keller');
    await selectOption(page, 'Phone country code', 'Germany (+49)', 'Germ');
    await page.getByLabel(field('Phone number')).fill('30 12a');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('“30 12a” is not a phone number').waitFor();
    await page.screenshot({ path: shot('settings-edit-profile-errors'), fullPage: true });

    await page.getByLabel(field('Phone number')).fill('30 1234567');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('settings-edit-profile'), fullPage: true });
    await expect
      .poll(async () => (await suite.admin.db.doc(`users/${uid}`).get()).data())
      .toMatchObject({ lastName: 'Meier-Keller', telNumberCountryCode: '+49', telNumber: '30 1234567' });
    expect((await suite.admin.auth.getUser(uid)).displayName).toBe('Lea Meier-Keller');

    // Without a number, no country code is stored either.
    await page.getByLabel(field('Phone number')).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await suite.admin.db.doc(`users/${uid}`).get()).data())
      .toMatchObject({ telNumberCountryCode: '', telNumber: '' });
    const record = (await suite.admin.db.doc(`users/${uid}`).get()).data();
    // Protected fields were never written by the client: no roles, and the two-factor status is the server's
    // reading of the Auth record (syncTwoFactorStatus after sign-in): no factor is enrolled, so it is false.
    expect(record).not.toHaveProperty('roles');
    expect(record?.twoFactorEnabled ?? false).toBe(false);
  });

  it('changes the password after re-authenticating with the current one', async () => {
    const email = uniqueEmail('password');
    await makeUser(email);
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await page.goto(url('/settings/change-password'));
    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel(field('Current password')).fill(current);
      await page.getByLabel(field('New password')).fill(next);
      await page.getByLabel(field('Confirm password')).fill(confirm);
      await page.getByRole('button', { name: 'Change password' }).last().click();
    };
    const next = 'Another-Secret-9';
    await fill(PASSWORD, next, `${next}!`);
    await page.getByText('The passwords do not match.').waitFor();
    await fill('wrong-password', next, next);
    await page.getByText('The current password is incorrect.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('settings-change-password-errors'), fullPage: true });
    await fill(PASSWORD, next, next);
    await page.getByText('Your password has been changed.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('settings-change-password'), fullPage: true });

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await accountMenu(page).waitFor({ state: 'detached', timeout: 20_000 });
    await logIn(page, email, next);
  });

  it('deletes the account after a fresh login, with a 4-second notice', async () => {
    const email = uniqueEmail('delete');
    const uid = await makeUser(email);
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await page.goto(url('/settings/delete-account'));
    const remove = page.getByRole('button', { name: 'Delete my account' });
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel('I understand that my account will be deleted permanently.').check();
    await page.screenshot({ path: shot('settings-delete-account'), fullPage: true });

    // Six minutes later the login is no longer recent: the page asks to confirm with the password first.
    await page.clock.setSystemTime(Date.now() + 6 * 60_000);
    await remove.click();
    await page.getByText('Please confirm it is you').waitFor({ timeout: 20_000 });
    await page.getByLabel(field('Current password')).fill('wrong-password');
    await page.getByRole('button', { name: 'Confirm with password' }).click();
    await page.getByText('The password is incorrect.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('settings-delete-account-reauth'), fullPage: true });
    expect((await suite.admin.db.doc(`users/${uid}`).get()).exists).toBe(true);

    await page.getByLabel(field('Current password')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm with password' }).click();
    await page.getByText('Your account has been deleted.').waitFor({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await page.screenshot({ path: shot('settings-account-deleted'), fullPage: true });
    expect(await accountMenu(page).count()).toBe(0);
    await expect
      .poll(() =>
        suite.admin.auth.getUser(uid).then(
          () => 'exists',
          () => 'deleted',
        ),
      )
      .toBe('deleted');
    expect((await suite.admin.db.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it('has no password to change for a Google account', async () => {
    const email = uniqueEmail('google');
    const user = await suite.admin.auth.importUsers([
      {
        uid: `e2e-google-${run}`,
        email,
        emailVerified: true,
        providerData: [{ providerId: 'google.com', uid: `google-${email}`, email }],
      },
    ]);
    expect(user.failureCount).toBe(0);
    await suite.admin.db.doc(`users/e2e-google-${run}`).set({
      firstName: 'Gil',
      lastName: 'Gomes',
      email,
      country: 'PT',
      investorProfile: 'institutional',
      company: '',
      telNumber: '',
      telNumberCountryCode: '',
      followingProducts: [],
    });
    const page = await newPage();
    await page.goto(url('/auth/login'));
    await page.getByLabel(field('Test account')).fill(email);
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await accountMenu(page).waitFor({ timeout: 20_000 });
    await page.goto(url('/settings/change-password'));
    await page.getByText('Your account signs in with Google and has no password to change here.').waitFor();
    await page.goto(url('/settings/oveview'));
    await expect.poll(() => row(page, 'Country of residence').innerText()).toContain('Portugal');
  });
});
