import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL, PORTS } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { emulatorProjectId } from '../support/api-emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The sign-in flows of seed 000 §4 ("Registration", "Login"), §5 and §8 in Chromium against the Auth, Firestore and
// Hosting emulators: registration with e-mail verification read from the Auth emulator's oobCodes, login rules,
// password reset, the Google test button, the registration rollback and the two-factor screens (with the TOTP test
// double: the Auth emulator has no TOTP).

const project = emulatorProjectId();
const AUTH_EMULATOR = `http://127.0.0.1:${PORTS.auth}`;
const url = (path: string) => `${HOSTING_URL}${path}`;
/** A field's accessible name: its label, plus " *" when it is required (Mantine's asterisk). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const run = Date.now().toString(36);
let counter = 0;
const uniqueEmail = (tag: string) => `e2e-${tag}-${run}-${++counter}@example.test`;
const PASSWORD = 'Sturdy-Passw0rd!';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const newPage = (): Promise<Page> => suite.newPage();

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The latest e-mail action link the Auth emulator "sent" to `email` (seed 000 §4: verification, reset). */
async function latestOobLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<URL> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${project}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  const codes = body.oobCodes.filter((c) => c.email === email && c.requestType === requestType);
  const last = codes.at(-1);
  if (!last) throw new Error(`no ${requestType} e-mail for ${email}`);
  return new URL(last.oobLink);
}

/** The link as the portal's e-mail template sends it: /auth/handled-by-firebase with the provider's parameters. */
const handledByFirebase = (link: URL, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(link.search);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return url(`/auth/handled-by-firebase?${params.toString()}`);
};

async function selectOption(page: Page, label: string, option: string, typed?: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillProfile(page: Page, p: { first: string; last: string; phone?: string }): Promise<void> {
  await page.getByLabel(field('First name')).fill(p.first);
  await page.getByLabel(field('Last name')).fill(p.last);
  await selectOption(page, 'Investor profile', 'Professional investor');
  await page.getByLabel(field('Company')).fill('Rivera Advisory SA');
  if (p.phone !== undefined) await page.getByLabel(field('Phone number')).fill(p.phone);
}

async function certifyAll(page: Page): Promise<void> {
  await page.getByLabel(/18 years of age or older/).check();
  await page.getByLabel(/for information purposes only/).check();
  await page.getByLabel(/this content is advertising/).check();
  await page.getByLabel(/I accept the terms of use/).check();
}

async function logIn(page: Page, email: string, password: string, rememberMe = true): Promise<void> {
  await page.goto(url('/auth/login'));
  await page.getByLabel(field('E-mail')).fill(email);
  await page.getByLabel(field('Password')).fill(password);
  const remember = page.getByLabel('Remember me');
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await accountMenu(page).waitFor({ state: 'detached', timeout: 20_000 });
}

/** An account that can log in (verified e-mail, user record), made with the Admin SDK. */
async function makeUser(email: string): Promise<string> {
  const user = await suite.admin.auth.createUser({
    email,
    password: PASSWORD,
    emailVerified: true,
    displayName: 'Ana Rivera',
  });
  await suite.admin.db.doc(`users/${user.uid}`).set({
    firstName: 'Ana',
    lastName: 'Rivera',
    email,
    country: 'CH',
    investorProfile: 'retail',
    company: '',
    telNumber: '',
    telNumberCountryCode: '',
    followingProducts: [],
  });
  return user.uid;
}

async function authUser(email: string) {
  return suite.admin.auth.getUserByEmail(email).catch((e: unknown) => {
    if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'auth/user-not-found') return null;
    throw e;
  });
}

