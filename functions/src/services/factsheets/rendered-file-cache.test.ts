import { describe, expect, it } from 'vitest';
import { RenderedFileCache, renderKey, type RenderedFile } from './rendered-file-cache.js';

const file = (size: number, name = 'f.pdf'): RenderedFile => ({
  bytes: new Uint8Array(size),
  fileName: name,
});

describe('RenderedFileCache', () => {
  it('renders a key once, concurrent callers sharing the rendering', async () => {
    const cache = new RenderedFileCache(10, 1000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return file(10);
    };
    const [a, b] = await Promise.all([cache.getOrRender('k', render), cache.getOrRender('k', render)]);
    expect(renders).toBe(1);
    expect([a.hit, b.hit]).toEqual([false, true]);
    expect(a.file).toBe(b.file);
    expect(await cache.lookup('k')).toBe(a.file);
    expect(cache.lookup('other')).toBeUndefined();
  });

  it('forgets a failed rendering', async () => {
    const cache = new RenderedFileCache(10, 1000);
    await expect(cache.getOrRender('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.lookup('k')).toBeUndefined();
    expect((await cache.getOrRender('k', () => Promise.resolve(file(1)))).hit).toBe(false);
  });

  it('drops the least recently used files beyond its entries or bytes, keeping at least one', async () => {
    const cache = new RenderedFileCache(2, 100);
    await cache.getOrRender('a', () => Promise.resolve(file(30)));
    await cache.getOrRender('b', () => Promise.resolve(file(30)));
    void cache.lookup('a');
    await cache.getOrRender('c', () => Promise.resolve(file(30)));
    expect([cache.lookup('a'), cache.lookup('b'), cache.lookup('c')].map((v) => v !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.totalBytes).toBe(60);
    await cache.getOrRender('big', () => Promise.resolve(file(500)));
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(500);
  });
});

describe('renderKey', () => {
  const png = new Uint8Array([1, 2, 3]);
  it('is equal for equal inputs and differs with the kind, the input or any image byte', () => {
    const key = renderKey('pdf', { a: 1, b: [1, 2] }, { logo: png });
    expect(renderKey('pdf', { a: 1, b: [1, 2] }, { logo: new Uint8Array([1, 2, 3]) })).toBe(key);
    expect(renderKey('png', { a: 1, b: [1, 2] }, { logo: png })).not.toBe(key);
    expect(renderKey('pdf', { a: 1, b: [1, 3] }, { logo: png })).not.toBe(key);
    expect(renderKey('pdf', { a: 1, b: [1, 2] }, { logo: new Uint8Array([1, 2, 4]) })).not.toBe(key);
    expect(renderKey('pdf', { a: 1, b: [1, 2] }, { other: png })).not.toBe(key);
    expect(renderKey('pdf', { a: 1, b: [1, 2] }, {})).not.toBe(key);
  });
});
