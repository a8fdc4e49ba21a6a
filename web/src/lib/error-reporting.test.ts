import {
  CLIENT_ERROR_LIMITS,
  CLIENT_TRACES_SAMPLE_RATE,
  clientErrorBatchSchema,
  type ClientErrorBatch,
} from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ERRORS_ENDPOINT,
  createErrorReporter,
  REPORTING_LIMITS,
  reportedUrl,
  retryAfterMs,
  type ErrorReporterDeps,
} from './error-reporting';
import { createLogger, type Logger } from './logger';

interface Sent {
  url: string;
  init: RequestInit;
  batch: ClientErrorBatch;
  bytes: number;
}

/** A reporter wired to a logger (as in the app) with a fake `fetch` answering `status`. */
function setup(
  answer: () => Promise<{ status: number; retryAfter?: string }> = () => Promise.resolve({ status: 204 }),
) {
  const sent: Sent[] = [];
  const fetch = vi.fn<ErrorReporterDeps['fetch']>(async (url, init) => {
    if (typeof init.body !== 'string') throw new Error('the reporter sends a JSON string');
    const body = init.body;
    // Every body the reporter sends must pass the server's schema: a 400 would lose the reports.
    sent.push({
      url,
      init,
      batch: clientErrorBatchSchema.parse(JSON.parse(body)),
      bytes: new TextEncoder().encode(body).length,
    });
    const { status, retryAfter } = await answer();
    return { status, headers: new Headers(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) };
  });
  let page = '/products/alpinum/overview?share_class=A&token=secret-custom-token';
  const reporter = createErrorReporter({
    fetch,
    currentUrl: () => page,
    release: 'abc1234-20261124T100000Z',
  });
  const log: Logger = createLogger(new Set([reporter.sink]));
  return {
    sent,
    fetch,
    reporter,
    log,
    goTo: (url: string) => {
      page = url;
    },
  };
}

const reports = (sent: Sent[]) => sent.flatMap((s) => s.batch.reports);

