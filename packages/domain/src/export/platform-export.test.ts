import { describe, expect, it } from 'vitest';
import { csvRow } from '../csv/csv-writer.js';
import { operationRecordSchema } from '../schemas/operations.js';
import { productConfigSchema } from '../tenant/product-config.js';
import {
  EXPORT_HEADERS,
  documentRow,
  exportFileName,
  exportScope,
  followerRow,
  holdingExportRow,
  priceRows,
  productRow,
  productSeriesIds,
  seriesInScope,
} from './platform-export.js';

const product = (productId: string, over: Record<string, unknown> = {}) =>
  productConfigSchema.parse({
    productId,
    storeModule: 'x',
    productName: `=HYPERLINK("http://evil")`,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en', 'de'],
    currency: 'CHF',
    inceptionDate: '2020-01-02',
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    ...over,
  });
const catalogue = [product('a'), product('b'), product('c')];
const role = { name: 'managers', allowedProductIds: ['b', 'zz'] };

describe('exportScope', () => {
  it('gives admins every product, the benchmarks and the followers', () => {
    for (const r of ['admin', 'superAdmin']) {
      expect(exportScope({ roles: ['insight', r], userDefinedRoles: [] }, catalogue)).toEqual({
        productIds: ['a', 'b', 'c'],
        includeBenchmarks: true,
        includeFollowers: true,
      });
    }
  });

  it('gives a product admin their products only, without followers or benchmarks', () => {
    expect(exportScope({ roles: ['insight', 'managers'], userDefinedRoles: [role] }, catalogue)).toEqual({
      productIds: ['b'],
      includeBenchmarks: false,
      includeFollowers: false,
    });
  });

  it('refuses anybody else', () => {
    expect(exportScope({ roles: ['insight', 'employee'], userDefinedRoles: [role] }, catalogue)).toBeNull();
    expect(exportScope({ roles: [], userDefinedRoles: [] }, catalogue)).toBeNull();
  });
});

describe('series', () => {
  it('lists one series per configured mode', () => {
    const p = product('d', {
      historical: {
        mode: 'historical',
        updateFrequency: 'weekly',
        genericCardsToShow: ['cumulativeReturns'],
      },
    });
    expect(productSeriesIds(p)).toEqual(['d', 'd--historical']);
  });

  it('keeps benchmarks for admins only and product series of the scope', () => {
    const scope = { productIds: ['b'], includeBenchmarks: false, includeFollowers: false };
    expect(seriesInScope({ kind: 'benchmark', ownerId: 'idx' }, scope, new Set(), 'idx')).toBe(false);
    expect(seriesInScope({ kind: 'product', ownerId: 'b' }, scope, new Set(), 'b--internal')).toBe(true);
    expect(seriesInScope({ kind: 'product', ownerId: 'a' }, scope, new Set(), 'a')).toBe(false);
    expect(seriesInScope({ kind: 'product', ownerId: 'x' }, scope, new Set(['x']), 'x')).toBe(true);
  });
});

