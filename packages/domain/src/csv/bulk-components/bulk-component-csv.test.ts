import { describe, expect, it } from 'vitest';
import { csvMessageIn, formatCsvError } from '../core/index.js';
import { englishLocale } from '../fuzz-support.js';
import { csvFixtures } from '../test-support.js';
import { componentContentIssues, rowCountIssue } from '../../components/content-rules.js';
import { componentContentSchema, componentRowSchema } from '../../schemas/components.js';
import {
  BULK_COMPONENT_CSV_MAX_ERRORS,
  BULK_COMPONENT_CSV_MAX_LINES,
  BULK_COMPONENT_CSV_MESSAGE_KEYS,
  BULK_COMPONENT_KEY_MAX,
  BULK_COMPONENT_ROWS_MAX,
  BULK_COMPONENT_VALUE_MAX,
  parseBulkComponentCsv,
  type BulkComponentCsvColumn,
  type BulkComponentCsvError,
  type BulkComponentCsvMessageKey,
  type BulkComponentCsvResult,
  type BulkComponentImportContext,
} from './bulk-component-csv.js';
import { splitCsvFields } from './split-fields.js';
import { testContext } from './test-context.js';

const { files, fixture } = csvFixtures('bulk-components/fixtures/');
const parse = (text: string, context: BulkComponentImportContext = testContext) =>
  parseBulkComponentCsv(text, context);
function errorsOf(text: string, context?: BulkComponentImportContext): BulkComponentCsvError[] {
  const r = parse(text, context);
  if (r.ok) throw new Error('parsed');
  return r.errors;
}
const err = (
  row: number,
  column: BulkComponentCsvColumn | null,
  value: string,
  key: string,
  params?: Record<string, string | number>,
): BulkComponentCsvError => ({
  row,
  column,
  value,
  messageKey: `csv.components.${key}` as BulkComponentCsvMessageKey,
  ...(params ? { params } : {}),
});
const HEADER = 'product_id,component_id,type,language,key,value,page';
const ALLOWED_TYPES = 'horizontal-bar-chart, vertical-bar-chart, pie-chart, donut-chart, table';

/** Every component of an accepted import passes the editor's rules and the stored shape. */
function expectSavable(r: BulkComponentCsvResult): void {
  if (!r.ok) throw new Error('not ok');
  for (const page of r.pages) {
    for (const c of page.components) {
      expect(componentContentIssues(c.type, c.content)).toEqual([]);
      expect(rowCountIssue(c.type, c.content)).toBeNull();
      for (const content of Object.values(c.content)) componentContentSchema.parse(content);
    }
  }
}

