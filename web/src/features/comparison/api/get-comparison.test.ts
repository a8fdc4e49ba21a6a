import { API, urlTemplateOf } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { comparisonEndpoint, comparisonParams } from './get-comparison';

/** The call's path, from its entry of the API contract. */
const PATH = urlTemplateOf(API.comparison);

// The query hook would start the session and Firebase: only the endpoint is under test.
vi.mock('../../../lib/use-api-query', () => ({ useApiQuery: () => ({ status: 'idle' }) }));

describe('comparisonEndpoint', () => {
  it('sends the products as one comma list, and the window only where chosen', () => {
    const request = comparisonEndpoint.prepare(
      comparisonParams({ productIds: ['a', 'b-c'], period: 'common', from: null, to: null }),
    );
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${PATH}?products=a,b-c&period=common`);
  });

  it('sends the chosen period and window', () => {
    const request = comparisonEndpoint.prepare(
      comparisonParams({ productIds: ['a', 'b'], period: '36m', from: '2020-01-31', to: '2024-06-28' }),
    );
    expect(request.url).toBe(
      `${PATH}?products=a,b&period=36m&period_start_date=2020-01-31&period_end_date=2024-06-28`,
    );
  });

  it('is a product read: the client adds the reader’s language and profile', () => {
    expect(comparisonEndpoint.productRead).toBe(true);
  });
});
