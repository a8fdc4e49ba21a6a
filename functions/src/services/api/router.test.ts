import { describe, expect, it } from 'vitest';
import { allowHeader, matchRoute, pathSegments, type Route } from './router.js';

const routes: Route<string>[] = [
  { methods: ['GET'], pattern: 'products/key-numbers', handler: 'keyNumbers' },
  { methods: ['GET'], pattern: 'products/:id/product-prices', handler: 'prices' },
  { methods: ['POST'], pattern: 'users/remove-follower', handler: 'removeFollower' },
];

describe('matchRoute', () => {
  it('serves the same route behind the Hosting rewrite and on the function URL', () => {
    for (const path of ['/api/products/key-numbers', '/products/key-numbers', '/api/products/key-numbers/']) {
      const m = matchRoute(routes, 'GET', path);
      expect(m.kind === 'found' && m.route.handler).toBe('keyNumbers');
    }
  });

  it('captures and decodes parameters; literal routes win over parameters', () => {
    const m = matchRoute(routes, 'GET', '/api/products/fx%2Done/product-prices');
    expect(m).toMatchObject({ kind: 'found', params: { id: 'fx-one' } });
    expect(matchRoute(routes, 'GET', '/api/products/key-numbers')).toMatchObject({
      route: { handler: 'keyNumbers' },
    });
  });

  it('answers HEAD like GET', () => {
    expect(matchRoute(routes, 'HEAD', '/products/a/product-prices').kind).toBe('found');
  });

  it('tells a wrong method (with the allowed ones) from an unknown path', () => {
    expect(matchRoute(routes, 'POST', '/api/products/key-numbers')).toEqual({
      kind: 'wrong-method',
      allowed: ['GET'],
    });
    expect(matchRoute(routes, 'GET', '/api/users/remove-follower')).toEqual({
      kind: 'wrong-method',
      allowed: ['POST'],
    });
    expect(matchRoute(routes, 'GET', '/api/products')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/api/products/a/b/product-prices')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/api/products/%E0%A4%A/product-prices')).toEqual({ kind: 'not-found' });
  });
});

describe('pathSegments / allowHeader', () => {
  it('drops only a leading api segment', () => {
    expect(pathSegments('/api/products/api')).toEqual(['products', 'api']);
    expect(pathSegments('/')).toEqual([]);
  });
  it('adds HEAD to GET and always OPTIONS', () => {
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
    expect(allowHeader(['POST'])).toBe('POST, OPTIONS');
  });
});
