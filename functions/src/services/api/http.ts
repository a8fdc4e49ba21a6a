import type { CachedBody } from '../analytics/result-cache.js';

/**
 * The error services and handlers throw (declared in services/core/api-error.ts, below both); re-exported so a
 * handler takes the adapter's vocabulary from one module.
 */
export { ApiHttpError } from '../core/api-error.js';

/** The parts of an Express request the API reads (firebase-functions passes an Express request). */
export interface ApiRequest {
  method: string;
  /** `/api/products/...` behind the Hosting rewrite, `/products/...` on the function's own URL. */
  path: string;
  query: unknown;
  /** Parsed JSON body (firebase-functions parses `application/json`); only POST routes read it. */
  body?: unknown;
  /** The body's bytes as received (the runtime keeps them beside the parsed body; absent for an empty body). */
  rawBody?: Uint8Array | undefined;
  /** The peer's address (Express `req.ip`). */
  ip?: string | undefined;
  headers: {
    authorization?: string | undefined;
    'accept-encoding'?: string | undefined;
    'if-none-match'?: string | undefined;
    'content-type'?: string | undefined;
    'content-length'?: string | undefined;
    'user-agent'?: string | undefined;
    'x-forwarded-for'?: string | string[] | undefined;
  };
}

/** The parts of an Express response the API writes. */
export interface ApiResponse {
  status(code: number): ApiResponse;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  /** Sends a string or bytes as is (the caller sets Content-Type and Content-Encoding). */
  send(body: string | Uint8Array): unknown;
  end(): unknown;
}

/**
 * Guests get responses a CDN may share; signed-in users' responses depend on their roles, so nothing may keep them.
 * `Vary: Authorization` stops Hosting's CDN from serving a cached guest answer to a signed-in request.
 */
export const CACHE_CONTROL = {
  guest: 'public, max-age=60, s-maxage=300',
  /** A guest answer caches may keep but must revalidate with the function before each use. */
  guestRevalidate: 'public, no-cache',
  private: 'private, no-store',
} as const;

/**
 * What a route handler answers: a JSON body (200), or 204 when there is no data (seed 000 §7: holdings and
 * allocation endpoints). `cache` tells whether a computed result came from the in-process result cache; it is sent
 * as `X-Cache` so tests and benchmarks can see warm calls without timing them.
 */
export type ApiReply =
  | { status: 200; body: unknown; cache?: 'hit' | 'miss' }
  /** A body already serialized (the result cache keeps JSON text, so a warm call does not stringify again). */
  | { status: 200; json: CachedBody; cache: 'hit' | 'miss' }
  /** A record created (an upload). */
  | { status: 201; body: unknown }
  /** A file to download: sent as an attachment, never cached, never sniffed. */
  | { status: 200; file: FileReply }
  | { status: 204 };

/** A file a handler serves (a document): its bytes, its type and the name the browser saves it under. */
export interface FileReply {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  /**
   * Media (images, videos) shown in the page rather than saved: `inline`, with this `Cache-Control` (their ids never
   * change content). Only types proven by their bytes get here (contracts/media.ts: no SVG, no HTML).
   */
  inline?: { cacheControl: string };
}

export const ok = (body: unknown, cache?: 'hit' | 'miss'): ApiReply =>
  cache === undefined ? { status: 200, body } : { status: 200, body, cache };
export const created = (body: unknown): ApiReply => ({ status: 201, body });
export const fileReply = (file: FileReply): ApiReply => ({ status: 200, file });
export const noContent = (): ApiReply => ({ status: 204 });
