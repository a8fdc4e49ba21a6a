import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLogSink, createLogger, cutText, logger, LOG_TEXT_MAX_CHARS, type LogEntry } from './logger';

describe('logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('cuts the message and string context values at 100 characters (seed 000 §9)', () => {
    const entries: LogEntry[] = [];
    const log = createLogger(new Set([(entry: LogEntry) => entries.push(entry)]));
    log.error('a'.repeat(250), { endpoint: 'b'.repeat(101), status: 500, short: 'ok' });
    expect(LOG_TEXT_MAX_CHARS).toBe(100);
    expect(entries).toEqual([
      {
        level: 'error',
        message: 'a'.repeat(100),
        context: { endpoint: 'b'.repeat(100), status: 500, short: 'ok' },
      },
    ]);
    expect(cutText('abc', 2)).toBe('ab');
  });

  it('writes to the console by default and to every added sink until it is removed', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sink = vi.fn<(entry: LogEntry) => void>();
    const remove = addLogSink(sink);
    logger.error('failed', { status: 404 });
    expect(consoleError).toHaveBeenCalledWith('failed', { status: 404 });
    expect(sink).toHaveBeenCalledWith({ level: 'error', message: 'failed', context: { status: 404 } });
    remove();
    logger.error('again');
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('survives a sink that throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn<(entry: LogEntry) => void>();
    const log = createLogger(
      new Set([
        () => {
          throw new Error('sink down');
        },
        after,
      ]),
    );
    expect(() => {
      log.warn('x');
    }).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Log sink failed', expect.any(Error));
  });

  it('keeps the name, message, code and whole stack of an Error in the context', () => {
    const entries: LogEntry[] = [];
    const log = createLogger(new Set([(entry: LogEntry) => entries.push(entry)]));
    const error = Object.assign(new Error('m'.repeat(150)), { code: 'auth/network-request-failed' });
    error.stack = `Error: boom\n${'    at frame (app.js:1:1)\n'.repeat(20)}`;
    log.error('Sign-in failed', { error, componentStack: 'c'.repeat(300), note: 'n'.repeat(300) });
    expect(entries[0]?.context).toEqual({
      error: {
        name: 'Error',
        message: 'm'.repeat(100),
        code: 'auth/network-request-failed',
        stack: error.stack,
      },
      // A component stack is a code location like the error's stack, not an analytics text: kept whole.
      componentStack: 'c'.repeat(300),
      note: 'n'.repeat(100),
    });
    // What every sink receives survives JSON (an Error instance would become `{}`).
    expect(JSON.parse(JSON.stringify(entries[0]?.context))).toEqual(entries[0]?.context);
  });
});
