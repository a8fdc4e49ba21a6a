import { afterEach, describe, expect, it } from 'vitest';
import { addLogSink, type LogEntry } from './logger';
import { logUncaughtErrors } from './uncaught-errors';

/** What a window dispatches, with the fields of ErrorEvent / PromiseRejectionEvent (Node has neither class). */
const windowEvent = (type: string, fields: Record<string, unknown>) => Object.assign(new Event(type), fields);

describe('logUncaughtErrors', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  function listen() {
    const target = new EventTarget();
    const entries: LogEntry[] = [];
    cleanups.push(
      addLogSink((entry) => entries.push(entry)),
      logUncaughtErrors(target),
    );
    return { target, entries };
  }

  it('logs uncaught errors and unhandled rejections, not the resize-observer notice', () => {
    const { target, entries } = listen();
    const error = new TypeError("Cannot read properties of null (reading 'focus')");
    target.dispatchEvent(
      windowEvent('error', {
        message: error.message,
        error,
        filename: '/assets/index.js',
        lineno: 1,
        colno: 42,
      }),
    );
    target.dispatchEvent(windowEvent('unhandledrejection', { reason: 'quota exceeded' }));
    target.dispatchEvent(
      windowEvent('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
        error: null,
        filename: '',
        lineno: 0,
        colno: 0,
      }),
    );
    expect(entries).toEqual([
      {
        level: 'error',
        message: 'Uncaught error',
        context: {
          error: { name: 'TypeError', message: error.message, stack: error.stack },
          source: '/assets/index.js:1:42',
        },
      },
      { level: 'error', message: 'Unhandled promise rejection', context: { error: 'quota exceeded' } },
    ]);
  });

  it('stops listening when cleaned up', () => {
    const { target, entries } = listen();
    cleanups.pop()?.();
    target.dispatchEvent(windowEvent('unhandledrejection', { reason: new Error('late') }));
    expect(entries).toEqual([]);
  });
});
