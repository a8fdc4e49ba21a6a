import { describe, expect, it } from 'vitest';
import { CSV_MESSAGE_KEYS_BY_LOCALE_FILE } from './messages.js';
import { untranslatedIn } from './fuzz-support.js';

/** The one home of the CSV texts: every key an importer can answer has a text in every language of the web. */
describe('CSV messages', () => {
  const entries = Object.entries(CSV_MESSAGE_KEYS_BY_LOCALE_FILE);

  it.each(entries)('every key of %s is translated in en, de, fr and pt', (file, keys) => {
    const missing = keys.flatMap((key) => untranslatedIn(file, key).map((lang) => `${lang}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('every importer names the problems of the core tokeniser and number reader', () => {
    const prefixes = new Set(
      entries.flatMap(([, keys]) => keys.map((k) => k.split('.').slice(0, 2).join('.'))),
    );
    expect(prefixes.size).toBe(6);
    const all = new Set<string>(entries.flatMap(([, keys]) => [...keys]));
    for (const prefix of prefixes) {
      expect(all.has(`${prefix}.unterminatedQuote`), prefix).toBe(true);
      expect(all.has(`${prefix}.emptyFile`), prefix).toBe(true);
    }
    for (const prefix of ['csv.price', 'csv.riskFree', 'csv.bulkPrice', 'csv.components', 'csv.holding']) {
      for (const problem of ['decimalComma', 'thousandsSeparator', 'invalidNumber'])
        expect(all.has(`${prefix}.${problem}`), `${prefix}.${problem}`).toBe(true);
    }
  });
});
