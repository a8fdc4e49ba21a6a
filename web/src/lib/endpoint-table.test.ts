import { describe, expect, it, vi } from 'vitest';
import { API, API_ENTRIES, routeAccessOf, urlTemplateOf, type ApiEntry, type ApiName } from '@portal/domain';
import ts from 'typescript';
import { createApiClient, definedEndpoints, READER_PARAM_NAMES, type Endpoint } from './api-client';
import { createLogger } from './logger';

/*
 * Issue 25: every call the web app makes is derived from its entry of the API contract, and no other source writes
 * an `/api/` path. Issue 24: every product read carries the reader's parameters, and no other call does. The list of
 * calls is the client's own endpoint table (every `defineEndpoint` of the modules loaded), filled by loading every
 * source file that defines an endpoint: a new endpoint is checked without being named here.
 */

// The app's client and the query hook would start Firebase, the session and the tenant's settings: not needed to
// define endpoints.
vi.mock('./api', () => ({ apiClient: {} }));
vi.mock('./use-api-query', () => ({ useApiQuery: () => ({ status: 'idle' }) }));
vi.mock('../config/tenant-runtime', () => ({
  tenantRuntime: {
    tenantId: 'test',
    projectId: 'test',
    settings: {
      allowedLoginMethods: ['emailPassword'],
      firebase: { projectId: 'test', region: 'test-region1' },
    },
  },
}));

