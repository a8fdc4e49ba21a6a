import type { ApiReply, ApiRequest, ApiResponse, FileReply } from './http.js';
import { negotiateEncoding } from './negotiate-encoding.js';
import type { CachedBody } from '../analytics/result-cache.js';

/** Sets `headers`, then answers `status` with `body` as JSON, or with no body. */
export function send(
  res: ApiResponse,
  status: number,
  headers: Record<string, string>,
  body?: unknown,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/**
 * A cached result: `304 Not Modified` when the client already holds it (`If-None-Match`, after the access checks,
 * so a 304 never tells an unauthorised caller anything), else the JSON, compressed when it is large enough and the
 * client accepts brotli or gzip.
 */
async function sendCached(
  req: ApiRequest,
  res: ApiResponse,
  headers: Record<string, string>,
  body: CachedBody,
): Promise<void> {
  res.setHeader('Vary', 'Authorization, Accept-Encoding');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('ETag', body.etag);
  const known = req.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const coding = body.compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  // Should compression ever fail, the plain JSON is still a correct answer.
  const bytes = coding ? await body.encode(coding).catch(() => null) : null;
  if (coding && bytes) {
    res.setHeader('Content-Encoding', coding);
    res.status(200).send(bytes);
  } else {
    res.status(200).send(body.json);
  }
}

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII fallback for old clients and the exact
 * name percent-encoded as UTF-8 (`filename*`), so "Prospectus für Anleger.pdf" is saved as such.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file: an attachment (never rendered by the browser on our origin), never sniffed, never cached; or a media file
 * shown inline, cached as the handler says, in a sandbox that runs nothing should it ever be opened on its own.
 */
function sendFile(res: ApiResponse, headers: Record<string, string>, file: FileReply): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', file.contentType);
  if (file.inline) {
    res.setHeader('Cache-Control', file.inline.cacheControl);
    res.setHeader(
      'Content-Disposition',
      attachmentDisposition(file.fileName).replace(/^attachment/, 'inline'),
    );
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
  } else {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
  }
  res.setHeader('Content-Length', String(file.bytes.byteLength));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Express sends a Buffer as bytes but serialises any other Uint8Array as a JSON object: a view, not a copy.
  res.status(200).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * A handler's reply with the pipeline's `headers` (caching, timing): 204 without a body; a file as an attachment; a
 * created record as 201; a computed result with `X-Cache`, as a cached body (ETag, 304, compression) or plain JSON.
 */
export async function sendReply(
  req: ApiRequest,
  res: ApiResponse,
  reply: ApiReply,
  headers: Record<string, string>,
): Promise<void> {
  if (reply.status === 204) {
    send(res, 204, headers);
    return;
  }
  if (reply.status === 201) {
    send(res, 201, headers, reply.body);
    return;
  }
  if ('file' in reply) {
    sendFile(res, headers, reply.file);
    return;
  }
  const withCache = reply.cache === undefined ? headers : { ...headers, 'X-Cache': reply.cache };
  if ('json' in reply) {
    await sendCached(req, res, withCache, reply.json);
    return;
  }
  send(res, 200, withCache, reply.body);
}
