import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedBody, etagOf, COMPRESS_MIN_CHARS, ResultCache, resultKey } from './result-cache.js';

/** The cached text and hit flag of a lookup (the body object also carries the ETag and compressed forms). */
const text = async (p: Promise<{ value: CachedBody; hit: boolean }>) => {
  const { value, hit } = await p;
  return { value: value.json, hit };
};

describe('ResultCache', () => {
  it('computes once per key and reports hits', async () => {
    const cache = new ResultCache(10);
    let runs = 0;
    const compute = () => String(++runs);
    expect(await text(cache.getOrCompute('a', compute))).toEqual({ value: '1', hit: false });
    expect(await text(cache.getOrCompute('a', compute))).toEqual({ value: '1', hit: true });
    expect(runs).toBe(1);
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = new ResultCache(10);
    let runs = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        setTimeout(() => {
          resolve(String(++runs));
        }, 5);
      });
    const [a, b] = await Promise.all([cache.getOrCompute('k', slow), cache.getOrCompute('k', slow)]);
    expect(runs).toBe(1);
    expect([a.value.json, b.value.json]).toEqual(['1', '1']);
    expect(a.value).toBe(b.value);
    expect([a.hit, b.hit]).toEqual([false, true]);
  });

  it('evicts the least recently used entry beyond its capacity', async () => {
    const cache = new ResultCache(2);
    await cache.getOrCompute('a', () => 'a');
    await cache.getOrCompute('b', () => 'b');
    await cache.getOrCompute('a', () => 'a2'); // a is now the most recent
    await cache.getOrCompute('c', () => 'c'); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.getOrCompute('a', () => 'x')).hit).toBe(true);
    expect(await text(cache.getOrCompute('b', () => 'b2'))).toEqual({ value: 'b2', hit: false });
  });

  it('forgets a failed computation', async () => {
    const cache = new ResultCache(2);
    await expect(
      cache.getOrCompute('e', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    expect(await text(cache.getOrCompute('e', () => '1'))).toEqual({ value: '1', hit: false });
  });

  it('also evicts when the cached text exceeds its character budget', async () => {
    const cache = new ResultCache(10, 10);
    await cache.getOrCompute('a', () => 'x'.repeat(6));
    await cache.getOrCompute('b', () => 'y'.repeat(6));
    expect(cache.size).toBe(1);
    expect(cache.totalChars).toBe(6);
    expect((await cache.getOrCompute('b', () => '')).hit).toBe(true);
  });
});

describe('CachedBody', () => {
  it('has a strong ETag derived from the cache key', async () => {
    const cache = new ResultCache(10);
    const { value } = await cache.getOrCompute('endpoint|3|v7|[]', () => '{"a":1}');
    expect(value.etag).toBe(etagOf('endpoint|3|v7|[]'));
    expect(value.etag).toMatch(/^"[\w-]{22}"$/);
    expect(etagOf('endpoint|3|v8|[]')).not.toBe(value.etag);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('encodes large bodies in %s once, losslessly', async (coding, decode) => {
    const json = JSON.stringify({ dates: Array.from({ length: 500 }, (_, i) => `2020-01-${i}`) });
    const body = new CachedBody(json, '"x"');
    expect(json.length).toBeGreaterThan(COMPRESS_MIN_CHARS);
    expect(body.compressible).toBe(true);
    const first = body.encode(coding);
    expect(body.encode(coding)).toBe(first);
    const bytes = await first;
    expect(decode(bytes).toString('utf8')).toBe(json);
    expect(bytes.length).toBeLessThan(json.length / 3);
  });

  it('answers a body’s first request with a quick brotli, and its later ones with the best, made once', async () => {
    let x = 3;
    const rows = Array.from({ length: 4000 }, (_, i) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return { date: `d${String(i)}`, value: Math.round((x / 2147483648) * 1e6) / 1e6 };
    });
    const json = JSON.stringify(rows);
    const body = new CachedBody(json, '"q"');
    const quick = await body.encode('br');
    // Asked again: the same bytes now, the best ones made behind them for the requests after.
    expect(await body.encode('br')).toBe(quick);
    await expect.poll(async () => (await body.encode('br')) !== quick, { timeout: 10_000 }).toBe(true);
    const best = await body.encode('br');
    expect(brotliDecompressSync(best).toString('utf8')).toBe(json);
    expect(best.length).toBeLessThanOrEqual(quick.length);
    expect(await body.encode('br')).toBe(best);
  });

  it('leaves small bodies alone', () => {
    expect(new CachedBody('{"a":1}', '"y"').compressible).toBe(false);
  });

  it("finds brotli's long-distance repeats that gzip's 32 KB window misses (prices twice, as adjusted)", async () => {
    let x = 7;
    const prices = Array.from({ length: 5000 }, () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return 100 + x / 2147483648;
    });
    const body = new CachedBody(JSON.stringify({ prices, adjustedPrices: prices }), '"z"');
    const [br, gz] = await Promise.all([body.encode('br'), body.encode('gzip')]);
    expect(br.length).toBeLessThan(gz.length * 0.6);
  });
});

describe('resultKey', () => {
  it('ignores parameter order and undefined values, and separates versions', () => {
    expect(resultKey('e', [1, 'f@2'], { b: 1, a: 'x', c: undefined })).toBe(
      resultKey('e', [1, 'f@2'], { a: 'x', b: 1 }),
    );
    expect(resultKey('e', [1, 'f@2'], { a: 1 })).not.toBe(resultKey('e', [1, 'f@3'], { a: 1 }));
    expect(resultKey('e', [1], { a: 1 })).not.toBe(resultKey('f', [1], { a: 1 }));
  });
});
