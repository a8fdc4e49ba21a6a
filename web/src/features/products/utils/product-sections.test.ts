import { describe, expect, it } from 'vitest';
import { availableSections, embeddedAccess, sectionAccess } from './product-sections';

const mode = (m: 'live' | 'historical' | 'internal', allowedRoles?: string[]) => ({
  mode: m,
  updateFrequency: 'daily' as const,
  zoomButtons: [],
  genericCardsToShow: ['cumulativeReturns' as const],
  perfStats: [],
  events: [],
  allowLogScale: false,
  defaultLogScale: false,
  allowLiveComparison: false,
  benchmarks: [],
  ...(allowedRoles ? { allowedRoles } : {}),
});

const guest = { roles: ['guest'], userDefinedRoles: [] };
const admin = { roles: ['insight', 'admin'], userDefinedRoles: [] };
const employee = { roles: ['insight', 'employee'], userDefinedRoles: [] };
const productAdmin = {
  roles: ['insight', 'ynnovation-admins'],
  userDefinedRoles: [{ name: 'ynnovation-admins', allowedProductIds: ['yn'] }],
};

describe('sectionAccess', () => {
  const liveOnly = { productId: 'p', live: mode('live') };

  it('offers analysis tabs only for configured modes', () => {
    expect(sectionAccess(liveOnly, 'live-analysis', guest).kind).toBe('ok');
    expect(sectionAccess(liveOnly, 'historical-analysis', guest).kind).toBe('notFound');
  });

  it('keeps internal analysis for the admins of the product', () => {
    const p = { productId: 'p', live: mode('live'), internal: mode('internal') };
    expect(sectionAccess(p, 'internal-analysis', guest).kind).toBe('forbidden');
    expect(sectionAccess(p, 'internal-analysis', employee).kind).toBe('forbidden');
    expect(sectionAccess(p, 'internal-analysis', productAdmin).kind).toBe('forbidden');
    expect(sectionAccess(p, 'internal-analysis', admin).kind).toBe('ok');
    expect(sectionAccess({ ...p, productId: 'yn' }, 'internal-analysis', productAdmin).kind).toBe('ok');
  });

  it('honours roles restricted on a mode, letting admins of the product through', () => {
    const p = { productId: 'yn', live: mode('live', ['admin', 'superAdmin']) };
    expect(sectionAccess(p, 'live-analysis', guest).kind).toBe('forbidden');
    expect(sectionAccess(p, 'live-analysis', productAdmin).kind).toBe('ok');
    expect(sectionAccess(p, 'live-analysis', employee).kind).toBe('ok');
  });

  it('routes use case and factsheet only where configured; a use case may redirect', () => {
    expect(sectionAccess(liveOnly, 'use-case', guest).kind).toBe('notFound');
    expect(sectionAccess(liveOnly, 'factsheet', guest).kind).toBe('notFound');
    const redirecting = { ...liveOnly, useCase: { redirect: '/products/x/use-case' } };
    expect(sectionAccess(redirecting, 'use-case', guest)).toEqual({
      kind: 'redirect',
      to: '/products/x/use-case',
    });
    const withFactsheet = { ...liveOnly, factsheet: { needLoginToSee: false, showBenchmark: false } };
    expect(sectionAccess(withFactsheet, 'factsheet', guest).kind).toBe('ok');
  });

  it('always offers overview and documents', () => {
    expect(sectionAccess(liveOnly, 'overview', guest).kind).toBe('ok');
    expect(sectionAccess(liveOnly, 'documents', guest).kind).toBe('ok');
    expect(availableSections(liveOnly, guest)).toEqual([
      'overview',
      'live-analysis',
      'documents',
      'download-document',
      'download-last-factsheet',
    ]);
  });
});

describe('embeddedAccess', () => {
  it('needs the mode of the embedded page', () => {
    const p = { productId: 'p', historical: mode('historical') };
    expect(embeddedAccess(p, 'historical-perf-graph', guest).kind).toBe('ok');
    expect(embeddedAccess(p, 'live-perf-graph', guest).kind).toBe('notFound');
  });
});
