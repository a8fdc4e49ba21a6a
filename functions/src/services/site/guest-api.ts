import type { ApiEntry, JsonResponse, ParamsOf, ResponseOf, ServerFetch } from '@portal/domain';
import type { ApiDeps } from '../api/context.js';
import { handleApiRequest } from '../api/handle-api-request.js';
import type { ApiResponse } from '../api/http.js';

/*
 * The server-rendered parts of the site (robots, sitemap, page heads, preview images: ./handle-site-request.ts) read
 * product data the one way the web app does: through the API contract, as a guest, with the investor profile the
 * visitor stated (the `__session` cookie). The call runs in this process through the API's own pipeline (route table,
 * gate, handler, response schema), so what a page's HTML shows is exactly what the same visitor's browser would get
 * from `/api/...`, and nothing a gate refuses.
 */

/** The answer of a call: its body parsed with the entry's schema, or null with the status when it was refused. */
export type GuestAnswer<E extends ApiEntry> =
  { status: 200; body: ResponseOf<E> } | { status: number; body: null };

/** Reader parameters (`lang`, `investor_profile`, `country`) and the call's own query, as strings. */
export type GuestQuery = Readonly<Record<string, string>>;

function recorder(): { res: ApiResponse; out: { status: number; body: unknown } } {
  const out: { status: number; body: unknown } = { status: 0, body: undefined };
  const res: ApiResponse = {
    status(code) {
      out.status = code;
      return res;
    },
    setHeader: () => undefined,
    json(body) {
      out.body = body;
    },
    send(body) {
      out.body = JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body)) as unknown;
    },
    end: () => undefined,
  };
  return { res, out };
}

/** `GET` of a JSON entry of the contract as a guest (no Authorization header), in this process. */
export async function guestApiCall<E extends ApiEntry<string, 'GET', JsonResponse>>(
  deps: ApiDeps,
  entry: E,
  params: ParamsOf<E>,
  query: GuestQuery = {},
): Promise<GuestAnswer<E>> {
  const values: Readonly<Record<string, string>> = params;
  const path = `/api/${entry.path.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
  const { res, out } = recorder();
  await handleApiRequest(deps, { method: 'GET', path, query, headers: {} }, res);
  if (out.status !== 200) return { status: out.status, body: null };
  return { status: 200, body: entry.response.schema.parse(out.body) as ResponseOf<E> };
}

/**
 * `fetch` of the site's own URLs for the server-rendered pages (the web app's server build, ./page-renderer.ts): a
 * `GET /api/...` runs through the API's pipeline in this process as a guest, exactly as the browser's request would;
 * `/tenant/help.json` is the deploy's help content. Anything else is not the site's to answer here.
 */
export function guestFetch(deps: ApiDeps, help: unknown): ServerFetch {
  return async (url, init) => {
    const target = new URL(url, 'http://site.invalid');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if ((init.method ?? 'GET') !== 'GET') return json(405, { error: 'Method not allowed' });
    if (target.pathname === '/tenant/help.json') return json(200, help);
    if (!target.pathname.startsWith('/api/')) return json(404, { error: 'Not found' });
    const { res, out } = recorder();
    await handleApiRequest(
      deps,
      { method: 'GET', path: target.pathname, query: Object.fromEntries(target.searchParams), headers: {} },
      res,
    );
    return json(out.status, out.body ?? null);
  };
}