/** RFC 6238 code (SHA-1, 30 s, 6 digits) from a base32 secret: what an authenticator app would show. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secretBase32.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('registration with e-mail and password', () => {
  const email = uniqueEmail('register');

  it('validates every field, registers, and asks to verify the e-mail address', async () => {
    const page = await newPage();
    await page.goto(url('/auth/register'));
    await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
    // Country list: CH first and preselected (seed 001 §9).
    expect(await page.getByRole('combobox', { name: 'Country of residence', exact: true }).inputValue()).toBe(
      'Switzerland',
    );
    await page.screenshot({ path: shot('auth-register'), fullPage: true });

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByText('Investor profile is required.').waitFor();
    expect(await page.getByText('Please confirm this to continue.').count()).toBe(4);

    await fillProfile(page, { first: 'Ana', last: 'Rivera', phone: '79 555' });
    await certifyAll(page);
    await page.getByLabel(field('E-mail')).fill(email);
    await page.getByLabel(field('Password')).fill(PASSWORD);
    await page.getByLabel(field('Confirm password')).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page
      .getByText('The phone number “79 555” must have exactly 9 digits after the country code.')
      .waitFor();
    await page.getByText('The passwords do not match.').waitFor();
    await page.screenshot({ path: shot('auth-register-errors'), fullPage: true });
    expect(await authUser(email)).toBeNull();

    await page.getByLabel(field('Phone number')).fill('079 555 01 23');
    await page.getByLabel(field('Confirm password')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page
      .getByRole('heading', { name: 'Please verify your e-mail address' })
      .waitFor({ timeout: 20_000 });
    await page.getByText(`We have sent a verification link to ${email}`).waitFor();
    await page.screenshot({ path: shot('auth-register-success'), fullPage: true });
    // Registration ends signed out (seed 000 §4).
    expect(await accountMenu(page).count()).toBe(0);

    const user = await authUser(email);
    expect(user?.emailVerified).toBe(false);
    expect(user?.displayName).toBe('Ana Rivera');
    const record = (await suite.admin.db.doc(`users/${user?.uid ?? 'none'}`).get()).data();
    expect(record).toEqual({
      firstName: 'Ana',
      lastName: 'Rivera',
      email,
      country: 'CH',
      investorProfile: 'professional',
      company: 'Rivera Advisory SA',
      telNumberCountryCode: '+41',
      telNumber: '079 555 01 23',
    });
    expect((await latestOobLink(email, 'VERIFY_EMAIL')).searchParams.get('mode')).toBe('verifyEmail');
  });

  it('refuses to log in before the e-mail address is verified, and can resend the e-mail', async () => {
    const page = await newPage();
    const before = await latestOobLink(email, 'VERIFY_EMAIL');
    await logIn(page, email, PASSWORD);
    await page.getByText('Your e-mail address is not verified yet.').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Reset my password' }).waitFor();
    expect(await accountMenu(page).count()).toBe(0);
    await page.screenshot({ path: shot('auth-login-unverified'), fullPage: true });

    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByText(`We have sent a new verification link to ${email}`).waitFor();
    const after = await latestOobLink(email, 'VERIFY_EMAIL');
    expect(after.searchParams.get('oobCode')).not.toBe(before.searchParams.get('oobCode'));
    expect(await accountMenu(page).count()).toBe(0);
  });

  it('verifies through /auth/handled-by-firebase, then logs in for this browser session only', async () => {
    const page = await newPage();
    const link = await latestOobLink(email, 'VERIFY_EMAIL');
    // Every parameter is forwarded to the identity provider's action page, which returns to the continue URL.
    await page.goto(handledByFirebase(link));
    await page.waitForURL(
      (u) => u.pathname === '/auth/login' && u.searchParams.get('emailVerified') === 'true',
      {
        timeout: 20_000,
      },
    );
    await page.getByText('Your e-mail address is verified. You can log in now.').waitFor();
    await page.screenshot({ path: shot('auth-login-verified'), fullPage: true });
    expect((await authUser(email))?.emailVerified).toBe(true);

    await logIn(page, email, PASSWORD, false);
    await accountMenu(page).waitFor({ timeout: 20_000 });
    // Remember me unchecked: the session lives in sessionStorage, not localStorage.
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((k) => k.startsWith('firebase:authUser')),
      session: Object.keys(sessionStorage).filter((k) => k.startsWith('firebase:authUser')),
    }));
    expect(stored.local).toEqual([]);
    expect(stored.session).toHaveLength(1);
  });

  it('tells an already registered address to log in', async () => {
    const page = await newPage();
    await page.goto(url('/auth/register'));
    await fillProfile(page, { first: 'Ana', last: 'Rivera' });
    await certifyAll(page);
    await page.getByLabel(field('E-mail')).fill(email);
    await page.getByLabel(field('Password')).fill(PASSWORD);
    await page.getByLabel(field('Confirm password')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('An account with this e-mail address already exists').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Go to login' }).waitFor();
  });

  it('shows the identity provider’s message for a weak password, and creates nothing', async () => {
    const page = await newPage();
    const weak = uniqueEmail('weak');
    await page.goto(url('/auth/register'));
    await fillProfile(page, { first: 'Ana', last: 'Rivera' });
    await certifyAll(page);
    await page.getByLabel(field('E-mail')).fill(weak);
    await page.getByLabel(field('Password')).fill('abc');
    await page.getByLabel(field('Confirm password')).fill('abc');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(/The password is too weak: .*6 characters/).waitFor({ timeout: 20_000 });
    expect(await authUser(weak)).toBeNull();
  });
});

describe('registration rollback', () => {
  it('deletes the partly created account when a later step fails', async () => {
    const page = await newPage();
    const email = uniqueEmail('rollback');
    // Setting the display name (step 3, after the account exists and the e-mail was sent) fails at the provider.
    await page.route('**/identitytoolkit.googleapis.com/v1/accounts:update*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'INTERNAL_ERROR', errors: [] } }),
      }),
    );
    await page.goto(url('/auth/register'));
    await fillProfile(page, { first: 'Rollo', last: 'Back' });
    await certifyAll(page);
    await page.getByLabel(field('E-mail')).fill(email);
    await page.getByLabel(field('Password')).fill(PASSWORD);
    await page.getByLabel(field('Confirm password')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Your registration could not be completed, and nothing was saved.').waitFor({
      timeout: 20_000,
    });
    await page.screenshot({ path: shot('auth-register-rollback'), fullPage: true });
    // The account the first step created is gone again, and no record was written.
    expect(await authUser(email)).toBeNull();
    const records = await suite.admin.db.collection('users').where('email', '==', email).get();
    expect(records.size).toBe(0);
  });
});

