import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ComputedCache } from '../core/computed-cache.js';
import { perDatabase } from '../core/per-database.js';

/**
 * Computed results, kept in-process as their serialized JSON and keyed on everything they depend on: the endpoint,
 * the catalogue version (product configuration), the version of every price series read and the normalized query.
 * A warm call therefore costs the catalogue-version read plus one meta read per series (to learn the versions), and
 * neither computation nor serialization. A write bumps a version, so stale entries are never served; they just age
 * out of the LRU (core/computed-cache.ts), which is bounded both in entries and in characters.
 */
const MAX_CACHED_RESULTS = 500;
/** ~64 MB of JSON at most (ASCII JSON is stored one byte per character). */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;

/** Bodies smaller than this go out uncompressed (the encoding's header and the CPU are not worth it). */
export const COMPRESS_MIN_CHARS = 2048;

/** The content codings the API sends, best first (seed 000 §7 leaves the transport to us). */
export type ContentCoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses off the event loop (zlib's thread pool). `best`: brotli at its best quality with a 16 MB window, for a
 * body served again and again: the wide window also finds the repeats gzip's 32 KB window cannot (a series' adjusted
 * prices equal its prices wherever no distribution happened). A 20-year daily price dump with both price columns:
 * 261 KB JSON, 102 KB gzip, 45 KB brotli (~0.2 s once). `quick`: brotli at quality 5 (a few ms for the same body, some
 * 15 % larger), for a body's first answer: most results of a query few others ask (a comparison of products of one's
 * own choosing) are served once, and their reader should not wait for the best compression.
 */
function compress(json: string, coding: ContentCoding, effort: 'quick' | 'best'): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(json, { level: 6 });
  return brotliAsync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_LGWIN]: effort === 'best' ? 24 : 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
}

/**
 * A serialized result as the response needs it: the JSON text, a strong ETag (a hash of the cache key, which names
 * the endpoint, every data version and the query, so equal keys mean byte-equal bodies) and its compressed forms,
 * each made once, on the first request by a client that accepts that coding (through Hosting, the bytes on the wire
 * are most of a warm call's time).
 */
export class CachedBody {
  private readonly encoded = new Map<ContentCoding, Promise<Buffer>>();
  private bestStarted = false;

  constructor(
    readonly json: string,
    readonly etag: string,
  ) {}

  /** Whether the body is large enough to be sent compressed. */
  get compressible(): boolean {
    return this.json.length >= COMPRESS_MIN_CHARS;
  }

  /**
   * The body in `coding`: the first request's made quickly, the best made once the body is asked for a second time
   * (it is then likely to be served many times), and kept. A failed compression is forgotten so the next call retries.
   */
  encode(coding: ContentCoding): Promise<Buffer> {
    const known = this.encoded.get(coding);
    if (known) {
      if (coding === 'br' && !this.bestStarted) {
        this.bestStarted = true;
        compress(this.json, coding, 'best').then(
          (best) => this.encoded.set(coding, Promise.resolve(best)),
          () => undefined,
        );
      }
      return known;
    }
    const bytes = compress(this.json, coding, 'quick');
    this.encoded.set(coding, bytes);
    bytes.catch(() => this.encoded.delete(coding));
    return bytes;
  }
}

export const etagOf = (key: string): string =>
  `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;

/** Computed results as serialized JSON (their size: characters), each with its ETag. */
export class ResultCache {
  private readonly cache: ComputedCache<CachedBody>;

  constructor(capacity: number = MAX_CACHED_RESULTS, maxChars: number = MAX_CACHED_CHARS) {
    this.cache = new ComputedCache(capacity, maxChars, (body) => body.json.length);
  }

  get size(): number {
    return this.cache.size;
  }

  get totalChars(): number {
    return this.cache.totalSize;
  }

  /**
   * The cached JSON for `key`, or `compute()`'s, remembered. Concurrent callers of a missing key share one
   * computation; a failed computation is forgotten so the next call retries.
   */
  getOrCompute(
    key: string,
    compute: () => string | Promise<string>,
  ): Promise<{ value: CachedBody; hit: boolean }> {
    return this.cache.getOrCompute(key, async () => new CachedBody(await compute(), etagOf(key)));
  }

  clear(): void {
    this.cache.clear();
  }
}

/** The result cache of one Firestore instance (one project), like the series cache. */
const resultCacheFor = perDatabase(() => new ResultCache());

/**
 * A stable cache key: the endpoint, the versions and the query with its keys sorted (so `?a=1&b=2` and `?b=2&a=1`
 * share an entry). Values are the parsed query's, so defaults are filled in and equivalent queries coincide.
 */
export function resultKey(endpoint: string, versions: readonly (string | number)[], query: object): string {
  const sorted = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${endpoint}|${versions.join('|')}|${JSON.stringify(sorted)}`;
}

/**
 * `compute()`'s result from the result cache of `db`, under {@link resultKey} of the endpoint, the catalogue version
 * the configuration was read at, `versions` and the query, serialized once. Call it only after the access checks:
 * the cached body is the same for every caller allowed to see it. `hit` tells whether it was cached (`X-Cache`).
 */
export function cachedResult(
  db: object,
  catalogueVersion: number,
  endpoint: string,
  versions: readonly (string | number)[],
  query: object,
  compute: () => unknown,
): Promise<{ value: CachedBody; hit: boolean }> {
  const key = resultKey(endpoint, [catalogueVersion, ...versions], query);
  return resultCacheFor(db).getOrCompute(key, () => JSON.stringify(compute()));
}
