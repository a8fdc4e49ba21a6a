import { createHash } from 'node:crypto';

/** A file made on request (a factsheet PDF): its bytes and the name it is saved under. */
export interface RenderedFile {
  bytes: Uint8Array;
  fileName: string;
}

interface Entry {
  value: Promise<RenderedFile>;
  /** Bytes once resolved (0 while pending). */
  size: number;
}

/**
 * Rendered files in memory, keyed on a digest of everything they are drawn from, least recently used dropped first
 * and bounded both in entries and in bytes (as result-cache.ts keeps computed JSON). Concurrent callers of a missing
 * key share one rendering; a failed one is forgotten so the next call retries.
 */
export class RenderedFileCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The file under `key`, rendered or being rendered, or undefined; a hit counts as a use. */
  lookup(key: string): Promise<RenderedFile> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is always the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The file under `key`, else `render()`'s, remembered. */
  async getOrRender(
    key: string,
    render: () => Promise<RenderedFile>,
  ): Promise<{ file: RenderedFile; hit: boolean }> {
    const cached = this.lookup(key);
    if (cached) return { file: await cached, hit: true };
    const entry: Entry = { value: Promise.resolve().then(render), size: 0 };
    this.entries.set(key, entry);
    this.evict();
    try {
      const file = await entry.value;
      if (this.entries.get(key) === entry) {
        entry.size = file.bytes.byteLength;
        this.bytes += entry.size;
        this.evict();
      }
      return { file, hit: false };
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      const [key, entry] = oldest.value;
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
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
