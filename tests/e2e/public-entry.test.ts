import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { browserSuite } from '../support/browser-suite.js';

// How the public landing pages start (docs/public-pages.md): what a visitor's browser requests before the page's
// content is on screen. Timings live in `npm run bench`; this suite guards the design they depend on, so that a
// change bringing the Firebase SDKs or a second round of route chunks back into the first load fails a test.

const suite = browserSuite();
const tenant = loadTenant('demo');
const product = tenant.catalogue.products.find((p) => p.productId === 'global-equity-chf');
if (!product) throw new Error('the demo tenant has no global-equity-chf');

interface Seen {
  path: string;
}

/** Every request the page makes, in order (path only). */
function record(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request: Request) => {
    seen.push({ path: new URL(request.url()).pathname });
  });
  return seen;
}

const scripts = (seen: Seen[]) => seen.filter((s) => s.path.endsWith('.js')).map((s) => s.path);
/** The Firebase SDK chunks (vite.config.ts chunk groups) and the app module that loads them (lib/firebase-sdk.ts). */
const FIREBASE = /\/assets\/(firestore|firebase-auth|firebase-sdk)-[\w-]+\.js$/;
/**
 * What the first load may fetch: index.html's start-up file (web/public/startup.js), the entry, the bundler's
 * runtime, the page language's start-up texts.
 */
const STARTUP_SCRIPT =
  /^(\/startup\.js|\/assets\/(index-[\w-]+|rolldown-runtime-[\w-]+|locale-en-[\w-]+)\.js)$/;

const PAGES = [
  {
    name: 'home',
    path: '/',
    ready: (page: Page) => page.locator('table tbody tr td a').first().waitFor(),
    heroImage: true,
  },
  {
    name: 'product overview',
    path: `/products/${product.productId}/overview`,
    ready: (page: Page) => page.getByRole('heading', { name: product.productName, level: 1 }).waitFor(),
    heroImage: false,
  },
];

describe('a visitor landing on a public page', () => {
  for (const target of PAGES) {
    it(`${target.name}: content from the entry chunk and the site state, no Firebase SDK before it`, async () => {
      const page = await suite.newPage();
      // When the page's heading enters the DOM: what was requested before it is what the content waited for.
      await page.addInitScript(() => {
        const w = window as unknown as { headingAt?: number };
        new MutationObserver(() => {
          if (w.headingAt === undefined && document.querySelector('h1')) w.headingAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      const seen = record(page);
      await page.goto(`${HOSTING_URL}${target.path}`);
      await target.ready(page);
      const beforeContent = [...seen];

      // One chunk round trip: the entry and the start-up texts, no route module or SDK chunk after them. Chunks the
      // page asks for once its content is in place (the overview's lower part) do not count.
      const loaded = await page.evaluate(() => {
        const headingAt = (window as unknown as { headingAt?: number }).headingAt ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < headingAt)
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.endsWith('.js'));
      });
      expect(loaded.some((p) => p.startsWith('/assets/index-'))).toBe(true);
      expect(
        loaded.filter((p) => !STARTUP_SCRIPT.test(p)),
        'scripts beyond the entry chunk and the start-up texts',
      ).toEqual([]);
      expect(loaded.filter((p) => FIREBASE.test(p))).toEqual([]);

      // The site state is requested once, by index.html: before the entry script has even started to run (the
      // `portal:main` mark of web/src/main.tsx), not by the app after it.
      expect(beforeContent.filter((s) => s.path === '/api/site/state')).toHaveLength(1);
      const order = await page.evaluate(() => ({
        siteState: performance.getEntriesByName(`${location.origin}/api/site/state`)[0]?.startTime,
        main: performance.getEntriesByName('portal:main')[0]?.startTime,
      }));
      expect(order.siteState).toBeDefined();
      expect(order.siteState).toBeLessThan(order.main ?? 0);

      // The home hero's background image is preloaded by index.html; other pages do not fetch it.
      const preloadedImage = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((l) =>
          l.getAttribute('href'),
        ),
      );
      const heroImage = tenant.settings.backgroundImage?.src;
      expect(heroImage).toBeDefined();
      expect(preloadedImage).toEqual(target.heroImage ? [`/tenant/${heroImage ?? ''}`] : []);

      // The start-up spinner is gone once the content shows (removed in the commit, not in a later effect).
      expect(await page.locator('#startup').count()).toBe(0);

      // Then, with the page idle, the SDKs load for the live bindings and the visitor's session.
      await expect.poll(() => scripts(seen).some((p) => FIREBASE.test(p)), { timeout: 15_000 }).toBe(true);
    });
  }
});
