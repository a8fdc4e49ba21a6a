/**
 * Public pages on a phone (issue 27): Lighthouse 12's default mobile profile (Moto G Power screen, simulated slow 4G:
 * 150 ms RTT and 1.6 Mbit/s, 4x slower CPU), categories performance and SEO, in Debian's Chromium, against the
 * Hosting emulator behind a compressing front end (production Hosting compresses; the emulator does not).
 *
 * Every run starts with a cold HTTP cache (Lighthouse's storage reset). A first visit also starts without local
 * storage, cookies or IndexedDB, so the investor-profile dialog shows; a visitor "with a profile" has the profile in
 * local storage (written before the run, which Lighthouse 12's reset leaves alone) but a cold cache all the same,
 * the worst case of a returning visitor. Before its runs, each page is loaded once unmeasured, so that the functions
 * instance serving its API calls is warm (a cold start would count as server time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium.js';
import { startCompressingProxy } from './compressing-proxy.js';
import { HOSTING_URL } from './emulators.js';

interface LighthousePage {
  name: string;
  path: string;
  /** The visitor's stored investor profile (`investorProfile` and `country` in local storage), or a first visit. */
  profile: { investorProfile: string; country: string } | null;
}

const PROFILE = { investorProfile: 'professional', country: 'CH' };

/** The demo tenant's public pages of issue 27. */
const PAGES: LighthousePage[] = [
  { name: 'home, first visit (profile dialog)', path: '/', profile: null },
  { name: 'home, with a profile', path: '/', profile: PROFILE },
  {
    name: 'product overview, with a profile',
    path: '/products/global-equity-chf/overview',
    profile: PROFILE,
  },
  { name: 'FAQ, first visit', path: '/help/faq', profile: null },
  {
    name: 'knowledge-base term, first visit',
    path: '/help/knowledge-base/terms/sharpe-ratio',
    profile: null,
  },
];

interface Figures {
  performance: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of this machine (its 4x slowdown assumes a fast desktop, roughly 1000-2000). */
  benchmarkIndex: number;
  /** The LCP element's label and the share of LCP spent on each phase (TTFB, load delay, load time, render delay). */
  lcpElement: string;
}

/** Finds the first value of `type: 'node'` and the LCP phase rows in the `largest-contentful-paint-element` details. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  let node = '';
  const phases: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && !node) {
      const label = typeof record.nodeLabel === 'string' ? record.nodeLabel.replace(/\s+/g, ' ') : '';
      const selector = typeof record.selector === 'string' ? record.selector : '';
      node = [selector, label && `"${label.slice(0, 60)}"`].filter(Boolean).join(' ');
      return;
    }
    if (typeof record.phase === 'string' && typeof record.percent === 'string')
      phases.push(`${record.phase} ${record.percent}`);
    Object.values(record).forEach(visit);
  };
  visit(details);
  return [node || '?', phases.length ? `(${phases.join(', ')})` : ''].filter(Boolean).join(' ');
}

function figuresOf(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * Another tenant's pages (`LIGHTHOUSE_TENANT=<id>`, its emulators running and seeded: an indexable tenant, for the
 * SEO score the demo cannot have, since it keeps search engines out): its home page and its first listed product's
 * overview, for a returning visitor with a profile.
 */
async function tenantPages(origin: string): Promise<LighthousePage[]> {
  const state = (await (await fetch(`${origin}/api/site/state`)).json()) as {
    products: { productId: string; general?: { hidden?: boolean } }[];
  };
  const product = state.products.find((p) => !p.general?.hidden);
  return [
    { name: 'home, with a profile', path: '/', profile: PROFILE },
    ...(product
      ? [
          {
            name: 'product overview, with a profile',
            path: `/products/${product.productId}/overview`,
            profile: PROFILE,
          },
        ]
      : []),
  ];
}

