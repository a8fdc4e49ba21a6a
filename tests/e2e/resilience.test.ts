import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The resilient shell in Chromium against the built app on the Hosting emulator: a stale chunk after a deploy (its
// request fails once the app has loaded) and a page that throws while rendering both end on the translated error
// screen, never on React Router's built-in one. Texts from web/src/locales/{en,de}/errors.json.

const suite = browserSuite({ viewport: { width: 1280, height: 860 } });

/** The FAQ page's module (`web/src/app/routes/help.tsx`): not needed by the home page, loaded on the way to it. */
/** The FAQ page's route module (the page these tests open). */
const FAQ_CHUNK = /\/assets\/faq-[\w-]+\.js$/;
const FRAMEWORK_SCREEN = 'Unexpected Application Error';

interface SentReport {
  level: string;
  message: string;
  url: string;
  stack?: string;
  context?: Record<string, unknown>;
}

/** Records the page's document loads and the error reports it POSTs (the request, whatever the answer). */
function watch(page: Page): { documents: string[]; reports: SentReport[] } {
  const documents: string[] = [];
  const reports: SentReport[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors') {
      const body = request.postDataJSON() as { reports: SentReport[] };
      reports.push(...body.reports);
    }
  });
  return { documents, reports };
}

const marker = (page: Page) => page.evaluate(() => sessionStorage.getItem('chunkReloadPath'));

async function openHome(page: Page, heading: string): Promise<void> {
  await page.goto(`${HOSTING_URL}/`);
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
}

describe('a chunk that fails to load after the app has loaded (a deploy replaced it)', () => {
  for (const visitor of [
    {
      locale: 'en-US',
      home: 'Our products',
      faq: 'FAQ',
      title: 'The page could not be loaded',
      body: /The portal may have been updated/,
      backToHome: 'Back to Home',
      reload: 'Reload',
    },
    {
      locale: 'de-DE',
      home: 'Unsere Produkte',
      faq: 'Häufige Fragen',
      title: 'Die Seite konnte nicht geladen werden',
      body: /Das Portal wurde möglicherweise inzwischen aktualisiert/,
      backToHome: 'Zur Startseite',
      reload: 'Neu laden',
    },
  ]) {
    it(`reloads once, then shows the translated error screen (${visitor.locale})`, async () => {
      const page = await suite.newPage({ locale: visitor.locale });
      const { documents, reports } = watch(page);
      await openHome(page, visitor.home);
      expect(documents).toHaveLength(1);

      let refused = 0;
      await page.route(FAQ_CHUNK, (route) => {
        refused += 1;
        return route.abort('failed');
      });
      await page.getByRole('link', { name: visitor.faq }).click();

      const title = page.getByRole('heading', { name: visitor.title, level: 1 });
      await title.waitFor({ timeout: 20_000 });
      // One automatic reload (a second document load of the FAQ page), and no more after the second failure. The
      // reloaded page comes rendered from the server: its hydration asks for the chunk once, then the router (which
      // shows the error screen) once more.
      expect(documents).toHaveLength(2);
      expect(new URL(documents[1] ?? '').pathname).toBe('/help/faq');
      expect(refused).toBe(3);
      expect(await marker(page)).toBe('/help/faq');

      await expect.poll(() => page.getByText(visitor.body).isVisible()).toBe(true);
      expect(await page.getByText(FRAMEWORK_SCREEN).count()).toBe(0);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${visitor.title} · `));
      await page.getByRole('button', { name: visitor.reload }).waitFor();
      await page.screenshot({ path: shot(`resilience-chunk-${visitor.locale}`), fullPage: true });

      // The failure was reported with the page it happened on.
      await expect
        .poll(
          () => reports.some((r) => r.message === 'A page module failed to load' && r.url === '/help/faq'),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      // The error screen rendered instead of reloading (RouteError decides once), and the report it sent came after
      // it: still the two document loads, no reload loop.
      expect(documents).toHaveLength(2);

      await page.getByRole('link', { name: visitor.backToHome }).click();
      await page.getByRole('heading', { name: visitor.home }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/');
      // Home loaded: a later deploy may reload the page again.
      await expect.poll(() => marker(page)).toBeNull();
      await page.context().close();
    });
  }

  it('reloads again for a later deploy once a page has loaded in between', async () => {
    const page = await suite.newPage();
    const { documents } = watch(page);
    await openHome(page, 'Our products');
    await page.route(FAQ_CHUNK, (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { name: 'The page could not be loaded' }).waitFor({ timeout: 20_000 });
    expect(documents).toHaveLength(2);

    // The chunk is back (the new build is complete): Reload shows the FAQ, and the marker goes.
    await page.unroute(FAQ_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page
      .getByRole('heading', { name: 'Frequently asked questions', level: 1 })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => marker(page)).toBeNull();
    expect(documents).toHaveLength(3);

    // A later deploy breaks another page's chunk: the page reloads once more, automatically.
    await page.route(/\/assets\/compliance-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Terms of use' }).click();
    await page.getByRole('heading', { name: 'The page could not be loaded' }).waitFor({ timeout: 20_000 });
    expect(documents.map((d) => new URL(d).pathname)).toEqual([
      '/',
      '/help/faq',
      '/help/faq',
      '/compliance/terms-of-use',
    ]);
    await page.context().close();
  });
});

describe('a page that throws while rendering', () => {
  it('shows the translated error screen and reports the error', async () => {
    const page = await suite.newPage();
    const { reports } = watch(page);
    await openHome(page, 'Our products');
    // The FAQ page's module, replaced by one whose components throw on render (as a bug on bad data would).
    await page.route(FAQ_CHUNK, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: [
          'export function FaqRoute() { throw new TypeError("Cannot read properties of undefined (reading \'map\')"); }',
        ].join('\n'),
      }),
    );
    await page.getByRole('link', { name: 'FAQ' }).click();

    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText(/This page could not be displayed/).waitFor();
    expect(await page.getByText(FRAMEWORK_SCREEN).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/help/faq');
    await page.screenshot({ path: shot('resilience-render-error'), fullPage: true });

    await expect
      .poll(() => reports.find((r) => r.message === 'A route failed'), { timeout: 10_000 })
      .toMatchObject({
        level: 'error',
        url: '/help/faq',
        context: {
          path: '/help/faq',
          pattern: 'help/faq',
          error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'map')" },
        },
        stack: expect.stringContaining('Component stack:') as unknown,
      });

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { name: 'Our products' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