describe('login', () => {
  it('refuses a wrong password', async () => {
    const investor = loadDemoAccounts('demo').find((a) => a.label === 'investor');
    if (!investor) throw new Error('no demo investor');
    const page = await newPage();
    await page.goto(url('/auth/login'));
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await page.screenshot({ path: shot('auth-login'), fullPage: true });
    await logIn(page, investor.email, 'not-the-password');
    await page.getByText('The e-mail address or password is incorrect').waitFor({ timeout: 20_000 });
    expect(await accountMenu(page).count()).toBe(0);
    await page.screenshot({ path: shot('auth-login-wrong-password'), fullPage: true });
  });

  it('shows the access-rights and invalidated-session notices, and goes to redirectTo', async () => {
    const email = uniqueEmail('redirect');
    await makeUser(email);
    const page = await newPage();
    await page.goto(
      url('/auth/login?accessChanged=true&tokenInvalidated=true&redirectTo=%2Fhelp%2Fknowledge-base'),
    );
    await page.getByText('Your access rights have changed.').waitFor();
    await page.getByText('Your session has ended').waitFor();
    await page.screenshot({ path: shot('auth-login-notices'), fullPage: true });
    await page.getByLabel(field('E-mail')).fill(email);
    await page.getByLabel(field('Password')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/help/knowledge-base', { timeout: 20_000 });
    await accountMenu(page).waitFor();
  });

  it('deletes an account without user record and offers to register', async () => {
    const email = uniqueEmail('norecord');
    await suite.admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await page
      .getByText('There is no account on this platform for this sign-in.')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
    expect(await authUser(email)).toBeNull();
  });
});

describe('password reset', () => {
  it('sends the reset e-mail, resets through the provider page and logs in with the new password', async () => {
    const email = uniqueEmail('reset');
    await makeUser(email);
    const page = await newPage();
    await page.goto(url('/auth/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();

    await page.getByLabel(field('E-mail')).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(/There is no account with the e-mail address e2e-nobody-/)
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('auth-reset-password-unknown'), fullPage: true });

    await page.getByLabel(field('E-mail')).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(`We have sent a link to reset your password to ${email}`)
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('auth-reset-password-sent'), fullPage: true });

    const link = await latestOobLink(email, 'PASSWORD_RESET');
    const newPassword = 'Brand-New-2026!';
    // The Auth emulator's action page takes the new password as a parameter (Firebase's hosted page shows a form).
    await page.goto(handledByFirebase(link, { newPassword }));
    await page.waitForURL(
      (u) => u.pathname === '/auth/login' && u.searchParams.get('passwordReset') === 'true',
      {
        timeout: 20_000,
      },
    );
    await page.getByText('Your password has been changed.').waitFor();

    await logIn(page, email, PASSWORD);
    await page.getByText('The e-mail address or password is incorrect').waitFor({ timeout: 20_000 });
    await logIn(page, email, newPassword);
    await accountMenu(page).waitFor({ timeout: 20_000 });
  });
});