/** Loads the page once in the running Chromium (warming the servers) and leaves the page's storage as the run needs. */
async function prepare(port: number, origin: string, page: LighthousePage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    // A document of the origin that runs no app code, to write the origin's storage before the app reads it.
    await tab.goto(`${origin}/api/health`);
    const setProfile = (profile: LighthousePage['profile']) =>
      tab.evaluate((p) => {
        window.localStorage.clear();
        if (p) {
          window.localStorage.setItem('investorProfile', p.investorProfile);
          window.localStorage.setItem('country', p.country);
        }
      }, profile);
    await setProfile(page.profile);
    await tab
      .goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 })
      .catch(() => undefined);
    // The warm-up load may have changed storage (a session hint, a migrated profile): start the run from the same state.
    await setProfile(page.profile);
    await tab.close();
  } finally {
    await browser.close();
  }
}

/** `LIGHTHOUSE_SAVE=<dir>` keeps each run's full report (long tasks, bootup time, network) for a closer look. */
function saveReport(page: LighthousePage, lhr: Result): void {
  const dir = process.env.LIGHTHOUSE_SAVE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(join(dir, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
}

async function runLighthouse(port: number, url: string, page: LighthousePage): Promise<Figures> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'seo'],
    // Lighthouse 12 clears the HTTP cache, service workers and caches but keeps local storage; a first visit keeps
    // nothing.
    clearStorageTypes: page.profile
      ? ['file_systems', 'shader_cache', 'service_workers', 'cache_storage']
      : [
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
          'local_storage',
          'cookies',
          'indexeddb',
        ],
  };
  // A trace that came out unusable (NO_NAVSTART, NO_FCP on a busy machine) is retried once, as Lighthouse advises.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      saveReport(page, lhr);
      return figuresOf(lhr);
    }
    if (attempt >= 2) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  }
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

function formatFigures(name: string, runs: Figures[]): string[] {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lcp = m((f) => f.lcpMs);
  // The element of the run whose LCP is closest to the median.
  const element = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[0]?.lcpElement;
  return [
    `  ${name.padEnd(36)} perf ${String(Math.round(m((f) => f.performance))).padStart(3)}` +
      `  LCP ${s(lcp)}  TBT ${m((f) => f.tbtMs).toFixed(0)} ms  CLS ${m((f) => f.cls).toFixed(3)}` +
      `  FCP ${s(m((f) => f.fcpMs))}  SI ${s(m((f) => f.speedIndexMs))}  SEO ${Math.round(m((f) => f.seo))}` +
      (runs.length > 1 ? `  (median of ${runs.length})` : ''),
    `      LCP element: ${element ?? '?'}; host CPU benchmark index ${m((f) => f.benchmarkIndex).toFixed(0)}`,
  ];
}

/**
 * Prints a header and two lines per page: performance score, LCP, TBT, CLS, FCP, Speed Index and SEO score (medians
 * of `runs`, default `LIGHTHOUSE_RUNS` or 1), then the LCP element with its phases.
 */
export async function benchLighthouse(options: { target?: string; runs?: number } = {}): Promise<void> {
  const runs = options.runs ?? Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  console.log(
    `bench: Lighthouse 12 mobile profile (slow 4G, 4x CPU), behind a compressing front end, ` +
      `${runs} run${runs > 1 ? 's' : ''} per page`,
  );
  const proxy = await startCompressingProxy(options.target ?? HOSTING_URL);
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    // `LIGHTHOUSE_PAGES=home,faq` measures only the pages whose name contains one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const tenant = process.env.LIGHTHOUSE_TENANT;
    if (tenant) console.log(`  tenant ${tenant}`);
    const pages = tenant ? await tenantPages(proxy.url) : PAGES;
    for (const page of pages.filter((p) => !only || only.some((word) => p.name.includes(word)))) {
      const figures: Figures[] = [];
      try {
        for (let i = 0; i < runs; i++) {
          await prepare(chrome.port, proxy.url, page);
          figures.push(await runLighthouse(chrome.port, `${proxy.url}${page.path}`, page));
        }
        for (const line of formatFigures(page.name, figures)) console.log(line);
      } catch (error) {
        // One page that does not load (a 404, a timeout) is reported; the other pages are still measured.
        console.log(
          `  ${page.name.padEnd(36)} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    chrome?.kill();
    await proxy.close();
  }
}
