/**
 * The web app's one logging entry point. Entries go to every registered sink: the console by default, and later an
 * analytics / error-reporting sink (seed 000 §7 "Failures are logged to analytics"). Analytics tools limit event
 * texts, so the message and every string value of the context are cut at 100 characters (seed 000 §9).
 */

/** Seed 000 §9: "Analytics messages cut at 100 characters". */
export const LOG_TEXT_MAX_CHARS = 100;

export type LogLevel = 'error' | 'warn' | 'info';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context: Readonly<Record<string, unknown>>;
}

export type LogSink = (entry: LogEntry) => void;

export interface Logger {
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
  info(message: string, context?: Readonly<Record<string, unknown>>): void;
}

export const cutText = (text: string, max = LOG_TEXT_MAX_CHARS): string =>
  text.length <= max ? text : text.slice(0, max);

export const consoleSink: LogSink = ({ level, message, context }) => {
  console[level](message, context);
};

/** A logger writing to `sinks` (exported for tests; the app uses `logger`). */
export function createLogger(sinks: Set<LogSink>): Logger {
  const write = (level: LogLevel, message: string, context: Readonly<Record<string, unknown>> = {}) => {
    const entry: LogEntry = {
      level,
      message: cutText(message),
      context: Object.fromEntries(
        Object.entries(context).map(([key, value]) => [
          key,
          typeof value === 'string' ? cutText(value) : value,
        ]),
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
