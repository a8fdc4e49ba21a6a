/// <reference lib="dom" />
/**
 * Public pages as a visitor sees them: JavaScript bytes before the first meaningful paint and Largest Contentful
 * Paint, measured in headless Chromium against the Hosting emulator (issue "Fast public pages": at most 250 KB of
 * gzipped JavaScript, LCP under 1 s, median of 5 cold loads, with an investor profile in browser storage).
 *
 * Every load uses a new browser context (empty HTTP cache, no service worker, no storage but the profile). JS bytes
 * are the scripts the page requested before its LCP, counted gzip-compressed from the built files (the emulator may
 * serve them uncompressed; production Hosting compresses), so the figure does not depend on the server.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.js';

export interface PageBenchTarget {
  name: string;
  path: string;
  /** A selector that appears when the page's main content (data included) is on screen. */
  readySelector: string;
}

interface LoadFigures {
  lcpMs: number;
  /** When `readySelector` was first on screen (ms since navigation start). */
  readyMs: number;
  /** gzip KB of the scripts requested before the LCP. */
  jsKbBeforeLcp: number;
  /** gzip KB of every script the page loaded until ready. */
  jsKbTotal: number;
  scriptsBeforeLcp: string[];
  /** What the browser took as the largest contentful element. */
  lcpElement: string;
  /** When the entry script started to run and when the first render started (web/src/main.tsx marks). */
  mainMs: number;
  renderMs: number;
}

/** gzip size (level 9, as Hosting's CDN would at least do) of a built asset, cached per file. */
function gzipKbOf(distDir: string): (urlPath: string) => number {
  const cache = new Map<string, number>();
  return (urlPath) => {
    const cached = cache.get(urlPath);
    if (cached !== undefined) return cached;
    const file = join(distDir, urlPath);
    const kb = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
    cache.set(urlPath, kb);
    return kb;
  };
}

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  target: PageBenchTarget,
  gzipKb: (urlPath: string) => number,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript(() => {
      window.localStorage.setItem('investorProfile', 'professional');
      window.localStorage.setItem('country', 'CH');
      const w = window as unknown as { __lcp: number; __lcpElement: string };
      w.__lcp = 0;
      w.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element;
          size?: number;
        })[]) {
          if (entry.startTime < w.__lcp) continue;
          w.__lcp = entry.startTime;
          const el = entry.element;
          w.__lcpElement = el
            ? `${el.tagName.toLowerCase()}${el.className ? `.${el.className.split(' ')[0] ?? ''}` : ''} (${String(entry.size ?? 0)} px²)`
            : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
    const readyMs = await page
      .waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), target.readySelector, {
        timeout: 30_000,
        polling: 'raf',
      })
      .then((h) => h.jsonValue());
    // The LCP entry is reported after the content's paint; wait until the observer has it.
    await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, {
      timeout: 10_000,
    });
    const { lcp, lcpElement, scripts, mainMs, renderMs } = await page.evaluate(() => ({
      mainMs: performance.getEntriesByName('portal:main')[0]?.startTime ?? Number.NaN,
      renderMs: performance.getEntriesByName('portal:render')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
      lcpElement: (window as unknown as { __lcpElement: string }).__lcpElement,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    const before = scripts.filter((s) => s.start <= lcp);
    const sum = (list: { path: string }[]) => list.reduce((acc, s) => acc + gzipKb(s.path), 0);
    return {
      lcpMs: lcp,
      readyMs,
      jsKbBeforeLcp: sum(before),
      jsKbTotal: sum(scripts),
      scriptsBeforeLcp: before.map((s) => s.path),
      lcpElement,
      mainMs,
      renderMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Prints one line per page: median LCP and ready time of `loads` cold loads, JS KB before LCP and in total. */
export async function benchPublicPages(options: {
  baseUrl: string;
  distDir: string;
  targets: PageBenchTarget[];
  loads?: number;
  verbose?: boolean;
}): Promise<void> {
  const loads = options.loads ?? 5;
  const gzipKb = gzipKbOf(options.distDir);
  const browser = await launchChromium();
  try {
    for (const target of options.targets) {
      // One unmeasured load per page warms the servers (the functions instance serving its API calls, emulator
      // caches), never the browser: every load has a new context with an empty cache.
      await loadOnce(browser, options.baseUrl, target, gzipKb);
      const runs: LoadFigures[] = [];
      for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, options.baseUrl, target, gzipKb));
      const lcp = runs.map((r) => r.lcpMs);
      const ready = runs.map((r) => r.readyMs);
      const js = runs.map((r) => r.jsKbBeforeLcp);
      console.log(
        `  ${target.name.padEnd(34)} LCP median ${median(lcp).toFixed(0)} ms (${lcp.map((v) => v.toFixed(0)).join(', ')})` +
          `  content ${median(ready).toFixed(0)} ms  JS before LCP ${median(js).toFixed(1)} KB gzip` +
          `  (all JS ${median(runs.map((r) => r.jsKbTotal)).toFixed(1)} KB)`,
      );
      console.log(
        `      entry script runs at ${median(runs.map((r) => r.mainMs)).toFixed(0)} ms, first render starts at ` +
          `${median(runs.map((r) => r.renderMs)).toFixed(0)} ms (medians)`,
      );
      if (options.verbose) {
        const last = runs[runs.length - 1];
        console.log(`      LCP element: ${last?.lcpElement ?? '?'}`);
        for (const path of last?.scriptsBeforeLcp ?? [])
          console.log(`      ${gzipKb(path).toFixed(1).padStart(6)} KB  ${path}`);
      }
    }
  } finally {
    await browser.close();
  }
}

/** The demo tenant's public entry pages: the home table and a product overview (key numbers on screen). */
export const PUBLIC_PAGE_TARGETS: PageBenchTarget[] = [
  { name: 'home (table with key numbers)', path: '/', readySelector: 'table tbody tr td a' },
  {
    name: 'product overview (global-equity-chf)',
    path: '/products/global-equity-chf/overview',
    readySelector: 'main h1, main h2',
  },
];