describe('bulk component CSV: ok/', () => {
  it('pie chart and table in two languages, CRLF, BOM, quoted values with commas and quotes', () => {
    const r = parse(fixture('ok/pie-and-table-crlf-bom.csv'));
    expect(r).toEqual({
      ok: true,
      pages: [
        {
          productId: 'global-equity',
          page: 'overview',
          components: [
            {
              componentId: 'asset-allocation',
              type: 'pie-chart',
              languages: ['en', 'de'],
              content: {
                // 3 x 33.3 = 99.9: within the tolerance of the editor.
                en: {
                  title: 'Chart',
                  rows: [
                    { key: 'Equities', value: 33.3 },
                    { key: 'Bonds', value: 33.3 },
                    { key: 'Cash', value: 33.3 },
                  ],
                  footnote: '',
                },
                de: {
                  title: 'Chart',
                  rows: [
                    { key: 'Aktien', value: 33.3 },
                    { key: 'Anleihen', value: 33.3 },
                    { key: 'Liquidität', value: 33.3 },
                  ],
                  footnote: '',
                },
              },
              links: [],
              firstRow: 2,
            },
            {
              componentId: 'fees',
              type: 'table',
              languages: ['en', 'de'],
              // Title, column headers and footnote are kept; table values stay text.
              content: {
                en: {
                  title: 'Table',
                  columns: ['Fee', 'Rate'],
                  rows: [
                    { key: 'Management fee', value: '1,000 CHF p.a.' },
                    { key: 'Fee "entry"', value: 'none' },
                  ],
                  footnote: 'As of last month',
                },
                de: {
                  title: 'Table',
                  columns: ['Gebühr', 'Satz'],
                  rows: [
                    { key: 'Verwaltungsgebühr', value: '1’000 CHF p.a.' },
                    { key: 'Ausgabeaufschlag', value: 'keiner' },
                  ],
                  footnote: 'As of last month',
                },
              },
              links: [],
              firstRow: 8,
            },
          ],
        },
      ],
    });
    expectSavable(r);
  });

  it('semicolons, quoted cells, spaces, any case, blank lines; languages not in the file are kept', () => {
    const r = parse(fixture('ok/semicolons-quotes-blank-lines.csv'));
    expect(r).toEqual({
      ok: true,
      pages: [
        {
          productId: 'income-fund',
          page: 'overview',
          components: [
            {
              componentId: 'sectors',
              type: 'donut-chart',
              languages: ['en'],
              content: {
                en: {
                  title: 'Chart',
                  rows: [
                    { key: 'Utilities', value: 45.5 },
                    { key: 'Real estate', value: 54.5 },
                  ],
                  footnote: '',
                },
                fr: {
                  title: 'Chart',
                  rows: [
                    { key: 'Services publics', value: 50 },
                    { key: 'Immobilier', value: 50 },
                  ],
                  footnote: '',
                },
              },
              links: [],
              firstRow: 3,
            },
          ],
        },
      ],
    });
    expectSavable(r);
  });

  it('a linked component named at one location carries its links (the apply writes every copy)', () => {
    const r = parse(fixture('ok/linked-one-location.csv'));
    expect(r).toEqual({
      ok: true,
      pages: [
        {
          productId: 'global-equity',
          page: 'factsheet',
          components: [
            {
              componentId: 'regions',
              type: 'vertical-bar-chart',
              languages: ['en'],
              content: {
                // Bar charts: any sign, exponent notation; no sum rule.
                en: {
                  title: 'Chart',
                  rows: [
                    { key: 'Europe', value: 35.5 },
                    { key: 'Americas', value: -2 },
                    { key: 'Asia', value: 100 },
                  ],
                  footnote: '',
                },
              },
              links: [{ productId: 'global-equity-usd', page: 'factsheet' }],
              firstRow: 2,
            },
          ],
        },
      ],
    });
    expectSavable(r);
  });

  it('every ok/ fixture parses into savable components', () => {
    const ok = Object.entries(files).filter(([p]) => p.includes('/ok/'));
    expect(ok).toHaveLength(3);
    for (const [, text] of ok) expectSavable(parse(text));
  });

  it('groups updates per product and page in file order', () => {
    const r = parse(
      [
        HEADER,
        'income-fund,sectors,donut-chart,en,A,50,overview',
        'global-equity,regions,vertical-bar-chart,en,X,1,factsheet',
        'global-equity,fees,table,en,F,1 %,overview',
        'income-fund,sectors,donut-chart,en,B,50,overview',
        'global-equity,fees,table,en,G,2 %,overview',
        'global-equity,fees,table,de,F,1 %,overview',
        'global-equity,fees,table,de,G,2 %,overview',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(
      r.pages.map((p) => [p.productId, p.page, p.components.map((c) => [c.componentId, c.firstRow])]),
    ).toEqual([
      ['income-fund', 'overview', [['sectors', 2]]],
      ['global-equity', 'factsheet', [['regions', 3]]],
      ['global-equity', 'overview', [['fees', 4]]],
    ]);
  });
});

describe('bulk component CSV: not-ok/', () => {
  const errors = (path: string) => errorsOf(fixture(path));

  it('every not-ok/ fixture is refused with at least one error', () => {
    const notOk = Object.entries(files).filter(([p]) => p.includes('/not-ok/'));
    expect(notOk.length).toBe(19);
    for (const [, text] of notOk) expect(errorsOf(text).length).toBeGreaterThan(0);
  });

  it('empty files, a header without rows', () => {
    expect(errors('not-ok/empty.csv')).toEqual([err(1, null, '', 'emptyFile')]);
    expect(errors('not-ok/blank-lines-only.csv')).toEqual([err(1, null, '', 'emptyFile')]);
    expect(errors('not-ok/header-only.csv')).toEqual([err(1, null, HEADER, 'noRows')]);
  });

  it('the header: missing, wrong names, wrong width', () => {
    expect(errors('not-ok/no-header.csv')).toEqual([
      err(1, null, 'global-equity,asset-allocation,pie-chart,en,Equities,100,overview', 'missingHeader'),
    ]);
    expect(errors('not-ok/bad-header.csv')).toEqual([
      err(1, 'type', 'kind', 'badHeader', { expected: 'type' }),
      err(1, 'key', 'label', 'badHeader', { expected: 'key' }),
      err(1, 'value', 'amount', 'badHeader', { expected: 'value' }),
    ]);
    expect(errors('not-ok/six-header-columns.csv')).toEqual([
      err(1, null, 'product_id,component_id,type,language,key,value', 'columnCount', {
        expected: 7,
        found: 6,
      }),
    ]);
  });

  it('rows of 6 or 8 values, an unclosed quote, text after a quote', () => {
    const line = 'global-equity,asset-allocation,pie-chart,en,';
    expect(errors('not-ok/row-shapes.csv')).toEqual([
      err(2, null, `${line}Equities,100`, 'columnCount', { expected: 7, found: 6 }),
      err(3, null, `${line}Equities,100,overview,extra`, 'columnCount', { expected: 7, found: 8 }),
      err(4, null, `${line}"Equities,100,overview`, 'unterminatedQuote'),
      err(5, null, `${line}"Equities"x,100,overview`, 'textAfterQuote'),
    ]);
  });

  it('empty values, blank quoted values included', () => {
    expect(errors('not-ok/empty-values.csv')).toEqual([
      err(2, 'product_id', '', 'emptyValue'),
      err(3, 'component_id', '', 'emptyValue'),
      err(4, 'type', '', 'emptyValue'),
      err(4, 'language', '', 'emptyValue'),
      err(4, 'key', '', 'emptyValue'),
      err(4, 'value', '', 'emptyValue'),
      err(4, 'page', '', 'emptyValue'),
      err(5, 'value', '', 'emptyValue'),
    ]);
  });

  it('unknown products and products the caller may not update (ids are exact)', () => {
    expect(errors('not-ok/products.csv')).toEqual([
      err(2, 'product_id', 'unknown-fund', 'unknownProduct'),
      err(3, 'product_id', 'other-fund', 'productNotAuthorized'),
      err(4, 'product_id', 'Global-Equity', 'unknownProduct'),
    ]);
  });

  it('page, type (line charts are not importable) and language of the product', () => {
    expect(errors('not-ok/page-type-language.csv')).toEqual([
      err(2, 'page', 'home', 'invalidPage'),
      err(3, 'type', 'line-chart', 'invalidType', { allowed: ALLOWED_TYPES }),
      err(4, 'type', 'pie', 'invalidType', { allowed: ALLOWED_TYPES }),
      err(5, 'language', 'it', 'invalidLanguage', { allowed: 'en, de, fr, pt' }),
      err(6, 'language', 'pt', 'languageNotAvailable', { available: 'en, de, fr' }),
      err(7, 'language', 'de', 'languageNotAvailable', { available: 'en, fr' }),
    ]);
  });

  it('components that do not exist (once per component), predefined, not editable', () => {
    expect(errors('not-ok/components.csv')).toEqual([
      err(2, 'component_id', 'no-such-component', 'unknownComponent', { page: 'overview' }),
      err(4, 'component_id', 'asset-allocation', 'unknownComponent', { page: 'factsheet' }),
      err(5, 'component_id', 'risk-class', 'componentPredefined'),
      err(6, 'component_id', 'legacy', 'componentNotEditable'),
    ]);
  });

  it('one type per component: the stored one', () => {
    expect(errors('not-ok/type-changed.csv')).toEqual([
      err(3, 'type', 'donut-chart', 'typeChanged', { expected: 'pie-chart' }),
      err(4, 'type', 'table', 'typeChanged', { expected: 'text' }),
      err(6, 'type', 'vertical-bar-chart', 'typeChanged', { expected: 'table' }),
    ]);
  });

  it('linked components are never updated together; every copy must be updatable', () => {
    expect(errors('not-ok/linked-together.csv')).toEqual([
      err(3, 'component_id', 'regions', 'linkedTogether', {
        productId: 'global-equity',
        page: 'factsheet',
        firstRow: 2,
      }),
    ]);
    expect(errors('not-ok/linked-not-authorized.csv')).toEqual([
      err(2, 'component_id', 'top-countries', 'linkedNotAuthorized', {
        productId: 'global-equity-chf',
        page: 'overview',
      }),
    ]);
  });

  it('no duplicate names per component and language (a repeated row is one)', () => {
    expect(errors('not-ok/duplicate-keys.csv')).toEqual([
      err(4, 'key', 'Equities', 'duplicateKey', { firstRow: 2 }),
      err(7, 'key', 'Bonds', 'duplicateKey', { firstRow: 3 }),
    ]);
  });

  it('chart values: no NaN, decimal point, no thousands separators, finite', () => {
    expect(errors('not-ok/numbers.csv')).toEqual([
      err(2, 'value', 'NaN', 'notANumber'),
      err(3, 'value', '7,1', 'decimalComma'),
      err(4, 'value', '1,234.5', 'thousandsSeparator'),
      err(5, 'value', '12%', 'invalidNumber'),
      err(6, 'value', '1e999', 'numberTooLarge'),
      err(7, 'key', 'nan', 'notANumber'),
      err(8, 'value', 'Infinity', 'invalidNumber'),
      err(9, 'value', '0x10', 'invalidNumber'),
    ]);
  });

  it('weights sum to 100 within 0.5 (income-fund: 100.5 passes); same rows in every language', () => {
    expect(errors('not-ok/weights.csv')).toEqual([
      err(2, null, 'asset-allocation', 'rowCount', { counts: 'en 2, de 3' }),
      err(2, 'value', '90', 'weightsSum', {
        type: 'pie-chart',
        language: 'en',
        sum: 90,
        expected: 100,
        tolerance: 0.5,
      }),
      err(4, 'value', '100.6', 'weightsSum', {
        type: 'pie-chart',
        language: 'de',
        sum: 100.6,
        expected: 100,
        tolerance: 0.5,
      }),
    ]);
  });

  it('row counts count the stored languages too; a table language needs its column headers', () => {
    expect(errors('not-ok/row-count-and-new-table-language.csv')).toEqual([
      err(2, null, 'asset-allocation', 'rowCount', { counts: 'en 2, de 3' }),
      err(4, 'language', 'fr', 'tableColumnsMissing', { language: 'fr' }),
    ]);
  });

  it('names and values as long as the stored shape allows', () => {
    expect(errors('not-ok/too-long.csv')).toEqual([
      err(2, 'key', 'k'.repeat(201), 'tooLong', { max: 200 }),
      err(3, 'value', 'v'.repeat(501), 'tooLong', { max: 500 }),
    ]);
  });
});

describe('bulk component CSV: more rules', () => {
  const lines = (...rows: string[]) => [HEADER, ...rows].join('\n');

  it('the limits are those of the stored shape', () => {
    const row = (key: string, value: string) => componentRowSchema.safeParse({ key, value }).success;
    expect(row('k'.repeat(BULK_COMPONENT_KEY_MAX), 'v'.repeat(BULK_COMPONENT_VALUE_MAX))).toBe(true);
    expect(row('k'.repeat(BULK_COMPONENT_KEY_MAX + 1), 'v')).toBe(false);
    expect(row('k', 'v'.repeat(BULK_COMPONENT_VALUE_MAX + 1))).toBe(false);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: 1 }));
    expect(componentContentSchema.safeParse({ rows: rows(BULK_COMPONENT_ROWS_MAX) }).success).toBe(true);
    expect(componentContentSchema.safeParse({ rows: rows(BULK_COMPONENT_ROWS_MAX + 1) }).success).toBe(false);
  });

  it('at most 500 rows per component and language', () => {
    const bar = (n: number) =>
      Array.from({ length: n }, (_, i) => `global-equity,regions,vertical-bar-chart,en,R${i},${i},factsheet`);
    expect(parse(lines(...bar(500))).ok).toBe(true);
    expect(errorsOf(lines(...bar(501)))).toEqual([
      err(2, 'language', 'en', 'tooManyRows', { max: 500, found: 501 }),
    ]);
  });

  it('checks the stored languages it keeps: an incomplete one is named', () => {
    const context: BulkComponentImportContext = {
      ...testContext,
      components: testContext.components.map((c) =>
        c.component.id === 'sectors'
          ? {
              ...c,
              component: {
                ...c.component,
                content: { ...c.component.content, fr: { title: '', rows: [], footnote: '' } },
              },
            }
          : c,
      ),
    };
    const text = lines(
      'income-fund,sectors,donut-chart,en,A,50,overview',
      'income-fund,sectors,donut-chart,en,B,50,overview',
    );
    expect(errorsOf(text, context)).toEqual([
      err(2, null, 'sectors', 'rowCount', { counts: 'en 2, fr 0' }),
      err(2, 'language', 'fr', 'contentInvalid', { language: 'fr', code: 'rowsRequired' }),
    ]);
  });

  it('a link stored on one side only still keeps the two copies apart', () => {
    const context: BulkComponentImportContext = {
      ...testContext,
      components: testContext.components.map((c) =>
        c.productId === 'global-equity-usd' ? { ...c, component: { ...c.component, links: [] } } : c,
      ),
    };
    const text = lines(
      'global-equity-usd,regions,vertical-bar-chart,en,A,1,factsheet',
      'global-equity,regions,vertical-bar-chart,en,A,1,factsheet',
    );
    expect(errorsOf(text, context)).toEqual([
      err(3, 'component_id', 'regions', 'linkedTogether', {
        productId: 'global-equity-usd',
        page: 'factsheet',
        firstRow: 2,
      }),
    ]);
  });

  it('the same id on two unlinked locations may be updated together', () => {
    const context: BulkComponentImportContext = {
      ...testContext,
      components: testContext.components.map((c) =>
        c.component.id === 'regions' ? { ...c, component: { ...c.component, links: [] } } : c,
      ),
    };
    const r = parse(
      lines(
        'global-equity,regions,vertical-bar-chart,en,A,1,factsheet',
        'global-equity-usd,regions,vertical-bar-chart,en,A,1,factsheet',
      ),
      context,
    );
    expect(r.ok && r.pages.map((p) => p.productId)).toEqual(['global-equity', 'global-equity-usd']);
  });

  it('reports every error in file order, the first 1000 of them, and counts the rest', () => {
    const bad = Array.from({ length: 1200 }, () => 'unknown-fund,x,table,en,k,v,overview');
    const r = parse(lines(...bad));
    if (r.ok) throw new Error('parsed');
    expect(r.errors).toHaveLength(BULK_COMPONENT_CSV_MAX_ERRORS);
    expect(r.moreErrors).toBe(200);
    expect(r.errors[0]?.row).toBe(2);
    expect(r.errors.at(-1)?.row).toBe(1001);
  });

  it('refuses a file of more lines than any import, before reading them', () => {
    const text = `${HEADER}\n${'x\n'.repeat(BULK_COMPONENT_CSV_MAX_LINES)}`;
    expect(errorsOf(text)).toEqual([
      err(BULK_COMPONENT_CSV_MAX_LINES + 1, null, '', 'tooManyLines', { max: BULK_COMPONENT_CSV_MAX_LINES }),
    ]);
  });

  it('stays linear on a large file of repeated rows', () => {
    const row = 'global-equity,regions,vertical-bar-chart,en,Same,1,factsheet';
    const r = parse(lines(...Array.from({ length: 50_000 }, () => row)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.length + r.moreErrors).toBe(50_000);
  });

  it('header aliases and order: product, component, lang, name', () => {
    const text =
      'Product;Component;Type;Lang;Name;Value;Page\nglobal-equity;regions;vertical-bar-chart;en;A;1.5;factsheet';
    expect(parse(text).ok).toBe(true);
    expect(
      errorsOf('component_id,product_id,type,language,key,value,page\nx,y,table,en,k,v,overview'),
    ).toEqual([
      err(1, 'product_id', 'component_id', 'badHeader', { expected: 'product_id' }),
      err(1, 'component_id', 'product_id', 'badHeader', { expected: 'component_id' }),
    ]);
  });
});

