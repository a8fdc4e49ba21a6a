import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The FAQ page from the demo tenant's help content (tenants/demo/help.json), and the locale cookie (seed 001 §9).
const suite = browserSuite({ viewport: { width: 1280, height: 900 } });
const help = loadTenant('demo').help;

describe('FAQ', () => {
  it('lists the entries in order, opens one from its link, filters by search and leads to the contact form', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/help/faq#faq-2`);
    await page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }).waitFor();
    const entries = page.getByTestId('faq-entry');
    await expect.poll(() => entries.count()).toBe(help.faq.length);
    const questions = [...help.faq].sort((a, b) => a.id - b.id).map((e) => e.question.en ?? '');
    expect(await page.getByRole('button', { name: /\?$/ }).allInnerTexts()).toEqual(questions);
    // Entry 2 is open from the link: its answer shows.
    const second = help.faq.find((e) => e.id === 2);
    await page.getByText(second?.answer.en?.slice(0, 40) ?? '').waitFor();
    await page.screenshot({ path: shot('faq'), fullPage: true });

    await page.getByRole('textbox', { name: 'Search the questions' }).fill('sign in');
    await expect.poll(() => entries.count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search the questions' }).fill('');
    await page.getByRole('button', { name: 'More questions?' }).click();
    await page.getByRole('link', { name: 'Go to the contact form' }).click();
    await page.waitForURL((u) => u.pathname === '/help/contact');
  });
});

describe('locale cookie', () => {
  it('remembers the chosen language for 365 days, also when the browser storage is cleared', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/`);
    await page.getByRole('heading', { name: 'Our products' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Nos produits' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.evaluate(() => {
      localStorage.removeItem('locale');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Nos produits' }).waitFor();
  });
});
