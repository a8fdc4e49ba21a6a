import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { launchBrowser, shot, withInvestorProfile } from '../support/browser.js';

// Pages the server rendered (docs/server-pages.md) are taken over by the app in place: React hydrates the server's
// elements (the very nodes, not copies), the page works, and nothing is logged about a mismatch.

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

/** A returning visitor: profile and language in the `__session` cookie, as the app writes it, and in storage. */
async function visitor(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addCookies([{ name: '__session', value: 'l=en&p=professional&c=CH', url: HOSTING_URL }]);
  await withInvestorProfile(context);
  // The server's heading, kept before any script of the page runs.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('#root h1');
    });
  });
  return context;
}

/** React marks the elements it owns: the server's heading itself (kept by the init script), once hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const node = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return node !== null && node.isConnected && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Holds the app's entry script back (as a slow phone's network would) until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('hydration of server-rendered pages', () => {
  it.each([
    ['a product overview', '/products/global-equity-chf/overview', 'Demo Global Equity Fund A CHF'],
    ['the home page', '/', 'Demo AM'],
    ['the FAQ', '/help/faq', 'Frequently asked questions'],
    ['a knowledge-base term', '/help/knowledge-base/terms/sharpe-ratio', 'Sharpe ratio'],
    ['the home page filtered', '/?currency=CHF&assetClass=equity', 'Demo AM'],
    [
      'a comparison',
      '/compare?products=global-equity-chf,multi-asset-dynamic,swiss-bond-i&period=36m',
      'Compare products',
    ],
  ])('takes over %s in place', async (_, path, heading) => {
    const page = await (await visitor()).newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /React|hydrat/i.test(m.text())))
        problems.push(m.text());
    });
    await page.goto(`${HOSTING_URL}${path}`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toContain(heading);
    await page.screenshot({ path: shot(`server-rendered${path.replace(/\W+/g, '-')}`) });
    expect(problems).toEqual([]);
  });

  it('takes over the investor-profile step a first visit gets in place of the home page, and moves on once chosen', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector('#root h1');
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /React|hydrat/i.test(m.text())))
        problems.push(m.text());
    });
    await page.goto(`${HOSTING_URL}/`);
    await hydrated(page);
    // The server's step, hydrated at the step's own address, as the route guard's redirect would have it.
    expect(new URL(page.url()).pathname).toBe('/investor-profile');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('Investor profile');
    await page.getByRole('radio', { name: /Professional investor/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Demo AM' }).waitFor();
    // The browser remembers the choice and tells the server (the `__session` cookie), whose next page has a body.
    const cookies = await context.cookies(HOSTING_URL);
    expect(decodeURIComponent(cookies.find((c) => c.name === '__session')?.value ?? '')).toMatch(
      /p=professional/,
    );
    expect(problems).toEqual([]);
  });

  it('leaves the page where the visitor scrolled it before the app took over; a navigation then starts at the top', async () => {
    const page = await (await visitor()).newPage();
    const release = await holdEntryScript(page);
    await page.goto(`${HOSTING_URL}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    release();
    await hydrated(page);
    // Past the app's first commit and its effects: still where the visitor left it.
    await expect
      .poll(() => page.evaluate(() => (window as { __portalStarted?: boolean }).__portalStarted))
      .toBe(true);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The footer's link, where the pointer is: a navigation inside the app, which starts the next page at the top.
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL((url) => url.pathname === '/compliance/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('does what a visitor pressed before it took the page over: an FAQ answer, an investor profile', async () => {
    const context = await visitor();
    const page = await context.newPage();
    const release = await holdEntryScript(page);
    // Not waiting for `load`, which may wait for the held script.
    await page.goto(`${HOSTING_URL}/help/faq`, { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', { name: 'Which investor profile should I choose?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    release();
    await hydrated(page);
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');

    // A first visit's investor-profile step: the radio ticked before hydration is the one React holds.
    const first = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(first);
    const step = await first.newPage();
    const releaseStep = await holdEntryScript(step);
    await step.goto(`${HOSTING_URL}/`, { waitUntil: 'domcontentloaded' });
    const professional = step.getByRole('radio', { name: /Professional investor/ });
    await professional.click();
    // The browser alone would have ticked it; it is held for the app.
    expect(await professional.isChecked()).toBe(false);
    releaseStep();
    await expect.poll(() => professional.isChecked()).toBe(true);
    await step.getByRole('button', { name: 'Confirm' }).click();
    await step.waitForURL((url) => url.pathname === '/');
  });

  it('works once taken over: the FAQ opens an answer, the overview links to its analysis', async () => {
    const page = await (await visitor()).newPage();
    await page.goto(`${HOSTING_URL}/help/faq`);
    // The page is readable at once; it answers to input once hydrated (the entry script loads after the first paint).
    await hydrated(page);
    const question = page.getByRole('button', { name: 'Which investor profile should I choose?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await page.goto(`${HOSTING_URL}/products/global-equity-chf/overview`);
    await page.getByRole('link', { name: 'Historical analysis' }).click();
    await page.waitForURL((url) => url.pathname === '/products/global-equity-chf/historical-analysis');
  });
});
