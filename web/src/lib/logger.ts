/**
 * The web app's one logging entry point (lint forbids `console.*` elsewhere in `web/src`). Entries go to every
 * registered sink: the console, and the error-reporting sink started in `main.tsx` (seed 000 §7 "Failures are logged
 * to analytics", "an error-reporting service receives errors"). Analytics tools limit event texts, so the message and
 * every string value of the context are cut at 100 characters (seed 000 §9). Stacks are kept whole: they are code
 * locations for the error-reporting service, which caps them itself (`CLIENT_ERROR_LIMITS.maxStackChars`).
 */

/** Seed 000 §9: "Analytics messages cut at 100 characters". */
export const LOG_TEXT_MAX_CHARS = 100;

type LogLevel = 'error' | 'warn' | 'info';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context: Readonly<Record<string, unknown>>;
}

export type LogSink = (entry: LogEntry) => void;

/**
 * What is kept of an `Error` passed in a context: an Error instance does not survive `JSON.stringify` (it becomes
 * `{}`), and its `code` (Firebase: `auth/...`, `permission-denied`) is what tells one failure from another.
 */
export interface LoggedError {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

/** Context keys whose string values are code locations, kept whole like an error's stack (React's component stack). */
const STACK_KEYS: ReadonlySet<string> = new Set(['componentStack']);

export interface Logger {
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
  info(message: string, context?: Readonly<Record<string, unknown>>): void;
}

export const cutText = (text: string, max = LOG_TEXT_MAX_CHARS): string =>
  text.length <= max ? text : text.slice(0, max);

function describeError(error: Error): LoggedError {
  const code: unknown = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: cutText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: cutText(String(code)) } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

const contextValue = (key: string, value: unknown): unknown => {
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'string' && !STACK_KEYS.has(key)) return cutText(value);
  return value;
};

const consoleSink: LogSink = ({ level, message, context }) => {
  console[level](message, context);
};

/** A logger writing to `sinks` (exported for tests; the app uses `logger`). */
export function createLogger(sinks: Set<LogSink>): Logger {
  const write = (level: LogLevel, message: string, context: Readonly<Record<string, unknown>> = {}) => {
    const entry: LogEntry = {
      level,
      message: cutText(message),
      context: Object.fromEntries(
        Object.entries(context).map(([key, value]) => [key, contextValue(key, value)]),
      ),
    };
    for (const sink of sinks) {
      try {
        sink(entry);
      } catch (error) {
        // A broken reporting sink must never turn a logged failure into a crash of the caller.
        console.error('Log sink failed', error);
      }
    }
  };
  return {
    error: (message, context) => {
      write('error', message, context);
    },
    warn: (message, context) => {
      write('warn', message, context);
    },
    info: (message, context) => {
      write('info', message, context);
    },
  };
}

const sinks = new Set<LogSink>([consoleSink]);

export const logger: Logger = createLogger(sinks);

/** Plugs a sink (analytics, error reporting) into `logger`; returns the function that removes it again. */
export function addLogSink(sink: LogSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}