describe('error reporting sink', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs errors and warnings (not info) as one JSON batch after a short debounce', async () => {
    const { sent, log } = setup();
    const error = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    log.error('Could not load the product list', { error, productId: 'alpinum' });
    log.warn('Browser storage refused the investor profile');
    log.info('Sign-in pop-up closed', { code: 'auth/popup-closed-by-user' });
    expect(sent).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(CLIENT_ERRORS_ENDPOINT);
    expect(request?.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      keepalive: false,
    });
    expect(request?.batch.reports).toEqual([
      {
        level: 'error',
        message: 'Could not load the product list',
        // The stack travels in `stack`, not twice.
        context: {
          error: {
            name: 'Error',
            message: 'Missing or insufficient permissions.',
            code: 'permission-denied',
          },
          productId: 'alpinum',
        },
        stack: error.stack,
        url: '/products/alpinum/overview?share_class=A',
        at: '2026-11-24T10:00:00.000Z',
        release: 'abc1234-20261124T100000Z',
        // Every page load is traced (seed 000 §9, rate 1): one trace id for all of its reports.
        traceId: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      },
      {
        level: 'warn',
        message: 'Browser storage refused the investor profile',
        url: '/products/alpinum/overview?share_class=A',
        at: '2026-11-24T10:00:00.000Z',
        release: 'abc1234-20261124T100000Z',
        traceId: request?.batch.reports[0]?.traceId,
      },
    ]);
  });

  it('sends React’s component stack after the error’s stack, in full (the logger keeps it uncut)', async () => {
    const { sent, log } = setup();
    const error = new Error('Cannot read properties of undefined');
    const componentStack = `\n    at FaqRoute (help.js:1:1)${'\n    at Outlet (react.js:1:1)'.repeat(10)}`;
    log.error('A route failed', { error, componentStack, path: '/help/faq' });
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    const [report] = reports(sent);
    expect(report?.stack).toBe(`${error.stack ?? ''}\nComponent stack:${componentStack}`);
    expect(report?.context).toEqual({
      error: { name: 'Error', message: 'Cannot read properties of undefined' },
      path: '/help/faq',
    });
  });

  it('sends at most maxReportsPerRequest per request, the rest right after', async () => {
    const { sent, log } = setup();
    for (let i = 0; i < CLIENT_ERROR_LIMITS.maxReportsPerRequest + 5; i++) log.error(`failure ${i}`);
    // A full batch goes without waiting for the debounce; what came in meanwhile follows in the next request.
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.batch.reports.length)).toEqual([CLIENT_ERROR_LIMITS.maxReportsPerRequest, 5]);
  });

  it('keeps every request body within maxBodyBytes, however long the stacks', async () => {
    const { sent, log } = setup();
    for (let i = 0; i < 12; i++) {
      const error = new Error(`failure ${i}`);
      error.stack = `Error: failure ${i}\n${'    at ünïcødé (https://portal.example/assets/app.js:1:1)\n'.repeat(400)}`;
      log.error(`failure ${i}`, { error });
    }
    await vi.advanceTimersByTimeAsync(10 * REPORTING_LIMITS.debounceMs);
    expect(reports(sent)).toHaveLength(12);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(request.bytes).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.maxBodyBytes);
    expect(reports(sent)[0]?.stack).toHaveLength(CLIENT_ERROR_LIMITS.maxStackChars);
  });

  it('sends a report too large for one request without its stack and context', async () => {
    const { sent, log } = setup();
    const error = new Error('CJK');
    // 3 bytes per character in UTF-8: 8000 characters of stack plus the context exceed 32 KiB.
    error.stack = '錯'.repeat(CLIENT_ERROR_LIMITS.maxStackChars);
    log.error('huge', { error, details: { text: '誤'.repeat(3_900) } });
    log.error('small');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => [r.message, r.stack, r.context])).toEqual([
      ['huge', undefined, undefined],
      ['small', undefined, undefined],
    ]);
  });

  it('sends at most maxReportsPerPage reports per page load', async () => {
    const { sent, log } = setup();
    for (let i = 0; i < REPORTING_LIMITS.maxReportsPerPage + 30; i++) log.error(`failure ${i}`);
    await vi.advanceTimersByTimeAsync(10 * REPORTING_LIMITS.debounceMs);
    expect(reports(sent)).toHaveLength(REPORTING_LIMITS.maxReportsPerPage);
  });

  it('sends the same message once per minute', async () => {
    const { sent, log } = setup();
    log.error('Could not read the ID token', { attempt: 1 });
    log.error('Could not read the ID token', { attempt: 2 });
    log.warn('Could not read the ID token');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.duplicateWindowMs - 1);
    log.error('Could not read the ID token', { attempt: 3 });
    await vi.advanceTimersByTimeAsync(1);
    log.error('Could not read the ID token', { attempt: 4 });
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => [r.level, r.context?.attempt])).toEqual([
      ['error', 1],
      ['warn', undefined],
      ['error', 4],
    ]);
  });

  it('stops after a 429 until Retry-After has passed', async () => {
    let status = 429;
    const { sent, log } = setup(() => Promise.resolve({ status, retryAfter: '30' }));
    log.error('first');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(sent).toHaveLength(1);
    status = 204;
    log.error('during the pause');
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    log.error('at the end of the pause');
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    log.error('after the pause');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => r.message)).toEqual(['first', 'after the pause']);
  });

  it('pauses a minute after a 413 without Retry-After', async () => {
    const { sent, log } = setup(() => Promise.resolve({ status: 413 }));
    log.error('too large');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    log.error('dropped');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.defaultRetryAfterMs - REPORTING_LIMITS.debounceMs - 1);
    log.error('dropped too');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs + 1);
    log.error('sent');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => r.message)).toEqual(['too large', 'sent']);
  });

  it('never throws nor logs when reporting fails, and keeps reporting', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { sent, log } = setup(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ status: 204 }),
    );
    expect(() => {
      log.error('offline');
    }).not.toThrow();
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    fail = false;
    log.error('online again');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => r.message)).toEqual(['offline', 'online again']);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('flushes at once with keepalive when the page is going away', async () => {
    const { sent, log, reporter } = setup();
    log.error('left the page');
    await reporter.flush({ keepalive: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(sent).toHaveLength(1);
  });

  it('sends any context as JSON: cycles marked, an oversized context replaced by a note', async () => {
    const { sent, log } = setup();
    const cyclic: Record<string, unknown> = { id: 'a' };
    cyclic.self = cyclic;
    log.error('cyclic', { cyclic, big: 10n });
    log.error('huge', { rows: Array.from({ length: 2000 }, (_, i) => i) });
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent).map((r) => r.context)).toEqual([
      { cyclic: { id: 'a', self: '[circular]' }, big: '10' },
      { contextOmitted: expect.stringMatching(/^\d+ chars$/) as unknown },
    ]);
  });

  it("traces every page load at the spec's sample rate of 1, one trace id per page load", async () => {
    expect(CLIENT_TRACES_SAMPLE_RATE).toBe(1);
    const first = setup();
    const second = setup();
    first.log.error('first page load');
    second.log.error('second page load');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    const a = reports(first.sent)[0]?.traceId;
    const b = reports(second.sent)[0]?.traceId;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('leaves the trace id off the reports of a page load the sample rate left out', async () => {
    const sent: ClientErrorBatch['reports'] = [];
    const reporter = createErrorReporter({
      fetch: (_url, init) => {
        if (typeof init.body !== 'string') throw new Error('the reporter sends a JSON string');
        sent.push(...clientErrorBatchSchema.parse(JSON.parse(init.body)).reports);
        return Promise.resolve({ status: 204, headers: new Headers() });
      },
      currentUrl: () => '/',
      tracesSampleRate: 0.25,
      random: () => 0.25,
    });
    createLogger(new Set([reporter.sink])).error('not traced');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('traceId');
  });

  it('records the page of each report', async () => {
    const { sent, log, goTo } = setup();
    goTo('/help/faq');
    log.error('on the FAQ');
    await vi.advanceTimersByTimeAsync(REPORTING_LIMITS.debounceMs);
    expect(reports(sent)[0]?.url).toBe('/help/faq');
  });
});

describe('reportedUrl', () => {
  it('keeps path and query, drops secrets and the fragment', () => {
    expect(reportedUrl('/auth/handled-by-firebase?mode=resetPassword&oobCode=abc&lang=de#x')).toBe(
      '/auth/handled-by-firebase?mode=resetPassword&lang=de',
    );
    expect(reportedUrl('/products/a/factsheet-for-pdf-generation?token=t')).toBe(
      '/products/a/factsheet-for-pdf-generation',
    );
    expect(reportedUrl(`/search?q=${'x'.repeat(2000)}`)).toHaveLength(CLIENT_ERROR_LIMITS.maxUrlChars);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('reads seconds and HTTP dates, and falls back to a minute', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(REPORTING_LIMITS.defaultRetryAfterMs);
    expect(retryAfterMs('soon', now)).toBe(REPORTING_LIMITS.defaultRetryAfterMs);
  });
});
