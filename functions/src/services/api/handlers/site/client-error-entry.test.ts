import type { ClientErrorReport } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  clientErrorEntry,
  ERROR_REPORTING_TYPE,
  MAX_USER_AGENT_CHARS,
  withoutSecretParams,
} from './client-error-entry.js';

const report: ClientErrorReport = {
  level: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (https://portal.test/assets/index-abc.js:1:2)',
  url: '/products/p1?mode=live',
  at: '2026-11-24T10:00:00.000Z',
  release: 'abc123',
  context: { productId: 'p1' },
};

describe('clientErrorEntry', () => {
  it('writes an error with a stack as one Error Reporting event of the web app', () => {
    expect(clientErrorEntry(report, { uid: 'u1', userAgent: 'Mozilla/5.0' })).toEqual({
      severity: 'ERROR',
      message: 'TypeError: x is undefined',
      stack: report.stack,
      url: '/products/p1?mode=live',
      release: 'abc123',
      context: { productId: 'p1' },
      clientAt: '2026-11-24T10:00:00.000Z',
      uid: 'u1',
      userAgent: 'Mozilla/5.0',
      source: 'web',
      '@type': ERROR_REPORTING_TYPE,
      serviceContext: { service: 'web', version: 'abc123' },
    });
  });

  it('leaves the Error Reporting marker off warnings and stackless errors', () => {
    const warning = clientErrorEntry({ ...report, level: 'warn' }, { uid: null, userAgent: undefined });
    expect(warning).toMatchObject({ severity: 'WARNING', uid: null, source: 'web' });
    expect(warning).not.toHaveProperty('@type');
    expect(warning).not.toHaveProperty('serviceContext');
    const error = clientErrorEntry({ ...report, stack: undefined }, { uid: null, userAgent: undefined });
    expect(error).toMatchObject({ severity: 'ERROR', stack: undefined });
    expect(error).not.toHaveProperty('@type');
  });

  it('keeps nothing identifying beyond the uid: a short user agent, the URL without a token', () => {
    const entry = clientErrorEntry(
      { ...report, url: '/products/p1/factsheet-for-pdf-generation?token=secret&lang=de' },
      { uid: null, userAgent: 'x'.repeat(1000) },
    );
    expect(entry.userAgent).toHaveLength(MAX_USER_AGENT_CHARS);
    expect(entry.url).toBe('/products/p1/factsheet-for-pdf-generation?lang=de');
    expect(JSON.stringify(entry)).not.toContain('secret');
  });

  it('is plain JSON, as Cloud Logging stores it', () => {
    const entry = clientErrorEntry(report, { uid: 'u1', userAgent: 'Mozilla/5.0' });
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });
});

describe('withoutSecretParams', () => {
  it.each([
    ['/a?token=t', '/a'],
    ['/a?token=t&b=1', '/a?b=1'],
    ['/a?b=1&token=t&c=%20x#h', '/a?b=1&c=%20x#h'],
    ['/a?tok%65n=t&b=1', '/a?b=1'],
    ['/a?token&b=1', '/a?b=1'],
    ['https://portal.test/a?token=t#token=not-a-query', 'https://portal.test/a#token=not-a-query'],
    ['/a?tokens=1&my_token=2', '/a?tokens=1&my_token=2'],
    ['/a?b=%E0%A4%A&c', '/a?b=%E0%A4%A&c'],
    ['/a#?token=t', '/a#?token=t'],
    ['/a', '/a'],
  ])('%s -> %s', (url, expected) => {
    expect(withoutSecretParams(url)).toBe(expected);
  });
});
