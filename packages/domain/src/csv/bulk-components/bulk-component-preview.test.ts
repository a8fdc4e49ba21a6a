import { describe, expect, it } from 'vitest';
import { bulkComponentCsvProductIds, parseBulkComponentCsv } from './bulk-component-csv.js';
import { bulkComponentWriteCount, previewBulkComponentUpdates } from './bulk-component-preview.js';
import { SAMPLE_BULK_COMPONENT_CSV } from './bulk-component-sample.js';
import { testContext } from './test-context.js';

describe('bulkComponentCsvProductIds', () => {
  it('lists the product ids of the data rows once each, in file order', () => {
    const text = 'product_id,component_id,type,language,key,value,page\n b ,x\n\na,y\nb,z\n';
    expect(bulkComponentCsvProductIds(text)).toEqual(['b', 'a']);
  });

  it('reads semicolon files and skips lines that do not split', () => {
    const text = '\uFEFFproduct_id;component_id;type;language;key;value;page\r\n"a;1";x\r\n"open\r\nc;y';
    expect(bulkComponentCsvProductIds(text)).toEqual(['a;1', 'c']);
  });

  it('gives nothing for an empty file or a header alone', () => {
    expect(bulkComponentCsvProductIds('')).toEqual([]);
    expect(bulkComponentCsvProductIds('product_id,component_id\n')).toEqual([]);
  });
});

describe('previewBulkComponentUpdates', () => {
  it('counts the rows before and after per language and lists the linked copies', () => {
    const text = [
      'product_id,component_id,type,language,key,value,page',
      'global-equity,regions,vertical-bar-chart,en,Europe,30,factsheet',
      'global-equity,regions,vertical-bar-chart,en,Americas,50,factsheet',
      'global-equity,regions,vertical-bar-chart,en,Asia,20,factsheet',
    ].join('\n');
    const r = parseBulkComponentCsv(text, testContext);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(previewBulkComponentUpdates(r.pages, testContext.components)).toEqual([
      {
        productId: 'global-equity',
        page: 'factsheet',
        components: [
          {
            componentId: 'regions',
            type: 'vertical-bar-chart',
            firstRow: 2,
            languages: [{ language: 'en', rowsBefore: 2, rowsAfter: 3 }],
            links: [{ productId: 'global-equity-usd', page: 'factsheet' }],
          },
        ],
      },
    ]);
    expect(bulkComponentWriteCount(r.pages)).toBe(2);
  });

  it('is empty for no updates', () => {
    expect(previewBulkComponentUpdates([], testContext.components)).toEqual([]);
    expect(bulkComponentWriteCount([])).toBe(0);
  });
});

describe('SAMPLE_BULK_COMPONENT_CSV', () => {
  it('is a valid import for a product that has the component', () => {
    const r = parseBulkComponentCsv(SAMPLE_BULK_COMPONENT_CSV, testContext);
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.pages.flatMap((p) => p.components.map((c) => c.languages))).toEqual([['en', 'de']]);
  });
});
