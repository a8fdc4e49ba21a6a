import { describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_OPERATIONS } from '../../access/route-access.js';
import { routeAccessOf } from '../api-access.js';
import { urlTemplateOf, type ParamsOf, type ResponseOf } from './entry.js';
import type { ProductDetailsResponse } from '../analytics-responses.js';
import { openApiDocument } from './openapi.js';
import { API, API_ENTRIES } from './table.js';

const shape = (path: string) => path.replace(/:[^/]+/g, ':');

describe('the API contract table', () => {
  it('types the parameters of each path', () => {
    expectTypeOf<ParamsOf<typeof API.documentFile>>().toEqualTypeOf<Record<'id' | 'docId', string>>();
    expectTypeOf<ParamsOf<typeof API.productDetails>>().toEqualTypeOf<Record<'id', string>>();
    expect(API.documentFile.path).toBe('products/:id/documents/:docId/file');
  });

  it('keeps each response schema’s type, for a client derived from the entry', () => {
    expectTypeOf<ResponseOf<typeof API.productDetails>>().toEqualTypeOf<ProductDetailsResponse>();
    expectTypeOf<ResponseOf<typeof API.documentFile>>().toEqualTypeOf<never>();
    expect(API.productDetails.response.kind).toBe('json');
  });

  it('declares each method and path once', () => {
    const keys = API_ENTRIES.map(([, e]) => `${e.method} ${shape(e.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts literal paths before the `:param` paths they would otherwise lose to (the router takes the first match)', () => {
    API_ENTRIES.forEach(([name, e], i) => {
      const segments = e.path.split('/');
      for (const [earlier, f] of API_ENTRIES.slice(0, i)) {
        const parts = f.path.split('/');
        const shadows =
          f.method === e.method &&
          parts.length === segments.length &&
          parts.every((p, j) => p.startsWith(':') || p === segments[j]);
        expect(shadows, `${earlier} shadows ${name}`).toBe(false);
      }
    });
  });

  it('gives caches only what they may keep: writes, files and request-only calls are never shared', () => {
    for (const [name, e] of API_ENTRIES) {
      const shareable = e.method === 'GET' && e.runner === 'configured' && e.response.kind === 'json';
      expect(e.cache === 'none', name).toBe(!shareable);
    }
    // Site state and holdings: an admin's change must reach the next call.
    expect(API.siteState.cache).toBe('revalidate');
    expect(API.holdings.cache).toBe('revalidate');
    expect(API.productDetails.cache).toBe('result');
  });

  it('runs request-only calls open (they never see a caller)', () => {
    for (const [name, e] of API_ENTRIES) if (e.runner === 'request') expect(e.access.kind, name).toBe('open');
  });

  it('is where the access declarations come from', () => {
    for (const [name, e] of API_ENTRIES) expect(routeAccessOf(e.method, e.path), name).toEqual(e.access);
    expect(routeAccessOf('POST', 'operations/bulk-price-update')).toEqual({
      kind: 'operation',
      operation: 'bulkPriceDataUpdate',
    });
    expect(routeAccessOf('POST', '/api/products/{id}/prices')).toEqual({ kind: 'productAdmin' });
  });

  it('routes every admin operation through its one access decision', () => {
    const operations = new Set(
      API_ENTRIES.flatMap(([, e]) => (e.access.kind === 'operation' ? [e.access.operation] : [])),
    );
    expect([...operations].sort()).toEqual([...ADMIN_OPERATIONS].sort());
    for (const [name, e] of API_ENTRIES)
      if (e.path.startsWith('operations/') || e.path === 'holding-overrides')
        expect(e.access.kind, name).toBe('operation');
  });
});

describe('the OpenAPI document', () => {
  const doc = openApiDocument({ title: 'Test portal', version: 'test' });
  const paths = doc.paths as Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;

  it('is OpenAPI 3.1 in JSON Schema draft 2020-12, and survives JSON unchanged', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('has every entry as one operation, with each path parameter declared', () => {
    for (const [name, e] of API_ENTRIES) {
      const op = paths[urlTemplateOf(e)]?.[e.method.toLowerCase()];
      expect(op, name).toBeDefined();
      const declared = op?.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, name).toEqual([...e.path.matchAll(/:([^/]+)/g)].map((m) => m[1]));
    }
  });

  it('documents seed 000 §7’s calls with an example', () => {
    const exampled = API_ENTRIES.filter(([, e]) => e.example).map(([, e]) => urlTemplateOf(e));
    for (const call of [
      '/api/products/{id}/details',
      '/api/products/{id}/holdings',
      '/api/products/key-numbers',
      '/api/assets',
    ])
      expect(exampled).toContain(call);
  });
});
