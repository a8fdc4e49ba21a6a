import { perDatabase } from '../core/per-database.js';
import { RenderedFileCache, type RenderedFile } from '../factsheets/rendered-file-cache.js';
import { ApiHttpError } from './http.js';
import { RateLimiter } from './rate-limiter.js';
import { requestClientAddress } from './request-scope.js';

/*
 * The PDFs the API draws on request (a factsheet preview, a comparison sheet): drawing one costs about a second of
 * the instance's CPU (0.8-1.8 s with four at once), so renders are limited per client address, and a PDF drawn once
 * is kept (docs/security.md "API hardening"). One budget and one cache for every kind of PDF: a client cannot get
 * twice the renders by alternating kinds.
 */

export const PDF_RENDER_LIMITS = {
  /** Renders a client may start at once, refilled over a minute; PDFs served from the cache are free. */
  rendersPerClientPerMinute: 10,
  /** Clients the limiter remembers (least recently seen forgotten first). */
  maxTrackedClients: 10_000,
  /** PDFs kept per instance, and their bytes at most (a factsheet is ~50-300 KB, a comparison sheet ~40 KB). */
  cachedFiles: 200,
  cachedBytes: 64 * 1024 * 1024,
} as const;

/** A render limiter (the API keeps one per instance). */
export function pdfRenderLimiter(now: () => number = Date.now): RateLimiter {
  return new RateLimiter({
    capacity: PDF_RENDER_LIMITS.rendersPerClientPerMinute,
    windowMs: 60_000,
    maxClients: PDF_RENDER_LIMITS.maxTrackedClients,
    now,
  });
}

/** A cache of drawn PDFs (the API keeps one per Firestore instance). */
export const renderedPdfCache = (): RenderedFileCache =>
  new RenderedFileCache(PDF_RENDER_LIMITS.cachedFiles, PDF_RENDER_LIMITS.cachedBytes);

export interface PdfServing {
  cache: RenderedFileCache;
  limiter: RateLimiter;
  /** Whom a render counts against (`ip:<address>`); never logged. */
  client: string;
}

/**
 * The PDF under `key` (rendered-file-cache.ts `renderKey`: a digest of everything it is drawn from), for a caller
 * whose access was checked: from the cache when it was drawn before (no render, nothing counted), else `render()`'s
 * if the client has a render left, else 429 with `Retry-After`.
 */
export async function serveRenderedPdf(
  key: string,
  render: () => Promise<RenderedFile>,
  s: PdfServing,
): Promise<{ file: RenderedFile; hit: boolean }> {
  const cached = s.cache.lookup(key);
  if (cached) return { file: await cached, hit: true };
  const taken = s.limiter.take(s.client, 1);
  if (!taken.ok) {
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    throw new ApiHttpError('rate-limited', `too many PDFs drawn; retry in ${seconds} s`, {
      details: { retryAfterSeconds: seconds },
      headers: { 'Retry-After': String(seconds) },
    });
  }
  return s.cache.getOrRender(key, render);
}

// Per instance, as long as it lives: the limit must see every request the instance serves.
const limiter = pdfRenderLimiter();
// Per Firestore instance (one project), like the result cache: tests never share PDFs across projects.
const cacheFor = perDatabase(renderedPdfCache);

/** The instance's budget and cache, the render counted against the request's client address. */
export const pdfServing = (db: object): PdfServing => ({
  cache: cacheFor(db),
  limiter,
  client: `ip:${requestClientAddress()}`,
});
