import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { browserSuite } from '../support/browser-suite.js';

// The main flows with the keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7; docs/accessibility.md): only Tab,
// Shift+Tab, Enter, Space, arrows and Escape move and act (typing fills fields). Each flow starts from an address
// (goto), as a reader with a bookmark would; every element the walk acts on must show a focus indicator.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });
const admin = loadDemoAccounts('demo').find((a) => a.label === 'admin');
const PRODUCT = 'swiss-bond-m';
const PRODUCT_DOC = `products/${PRODUCT}`;
let stored: Record<string, unknown> | undefined;

beforeAll(async () => {
  stored = (await suite.admin.db.doc(PRODUCT_DOC).get()).data();
});
afterAll(async () => {
  if (stored) await suite.admin.db.doc(PRODUCT_DOC).set(stored);
});

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  id: string;
  /** `aria-pressed` (toggle buttons: the zoom presets). */
  pressed: string | null;
  /** A visible focus indicator: a computed outline or box-shadow. */
  indicator: boolean;
}

/** The focused element: its tag, role, accessible-ish name and whether it shows a focus indicator. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', role: null, name: '', id: '', pressed: null, indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: (el.getAttribute('aria-label') ?? label ?? el.textContent).trim(),
      id: el.id,
      pressed: el.getAttribute('aria-pressed'),
      indicator: outline || shadow,
    };
  });
}

/** Presses `key` (Tab by default) until the focused element matches, at most `max` times; fails otherwise. */
async function focusBy(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  key = 'Tab',
  max = 120,
): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (match(f)) return f;
    seen.push(`${f.tag}:${f.name.slice(0, 30)}`);
  }
  throw new Error(
    `${what}: not reached with ${key} in ${String(max)} presses (${seen.slice(-8).join(' | ')})`,
  );
}

describe('keyboard only', { timeout: 60_000 }, () => {
  it('skips to the content, opens a product, switches the analysis tab and the zoom period', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The first Tab stop is the skip link, shown while focused; Enter moves focus to <main>.
    const skip = await focusBy(page, () => true, 'first stop', 'Tab', 1);
    expect(skip.name).toBe('Skip to main content');
    expect(skip.indicator).toBe(true);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');

    // From the content on, the next stops are in <main>: the products table's first link, to a product.
    const product = await focusBy(
      page,
      (f) => f.tag === 'a' && f.name.includes('Global Equity'),
      'product link',
    );
    expect(product.indicator).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\/global-equity/);

    await page.goto(`${HOSTING_URL}/products/multi-asset-dynamic/live-analysis`);
    await page.getByRole('tab', { name: 'Live' }).waitFor();
    const tab = await focusBy(page, (f) => f.role === 'tab', 'analysis tab');
    expect(tab.indicator).toBe(true);
    // Arrows move between tabs, and a tab is activated as it receives focus.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/historical-analysis$/);
    // The tab it moved to is the selected one, and focus follows it to the new mode's page (the route replaces the
    // tab list; utils/tab-focus.ts gives the new one the focus).
    await page.getByRole('tab', { name: 'Live', selected: false }).waitFor();
    const selected = page.getByRole('tab', { selected: true });
    await selected.waitFor();
    await expect.poll(async () => selected.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await focused(page)).indicator).toBe(true);

    // A zoom preset that is not the active one (the presets shown depend on the mode's data range), once the
    // presets are there (under load they come after the cards' own controls would have used up the presses).
    await page
      .getByRole('button', { name: /^(\d+[MY]|YTD|MAX)$/, pressed: false })
      .first()
      .waitFor();
    const zoom = await focusBy(
      page,
      (f) => f.tag === 'button' && f.pressed === 'false' && /^(\d+[MY]|YTD|MAX)$/.test(f.name),
      'zoom preset',
    );
    expect(zoom.indicator).toBe(true);
    await page.keyboard.press('Space');
    // The period redraws the cards (the buttons may re-render): the preset pressed is the one now marked active.
    await page.getByRole('button', { name: zoom.name, exact: true, pressed: true }).first().waitFor();
  });

  it('opens and closes a menu and a dialog: focus moves in, stays in, and comes back', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The menu's module loads once the page is idle (language-switcher.tsx): until then the button is a stand-in.
    await page.locator('button[aria-label="Language"][aria-expanded]').waitFor();

    const language = await focusBy(page, (f) => f.name === 'Language', 'language menu');
    expect(language.indicator).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).role).toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Language');

    // Before the page is idle the button is a stand-in (the menu's module is not loaded yet): focusing it keeps it
    // (no swap under the focus), and Enter opens the menu once loaded, whose Escape returns focus to the button.
    const early = await suite.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await early.route(/language-menu[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await early.goto(`${HOSTING_URL}/`);
    await early.getByRole('heading', { level: 1 }).first().waitFor();
    await early.getByRole('button', { name: 'Language' }).focus();
    await early.keyboard.press('Enter');
    release();
    await early.getByRole('menu').waitFor();
    await early.keyboard.press('Escape');
    await early.getByRole('menu').waitFor({ state: 'hidden' });
    expect((await focused(early)).name).toBe('Language');

    // A dialog: the follow button of a guest asks to sign in (seed 000 §4); Tab cycles inside it.
    await page.goto(`${HOSTING_URL}/products/global-equity-chf/overview`);
    await page.getByTestId('overview-header').waitFor();
    // The button is a lazy chunk shown once the overview content says so: wait for it, then reach it by keyboard.
    await page.getByRole('button', { name: /^Follow/ }).waitFor();
    const follow = await focusBy(
      page,
      (f) => f.tag === 'button' && f.name.startsWith('Follow'),
      'follow button',
    );
    expect(follow.indicator).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toMatch(/^Follow/);
  });

  it('signs in, opens the admin console and saves a product field', async () => {
    if (!admin) throw new Error('no demo admin account');
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/auth/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const email = await focusBy(
      page,
      (f) => f.tag === 'input' && f.name.startsWith('E-mail'),
      'e-mail field',
    );
    expect(email.indicator).toBe(true);
    await page.keyboard.type(admin.email);
    await focusBy(page, (f) => f.tag === 'input' && f.name.startsWith('Password'), 'password field');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });

    // The navigation's admin group: Products, then the product's general tab.
    const products = await focusBy(
      page,
      (f) => f.tag === 'a' && f.name === 'Products',
      'admin products link',
    );
    expect(products.indicator).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('link', { name: 'Demo Swiss Franc Bond Fund M' }).waitFor();
    await focusBy(
      page,
      (f) => f.tag === 'a' && f.name === 'Demo Swiss Franc Bond Fund M',
      'product in the list',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/products/${PRODUCT}/general$`));

    await page.getByRole('textbox', { name: 'Short name' }).waitFor();
    const field = await focusBy(
      page,
      (f) => f.tag === 'input' && f.name === 'Short name',
      'short name field',
    );
    expect(field.indicator).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Swiss Bond M (keyboard)');
    const save = await focusBy(page, (f) => f.tag === 'button' && f.name === 'Save', 'save button');
    expect(save.indicator).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Saved. Readers see the change on their next visit.').waitFor();
    await expect
      .poll(async () => (await suite.admin.db.doc(PRODUCT_DOC).get()).get('productShortName') as unknown)
      .toBe('Swiss Bond M (keyboard)');
  });
});
