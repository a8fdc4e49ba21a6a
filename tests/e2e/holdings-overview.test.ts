import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The holdings of the overview page (issue 11.5) as a visitor sees them on the seeded demo tenant
// (emulator-data/demo/holdings.json): the components an admin marked for the overview, each in its chart type, labels
// translated by the API, weights as percentages, the as-of date of the snapshot, top holdings cut to their count.
const suite = browserSuite({ viewport: { width: 1440, height: 900 } });

/**
 * The overview asks for up to six holdings calls at once, and the functions emulator starts one worker per concurrent
 * request; on a loaded machine a worker's start can fail and its request hang. Start them first, the same way, until
 * every call answers (best effort), so the test looks at the page rather than at worker start-ups.
 */
beforeAll(async () => {
  const calls = ['holdings', 'currency-exposure', 'asset-classes', 'regions', 'sectors', 'instrument-types'];
  const deadline = Date.now() + 30_000;
  for (const productId of ['global-equity-chf', 'multi-asset-dynamic']) {
    await Promise.all(
      calls.map(async (call) => {
        // A worker that failed to start: ask again (the page's client would retry too). Best effort: past the
        // deadline the tests run anyway.
        await vi
          .waitFor(
            async () => {
              const res = await fetch(`${HOSTING_URL}/api/products/${productId}/${call}`, {
                signal: AbortSignal.timeout(10_000),
              });
              if (!res.ok) throw new Error(`${call} of ${productId}: ${res.status}`);
            },
            { timeout: Math.max(0, deadline - Date.now()), interval: 50 },
          )
          .catch(() => undefined);
      }),
    );
  }
}, 45_000);

describe('holdings on the overview', () => {
  // Generous time-outs: a hung request waits for the API client's time-out and retry (seed 000 §7).
  const LONG = { timeout: 45_000 };

  it('shows the marked components of the global equity fund: pie, donut, bar and the top 10 table', async () => {
    const page = await suite.newPage();
    await page.goto(`${HOSTING_URL}/products/global-equity-chf/overview`);
    const section = page.getByTestId('holdings-overview');
    await section.waitFor(LONG);
    await section.getByTestId('holding-component-topHoldings').waitFor(LONG);
    expect(await section.locator('[data-testid^="holding-component-"]').count()).toBe(4);
    // Asset classes and instrument types are configured but not marked for the overview.
    expect(await section.getByTestId('holding-component-assetClasses').count()).toBe(0);
    const currency = section.getByTestId('holding-component-currencyExposure');
    await currency.locator('[data-chart="pie"] svg').first().waitFor(LONG);
    expect(await currency.getByTestId('holding-legend').innerText()).toContain('US Dollar');
    expect(await currency.innerText()).toMatch(/As of \w+ \d+, \d{4}/);
    await section
      .getByTestId('holding-component-regions')
      .locator('[data-chart="donut"] svg')
      .first()
      .waitFor(LONG);
    await section
      .getByTestId('holding-component-sectors')
      .locator('[data-chart="bar"] svg')
      .first()
      .waitFor(LONG);
    const top = section.getByTestId('holding-component-topHoldings');
    await top.locator('tbody tr').first().waitFor(LONG);
    expect(await top.locator('tbody tr').count()).toBe(10);
    expect(await top.locator('tbody tr').first().innerText()).toMatch(/\d+\.\d{2}%/);
    expect(await top.getByTestId('top-holdings-summary').innerText()).toMatch(/^10 of \d+ positions/);
    await section.screenshot({ path: shot('holdings-overview-global-equity') });
  }, 120_000);

  it('translates the labels and shows every position where the count is blank, in German', async () => {
    const page = await suite.newPage({ locale: 'de-CH' });
    await page.goto(`${HOSTING_URL}/products/multi-asset-dynamic/overview`);
    const section = page.getByTestId('holdings-overview');
    await section.waitFor(LONG);
    await section.getByRole('heading', { name: 'Anlageklassen' }).waitFor(LONG);
    const assets = section.getByTestId('holding-component-assetClasses');
    // The short index future makes the derivatives group negative: a donut cannot show it, so it is drawn as bars.
    await assets.locator('[data-chart="bar"] svg').first().waitFor(LONG);
    expect(await assets.innerText()).toContain('Aktien');
    const top = section.getByTestId('holding-component-topHoldings');
    await top.locator('tbody tr').first().waitFor(LONG);
    const summary = await top.getByTestId('top-holdings-summary').innerText();
    const [shown, count] = /^(\d+) von (\d+) Positionen/.exec(summary)?.slice(1) ?? [];
    expect(shown).toBe(count);
    expect(await top.locator('tbody tr').count()).toBe(Number(count));
    await section.screenshot({ path: shot('holdings-overview-multi-asset-de') });
  }, 120_000);
});
