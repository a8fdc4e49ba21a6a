/**
 * `npm run load`, API part: autocannon drives the product page's calls (load-page-calls.ts) against the one API
 * instance, loopback only, for a bounded time: every connection is a visitor replaying the overview and then the
 * live analysis tab, call after call, as fast as the answers come. Latencies are kept per call kind.
 */
import autocannon from 'autocannon';
import { productDetailsResponseSchema, siteStateSchema, validDatesResponseSchema } from '@portal/domain';
import type { z } from 'zod';
import {
  analysisCardCalls,
  analysisFrameCalls,
  asVisitor,
  overviewPageCalls,
  type PageCall,
} from './load-page-calls.js';
import { summarise, type LatencySummary } from './load-stats.js';

/** What a browser sends with every API call (the API compresses for it; conditional requests are left out). */
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en',
  'user-agent': 'portal-load/1 (autocannon)',
};

async function getJson<S extends z.ZodType>(baseUrl: string, path: string, schema: S): Promise<z.infer<S>> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return schema.parse(await res.json());
}

/**
 * The calls of a visitor opening `productId`'s overview and then its live analysis tab, built from what the API
 * answers (site state, details, valid dates), exactly as the browser would.
 */
export async function productPageCalls(baseUrl: string, productId: string, lang = 'en'): Promise<PageCall[]> {
  const site = await getJson(baseUrl, '/api/site/state', siteStateSchema);
  const product = site.products.find((p) => p.productId === productId);
  if (!product) throw new Error(`${productId} is not a public product of the seeded tenant`);
  const frame = asVisitor(analysisFrameCalls(productId, 'live'), lang);
  const details = await getJson(baseUrl, frame[0]?.path ?? '', productDetailsResponseSchema);
  const valid = await getJson(baseUrl, frame[2]?.path ?? '', validDatesResponseSchema);
  const tab = details.modes.find((m) => m.mode === 'live');
  if (!tab || valid.dataStartDate === null || valid.dataEndDate === null) {
    throw new Error(`${productId} has no live tab with prices`);
  }
  return asVisitor(
    [
      ...overviewPageCalls(product, site.products, lang),
      ...frame,
      ...analysisCardCalls({
        productId,
        mode: 'live',
        cards: tab.genericCardsToShow,
        perfStats: tab.perfStats,
        benchmarkId: tab.benchmarks[0] ?? null,
        range: { start: valid.dataStartDate, end: valid.dataEndDate },
      }),
    ],
    lang,
  );
}

export interface ApiLoadReport {
  durationSeconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  overall: LatencySummary;
  perKind: { label: string; summary: LatencySummary }[];
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Status codes other than 2xx, per kind, for the report. */
  badStatuses: string[];
}

/** Each call once, in order, so that the measurement starts on a warm instance (what a running service is). */
export async function warmUp(baseUrl: string, calls: readonly PageCall[]): Promise<void> {
  for (const call of calls) {
    const res = await fetch(`${baseUrl}${call.path}`, { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warm-up ${call.kind} ${call.path}: ${res.status}`);
  }
}

export async function runApiLoad(options: {
  baseUrl: string;
  calls: readonly PageCall[];
  connections: number;
  durationSeconds: number;
  timeoutSeconds?: number;
}): Promise<ApiLoadReport> {
  const { calls } = options;
  const samples = new Map<string, number[]>(calls.map((c) => [c.kind, []]));
  const all: number[] = [];
  const badStatuses = new Map<string, number>();
  // autocannon calls a request's onResponse and then, synchronously, emits the tracker's 'response' for the same
  // answer: the kind noted in the first is the one the second measures.
  let lastKind = '';
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: options.timeoutSeconds ?? 10,
        headers: BROWSER_HEADERS,
        requests: calls.map((call) => ({
          method: 'GET' as const,
          path: call.path,
          onResponse: (status: number) => {
            lastKind = call.kind;
            if (status < 200 || status > 299) {
              const key = `${call.kind} ${status}`;
              badStatuses.set(key, (badStatuses.get(key) ?? 0) + 1);
            }
          },
        })),
      },
      (error, finished) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(finished);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      samples.get(lastKind)?.push(responseTime);
      all.push(responseTime);
    });
  });
  return {
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    requests: all.length,
    requestsPerSecond: all.length / options.durationSeconds,
    overall: summarise(all),
    perKind: calls.map((c) => ({ label: c.kind, summary: summarise(samples.get(c.kind) ?? []) })),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    badStatuses: [...badStatuses].map(([key, n]) => `${key} x${n}`),
  };
}
