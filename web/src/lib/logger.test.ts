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
});
