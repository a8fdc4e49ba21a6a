import { API, urlTemplateOf } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { comparisonPdfEndpoint } from './download-comparison';
import { comparisonParams } from './get-comparison';

// The client would start the session and Firebase: only the endpoint is under test.
vi.mock('../../../lib/api', () => ({ apiClient: {} }));
vi.mock('../../../lib/use-api-query', () => ({ useApiQuery: () => ({ status: 'idle' }) }));

describe('comparisonPdfEndpoint', () => {
  it('asks the contract’s PDF path with the page’s query, as the comparison itself', () => {
    const state = { productIds: ['a', 'b-c'], period: '36m' as const, from: '2020-01-31', to: null };
    const request = comparisonPdfEndpoint.prepare(comparisonParams(state));
    expect(request.method).toBe('GET');
    expect(request.url).toBe(
      `${urlTemplateOf(API.comparisonPdf)}?products=a,b-c&period=36m&period_start_date=2020-01-31`,
    );
  });

  it('is a product read answered by a file: the client adds the reader’s language and profile', () => {
    expect(comparisonPdfEndpoint.productRead).toBe(true);
    expect(comparisonPdfEndpoint.file).not.toBeNull();
  });
});
