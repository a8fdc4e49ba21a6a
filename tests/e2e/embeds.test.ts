import { createServer, type Server } from 'node:http';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { shot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

// The embeddable pages of seed 000 §2 (docs/embeds.md), framed the way a partner site frames them: a page of ANOTHER
// site (localhost:5599, a throw-away HTTP server; the portal is 127.0.0.1:5000, so the frame is cross-site, with the
// browser's partitioned storage) holds iframes pointing at the Hosting emulator. Demo tenant: investor-profile
// checks on; Global Equity A CHF is open to guests, Alpinum is login-required (`lockedBehindLogin`).
const tenant = loadTenant('demo');
const productName = (id: string) => {
  const p = tenant.catalogue.products.find((x) => x.productId === id);
  if (!p) throw new Error(`no demo product ${id}`);
  return p.productName;
};
const PARTNER_PORT = 5599;
const PARTNER = `http://localhost:${PARTNER_PORT}`;
const PORTAL_ORIGIN = new URL(HOSTING_URL).origin;
const PERCENT = /^[+-]?\d{1,3}(,\d{3})*\.\d{2}%$/;

// Tall enough for the partner pages to fit: a full-page screenshot does not paint iframes below the viewport.
const suite = browserSuite({ viewport: { width: 1100, height: 2000 } });

/** The partner pages the server serves, by path: set by each test before it opens one. */
const partnerPages = new Map<string, string>();
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const html = partnerPages.get(new URL(req.url ?? '/', PARTNER).pathname);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(PARTNER_PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

interface Embed {
  id: string;
  /** Path and query on the portal. */
  src: string;
  width?: string;
}

/**
 * A partner's page with one iframe per embed, sized by the portal's size messages as docs/embeds.md tells partners
 * to do (`window.sizes` records the heights received, for the test).
 */
function partnerPage(path: string, embeds: readonly Embed[]): string {
  const frames = embeds
    .map(
      (e) =>
        `<section><h2>${e.id}</h2><iframe id="${e.id}" title="${e.id}" src="${HOSTING_URL}${e.src}" ` +
        `style="width:${e.width ?? '100%'};height:150px;border:0;display:block"></iframe></section>`,
    )
    .join('\n');
  partnerPages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner bank</title>
<style>body{font-family:Georgia,serif;background:#f4efe4;margin:24px;max-width:980px}h2{font-size:14px;color:#555}</style>
</head><body><h1>Partner bank: our selection</h1>
<script>
  window.sizes = {};
  window.addEventListener('message', function (event) {
    if (event.origin !== ${JSON.stringify(PORTAL_ORIGIN)} || !event.data || event.data.type !== 'portal-embed:size') return;
    document.querySelectorAll('iframe').forEach(function (frame) {
      if (frame.contentWindow !== event.source) return;
      frame.style.height = event.data.height + 'px';
      window.sizes[frame.id] = event.data.height;
    });
  });
</script>
${frames}
</body></html>`,
  );
  return `${PARTNER}${path}`;
}

/** The source line under an embed: the tenant, the data date, a link to the product opening a new tab. */
async function expectSourceLine(frame: FrameLocator | Locator, productId: string): Promise<void> {
  const source = frame.getByTestId('embed-source');
  await source.waitFor();
  expect(await source.innerText()).toMatch(/^Source: Demo AM\s*·\s*data as of \w{3} \d{1,2}, \d{4}$/);
  const link = source.getByRole('link', { name: 'Source: Demo AM' });
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('href')).toBe(`/products/${productId}/overview`);
}

/** The height the frame last told the partner, once it matches the frame's content (the messages have settled). */
async function heightOf(page: Page, id: string): Promise<number> {
  const root = page.frameLocator(`#${id}`).locator('[data-testid="embed"], [data-testid="embed-notice"]');
  let told = 0;
  await expect
    .poll(
      async () => {
        const content = Math.ceil((await root.boundingBox())?.height ?? -1);
        told = await page.evaluate(
          (i) => (window as unknown as { sizes: Record<string, number | undefined> }).sizes[i] ?? 0,
          id,
        );
        return told === content;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return told;
}

/** The partner's page as far as it goes (iframes below the viewport are not painted in full-page shots). */
async function partnerShot(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: shot(name),
    clip: { x: 0, y: 0, width: 1100, height: Math.min(height, 2000) },
  });
}

describe('embeddable pages in a partner site', () => {
  it('lets Hosting serve them to any framing site (no X-Frame-Options, frame-ancestors *)', async () => {
    const res = await fetch(`${HOSTING_URL}/products/global-equity-chf/embedded/live-perf-graph`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy') ?? '').toMatch(/(^|; )frame-ancestors \*(;|$)/);
  });

  it('shows a guest without an investor profile the three live embeds, sized to their content', async () => {
    const id = 'global-equity-chf';
    const page = await suite.newPage({ profile: null });
    await page.goto(
      partnerPage('/live', [
        { id: 'graph', src: `/products/${id}/embedded/live-perf-graph` },
        { id: 'stats', src: `/products/${id}/embedded/live-stats-table` },
        { id: 'table', src: `/products/${id}/embedded/live-perf-table`, width: '800px' },
      ]),
    );
    expect(new URL(page.url()).origin).not.toBe(PORTAL_ORIGIN);

    // The cumulative returns chart: a drawn line, fund and benchmark, no toolbar, no app shell.
    const graph = page.frameLocator('#graph');
    await graph
      .getByRole('heading', { name: `${productName(id)} · Cumulative returns`, level: 1 })
      .waitFor({ timeout: 30_000 });
    await graph
      .getByRole('img', { name: 'Cumulative returns' })
      .locator('svg path[stroke]')
      .first()
      .waitFor();
    expect(await graph.getByRole('button', { name: 'Max' }).count()).toBe(0);
    expect(await graph.getByRole('banner').count()).toBe(0);
    expect(await graph.getByRole('navigation').count()).toBe(0);
    expect(await graph.getByRole('contentinfo').count()).toBe(0);
    await expectSourceLine(graph, id);

    // The statistics table: the mode's statistics over the standard periods, as numbers.
    const stats = page.frameLocator('#stats');
    const cumulative = stats.locator('[data-stat="cumulativeReturn"][data-period="max"]');
    await cumulative.waitFor({ timeout: 30_000 });
    expect(await cumulative.innerText()).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
    expect(await stats.locator('[data-stat="annualizedVolatility"][data-period="12m"]').innerText()).toMatch(
      /^-?\d{1,3}(,\d{3})*\.\d{2}%$/,
    );
    const columns = await stats.locator('thead th').allInnerTexts();
    expect(columns).toEqual(expect.arrayContaining(['1 month', '3 months', 'YTD', '1 year', 'Whole period']));
    // The knowledge-base links open on the portal, in a new tab.
    const term = stats.getByRole('link', { name: 'Cumulative return' }).first();
    expect(await term.getAttribute('target')).toBe('_blank');
    await expectSourceLine(stats, id);

    // The period table: 1M … since inception, fund and benchmark.
    const table = page.frameLocator('#table');
    await table.locator('[data-series="fund"][data-period="max"]').waitFor({ timeout: 30_000 });
    expect(await table.locator('table').getAttribute('data-layout')).toBe('wide');
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      '',
      '1M',
      '3M',
      'YTD',
      '1Y',
      '3Y',
      '5Y',
      'Since inception',
    ]);
    for (const series of ['fund', 'benchmark'])
      for (const period of ['1m', 'ytd', '12m', 'max'])
        expect(await table.locator(`[data-series="${series}"][data-period="${period}"]`).innerText()).toMatch(
          PERCENT,
        );
    await table.getByRole('cell', { name: 'World Equity Total Return Index (USD)' }).waitFor();
    await expectSourceLine(table, id);

    // Each frame told the partner its height; the partner sized the iframe to it (no inner scroll bar).
    for (const frame of ['graph', 'stats', 'table']) {
      const height = await heightOf(page, frame);
      const layout = await page
        .frameLocator(`#${frame}`)
        .locator('html')
        .evaluate((el) => ({
          scroll: el.scrollHeight - el.clientHeight,
          // What overflows, should it: every element reaching below the viewport.
          below: Array.from(el.querySelectorAll('body *'))
            .filter((e) => e.getBoundingClientRect().bottom > el.clientHeight + 1)
            .slice(0, 8)
            .map(
              (e) => `${e.tagName}.${e.className.slice(0, 60)} ${JSON.stringify(e.getBoundingClientRect())}`,
            ),
        }));
      expect(layout.scroll, `${frame}: ${layout.below.join('\n')}`).toBeLessThanOrEqual(1);
      expect(height, frame).toBeGreaterThan(150);
      expect(height, frame).toBeLessThan(900);
      console.info(`embed ${frame}: ${height}px high`);
    }
    await partnerShot(page, 'embeds-partner-live');
  });

  it('asks a framed visitor for an investor profile on the portal for a historical embed; with one it shows', async () => {
    const id = 'global-equity-chf';
    const embeds: Embed[] = [
      { id: 'graph', src: `/products/${id}/embedded/historical-perf-graph` },
      { id: 'stats', src: `/products/${id}/embedded/historical-stats-table` },
    ];
    const guest = await suite.newPage({ profile: null });
    await guest.goto(partnerPage('/historical', embeds));
    for (const frame of ['graph', 'stats']) {
      const notice = guest.frameLocator(`#${frame}`).getByTestId('embed-notice');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.getAttribute('data-refusal')).toBe('investorProfileRequired');
      const link = notice.getByRole('link', { name: 'Choose my investor profile' });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toBe(
        `/investor-profile?redirect=${encodeURIComponent(`/products/${id}/overview`)}`,
      );
      // The frame stays on the embed: the portal's investor-profile page never opens inside it.
      expect(await guest.frameLocator(`#${frame}`).getByRole('radio').count()).toBe(0);
    }
    await partnerShot(guest, 'embeds-partner-historical-no-profile');

    // A cross-site frame cannot read the portal's storage (Chromium refuses it to third-party frames), so only a
    // visitor with a profile on the portal's own site sees the backtest: opened there directly.
    const visitor = await suite.newPage();
    await visitor.goto(`${HOSTING_URL}${embeds[0]?.src ?? ''}`);
    await visitor
      .getByRole('heading', { name: `${productName(id)} · Cumulative returns (backtest)` })
      .waitFor({ timeout: 30_000 });
    await visitor
      .getByRole('img', { name: 'Cumulative returns' })
      .locator('svg path[stroke]')
      .first()
      .waitFor();
    await expectSourceLine(visitor.locator('body'), id);
    await visitor.getByTestId('embed').screenshot({ path: shot('embeds-historical-perf-graph') });
    await visitor.goto(`${HOSTING_URL}${embeds[1]?.src ?? ''}`);
    const cell = visitor.locator('[data-stat="cumulativeReturn"][data-period="max"]');
    await cell.waitFor({ timeout: 30_000 });
    expect(await cell.innerText()).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
    await visitor.getByTestId('embed').screenshot({ path: shot('embeds-historical-stats-table') });
  });

  it('shows a compact sign-in notice for a login-required product, never the login page', async () => {
    const id = 'alpinum-absolute-return';
    const page = await suite.newPage({ profile: null });
    await page.goto(
      partnerPage('/locked', [
        { id: 'graph', src: `/products/${id}/embedded/live-perf-graph`, width: '480px' },
        { id: 'unknown', src: `/products/${id}/embedded/no-such-embed`, width: '480px' },
      ]),
    );
    const notice = page.frameLocator('#graph').getByTestId('embed-notice');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.getAttribute('data-refusal')).toBe('signInRequired');
    expect(await notice.innerText()).toContain("This product's data is shown to signed-in users only.");
    const link = notice.getByRole('link', { name: 'Sign in on Demo AM' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(
      `/auth/login?redirectTo=${encodeURIComponent(`/products/${id}/overview`)}`,
    );
    expect(await page.frameLocator('#graph').getByRole('textbox').count()).toBe(0);
    const height = await heightOf(page, 'graph');
    expect(height).toBeGreaterThan(40);
    expect(height).toBeLessThan(120);

    const unknown = page.frameLocator('#unknown').getByTestId('embed-notice');
    await unknown.waitFor({ timeout: 30_000 });
    expect(await unknown.getAttribute('data-refusal')).toBe('notFound');
    expect(await unknown.getByRole('link', { name: 'Go to Demo AM' }).getAttribute('href')).toBe('/');
    await partnerShot(page, 'embeds-partner-refused');
  });

  it('takes ?lang=, ?background=transparent and ?title=false from the partner, and fits a narrow frame', async () => {
    const id = 'global-equity-chf';
    const page = await suite.newPage({ profile: null, locale: 'en-US' });
    await page.goto(
      partnerPage('/languages', [
        { id: 'table', src: `/products/${id}/embedded/live-perf-table?lang=de`, width: '360px' },
        {
          id: 'bare',
          src: `/products/${id}/embedded/live-perf-graph?lang=fr&background=transparent&title=false`,
          width: '640px',
        },
      ]),
    );
    // German, and on a phone-wide frame the periods run down: no sideways scrolling.
    const table = page.frameLocator('#table');
    await table
      .getByRole('heading', { name: `${productName(id)} · Performance` })
      .waitFor({ timeout: 30_000 });
    await table.locator('[data-series="fund"][data-period="max"]').waitFor({ timeout: 30_000 });
    // The layout follows the frame's measured width (a resize observer): it settles a frame after the data shows.
    await expect.poll(() => table.locator('table').getAttribute('data-layout')).toBe('narrow');
    await table.getByRole('rowheader', { name: 'Seit Lancierung' }).waitFor();
    expect(await table.locator('[data-series="benchmark"][data-period="12m"]').innerText()).toMatch(PERCENT);
    expect(await table.getByTestId('embed-source').innerText()).toMatch(/^Quelle: Demo AM\s*·\s*Daten per /);
    expect(
      await table.locator('table').evaluate((el) => el.getBoundingClientRect().width <= window.innerWidth),
    ).toBe(true);

    const bare = page.frameLocator('#bare');
    await bare
      .getByRole('img', { name: 'Rendements cumulés' })
      .locator('svg path[stroke]')
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await bare.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await bare.getByTestId('embed-source').innerText()).toMatch(/^Source : Demo AM\s*·\s*données au /);
    expect(await bare.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await partnerShot(page, 'embeds-partner-languages');

    // Forced for the page only: the visitor's own language choice on the portal is not changed.
    const direct = await suite.newPage({ profile: null, locale: 'en-US' });
    await direct.goto(`${HOSTING_URL}/products/${id}/embedded/live-perf-table?lang=pt`);
    await direct
      .getByRole('heading', { name: `${productName(id)} · Desempenho` })
      .waitFor({ timeout: 30_000 });
    expect(await direct.evaluate(() => localStorage.getItem('locale'))).toBeNull();
  });
});
