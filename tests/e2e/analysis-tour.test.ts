import { ANALYSIS_MODES, CARD_KINDS, type CardKind } from '@portal/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadDemoAccounts } from '../../scripts/lib/seed-accounts.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { launchBrowser, newTestPage, shot, signInThroughLoginPage } from '../support/browser.js';

// Every analysis page of the seeded demo tenant (every product, every configured mode, hidden and role-restricted
// ones included), opened by the super admin, who may see them all. Every configured card must end in a drawn
// state (chart, table) or its explained "not enough data" state: never an error, never stuck loading. One
// full-page screenshot per page and one per card, to be looked at (tests/output/screenshots/analysis-tour-*.png).
const tenant = loadTenant('demo');
const superAdmin = loadDemoAccounts('demo').find((a) => a.roles.includes('superAdmin'));
const pages = tenant.catalogue.products.flatMap((product) =>
  ANALYSIS_MODES.flatMap((modeId) => {
    const mode = product[modeId];
    return mode ? [{ productId: product.productId, modeId, cards: mode.genericCardsToShow }] : [];
  }),
);

let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  if (!superAdmin) throw new Error('the demo tenant has no super admin account');
  browser = await launchBrowser();
  page = await newTestPage(browser, contexts, { viewport: { width: 1440, height: 1000 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInThroughLoginPage(page, superAdmin.email, superAdmin.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

/** The final state of one card: waits while it is loading. */
async function settledState(kind: CardKind): Promise<string | null> {
  const card = page.getByTestId(`card-${kind}`);
  await card.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (testId) =>
      document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-card-state') !== 'loading',
    `card-${kind}`,
    { timeout: 30_000 },
  );
  return card.getAttribute('data-card-state');
}

describe('every analysis page of the demo tenant', { timeout: 120_000 }, () => {
  it('covers every card kind somewhere', () => {
    const kinds = new Set(pages.flatMap((p) => p.cards));
    expect([...kinds].sort()).toEqual([...CARD_KINDS].sort());
  });

  it.each(pages.map((p) => [`${p.productId} ${p.modeId}`, p] as const))(
    '%s: every card drawn, no error',
    async (_, { productId, modeId, cards }) => {
      consoleErrors.length = 0;
      await page.goto(`${HOSTING_URL}/products/${productId}/${modeId}-analysis`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      const states: Record<string, string | null> = {};
      for (const kind of cards) states[kind] = await settledState(kind);
      for (const kind of cards) {
        expect(states[kind], `${kind} on ${productId}/${modeId}`).toMatch(/^(ready|notEnoughData)$/);
        const card = page.getByTestId(`card-${kind}`);
        if (states[kind] !== 'ready') continue;
        // Drawn: a chart has an SVG with a stroked path or bars; a table has rows with numbers.
        const drawn =
          (await card.locator('svg path[stroke], svg rect').count()) +
          (await card.locator('table tbody tr').count());
        expect(drawn, `${kind} on ${productId}/${modeId} draws something`).toBeGreaterThan(0);
        // Undefined values read "n/a", never "NaN" or "Infinity".
        expect(await card.innerText()).not.toMatch(/NaN|Infinity|undefined/);
      }
      // Charts are drawn without animation (nivo `animate={false}`); CSS transitions are finished by the capture.
      await page.screenshot({
        path: shot(`analysis-tour-${productId}-${modeId}`),
        fullPage: true,
        animations: 'disabled',
      });
      // And each card at full resolution, to read its numbers and axes.
      // Clipped from a full-page capture at the top scroll position: an element screenshot would scroll the card
      // under the fixed header.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      for (const kind of cards) {
        const clip = await page.getByTestId(`card-${kind}`).boundingBox();
        if (!clip) throw new Error(`card ${kind} has no box`);
        await page.screenshot({
          path: shot(`analysis-tour-${productId}-${modeId}-${kind}`),
          fullPage: true,
          clip,
          animations: 'disabled',
        });
      }
      expect(consoleErrors, `console errors on ${productId}/${modeId}`).toEqual([]);
    },
  );
});
