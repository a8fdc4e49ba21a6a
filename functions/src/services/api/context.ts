import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { LogEntry } from 'firebase-functions/logger';
import type { z } from 'zod';
import type { AccessContext, ApiEntry, BodyOf, QueryOf, Reader, RouteAccess } from '@portal/domain';
import type { FileStore } from '../files/file-store.js';
import type { MailToSend } from '../follow/mailer.js';
import type { Caller } from './caller.js';
import type { PortalConfig } from '../analytics/config-cache.js';
import type { Logger } from '../core/logger.js';
import type { ApiReply, ApiRequest } from './http.js';
import type { RateLimiter } from './rate-limiter.js';
import type { RouteBody } from './request-body.js';

/** Where the error sink (`POST /client-errors`) writes, and its limit, which lives as long as the instance. */
interface ClientErrorSink {
  /** Writes one structured Cloud Logging entry (`firebase-functions/logger`'s `write`). */
  write(entry: LogEntry): void;
  limiter: RateLimiter;
}

/** What the API needs from the outside: the function passes the Admin SDK's, tests their own. */
export interface ApiDeps {
  db: Firestore;
  auth: Pick<Auth, 'verifyIdToken'>;
  log: Logger;
  clientErrors: ClientErrorSink;
  /** Where documents and other files live (Cloud Storage in production, a local folder on the emulator). */
  files: FileStore;
  /** The HMAC key of follower-mail unsubscribe links (the UNSUBSCRIBE_SECRET secret); absent in unit harnesses. */
  unsubscribeSecret?: () => string;
  /** The contact form: the ALTCHA_HMAC_KEY secret and the SMTP transport (SMTP_URL); absent in unit harnesses. */
  contact?: {
    hmacKey: () => string;
    send: (mail: MailToSend) => Promise<void>;
  };
}

/**
 * Everything a route handler gets: the request's parts, who calls, and the (cached) configuration. `Q` is the query as
 * its entry of the contract declares it, already parsed (run-with-config.ts): the handler reads `c.query` as it is.
 */
export interface HandlerContext<Q = unknown, B = unknown> {
  db: Firestore;
  files: FileStore;
  unsubscribeSecret?: () => string;
  log: Logger;
  query: Q;
  /** The JSON body through the entry's schema (parsed like the query); as sent for an entry without one. */
  body: B;
  /** The request body's bytes (an upload's file); undefined for an empty body. */
  rawBody: Uint8Array | undefined;
  /** The request's `Content-Type` (an upload's file type as the browser saw it). */
  contentType: string | undefined;
  params: Readonly<Record<string, string>>;
  caller: Caller;
  access: AccessContext;
  /**
   * The caller as the gate sees them: roles, and for product reads the investor profile (record, else the query's)
   * under the reader's language's compliance switch. The route's declared access already passed it (reader-gate.ts).
   */
  reader: Reader;
  config: PortalConfig;
}

export type Handler<Q = unknown, B = unknown> = (ctx: HandlerContext<Q, B>) => Promise<ApiReply>;

/** What the handler of an entry gets: the entry's query and body (`QueryOf`, `BodyOf`), parsed. */
export type EntryContext<E extends ApiEntry> = HandlerContext<QueryOf<E>, BodyOf<E>>;

/** The handler of an entry of the contract: its query and body are the entry's (`QueryOf`, `BodyOf`). */
export type EntryHandler<E extends ApiEntry> = Handler<QueryOf<E>, BodyOf<E>>;

/** A handler of the request itself, run without a caller check or the configuration. */
export type RequestHandler = (req: ApiRequest, deps: ApiDeps) => Promise<ApiReply>;

/**
 * What a route runs: the analytics endpoints need the caller and the configuration (`run-with-config.ts`); the error
 * sink needs neither, and must not depend on them (a guest's report may not wait on a catalogue read, nor a bad
 * token turn it into a 401).
 */
export type Endpoint =
  | {
      kind: 'configured';
      /** Who may call it: enforced before the handler (reader-gate.ts), the gate matrix test's expectation. */
      access: RouteAccess;
      /** What it takes as a body: anything else is refused with 415 before it runs (request-body.ts). */
      body: RouteBody;
      /** The entry's query schema (none: no parameters), parsed before the handler runs: a failure is a 400. */
      query: z.ZodType;
      /** The JSON body's schema, parsed before the handler runs (a 400 names the field); absent: passed as sent. */
      bodySchema?: z.ZodType;
      handler: Handler;
      /**
       * Shared caches must revalidate a guest answer on every use (`Cache-Control: public, no-cache`) instead of
       * keeping it for a minute: for answers an admin's change must reach on the very next call (site state).
       */
      revalidate?: boolean;
    }
  | {
      kind: 'request';
      access: Extract<RouteAccess, { kind: 'open' }>;
      body: RouteBody;
      handler: RequestHandler;
    };
