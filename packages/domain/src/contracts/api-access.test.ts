import { describe, expect, it } from 'vitest';
import {
  apiEntryOfPath,
  carriesReaderParams,
  routeAccessOf,
  routeAccessOfPath,
  routePattern,
} from './api-access.js';

describe('the declared access of the API routes', () => {
  it('finds a route whatever the caller calls its parameters', () => {
    expect(routePattern('/api/products/{id}/documents/{docId}/file')).toBe(
      'products/:id/documents/:docId/file',
    );
    expect(routeAccessOf('GET', '/api/products/{productId}/drawdowns')).toEqual({
      kind: 'read',
      resource: 'mode',
    });
    expect(routeAccessOf('GET', 'products/:id/holdings')).toEqual({ kind: 'read', resource: 'product' });
    expect(routeAccessOf('GET', '/api/products/{id}/no-such-call')).toBeUndefined();
  });

  it('says which calls carry the reader’s parameters: the declared reads only', () => {
    expect(carriesReaderParams('GET', '/api/products/{id}/details')).toBe(true);
    expect(carriesReaderParams('GET', '/api/products/key-numbers')).toBe(true);
    expect(carriesReaderParams('GET', '/api/products/{id}/price-data')).toBe(false);
    expect(carriesReaderParams('POST', '/api/products/{id}/documents')).toBe(false);
    expect(carriesReaderParams('GET', '/api/site/state')).toBe(false);
  });

  it('matches a concrete call segment by segment', () => {
    expect(routeAccessOfPath('GET', '/api/products/p1/details?mode=live')).toEqual({
      kind: 'read',
      resource: 'mode',
    });
    expect(routeAccessOfPath('GET', '/api/products/key-numbers?product_ids=a')).toEqual({ kind: 'readMany' });
    expect(routeAccessOfPath('GET', '/api/site/state')?.kind).toBe('open');
    expect(routeAccessOfPath('GET', '/api/products/p1/nothing')).toBeUndefined();
    // As the router reads it: a trailing slash adds no segment.
    expect(apiEntryOfPath('GET', '/api/benchmarks/')?.name).toBe('benchmarks');
    expect(apiEntryOfPath('GET', '/api/benchmarks/b1')?.name).toBe('benchmark');
  });
});
