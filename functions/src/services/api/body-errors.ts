import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { API_ERRORS, type ApiErrorCode } from '@portal/domain';
import { API_SECURITY_HEADERS } from './api-headers.js';
import type { Logger } from '../core/logger.js';
import { ApiHttpError, CACHE_CONTROL } from './http.js';

/*
 * Requests the functions runtime refuses before the API runs. The runtime (the Functions Framework in production,
 * firebase-tools' worker on the emulator) is an Express app of its own that parses every body with body-parser and
 * decodes the path for its catch-all route, and only then calls the function. Truncated JSON, an unsupported
 * charset or Content-Encoding, a body over the runtime's limit, or a path with a broken %-escape therefore never
 * reach handle-api-request.ts: Express answers them with its own HTML error page (with the stack trace outside
 * production), without the API's security headers.
 *
 * The runtime builds its server with `http.createServer(app)` after loading the functions' code, and calls the app
 * without Express's third argument, so unhandled errors end in Express's final handler. The `api` function's
 * instance wraps that app once, as it is handed to `createServer`, and passes its own final handler instead: every
 * such error becomes the API's JSON error (`apiErrorSchema`), with the status body-parser or the router meant
 * (400, 413, 415), `Cache-Control: private, no-store`, `Vary: Authorization` and the API's security headers.
 * Nothing else of the runtime changes: its parsers, routes and limits run as before.
 */

/** What body-parser and Express attach to the errors they raise (`http-errors`). */
interface RuntimeError {
  status?: unknown;
  type?: unknown;
  limit?: unknown;
  charset?: unknown;
  encoding?: unknown;
}

const CODE_OF_STATUS = new Map<number, ApiErrorCode>(
  (Object.entries(API_ERRORS) as [ApiErrorCode, { status: number }][]).map(([code, e]) => [e.status, code]),
);

/**
 * The API error for what the runtime raised: body-parser's errors by their `type`, a path Express could not decode
 * (a `URIError` with status 400), anything else by its status (an unknown 4xx is a 400, no status or 5xx a 500).
 * `undefined` (the runtime had no route for the request) is a 404.
 */
export function runtimeRequestError(error: unknown): ApiHttpError {
  if (error === undefined || error === null) return new ApiHttpError('not-found', 'no such function route');
  const e: RuntimeError = typeof error === 'object' ? error : {};
  switch (e.type) {
    case 'entity.parse.failed':
      return new ApiHttpError('bad-request', 'the body could not be parsed (invalid JSON or form data)', {
        details: { reason: 'invalidBody' },
      });
    case 'entity.too.large':
    case 'parameters.too.many':
      return new ApiHttpError('payload-too-large', 'the body is larger than the runtime accepts', {
        details: typeof e.limit === 'number' ? { maxBodyBytes: e.limit } : { reason: e.type },
      });
    case 'charset.unsupported':
      return new ApiHttpError('unsupported-media-type', 'the body has an unsupported charset', {
        details: { charset: typeof e.charset === 'string' ? e.charset : null },
      });
    case 'encoding.unsupported':
      return new ApiHttpError('unsupported-media-type', 'the body has an unsupported Content-Encoding', {
        details: { contentEncoding: typeof e.encoding === 'string' ? e.encoding : null },
      });
    default:
      break;
  }
  if (error instanceof URIError) {
    return new ApiHttpError('bad-request', 'the path holds an invalid %-escape', {
      details: { reason: 'invalidPathEncoding' },
    });
  }
  const status = typeof e.status === 'number' ? e.status : 500;
  if (status >= 400 && status < 500) {
    return new ApiHttpError(CODE_OF_STATUS.get(status) ?? 'bad-request', 'the request could not be read', {
      details: { reason: typeof e.type === 'string' ? e.type : 'unreadable' },
    });
  }
  return new ApiHttpError('internal', 'internal error');
}

/** Drops the API error's JSON on a raw response, as handle-api-request.ts answers its own errors. */
function writeApiError(req: IncomingMessage, res: ServerResponse, apiError: ApiHttpError): void {
  if (res.headersSent || res.destroyed) {
    // Too late for an answer of our own (what Express's final handler does too).
    req.socket.destroy();
    return;
  }
  const body = JSON.stringify(apiError.toBody());
  // What a handler may have set for a body of its own (Express's final handler drops the same).
  for (const name of ['Content-Encoding', 'Content-Language', 'Content-Range']) res.removeHeader(name);
  res.statusCode = apiError.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.setHeader('Cache-Control', CACHE_CONTROL.private);
  res.setHeader('Vary', 'Authorization');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
  for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers `error` (what the runtime's Express app could not handle) as the API's JSON error, once the request body
 * is drained (a client still sending would not read the answer; Express's final handler waits likewise). Client
 * errors are logged as warnings without the body, others as errors.
 */
export function answerRuntimeError(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  log: Logger,
): void {
  const apiError = runtimeRequestError(error);
  const context = {
    method: req.method,
    path: (req.url ?? '').split('?')[0],
    status: apiError.status,
    type:
      typeof (error as RuntimeError | undefined)?.type === 'string'
        ? (error as RuntimeError).type
        : undefined,
  };
  if (apiError.status >= 500) {
    log.error('the functions runtime failed a request before the API ran', {
      ...context,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } else {
    log.warn('the functions runtime refused a request before the API ran', context);
  }
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    writeApiError(req, res, apiError);
  };
  if (req.complete || req.readableEnded) {
    answer();
    return;
  }
  req.unpipe();
  req.once('end', answer);
  req.once('close', answer);
  req.resume();
}

/** An Express app (or Connect app): callable as `(req, res, next)`, with `handle` and `use`. */
type ExpressApp = ((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void) & {
  handle: unknown;
  use: unknown;
};

const isExpressApp = (listener: unknown): listener is ExpressApp =>
  typeof listener === 'function' &&
  typeof (listener as Partial<ExpressApp>).handle === 'function' &&
  typeof (listener as Partial<ExpressApp>).use === 'function';

/** The runtime's app with the API's final handler: what it leaves unhandled is answered by `answerRuntimeError`. */
export function withApiFinalHandler(
  app: ExpressApp,
  log: Logger,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    app(req, res, (error?: unknown) => {
      answerRuntimeError(req, res, error, log);
    });
  };
}

/**
 * In the `api` function's instance (`FUNCTION_TARGET`, set by the Functions Framework and by the emulator's worker),
 * gives the next Express app handed to `http.createServer` the API's final handler, then restores `createServer`.
 * Called once when the function's module loads, which both runtimes do before they create their server. Elsewhere
 * (another function's instance, unit tests) it does nothing. Returns whether it is waiting for the server.
 */
export function answerRuntimeErrorsAsApiErrors(
  log: Logger,
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  if (env.FUNCTION_TARGET !== 'api') return false;
  const createServer = http.createServer;
  const patched = (...args: unknown[]): unknown => {
    const at = args.findIndex(isExpressApp);
    const app = args[at];
    if (isExpressApp(app)) {
      Reflect.set(http, 'createServer', createServer);
      args[at] = withApiFinalHandler(app, log);
    }
    return Reflect.apply(createServer, http, args);
  };
  Reflect.set(http, 'createServer', patched);
  return true;
}
