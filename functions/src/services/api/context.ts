import type { Firestore } from 'firebase-admin/firestore';
import type { AccessContext } from '@portal/domain';
import type { Caller } from './caller.js';
import type { PortalConfig } from './config-cache.js';
import type { ApiReply } from './http.js';

/** Everything a route handler gets: the request's parts, who calls, and the (cached) configuration. */
export interface HandlerContext {
  db: Firestore;
  query: unknown;
  body: unknown;
  params: Readonly<Record<string, string>>;
  caller: Caller;
  access: AccessContext;
  config: PortalConfig;
}

export type Handler = (ctx: HandlerContext) => Promise<ApiReply>;
