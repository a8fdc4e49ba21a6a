import {
  CLIENT_ERROR_LIMITS,
  CLIENT_TRACES_SAMPLE_RATE,
  SITE_CALLS,
  urlTemplateOf,
  type ClientErrorBatch,
  type ClientErrorReport,
} from '@portal/domain';
import { addLogSink, type LogEntry, type LoggedError, type LogSink } from './logger';

/*
 * The error-reporting sink of the logger (seed 000 §7 "an error-reporting service receives errors"): what the app
 * logs at level error or warn is batched and POSTed to the `clientErrors` call (contract in packages/domain,
 * `clientErrorBatchSchema`), which writes it to Cloud Logging. A visitor's browser must never flood the service, so
 * the client caps itself too: a report budget per page load, duplicates dropped, a pause after 413/429. The sink's
 * own failures are swallowed, never logged: a log call that failed to report would report itself, forever.
 * No Firebase SDK here: the sink starts before the app and must not pull the SDK into the start-up path.
 */

export const CLIENT_ERRORS_ENDPOINT = urlTemplateOf(SITE_CALLS.clientErrors);

export const REPORTING_LIMITS = {
  /** Entries logged within this time go in one request (a failure often logs several lines at once). */
  debounceMs: 1_000,
  /** Reports one page load sends at most; a page stuck in an error loop stops reporting after this. */
  maxReportsPerPage: 50,
  /** The same level and message within this window is sent once. */
  duplicateWindowMs: 60_000,
  /** Pause after a 413/429 without a usable `Retry-After`. */
  defaultRetryAfterMs: 60_000,
  /** Characters of JSON kept of a report's context; a larger context is replaced by a note. */
  maxContextChars: 4_000,
} as const;

/**
 * Query parameters never sent with a page URL: the PDF renderer's custom token (lib/custom-token.ts strips it at
 * start-up; a report logged before that must not carry it either), Firebase's e-mail action codes and the signed key
 * of an unsubscribe link (docs/follow.md).
 */
const SECRET_PARAMS = ['token', 'oobCode', 'key'];

export interface ErrorReporterDeps {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>;
  /** Path and query of the current page. */
  currentUrl: () => string;
  /** The web build (`VITE_BUILD_ID`), to tell reports of stale tabs from current ones. */
  release?: string;
  now?: () => number;
  /** A number in [0, 1) deciding whether this page load is traced (`Math.random` by default). */
  random?: () => number;
  /** The share of page loads traced; the spec's {@link CLIENT_TRACES_SAMPLE_RATE} by default. */
  tracesSampleRate?: number;
}

export interface ErrorReporter {
  sink: LogSink;
  /** Sends what is queued now; `keepalive` when the page is going away (the request outlives the page). */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
}

