import { CLIENT_ERROR_LIMITS, apiErrorSchema, type ClientErrorReport } from '@portal/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clock, idTokenOf, logged, run, written } from '../../api-test-harness.js';
import type { ApiRequest } from '../../http.js';
import { clientKey } from './report-client-errors.js';

const report = (over: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  level: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (https://portal.test/assets/index.js:1:2)',
  url: '/products/p1',
  at: '2026-11-24T10:00:00.000Z',
  ...over,
});

let client = 0;
/** A POST as the runtime hands it over: parsed body, raw bytes, headers; each test from its own address. */
function post(body: unknown, headers: ApiRequest['headers'] = {}, extra: Partial<ApiRequest> = {}) {
  // An empty body arrives as {} without raw bytes (body-parser's way).
  const text = body === undefined ? '' : JSON.stringify(body);
  return run('POST', '/api/client-errors', {
    body: body ?? {},
    rawBody: text === '' ? undefined : Buffer.from(text),
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      'x-forwarded-for': `198.51.100.${client}, 10.0.0.1`,
      ...headers,
    },
    ...extra,
  });
}

function expectError(out: { status: number; body: unknown }, status: number, code: string) {
  expect(out.status).toBe(status);
  expect(apiErrorSchema.parse(out.body).error.code).toBe(code);
}

beforeEach(() => {
  client += 1;
  written.length = 0;
});

describe('POST /api/client-errors', () => {
  it('logs each report of a guest as one entry and answers 204, uncacheable', async () => {
    const out = await post({ reports: [report(), report({ level: 'warn', stack: undefined })] });
    expect(out).toMatchObject({ status: 204, body: undefined, ended: true });
    expect(out.headers['Cache-Control']).toContain('no-store');
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ severity: 'ERROR', uid: null, source: 'web' });
    expect(written[1]).toMatchObject({ severity: 'WARNING', uid: null });
    expect(JSON.stringify(written)).not.toContain('198.51.100');
  });

  it('adds the uid of a valid token and ignores an invalid one (never 401 here)', async () => {
    expect((await post({ reports: [report()] }, { authorization: `Bearer ${idTokenOf('u7')}` })).status).toBe(
      204,
    );
    expect((await post({ reports: [report()] }, { authorization: 'Bearer forged' })).status).toBe(204);
    expect((await post({ reports: [report()] }, { authorization: 'Basic abc' })).status).toBe(204);
    expect(written.map((e) => e.uid as unknown)).toEqual(['u7', null, null]);
  });

  it('takes only application/json (415)', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      undefined,
    ]) {
      expectError(
        await post({ reports: [report()] }, { 'content-type': contentType }),
        415,
        'unsupported-media-type',
      );
    }
    expect(
      (await post({ reports: [report()] }, { 'content-type': 'Application/JSON; charset=utf-8' })).status,
    ).toBe(204);
    expect(written).toHaveLength(1);
  });

  it('refuses a body over maxBodyBytes by its declared or its received size (413)', async () => {
    const max = CLIENT_ERROR_LIMITS.maxBodyBytes;
    const small = { reports: [report()] };
    expectError(await post(small, { 'content-length': String(max + 1) }), 413, 'payload-too-large');
    expectError(
      await post(small, { 'content-length': undefined }, { rawBody: Buffer.alloc(max + 1) }),
      413,
      'payload-too-large',
    );
    expect(written).toEqual([]);
  });

  it.each([
    ['no reports', { reports: [] }],
    [
      'too many reports',
      { reports: Array.from({ length: CLIENT_ERROR_LIMITS.maxReportsPerRequest + 1 }, () => report()) },
    ],
    ['an unknown field', { reports: [{ ...report(), ip: '1.2.3.4' }] }],
    ['a bad level', { reports: [{ ...report(), level: 'fatal' }] }],
    ['not an object', [report()]],
    ['an empty body', undefined],
  ])('answers 400 with the issues for %s', async (_, body) => {
    const out = await post(body);
    expectError(out, 400, 'bad-request');
    expect(apiErrorSchema.parse(out.body).error.details).toHaveProperty('issues');
    expect(written).toEqual([]);
  });

  it('answers 400 for a query parameter, like every other route', async () => {
    expectError(await post({ reports: [report()] }, {}, { query: { x: '1' } }), 400, 'bad-request');
  });

  it('limits reports per client and minute (429 with Retry-After), per uid when signed in', async () => {
    const batch = { reports: Array.from({ length: 20 }, () => report()) };
    for (let i = 0; i < CLIENT_ERROR_LIMITS.reportsPerClientPerMinute / 20; i += 1) {
      expect((await post(batch)).status).toBe(204);
    }
    const refused = await post(batch);
    expectError(refused, 429, 'rate-limited');
    expect(refused.headers['Retry-After']).toBe('20');
    expect(refused.headers['Cache-Control']).toBe('private, no-store');
    // Another client, and the same address signed in, are counted apart.
    expect((await post(batch, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(204);
    expect((await post(batch, { authorization: `Bearer ${idTokenOf('u8')}` })).status).toBe(204);
    clock.now += 20_000;
    expect((await post(batch)).status).toBe(204);
    expect(written).toHaveLength(CLIENT_ERROR_LIMITS.reportsPerClientPerMinute + 60);
  });

  it('answers other methods with 405 and OPTIONS with the allowed ones', async () => {
    const out = await run('GET', '/api/client-errors');
    expectError(out, 405, 'method-not-allowed');
    expect(out.headers.Allow).toBe('POST, OPTIONS');
    expect((await run('OPTIONS', '/api/client-errors')).status).toBe(204);
    expect(logged).toEqual([]);
  });
});

describe('clientKey', () => {
  const req = (headers: ApiRequest['headers'], ip?: string): ApiRequest => ({
    method: 'POST',
    path: '/client-errors',
    query: {},
    headers,
    ip,
  });

  it('counts a signed-in user by uid, a guest by the first forwarded hop, else by the peer', () => {
    expect(clientKey(req({ 'x-forwarded-for': '1.1.1.1' }), 'u1')).toBe('uid:u1');
    expect(clientKey(req({ 'x-forwarded-for': ' 2.2.2.2 , 10.0.0.1' }, '10.0.0.2'), null)).toBe('ip:2.2.2.2');
    expect(clientKey(req({ 'x-forwarded-for': ['3.3.3.3, 10.0.0.1', '4.4.4.4'] }), null)).toBe('ip:3.3.3.3');
    expect(clientKey(req({}, '10.0.0.2'), null)).toBe('ip:10.0.0.2');
    expect(clientKey(req({ 'x-forwarded-for': '' }), null)).toBe('ip:unknown');
  });
});
