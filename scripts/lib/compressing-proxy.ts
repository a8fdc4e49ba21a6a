/**
 * A local front end that compresses text responses, as production Firebase Hosting does (the Hosting emulator serves
 * everything uncompressed). Page measurements that count transferred bytes, such as Lighthouse's simulated slow 4G,
 * put it in front of the emulator so that the figures match what a phone downloads from the CDN.
 *
 * Every request is forwarded as it came; html, js, css, json, svg and xml responses are compressed with brotli or
 * gzip per the request's `Accept-Encoding` (brotli first, as Hosting), streamed, at the moderate levels a front end
 * compressing on the fly uses (brotli 11 would take seconds on the entry chunk and show up as server time).
 */
import { createServer, request, Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { HOSTING_URL } from './emulators.js';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  // Tokens with q=0 are refused; anything else listed is accepted.
  const accepted = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([token]) => token?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compressedHeaders(headers: IncomingHttpHeaders, encoding: 'br' | 'gzip'): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...headers, 'content-encoding': encoding };
  delete out['content-length'];
  if (!headers.vary) out.vary = 'Accept-Encoding';
  else if (!/accept-encoding/i.test(headers.vary)) out.vary = `${headers.vary}, Accept-Encoding`;
  return out;
}

/** Starts the front end on a free local port; `url` is its origin (no trailing slash). */
export async function startCompressingProxy(
  target: string = HOSTING_URL,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let origin = '';
  const server = createServer((req, res) => {
    const forward = request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (up) => {
        const headers: OutgoingHttpHeaders = { ...up.headers };
        // Redirects that name the emulator's origin lead back through the front end.
        if (typeof up.headers.location === 'string' && up.headers.location.startsWith(upstream.origin))
          headers.location = origin + up.headers.location.slice(upstream.origin.length);
        const status = up.statusCode ?? 502;
        const encoding = encodingFor(req.headers['accept-encoding']);
        const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304;
        if (
          !encoding ||
          !hasBody ||
          up.headers['content-encoding'] ||
          !COMPRESSIBLE.test(up.headers['content-type'] ?? '')
        ) {
          res.writeHead(status, headers);
          pipeline(up, res, () => undefined);
          return;
        }
        res.writeHead(status, compressedHeaders(headers as IncomingHttpHeaders, encoding));
        const compress =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        pipeline(up, compress, res, () => undefined);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`compressing proxy: ${error.message}`);
    });
    pipeline(req, forward, () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
