import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recorder } from './api-test-harness.js';
import { noContent, ok, type ApiReply, type ApiRequest } from './http.js';
import { CachedBody, COMPRESS_MIN_CHARS } from '../analytics/result-cache.js';
import { sendReply } from './send-reply.js';

const request = (headers: ApiRequest['headers'] = {}): ApiRequest => ({
  method: 'GET',
  path: '/api/x',
  query: {},
  headers,
});
const pipelineHeaders = { 'Cache-Control': 'private, no-store', 'Server-Timing': 'total;dur=1.0' };
const large = JSON.stringify({ values: Array.from({ length: 800 }, (_, i) => i) });

async function reply(answer: ApiReply, headers: Record<string, string>) {
  const { res, out } = recorder();
  await sendReply(request(), res, answer, headers);
  return out;
}

describe('sendReply', () => {
  it('answers 204 with the pipeline headers and no body', async () => {
    const out = await reply(noContent(), pipelineHeaders);
    expect(out).toEqual({ status: 204, headers: pipelineHeaders, body: undefined, ended: true });
  });

  it('sends a plain body as JSON, with X-Cache when the handler says', async () => {
    expect(await reply(ok({ a: 1 }), pipelineHeaders)).toMatchObject({
      status: 200,
      headers: pipelineHeaders,
      body: { a: 1 },
    });
    const out = await reply(ok({ a: 1 }, 'hit'), pipelineHeaders);
    expect(out.headers['X-Cache']).toBe('hit');
  });
});

describe('sendReply with a cached body', () => {
  const body = new CachedBody(large, '"etag-1"');
  const send = async (headers: ApiRequest['headers'], cached = body) => {
    const { res, out } = recorder();
    await sendReply(request(headers), res, { status: 200, json: cached, cache: 'miss' }, pipelineHeaders);
    return out;
  };

  it('answers 304 for a matching If-None-Match, weak or in a list', async () => {
    for (const known of ['"etag-1"', 'W/"etag-1"', '"other", "etag-1"']) {
      const out = await send({ 'if-none-match': known });
      expect(out).toMatchObject({ status: 304, body: undefined, ended: true });
      expect(out.headers).toMatchObject({ ETag: '"etag-1"', 'X-Cache': 'miss', ...pipelineHeaders });
      expect(out.headers.Vary).toBe('Authorization, Accept-Encoding');
    }
  });

  it('sends the negotiated coding of a large body', async () => {
    expect(large.length).toBeGreaterThanOrEqual(COMPRESS_MIN_CHARS);
    const out = await send({ 'accept-encoding': 'gzip, br', 'if-none-match': '"stale"' });
    expect(out.status).toBe(200);
    expect(out.headers).toMatchObject({
      'Content-Encoding': 'br',
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(brotliDecompressSync(out.body as Uint8Array).toString('utf8')).toBe(large);
  });

  it('sends small bodies, and bodies whose compression failed, as plain JSON', async () => {
    const small = await send({ 'accept-encoding': 'br' }, new CachedBody('{"a":1}', '"s"'));
    expect(small.body).toBe('{"a":1}');
    expect(small.headers['Content-Encoding']).toBeUndefined();
    const broken = new CachedBody(large, '"b"');
    broken.encode = () => Promise.reject(new Error('zlib failed'));
    const out = await send({ 'accept-encoding': 'br' }, broken);
    expect(out).toMatchObject({ status: 200, body: large });
    expect(out.headers['Content-Encoding']).toBeUndefined();
  });
});