describe('bulk component CSV: messages', () => {
  const en = englishLocale('bulk-components');
  it('has an English text for every key', () => {
    for (const key of BULK_COMPONENT_CSV_MESSAGE_KEYS) expect(csvMessageIn(en, key)).toMatch(/\S/);
  });

  it('every placeholder of a fixture error is filled', () => {
    for (const [path, text] of Object.entries(files)) {
      const r = parse(text);
      if (r.ok) continue;
      for (const e of r.errors) expect(formatCsvError(e, en), path).not.toMatch(/\{\{/);
    }
  });

  it('formats an error for people', () => {
    expect(formatCsvError(err(3, 'value', '7,1', 'decimalComma'), en)).toBe(
      'row 3, value: "7,1" - Use a decimal point, not a comma.',
    );
    expect(formatCsvError(err(2, null, 'x', 'columnCount', { expected: 7, found: 1 }), en)).toBe(
      'row 2: "x" - Every row needs exactly 7 values; this one has 1.',
    );
  });
});

describe('splitCsvFields', () => {
  it.each([
    ['a,b,c', ',', ['a', 'b', 'c']],
    ['a;b', ';', ['a', 'b']],
    ['"a,b",c', ',', ['a,b', 'c']],
    ['"say ""hi""",x', ',', ['say "hi"', 'x']],
    [' "a" ,b', ',', ['a', 'b']],
    ['5" disk,b', ',', ['5" disk', 'b']],
    ['', ',', ['']],
    [',', ',', ['', '']],
  ])('%j split on %j', (line, delimiter, fields) => {
    expect(splitCsvFields(line, delimiter)).toEqual({ ok: true, fields });
  });
  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(splitCsvFields('"a,b', ',')).toEqual({ ok: false, problem: 'unterminatedQuote' });
    expect(splitCsvFields('"a"b,c', ',')).toEqual({ ok: false, problem: 'textAfterQuote' });
  });
});
