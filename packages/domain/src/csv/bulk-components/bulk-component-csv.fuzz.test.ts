/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { componentContentIssues } from '../../components/content-rules.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from '../fuzz-support.js';
import {
  BULK_COMPONENT_CSV_COLUMNS,
  BULK_COMPONENT_CSV_MESSAGE_KEYS,
  parseBulkComponentCsv,
} from './bulk-component-csv.js';
import { testContext } from './test-context.js';

/*
 * Issue 14 item 3: the bulk component CSV under hostile text. Never an exception; either updates of updatable
 * products whose content the editor accepts, or errors naming row, column and value with a translated key.
 */
const samples = Object.values(
  import.meta.glob<string>('./fixtures/ok/*.csv', { query: '?raw', import: 'default', eager: true }),
);
const HEADERS = [['product_id', 'component_id', 'type', 'language', 'key', 'value', 'page']];
const updatable = new Set(testContext.updatableProductIds);

describe('bulk component CSV fuzz', () => {
  it('answers any text with savable updates or translated row errors', () => {
    assertFuzz('bulk component CSV', hostileCsvText(HEADERS, samples), (text) => {
      const r = parseBulkComponentCsv(text, testContext);
      if (r.ok) {
        for (const page of r.pages) {
          expect(updatable.has(page.productId)).toBe(true);
          for (const c of page.components) expect(componentContentIssues(c.type, c.content)).toEqual([]);
        }
        return;
      }
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(BULK_COMPONENT_CSV_MESSAGE_KEYS).toContain(e.messageKey);
        expect(untranslatedIn('bulk-components', e.messageKey)).toEqual([]);
        expect(Number.isInteger(e.row) && e.row >= 1 && e.row <= lineCount(text) + 1).toBe(true);
        expect(e.column === null || BULK_COMPONENT_CSV_COLUMNS.includes(e.column)).toBe(true);
        expect(typeof e.value).toBe('string');
      }
    });
  });
});