/** Path and query without the secret parameters and without the fragment; at most `maxUrlChars`. */
export function reportedUrl(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://localhost');
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`.slice(0, CLIENT_ERROR_LIMITS.maxUrlChars);
}

/** Milliseconds to wait from a `Retry-After` header (delay in seconds or an HTTP date). */
export function retryAfterMs(header: string | null, now: number): number {
  if (header !== null && /^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = header === null ? Number.NaN : Date.parse(header);
  return Number.isNaN(date) ? REPORTING_LIMITS.defaultRetryAfterMs : Math.max(0, date - now);
}

/** A fresh W3C trace id (32 hex digits, never all zero). */
export function newTraceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[15] = (bytes[15] ?? 0) | 1;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isLoggedError = (value: unknown): value is LoggedError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<LoggedError>).name === 'string' &&
  typeof (value as Partial<LoggedError>).message === 'string';

/** JSON text of a context value: cycles, functions and BigInts do not make the report fail. */
function jsonOf(value: unknown): string | undefined {
  const seen = new WeakSet();
  try {
    return JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[circular]';
        seen.add(v);
      }
      return v;
    });
  } catch {
    return undefined;
  }
}

/**
 * One report of a log entry: the stack of the (first) logged error and React's component stack go into `stack`,
 * the rest of the context is sent as JSON.
 */
function toReport(
  entry: LogEntry,
  at: number,
  url: string,
  release: string | undefined,
  traceId: string | undefined,
): ClientErrorReport {
  let errorStack: string | undefined;
  let componentStack: string | undefined;
  const context: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.context)) {
    if (key === 'componentStack' && typeof value === 'string') {
      componentStack = `Component stack:${value}`;
    } else if (isLoggedError(value) && value.stack !== undefined) {
      const { stack, ...rest } = value;
      errorStack ??= stack;
      context[key] = rest;
    } else {
      context[key] = value;
    }
  }
  const contextJson = jsonOf(context);
  const sentContext =
    contextJson === undefined || contextJson.length > REPORTING_LIMITS.maxContextChars
      ? { contextOmitted: contextJson === undefined ? 'not serialisable' : `${contextJson.length} chars` }
      : (JSON.parse(contextJson) as Record<string, unknown>);
  const stack = [errorStack, componentStack]
    .filter((part) => part !== undefined)
    .join('\n')
    .slice(0, CLIENT_ERROR_LIMITS.maxStackChars);
  return {
    level: entry.level === 'error' ? 'error' : 'warn',
    message: (entry.message || '(no message)').slice(0, CLIENT_ERROR_LIMITS.maxMessageChars),
    ...(Object.keys(sentContext).length > 0 ? { context: sentContext } : {}),
    ...(stack ? { stack } : {}),
    url: reportedUrl(url),
    at: new Date(at).toISOString(),
    ...(release ? { release: release.slice(0, 100) } : {}),
    ...(traceId ? { traceId } : {}),
  };
}

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;
const EMPTY_BATCH_BYTES = bytesOf(JSON.stringify({ reports: [] } satisfies { reports: [] }));

/**
 * Takes the next batch off `queue`: at most `maxReportsPerRequest`, and a body within `maxBodyBytes` (a stack is up
 * to 8000 characters, so 20 reports with stacks would not fit). A report too large alone (characters outside ASCII
 * take up to 3 bytes) is sent without its stack and context.
 */
function takeBatch(queue: ClientErrorReport[]): ClientErrorBatch['reports'] {
  const batch: ClientErrorReport[] = [];
  let bytes = EMPTY_BATCH_BYTES;
  while (queue.length > 0 && batch.length < CLIENT_ERROR_LIMITS.maxReportsPerRequest) {
    const head = queue[0];
    if (!head) break;
    let report = head;
    let size = bytesOf(JSON.stringify(report)) + (batch.length > 0 ? 1 : 0);
    if (batch.length === 0 && bytes + size > CLIENT_ERROR_LIMITS.maxBodyBytes) {
      report = { level: report.level, message: report.message, url: report.url, at: report.at };
      if (head.release !== undefined) report.release = head.release;
      if (head.traceId !== undefined) report.traceId = head.traceId;
      size = bytesOf(JSON.stringify(report));
      if (bytes + size > CLIENT_ERROR_LIMITS.maxBodyBytes) {
        queue.shift(); // cannot happen within the caps of toReport; never loop on it
        continue;
      }
    }
    if (bytes + size > CLIENT_ERROR_LIMITS.maxBodyBytes) break;
    queue.shift();
    batch.push(report);
    bytes += size;
  }
  return batch;
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const now = deps.now ?? Date.now;
  // Decided once per page load (one reporter per load): a traced load tags all its reports with the same id.
  const traced = (deps.random ?? Math.random)() < (deps.tracesSampleRate ?? CLIENT_TRACES_SAMPLE_RATE);
  const traceId = traced ? newTraceId() : undefined;
  const queue: ClientErrorReport[] = [];
  const lastSent = new Map<string, number>();
  let accepted = 0;
  let pausedUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const schedule = (delayMs: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  };

  const post = async (reports: ClientErrorReport[], keepalive: boolean): Promise<void> => {
    try {
      const response = await deps.fetch(CLIENT_ERRORS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reports } satisfies ClientErrorBatch),
        keepalive,
      });
      // 413/429: the service asks for a pause. Other refusals (400, 415, 5xx) lose this batch only.
      if (response.status === 413 || response.status === 429)
        pausedUntil = now() + retryAfterMs(response.headers.get('Retry-After'), now());
    } catch {
      // Offline or blocked: the reports are lost; logging it would report the failure to report.
    }
  };

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (keepalive) {
      // The page is going away: hand every batch to the browser at once, nothing after an await would run.
      const requests: Promise<void>[] = [];
      while (queue.length > 0 && now() >= pausedUntil) {
        const batch = takeBatch(queue);
        if (batch.length > 0) requests.push(post(batch, true));
      }
      await Promise.all(requests);
      return;
    }
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0 && now() >= pausedUntil) {
        const batch = takeBatch(queue);
        if (batch.length > 0) await post(batch, false);
      }
    } finally {
      sending = false;
    }
    if (queue.length > 0) schedule(Math.max(pausedUntil - now(), REPORTING_LIMITS.debounceMs));
  }

  const sink: LogSink = (entry) => {
    try {
      if (entry.level === 'info') return;
      const at = now();
      if (at < pausedUntil || accepted >= REPORTING_LIMITS.maxReportsPerPage) return;
      const key = `${entry.level}\n${entry.message}`;
      const last = lastSent.get(key);
      if (last !== undefined && at - last < REPORTING_LIMITS.duplicateWindowMs) return;
      lastSent.set(key, at);
      accepted += 1;
      queue.push(toReport(entry, at, deps.currentUrl(), deps.release, traceId));
      if (queue.length >= CLIENT_ERROR_LIMITS.maxReportsPerRequest) void flush();
      else schedule(REPORTING_LIMITS.debounceMs);
    } catch {
      // Reporting is best effort: it never breaks the caller of the logger, nor logs about itself.
    }
  };

  return { sink, flush };
}

/** Plugs the reporting sink into the app's logger and flushes it when the page is hidden for good. */
export function startErrorReporting(): () => void {
  const reporter = createErrorReporter({
    fetch: (url, init) => window.fetch(url, init),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    release: import.meta.env.VITE_BUILD_ID,
  });
  const removeSink = addLogSink(reporter.sink);
  const onPageHide = () => {
    void reporter.flush({ keepalive: true });
  };
  window.addEventListener('pagehide', onPageHide);
  return () => {
    removeSink();
    window.removeEventListener('pagehide', onPageHide);
  };
}
