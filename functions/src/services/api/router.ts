/** A route: path segments after the optional `/api` prefix; `:name` segments capture a parameter. */
export interface Route<H> {
  methods: readonly string[];
  pattern: string;
  handler: H;
}

export type RouteMatch<H> =
  | { kind: 'found'; route: Route<H>; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: readonly string[] }
  | { kind: 'not-found' };

/**
 * Splits a request path into decoded segments. Behind the Hosting rewrite the path keeps `/api`, on the function's
 * own URL it does not: both address the same routes. Returns null for undecodable (malformed %-escapes) paths.
 */
export function pathSegments(path: string): string[] | null {
  const raw = path.split('/').filter((s) => s !== '');
  if (raw[0] === 'api') raw.shift();
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((s) => s !== '');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** First route whose pattern matches (so literal routes go before `:param` ones); HEAD is served as GET. */
export function matchRoute<H>(routes: readonly Route<H>[], method: string, path: string): RouteMatch<H> {
  const segments = pathSegments(path);
  if (!segments) return { kind: 'not-found' };
  const effective = method === 'HEAD' ? 'GET' : method;
  const allowed = new Set<string>();
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.methods.includes(effective)) return { kind: 'found', route, params };
    for (const m of route.methods) allowed.add(m);
  }
  return allowed.size > 0 ? { kind: 'wrong-method', allowed: [...allowed] } : { kind: 'not-found' };
}

/** Value of an `Allow` header: the route's methods plus what the server answers for every route. */
export function allowHeader(methods: readonly string[]): string {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all].join(', ');
}
