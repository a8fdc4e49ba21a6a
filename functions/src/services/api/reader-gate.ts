import type { Firestore } from 'firebase-admin/firestore';
import {
  GATE_DENIAL_MESSAGE_KEYS,
  READER_PROFILE_PARAMS,
  readerParamsSchema,
  routeAccessDecision,
  type AccessContext,
  type Reader,
  type RouteAccess,
} from '@portal/domain';
import { readerProfile } from '../documents/reader-profile.js';
import type { Caller } from './caller.js';
import type { PortalConfig } from '../analytics/config-cache.js';
import { ApiHttpError } from './http.js';
import { parseQuery } from './parse.js';

/*
 * The route's declared access (packages/domain/src/contracts/api-access.ts), enforced before its handler runs: whatever a handler does or forgets,
 * no product data leaves the API unless the domain gate allowed the caller (packages/domain/src/access/gate.ts and
 * route-access.ts). Handlers then take the finer decision of their resource (a mode, a document) with the same gate
 * and `c.reader`.
 */

const MESSAGE_KEYS: Partial<Record<string, string>> = GATE_DENIAL_MESSAGE_KEYS;

/** A gate's refusal as the API's error: 404s name nothing but the id (hidden looks unknown). */
export function gateDenial(
  status: 401 | 403 | 404,
  reason: string,
  productId: string | undefined,
): ApiHttpError {
  const code = status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'not-found';
  const messageKey = MESSAGE_KEYS[reason];
  const details =
    productId === undefined
      ? status === 404
        ? undefined
        : { reason }
      : status === 404
        ? { productId }
        : { productId, reason };
  return new ApiHttpError(
    code,
    status === 404 ? `no such product: ${productId ?? ''}` : `refused: ${reason}`,
    {
      ...(details === undefined ? {} : { details }),
      ...(messageKey === undefined ? {} : { messageKey }),
    },
  );
}

/** The reader with no investor profile consulted: for routes that serve no product's data. */
const noProfile = (access: AccessContext): Reader => ({
  access,
  profile: { checksActivated: false, profile: undefined },
});

/**
 * Runs the route's declared access for this caller: the reader (their roles, and for product reads their investor
 * profile: the record's, else the query's `investor_profile`/`country`, under the compliance switch of the query's
 * `lang`, default the product's first language) and the query without the profile parameters, which no handler
 * parses. Throws the gate's 401/403/404.
 */
export async function gateRequest(input: {
  db: Firestore;
  caller: Caller;
  config: PortalConfig;
  access: RouteAccess;
  params: Readonly<Record<string, string>>;
  query: unknown;
}): Promise<{ reader: Reader; query: unknown }> {
  const { access, config, params } = input;
  const ctx: AccessContext = { roles: input.caller.roles, userDefinedRoles: config.userDefinedRoles };
  if (access.kind !== 'read' && access.kind !== 'readMany') {
    const reader = noProfile(ctx);
    const d = routeAccessDecision(access, reader, {
      productId: params.id,
      catalogue: config.products,
      query: input.query,
    });
    if (d.kind === 'deny') throw gateDenial(d.status, d.reason, undefined);
    // The web sends the reader's parameters with every GET under products/ (the admin console's too): never a
    // handler's business.
    return { reader, query: withoutProfileParams(input.query) };
  }
  const readerParams = parseQuery(readerParamsSchema, input.query);
  const product = params.id === undefined ? undefined : config.products.get(params.id);
  const lang = readerParams.lang ?? product?.availableLanguages[0] ?? 'en';
  const profile = await readerProfile(input.db, input.caller, readerParams, lang);
  const reader: Reader = {
    access: ctx,
    profile,
    ...(readerParams.embed === 'live' ? { liveEmbed: true } : {}),
  };
  const d = routeAccessDecision(access, reader, {
    productId: params.id,
    catalogue: config.products,
    query: input.query,
  });
  if (d.kind === 'deny') throw gateDenial(d.status, d.reason, params.id);
  return { reader, query: withoutProfileParams(input.query) };
}

function withoutProfileParams(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const profileKeys: readonly string[] = READER_PROFILE_PARAMS;
  return Object.fromEntries(Object.entries(query).filter(([key]) => !profileKeys.includes(key)));
}
