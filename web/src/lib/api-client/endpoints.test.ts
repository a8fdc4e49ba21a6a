import { API } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoints';
import { jsonBody, params, queryString } from './request';
import { itemEndpoint } from './test-endpoints';

// How an endpoint derived from a contract entry builds its requests.

describe('endpoint descriptors', () => {
  it('fills and encodes path placeholders, keeps snake_case names, joins arrays and omits undefined', () => {
    const endpoint = defineEndpoint(API.performanceData, {
      params: params<{
        mode?: string;
        benchmark_symbol?: string;
        periods?: readonly string[];
        stat_ids?: readonly string[];
        period_end_date?: string;
      }>(),
    });
    const request = endpoint.prepare({
      id: 'fund a/1',
      mode: 'live',
      benchmark_symbol: undefined,
      periods: ['12m', 'max'],
      stat_ids: ['alpha', 'beta'],
    });
    expect(request).toEqual({
      method: 'GET',
      path: '/api/products/fund%20a%2F1/performance-data',
      url: '/api/products/fund%20a%2F1/performance-data?mode=live&periods=12m,max&stat_ids=alpha,beta',
      body: undefined,
    });
  });

  it('keeps empty entries of a list (inception_dates: empty text for missing ones)', () => {
    expect(
      queryString([
        ['product_ids', ['a', 'b', 'c']],
        ['inception_dates', ['2020-01-01', '', '2021-05-03']],
        ['period_end_date', undefined],
      ]),
    ).toBe('product_ids=a,b,c&inception_dates=2020-01-01,,2021-05-03');
  });

  it('sends the params of a POST endpoint as a JSON body', () => {
    const endpoint = defineEndpoint(API.removeFollower, {
      params: params<{ uid: string; follower_uid: string; product_id: string }>(),
    });
    const request = endpoint.prepare({ uid: 'u1', follower_uid: 'u2', product_id: 'p1' });
    expect(request).toMatchObject({ method: 'POST', url: '/api/users/remove-follower' });
    expect(JSON.parse(typeof request.body === 'string' ? request.body : '')).toEqual({
      uid: 'u1',
      follower_uid: 'u2',
      product_id: 'p1',
    });
  });

  it('types params from the pattern and the params marker', () => {
    // @ts-expect-error `id` (from the `{id}` placeholder) is required
    itemEndpoint.prepare({ mode: 'live' });
    // @ts-expect-error unknown query param
    itemEndpoint.prepare({ id: 'a', other: 'x' });
    expect(itemEndpoint.prepare({ id: 'a' }).url).toBe('/api/items/a');
  });

  it('takes method, URL, body kind and answer from the entry', () => {
    const upload = defineEndpoint(API.uploadMedia, { params: params<{ file_name: string }>() });
    expect(upload.method).toBe('POST');
    expect(upload.pattern).toBe('/api/products/{id}/media');
    const file = new Blob(['x']);
    expect(upload.prepare({ id: 'p1', file_name: 'a.png', body: file })).toMatchObject({
      url: '/api/products/p1/media?file_name=a.png',
      body: file,
    });
    // 204: "no data" where the entry says so, nothing to parse for a delete that answers 204.
    expect(defineEndpoint(API.holdings).noContent?.()).toBeNull();
    expect(defineEndpoint(API.deleteComponent).noContent?.()).toBeNull();
    expect(defineEndpoint(API.productDetails).noContent).toBeNull();
    // A file entry resolves to the file, and parses no JSON.
    const download = defineEndpoint(API.documentFile);
    expect(download.file?.({ blob: file, fileName: 'a.pdf' })).toEqual({ blob: file, fileName: 'a.pdf' });
    expect(() => download.parse({})).toThrow('answers a file');
    expect(defineEndpoint(API.productDetails).file).toBeNull();
  });

  it('sends a `jsonBody` whole, even a field named like a path parameter', () => {
    const create = defineEndpoint(API.createComponent, { params: jsonBody<{ id: string; page: string }>() });
    const request = create.prepare({ id: 'p1', body: { id: 'c1', page: 'overview' } });
    expect(request.url).toBe('/api/products/p1/components');
    expect(JSON.parse(typeof request.body === 'string' ? request.body : '')).toEqual({
      id: 'c1',
      page: 'overview',
    });
  });

  it('hands the parsed answer to `select`', () => {
    const ids = defineEndpoint(API.reorderDocuments, {
      params: params<{ ids: readonly string[] }>(),
      select: (answer) => answer.ids.length,
    });
    expect(ids.parse({ ids: ['a', 'b'] })).toEqual({ success: true, data: 2 });
    expect(ids.parse({ ids: 'a' }).success).toBe(false);
  });
});
