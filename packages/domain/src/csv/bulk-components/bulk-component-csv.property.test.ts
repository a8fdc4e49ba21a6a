/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvMessageIn } from '../core/index.js';
import { englishLocale } from '../fuzz-support.js';
import { componentContentIssues, rowCountIssue } from '../../components/content-rules.js';
import {
  BULK_COMPONENT_CSV_COLUMNS,
  BULK_COMPONENT_CSV_MAX_ERRORS,
  parseBulkComponentCsv,
  type BulkComponentCsvResult,
} from './bulk-component-csv.js';
import { testContext } from './test-context.js';

/*
 * Issue 11 "Rules for all of it": whatever the bytes, the importer answers with row errors or with updates the
 * editor would accept, never with an exception, and never with both.
 */

const okFiles = Object.values(
  import.meta.glob<string>('./fixtures/ok/*.csv', { query: '?raw', import: 'default', eager: true }),
);
const stored = new Map(
  testContext.components.map((c) => [`${c.productId}/${c.component.page}/${c.component.id}`, c.component]),
);
const updatable = new Set(testContext.updatableProductIds);

/** The invariants of any answer: well-formed errors, or updates that are savable, on updatable products only. */
function expectWellFormed(text: string, r: BulkComponentCsvResult): void {
  if (!r.ok) {
    const lines = text.split(/\r\n|\n|\r/).length;
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors.length).toBeLessThanOrEqual(BULK_COMPONENT_CSV_MAX_ERRORS);
    expect(r.moreErrors).toBeGreaterThanOrEqual(0);
    for (const e of r.errors) {
      expect(Number.isInteger(e.row) && e.row >= 1 && e.row <= Math.max(lines, 1)).toBe(true);
      expect(e.column === null || BULK_COMPONENT_CSV_COLUMNS.includes(e.column)).toBe(true);
      expect(typeof e.value).toBe('string');
      expect(csvMessageIn(englishLocale('bulk-components'), e.messageKey)).toBeTypeOf('string');
    }
    return;
  }
  expect(r.pages.length).toBeGreaterThan(0);
  for (const page of r.pages) {
    expect(updatable.has(page.productId)).toBe(true);
    for (const c of page.components) {
      const before = stored.get(`${page.productId}/${page.page}/${c.componentId}`);
      expect(before?.type).toBe(c.type);
      expect(before?.predefined).toBe(false);
      expect(before?.editable).toBe(true);
      for (const link of c.links) expect(updatable.has(link.productId)).toBe(true);
      expect(componentContentIssues(c.type, c.content)).toEqual([]);
      expect(rowCountIssue(c.type, c.content)).toBeNull();
    }
  }
}

const parse = (text: string) => parseBulkComponentCsv(text, testContext);

/** Data lines of a valid file (the header is line 0), with the line break it uses. */
function linesOf(text: string): string[] {
  return text.split(/\r\n|\n/).filter((l, i) => i === 0 || l.trim() !== '');
}

/** Edits that always break a valid row (index into the data lines, 1-based after the header). */
type Breaking = (cells: string[]) => string[] | string;
const BREAKING: Record<string, Breaking> = {
  dropCell: (cells) => cells.slice(0, -1),
  extraCell: (cells) => [...cells, 'extra'],
  unknownProduct: (cells) => ['zz-unknown', ...cells.slice(1)],
  unknownComponent: (cells) => [cells[0] ?? '', 'zz-unknown', ...cells.slice(2)],
  emptyKey: (cells) => [...cells.slice(0, 4), '', ...cells.slice(5)],
  nanValue: (cells) => [...cells.slice(0, 5), 'NaN', ...cells.slice(6)],
  lineChart: (cells) => [...cells.slice(0, 2), 'line-chart', ...cells.slice(3)],
  badPage: (cells) => [...cells.slice(0, 6), 'home'],
  badLanguage: (cells) => [...cells.slice(0, 3), 'xx', ...cells.slice(4)],
  openQuote: (cells) => `"${cells.join(',')}`,
};

describe('bulk component CSV: properties', () => {
  it('random bytes give errors, never an exception', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const text = String.fromCharCode(...bytes);
        const r = parse(text);
        expect(r.ok).toBe(false);
        expectWellFormed(text, r);
      }),
      { numRuns: 300 },
    );
  });

  it('random text of CSV pieces after a valid header never throws, and an accepted file is savable', () => {
    const piece = fc.constantFrom(
      ',',
      ';',
      '"',
      '""',
      '\n',
      '\r\n',
      '\r',
      ' ',
      'global-equity',
      'income-fund',
      'other-fund',
      'asset-allocation',
      'regions',
      'sectors',
      'fees',
      'pie-chart',
      'donut-chart',
      'table',
      'vertical-bar-chart',
      'en',
      'de',
      'fr',
      'overview',
      'factsheet',
      'NaN',
      '50',
      '33.3',
      '1,5',
      '1e999',
      '-0',
      'x',
    );
    const header = fc.constantFrom(
      'product_id,component_id,type,language,key,value,page\n',
      '\uFEFFProduct;Component;Type;Lang;Name;Value;Page\r\n',
      '',
    );
    fc.assert(
      fc.property(header, fc.array(piece, { maxLength: 200 }), (h, pieces) => {
        const text = h + pieces.join('');
        expectWellFormed(text, parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('random unicode never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        expectWellFormed(text, parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('a valid file with one row broken is refused with an error on that row', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...okFiles),
        fc.constantFrom(...Object.keys(BREAKING)),
        fc.nat(),
        (file, mutation, pick) => {
          const lines = linesOf(file);
          const index = 1 + (pick % (lines.length - 1));
          const delimiter = (lines[0] ?? '').includes(';') ? ';' : ',';
          // A plain split is enough here: the broken cells are ids and types, never quoted in the fixtures.
          const cells = (lines[index] ?? '').split(delimiter);
          const broken = BREAKING[mutation]?.(cells) ?? cells;
          lines[index] = typeof broken === 'string' ? broken : broken.join(delimiter);
          const text = lines.join('\n');
          const r = parse(text);
          expectWellFormed(text, r);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.row)).toContain(index + 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a valid file with a data line repeated is refused (a duplicate name)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...okFiles), fc.nat(), fc.nat(), (file, from, to) => {
        const lines = linesOf(file);
        const line = lines[1 + (from % (lines.length - 1))] ?? '';
        const at = 1 + (to % lines.length);
        lines.splice(at, 0, line);
        const text = lines.join('\n');
        const r = parse(text);
        expectWellFormed(text, r);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('random character edits of a valid file never throw, and whatever is accepted is savable', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('insert', 'delete', 'replace'),
      char: fc.constantFrom(',', ';', '"', '\n', '\r', ' ', '.', '-', '0', '9', 'a', 'Z', '\u00a0', '\uFEFF'),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...okFiles),
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        (file, edits) => {
          let text = file;
          for (const e of edits) {
            const at = e.at % (text.length + 1);
            if (e.kind === 'insert') text = text.slice(0, at) + e.char + text.slice(at);
            else if (e.kind === 'delete') text = text.slice(0, at) + text.slice(at + 1);
            else text = text.slice(0, at) + e.char + text.slice(at + 1);
          }
          expectWellFormed(text, parse(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