// Every source but the tests and the client itself (the one place that builds `/api/` URLs, from the entries).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./api-client/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// What the browser runs outside the bundle: the start-up script and the page template.
const STATIC = import.meta.glob<string>(['../../public/**/*.js', '../../index.html'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const MODULES = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./api-client/**']);

const DEFINE_CALL = /\bdefineEndpoint\(/g;
const definingFiles = Object.entries(SOURCES).filter(([, text]) => text.match(DEFINE_CALL) !== null);

/** Every entry a defining file names (`defineEndpoint(API.x`): each must be in the table once they are loaded. */
const namedEntries = definingFiles.flatMap(([, text]) =>
  [...text.matchAll(/\bdefineEndpoint\(API\.(\w+)/g)].map((m) => m[1] ?? ''),
);

const ENTRIES: readonly ApiEntry[] = Object.values(API);

/** The string and template literals of a source that hold `/api/` (comments do not count). */
function apiLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isModuleName =
      (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
      node.parent.moduleSpecifier === node;
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      !isModuleName &&
      /(^|[^.\w])\/api\//.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}
const defineCalls = definingFiles.reduce((n, [, text]) => n + [...text.matchAll(DEFINE_CALL)].length, 0);

async function loadTable(): Promise<readonly Endpoint<never, unknown>[]> {
  for (const [file] of definingFiles) {
    const load = MODULES[file];
    if (!load) throw new Error(`No module for ${file}`);
    await load();
  }
  return definedEndpoints();
}

const READER = { lang: 'de', investor_profile: 'professional', country: 'CH', embed: 'live' } as const;

/** Params for any endpoint: a value for each path placeholder, and a file for an upload. */
function sampleParams(endpoint: Endpoint<never, unknown>): Record<string, unknown> {
  const placeholders = [...endpoint.pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const values: Record<string, unknown> = Object.fromEntries(placeholders.map((name) => [name, `${name}-1`]));
  // The raw body of an upload; one more (empty) field of a JSON write's body.
  if (endpoint.method === 'POST') values.body = new Blob(['x']);
  return values;
}

/** The URL and body each endpoint's call sends, through the client as the app makes it. */
async function sentRequests(table: readonly Endpoint<never, unknown>[]) {
  const sent: { endpoint: Endpoint<never, unknown>; url: string; body: unknown }[] = [];
  for (const endpoint of table) {
    const client = createApiClient({
      currentUser: () => null,
      signOut: () => Promise.resolve(),
      navigate: () => undefined,
      currentPath: () => '/',
      localePath: (path) => path,
      readerParams: () => READER,
      logger: createLogger(new Set()),
      fetch: (url, init) => {
        sent.push({ endpoint, url, body: init.body });
        return Promise.resolve(new Response('{}', { status: 200 }));
      },
    });
    // Answers do not match the endpoints' schemas: only the requests matter here.
    await client.request(endpoint, sampleParams(endpoint) as never).catch(() => undefined);
  }
  return sent;
}

const queryOf = (url: string) =>
  new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

describe('the endpoint table', () => {
  it('holds every endpoint the web sources define', async () => {
    const table = await loadTable();
    expect(definingFiles.length).toBeGreaterThan(10);
    expect(table.length).toBeGreaterThanOrEqual(defineCalls);
    const entries = new Set(table.map((e) => e.entry));
    for (const name of namedEntries) expect(entries, name).toContain(API[name as keyof typeof API]);
    // Not vacuous: the table has product reads and writes.
    expect(table.some((e) => e.productRead)).toBe(true);
    expect(table.some((e) => e.method !== 'GET')).toBe(true);
  });

  it('derives every endpoint from an entry of the API contract: its method and URL are the entry’s', async () => {
    const table = await loadTable();
    for (const endpoint of table) {
      expect(ENTRIES, `${endpoint.method} ${endpoint.pattern}`).toContain(endpoint.entry);
      expect(endpoint.method).toBe(endpoint.entry.method);
      expect(endpoint.pattern).toBe(urlTemplateOf(endpoint.entry));
    }
  });

  it('leaves no `/api/` path literal in the web sources outside the client', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const literals = Object.entries(SOURCES).flatMap(([file, text]) => apiLiterals(file, text));
    expect(literals).toEqual([]);
    // The start-up script and the page template take the site state's URL from the contract (vite.config.ts).
    expect(Object.keys(STATIC).length).toBeGreaterThanOrEqual(2);
    const staticPaths = Object.entries(STATIC).flatMap(([file, text]) =>
      [...text.matchAll(/['"`](\/api\/[^'"`]*)/g)].map((m) => `${file}: ${m[1] ?? ''}`),
    );
    expect(staticPaths).toEqual([]);
    // Not vacuous: the finder sees a literal where there is one.
    expect(
      apiLiterals(
        'x.ts',
        "import a from '../api/a';\nconst url = `/api/products/${a}`; // '/api/' in a comment",
      ),
    ).toEqual(['x.ts:2: /api/products/']);
  });

  it('calls only routes the API declares, and marks exactly its declared reads as product reads', async () => {
    const table = await loadTable();
    for (const endpoint of table) {
      const access = routeAccessOf(endpoint.method, endpoint.pattern);
      expect(
        access,
        `${endpoint.method} ${endpoint.pattern} is not a route of contracts/api-access.ts`,
      ).toBeDefined();
      const expected = access?.kind === 'read' || access?.kind === 'readMany';
      expect(endpoint.productRead, `${endpoint.method} ${endpoint.pattern}`).toBe(expected);
    }
  });

  it('sends the reader’s language and profile on every product read', async () => {
    const sent = await sentRequests((await loadTable()).filter((e) => e.productRead));
    expect(sent.length).toBeGreaterThan(0);
    for (const { endpoint, url } of sent) {
      const query = queryOf(url);
      for (const name of READER_PARAM_NAMES) {
        // An endpoint's own `lang` (holdings, factsheet) is the caller's; the sample params give none.
        expect(query.get(name), `${endpoint.pattern}: ${name}`).toBe(READER[name]);
      }
    }
  });

  it('sends none of them on a write or a call outside the product reads', async () => {
    const sent = await sentRequests((await loadTable()).filter((e) => !e.productRead));
    expect(sent.length).toBeGreaterThan(0);
    for (const { endpoint, url, body } of sent) {
      const query = queryOf(url);
      const json: unknown = typeof body === 'string' ? JSON.parse(body) : {};
      for (const name of READER_PARAM_NAMES) {
        expect(query.has(name), `${endpoint.method} ${endpoint.pattern}: ${name} in the query`).toBe(false);
        expect(json, `${endpoint.method} ${endpoint.pattern}: ${name} in the body`).not.toHaveProperty(name);
      }
    }
  });
});

/**
 * The GET calls of the contract that no page requests, each with why it is API-only. Issue 26 item 2: every figure
 * the API computes is on a page a user can reach, so a new read either gets a page or a reason here.
 */
const API_ONLY: Readonly<Partial<Record<ApiName, string>>> = {
  health:
    'the readiness probe of `npm start`, the test harness and the deploy’s smoke check; it counts the catalogue, shows no figure',
  benchmarks:
    'the benchmark catalogue for API consumers; pages read the benchmarks a product offers (products/:id/benchmarks)',
  benchmark:
    'one benchmark of the catalogue for API consumers; pages name benchmarks from products/:id/benchmarks',
};

/** The entries a source names as `urlTemplateOf(API.x)` or `urlTemplateOf(SITE_CALLS.x)`: requested without the client. */
const templateReferences = new Set(
  Object.values(SOURCES).flatMap((text) =>
    [...text.matchAll(/\burlTemplateOf\((?:API|SITE_CALLS)\.(\w+)\)/g)].map((m) => m[1] ?? ''),
  ),
);

describe('the contract’s reads on pages', () => {
  const gets = API_ENTRIES.filter(([, entry]) => entry.method === 'GET');

  it('has every GET entry requested by a web module, or named API-only with a reason', async () => {
    const requested = new Set<ApiEntry>((await loadTable()).map((e) => e.entry as ApiEntry));
    expect(gets.length).toBeGreaterThan(40);
    const missing = gets
      .filter(([name, entry]) => !requested.has(entry) && !templateReferences.has(name))
      .map(([name]) => name)
      .filter((name) => API_ONLY[name] === undefined);
    expect(
      missing,
      'GET entries no web module requests (add them to a page, or to API_ONLY with why)',
    ).toEqual([]);
  });

  it('keeps the API-only list honest: GET entries of the contract, each with a reason, none requested', async () => {
    const requested = new Set<ApiEntry>((await loadTable()).map((e) => e.entry as ApiEntry));
    for (const [name, reason] of Object.entries(API_ONLY)) {
      const entry = API[name as ApiName] as ApiEntry | undefined;
      expect(entry?.method, name).toBe('GET');
      expect(reason.length, name).toBeGreaterThan(20);
      if (entry)
        expect(requested.has(entry) || templateReferences.has(name), `${name} is requested`).toBe(false);
    }
    // Not vacuous: the start-up's and the contact form's template references are seen.
    expect(templateReferences).toContain('contactChallenge');
  });
});
