import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';

const SHOTS_DIR = fileURLToPath(new URL('../output/screenshots/', import.meta.url));

/** What the init script of {@link failOnCspViolations} logs; Chromium's own report starts with "Refused to". */
const CSP_VIOLATION = '[csp-violation]';

/**
 * Fails the test on any Content-Security-Policy violation in the context's pages and frames (docs/security.md): the
 * policy is only proven if the whole browser suite runs under it without one.
 */
async function failOnCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript((marker: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `${marker} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}`,
      );
    });
  }, CSP_VIOLATION);
  context.on('console', (msg) => {
    const text = msg.text();
    if (
      msg.type() === 'error' &&
      (text.startsWith(CSP_VIOLATION) || text.includes('Content Security Policy'))
    ) {
      throw new Error(`Content-Security-Policy violation on ${msg.location().url}: ${text}`);
    }
  });
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  // Debian's Chromium (browsers cannot be downloaded here); override with CHROMIUM_PATH.
  const browser = await launchChromium();
  // Every context of every browser test, also those a suite makes itself, watches the CSP.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await failOnCspViolations(context);
    return context;
  };
  return browser;
}

export const shot = (name: string): string => `${SHOTS_DIR}${name}.png`;

/** What a visitor stores on the investor-profile page (localStorage keys `investorProfile` and `country`). */
export interface VisitorProfile {
  investorProfile: string;
  country: string;
}

/**
 * A visitor who has already chosen an investor profile: the demo tenant has investor-profile checks on, so without
 * one every product page and the home page lead to /investor-profile first. Professional in Switzerland may see
 * every product a guest may see. Set before any page script runs; a choice made later in the test is kept.
 */
const DEFAULT_VISITOR_PROFILE: VisitorProfile = { investorProfile: 'professional', country: 'CH' };

export async function withInvestorProfile(
  context: BrowserContext,
  profile: VisitorProfile = DEFAULT_VISITOR_PROFILE,
): Promise<BrowserContext> {
  await context.addInitScript((p: VisitorProfile) => {
    if (window.localStorage.getItem('investorProfile') === null)
      window.localStorage.setItem('investorProfile', p.investorProfile);
    if (window.localStorage.getItem('country') === null) window.localStorage.setItem('country', p.country);
  }, profile);
  return context;
}

/** A visitor with the default investor profile, in English on a desktop screen unless `options` say otherwise. */
export async function visitorContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return withInvestorProfile(
    await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options }),
  );
}

export interface TestPageOptions {
  /** The visitor's stored investor profile; `null` for a visitor who has not chosen one yet. */
  profile?: VisitorProfile | null;
  locale?: string;
  viewport?: { width: number; height: number };
}

/**
 * A page in a fresh browser context (own storage and cookies), with a stored investor profile unless told otherwise,
 * on which any uncaught page error fails the test. The context is pushed to `contexts` for the suite to close.
 */
export async function newTestPage(
  browser: Browser,
  contexts: BrowserContext[],
  options: TestPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  contexts.push(context);
  const profile = options.profile === undefined ? DEFAULT_VISITOR_PROFILE : options.profile;
  if (profile) await withInvestorProfile(context, profile);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/** Signs in through the login page with e-mail and password, and waits until the account menu shows. */
export async function signInThroughLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${HOSTING_URL}/auth/login`);
  await page.getByLabel(/^E-mail\s*\*?$/).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });
}
