import { createHash } from 'node:crypto';
import { ComputedCache } from '../core/computed-cache.js';

/** A file made on request (a factsheet PDF): its bytes and the name it is saved under. */
export interface RenderedFile {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * Rendered files in memory, keyed on a digest of everything they are drawn from, least recently used dropped first
 * and bounded both in entries and in bytes (core/computed-cache.ts, as the analytics result cache keeps computed
 * JSON). Concurrent callers of a missing key share one rendering; a failed one is forgotten so the next call retries.
 */
export class RenderedFileCache {
  private readonly cache: ComputedCache<RenderedFile>;

  constructor(maxEntries: number, maxBytes: number) {
    this.cache = new ComputedCache(maxEntries, maxBytes, (file) => file.bytes.byteLength);
  }

  get size(): number {
    return this.cache.size;
  }

  get totalBytes(): number {
    return this.cache.totalSize;
  }

  /** The file under `key`, rendered or being rendered, or undefined; a hit counts as a use. */
  lookup(key: string): Promise<RenderedFile> | undefined {
    return this.cache.lookup(key);
  }

  /** The file under `key`, else `render()`'s, remembered. */
  async getOrRender(
    key: string,
    render: () => Promise<RenderedFile>,
  ): Promise<{ file: RenderedFile; hit: boolean }> {
    const { value, hit } = await this.cache.getOrCompute(key, render);
    return { file: value, hit };
  }
}

const digests = new WeakMap<Uint8Array, string>();

/** A digest of `bytes`, once per buffer (the factsheet images come from a cache, the same buffers each time). */
function bytesDigest(bytes: Uint8Array): string {
  let digest = digests.get(bytes);
  if (digest === undefined) {
    digest = createHash('sha256').update(bytes).digest('base64url');
    digests.set(bytes, digest);
  }
  return digest;
}

/**
 * A cache key naming exactly what a rendering is drawn from: `kind`, the JSON `input` (for a factsheet: the model,
 * with every figure, text and date, and the config) and each image's bytes by id. Equal keys draw equal files, and
 * any change of data, text, layout or image gives a new key, whatever document it came from: no version to forget.
 */
export function renderKey(
  kind: string,
  input: unknown,
  images: Readonly<Record<string, Uint8Array>>,
): string {
  const hash = createHash('sha256').update(kind).update('\0').update(JSON.stringify(input));
  for (const id of Object.keys(images).sort()) {
    const bytes = images[id];
    if (bytes) hash.update(`\0${id}\0${bytesDigest(bytes)}`);
  }
  return `${kind}|${hash.digest('base64url')}`;
}