describe('rows', () => {
  it('has one cell per header column in every file', () => {
    const p = catalogue[0];
    if (!p) throw new Error('no product');
    const meta = {
      seriesId: 'a',
      kind: 'product' as const,
      ownerId: 'a',
      frequency: 'daily' as const,
      currency: 'CHF',
      firstDate: '2024-01-02',
      lastDate: '2024-01-03',
      count: 2,
      version: 1,
      chunkIds: ['2020'],
    };
    const chunk = {
      seriesId: 'a',
      chunkId: '2020',
      dates: ['2024-01-02', '2024-01-03'],
      prices: [100, -1.5],
      adjusted: [null, 99],
    };
    const holding = {
      holdingName: '@Apple',
      currency: 'USD',
      isin: 'US0378331005',
      assetClass: 'equity',
      instrumentType: 'share',
      sector: 'it',
      region: 'na',
      weight: -0.02,
      value: 1000,
    };
    const createdAt = new Date('2024-01-02T10:00:00Z');
    const doc = {
      displayName: '+Factsheet',
      file: { path: 'documents/a/x.pdf', name: 'x.pdf', contentType: 'application/pdf', size: 12 },
      lang: 'en' as const,
      shareClass: null,
      loginRequired: false,
      lastFactsheet: true,
      archived: false,
      order: 0,
      createdAt,
    };
    const follower = {
      productId: 'a',
      email: 'x@example.com',
      lang: 'de' as const,
      addedByAdmin: true,
      uid: null,
      addedBy: 'u1',
      createdAt,
    };
    expect(productRow(p)).toHaveLength(EXPORT_HEADERS.products.length);
    expect(priceRows(meta, chunk)).toEqual([
      ['a', 'product', 'a', 'CHF', '2024-01-02', 100, 100],
      ['a', 'product', 'a', 'CHF', '2024-01-03', -1.5, 99],
    ]);
    expect(holdingExportRow('a', '2024-01-02', holding)).toHaveLength(EXPORT_HEADERS.holdings.length);
    expect(documentRow('a', 'd1', doc)).toHaveLength(EXPORT_HEADERS.documents.length);
    expect(followerRow(follower)).toEqual(['a', 'x@example.com', 'de', true, '2024-01-02T10:00:00.000Z']);
  });

  it('exports every share-class field and the price-download flag under its own header', () => {
    const p = product('q', {
      allowPriceDownload: true,
      shareClass: {
        class: 'I',
        currency: 'CHF',
        inceptionDate: '2020-01-02',
        isin: 'CH0012032048',
        valor: '1203204',
        bloombergCode: 'ROG SW Equity',
        managementFee: 0.008,
        performanceFee: 0.1,
        hedged: true,
        distributionPolicy: 'distributing',
      },
    });
    const row = Object.fromEntries(EXPORT_HEADERS.products.map((h, i) => [h, productRow(p)[i]]));
    expect(row).toMatchObject({
      share_class: 'I',
      isin: 'CH0012032048',
      valor: '1203204',
      bloomberg_code: 'ROG SW Equity',
      management_fee: 0.008,
      performance_fee: 0.1,
      hedged: true,
      distribution_policy: 'distributing',
      allow_price_download: true,
    });
  });

  it('neutralises formula text and keeps negative numbers when written', () => {
    const p = catalogue[0];
    if (!p) throw new Error('no product');
    expect(csvRow(productRow(p))).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const h = holdingExportRow('a', '2024-01-02', {
      holdingName: '-Short',
      currency: 'USD',
      isin: '',
      assetClass: 'a',
      instrumentType: 'b',
      sector: 'c',
      region: 'd',
      weight: -0.5,
      value: -10,
    });
    expect(csvRow(h)).toBe("a,2024-01-02,'-Short,USD,,a,b,c,d,-0.5,-10\r\n");
  });
});

describe('exportFileName', () => {
  it('names the zip after the UTC time', () => {
    expect(exportFileName(new Date('2026-11-25T00:12:59Z'))).toBe('platform-export-2026-11-25-0012.zip');
  });
});

describe('operation records of these operations', () => {
  const base = { createdAt: new Date(), createdBy: 'u1' };
  it('keep the scope and the row counts of an export', () => {
    const op = operationRecordSchema.parse({
      ...base,
      kind: 'export',
      status: 'succeeded',
      productIds: [],
      includeFollowers: true,
      rowCounts: { products: 2, followers: 0 },
    });
    expect(op).toMatchObject({
      includeFollowers: true,
      includeBenchmarks: false,
      rowCounts: { products: 2 },
    });
    expect(
      operationRecordSchema.safeParse({ ...base, kind: 'export', status: 'running', rowCounts: { zips: 1 } })
        .success,
    ).toBe(false);
  });

  it('record a refused component import that names no product the caller may update', () => {
    const op = { ...base, kind: 'bulkComponentImport', status: 'failed', productIds: [] };
    expect(operationRecordSchema.safeParse(op).success).toBe(true);
  });
});
