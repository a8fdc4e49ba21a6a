import { describe, expect, it } from 'vitest';
import { ResultCache, resultKey } from './result-cache.js';

describe('ResultCache', () => {
  it('computes once per key and reports hits', async () => {
    const cache = new ResultCache(10);
    let runs = 0;
    const compute = () => String(++runs);
    expect(await cache.getOrCompute('a', compute)).toEqual({ value: '1', hit: false });
    expect(await cache.getOrCompute('a', compute)).toEqual({ value: '1', hit: true });
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
    expect([a.value, b.value]).toEqual(['1', '1']);
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
    expect(await cache.getOrCompute('b', () => 'b2')).toEqual({ value: 'b2', hit: false });
  });

  it('forgets a failed computation', async () => {
    const cache = new ResultCache(2);
    await expect(
      cache.getOrCompute('e', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    expect(await cache.getOrCompute('e', () => '1')).toEqual({ value: '1', hit: false });
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

describe('resultKey', () => {
  it('ignores parameter order and undefined values, and separates versions', () => {
    expect(resultKey('e', [1, 'f@2'], { b: 1, a: 'x', c: undefined })).toBe(
      resultKey('e', [1, 'f@2'], { a: 'x', b: 1 }),
    );
    expect(resultKey('e', [1, 'f@2'], { a: 1 })).not.toBe(resultKey('e', [1, 'f@3'], { a: 1 }));
    expect(resultKey('e', [1], { a: 1 })).not.toBe(resultKey('f', [1], { a: 1 }));
  });
});