// Microsoft sign-in is the Alquant tenant's alone (seed 001 §1), so its refusal of an e-mail registered with a
// password is checked where it is offered: tests/tenants/tenant-sweep.test.ts (checkMicrosoftSignIn).
describe('Google (emulator test button)', () => {
  const googleEmail = uniqueEmail('google');

  it('deletes a new Google account without record and offers to register', async () => {
    const page = await newPage();
    await page.goto(url('/auth/login'));
    await page.getByLabel(field('Test account')).fill(googleEmail);
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await page
      .getByText('There is no account on this platform for this sign-in.')
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('auth-login-google-no-account'), fullPage: true });
    expect(await authUser(googleEmail)).toBeNull();
    expect(await accountMenu(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
  });

  it('registers with Google, refuses a second registration, and logs in', async () => {
    const page = await newPage();
    await page.goto(url('/auth/register'));
    await fillProfile(page, { first: 'Gil', last: 'Gomes' });
    await certifyAll(page);
    await page.getByLabel(field('Test account')).fill(googleEmail);
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('auth-register-google-success'), fullPage: true });
    const user = await authUser(googleEmail);
    expect(user?.providerData.map((p) => p.providerId)).toEqual(['google.com']);
    expect(user?.displayName).toBe('Gil Gomes');
    expect((await suite.admin.db.doc(`users/${user?.uid ?? 'none'}`).get()).data()).toMatchObject({
      firstName: 'Gil',
      email: googleEmail,
    });

    await page.goto(url('/auth/register'));
    await fillProfile(page, { first: 'Gil', last: 'Gomes' });
    await certifyAll(page);
    await page.getByLabel(field('Test account')).fill(googleEmail);
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await page.getByText('This Google account is already registered.').waitFor({ timeout: 20_000 });

    await page.goto(url('/auth/login'));
    await page.getByLabel(field('Test account')).fill(googleEmail);
    await page.getByRole('button', { name: 'Google (emulator test account)' }).click();
    await accountMenu(page).waitFor({ timeout: 20_000 });
  });
});

describe('two-factor authentication (TOTP test double)', () => {
  it('enrols with the QR code screen, then asks for the code at login', async () => {
    const email = uniqueEmail('totp');
    await makeUser(email);
    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await accountMenu(page).waitFor({ timeout: 20_000 });

    await page.goto(url('/auth/register-2fa'));
    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: shot('auth-register-2fa'), fullPage: true });

    await page.getByLabel('6-digit code').fill('12345');
    await page.getByRole('button', { name: 'Activate two-factor authentication' }).click();
    await page.getByText('“12345” is not a code of 6 digits.').waitFor();
    const wrong = totp(secret, Date.now() - 5 * 60_000);
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Activate two-factor authentication' }).click();
    await page.getByText('The code is incorrect.').waitFor();
    await page.screenshot({ path: shot('auth-register-2fa-wrong-code'), fullPage: true });

    await page.getByLabel('6-digit code').fill(totp(secret));
    await page.getByRole('button', { name: 'Activate two-factor authentication' }).click();
    await page.getByText('Two-factor authentication is now active.').waitFor({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });

    await signOut(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/auth/login-2fa', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await accountMenu(page).count()).toBe(0);
    await page.screenshot({ path: shot('auth-login-2fa'), fullPage: true });

    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is incorrect. Please try again').waitFor({ timeout: 20_000 });
    expect(await accountMenu(page).count()).toBe(0);
    await page.screenshot({ path: shot('auth-login-2fa-wrong-code'), fullPage: true });

    await page.getByLabel('6-digit code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await accountMenu(page).waitFor({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
  });

  it('sends a reload of the code page back to login', async () => {
    const page = await newPage();
    await page.goto(url('/auth/login-2fa'));
    await page.getByText('Your sign-in has expired or was not started.').waitFor();
  });
});
