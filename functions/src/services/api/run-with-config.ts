import { readCatalogueVersion } from '../catalogue/catalogue-version.js';
import { resolveCaller, type Caller } from './caller.js';
import { cachedPortalConfig, portalConfigAt, type PortalConfig } from '../analytics/config-cache.js';
import type { z } from 'zod';
import type { RouteAccess } from '@portal/domain';
import { parseBody, parseQuery } from './parse.js';
import type { ApiDeps, Handler } from './context.js';
import { gateRequest } from './reader-gate.js';
import type { ApiReply, ApiRequest } from './http.js';
import type { ServerTiming } from './server-timing.js';
import { sharedReadsFor } from '../analytics/shared-reads.js';

/**
 * `run`'s answer on the configuration current at the `version` being read. With a `cached` configuration, `run`
 * starts on it at once, while the read is under way; that answer is kept only when the read confirms the cached
 * version, and otherwise (or when the cached configuration failed to load) `run` runs again on the configuration
 * `load`ed at the version read. Callers pass `cached` only for requests that change nothing (GET), so a discarded
 * run is harmless.
 */
export async function runSpeculatively<C, R>(options: {
  version: Promise<number>;
  cached: { version: number; value: Promise<C> } | null;
  load: (version: number) => Promise<C>;
  run: (config: C) => Promise<R>;
}): Promise<R> {
  const { cached, run } = options;
  // Settles to the run's outcome, or to undefined when the cached configuration itself failed to load.
  const attempt = cached?.value.then(
    (config) =>
      run(config).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    () => undefined,
  );
  const version = await options.version;
  const outcome = cached?.version === version ? await attempt : undefined;
  if (outcome === undefined) return run(await options.load(version));
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/**
 * Runs `handler` for the caller on the current configuration. The catalogue version read (is the cached
 * configuration current?) runs alongside the token check and, for a GET, alongside the endpoint itself run on the
 * cached configuration: a warm call waits for one round of reads instead of three.
 */
export async function runWithConfig(
  deps: ApiDeps,
  req: ApiRequest,
  route: { handler: Handler; access: RouteAccess; query: z.ZodType; bodySchema?: z.ZodType },
  params: Readonly<Record<string, string>>,
  timing: ServerTiming,
): Promise<{ caller: Caller; reply: ApiReply }> {
  // Concurrent calls share the version read in flight (shared-reads.ts): one read per round trip under load.
  const versionRead = timing.time(
    'config',
    sharedReadsFor(deps.db).run('catalogueState', () => readCatalogueVersion(deps.db)),
  );
  versionRead.catch(() => undefined); // awaited below, unless the caller check fails first
  const caller = await timing.time('auth', resolveCaller(deps.auth, req.headers.authorization));
  // The inner async turns a handler's synchronous throw (a 404 from an access check) into a rejection too.
  const run = (config: PortalConfig): Promise<ApiReply> =>
    timing.time(
      'app',
      (async () => {
        // The route's declared access first: nothing is read for a caller the gate refuses.
        const { reader, query } = await gateRequest({
          db: deps.db,
          caller,
          config,
          access: route.access,
          params,
          query: req.query,
        });
        return route.handler({
          db: deps.db,
          files: deps.files,
          ...(deps.unsubscribeSecret ? { unsubscribeSecret: deps.unsubscribeSecret } : {}),
          log: deps.log,
          // The query through the entry's schema (a 400 names the parameter), after the gate took the profile off.
          query: parseQuery(route.query, query),
          body: route.bodySchema ? parseBody(route.bodySchema, req.body) : req.body,
          rawBody: req.rawBody,
          contentType: req.headers['content-type'],
          params,
          caller,
          access: reader.access,
          reader,
          config,
        });
      })(),
    );
  const reply = await runSpeculatively({
    version: versionRead,
    cached: req.method === 'GET' ? cachedPortalConfig(deps.db) : null,
    load: (version) => portalConfigAt(deps.db, deps.log, version),
    run,
  });
  return { caller, reply };
}
