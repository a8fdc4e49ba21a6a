import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvMessageIn, formatCsvError } from '../core/index.js';
import { englishLocale } from '../fuzz-support.js';
import { characterEdits, csvFixtures, randomBytesText } from '../test-support.js';
import { holdingSnapshotSchema } from '../../schemas/holdings.js';
import {
  HOLDING_CSV_MESSAGE_KEYS,
  parseHoldingCsv,
  type HoldingCsvError,
  type HoldingCsvInput,
} from './holding-csv.js';

const { files, fixture } = csvFixtures('holdings/fixtures/holding/');
const input = (text: string, more: Partial<HoldingCsvInput> = {}): HoldingCsvInput => ({
  fileName: 'holdings.csv',
  text,
  date: '2024-12-31',
  existingDates: ['2024-11-29'],
  ...more,
});
const errorsOf = (path: string): HoldingCsvError[] => {
  const r = parseHoldingCsv(input(fixture(path)));
  if (r.ok) throw new Error(`${path} parsed`);
  expect(r.moreErrors).toBe(0);
  return r.errors;
};
const HEADER = 'holding name,currency,isin,asset class,instrument type,sector,region,weight,value';
const NESTLE = 'Nestle,CHF,CH0038863350,equity,share,consumerStaples,switzerland,0.05,100';

describe('holding CSV: ok/', () => {
  it('nine columns: keys, English labels and aliases become vocabulary keys; ISIN optional; negatives kept', () => {
    expect(parseHoldingCsv(input(fixture('ok/nine-columns.csv')))).toEqual({
      ok: true,
      date: '2024-12-31',
      holdings: [
        {
          holdingName: 'Nestle',
          currency: 'CHF',
          isin: 'CH0038863350',
          assetClass: 'equity',
          instrumentType: 'share',
          sector: 'consumerStaples',
          region: 'switzerland',
          weight: 0.052,
          value: 1250000,
        },
        {
          holdingName: 'Apple Inc.',
          currency: 'USD',
          isin: 'US0378331005',
          assetClass: 'equity',
          instrumentType: 'share',
          sector: 'informationTechnology',
          region: 'northAmerica',
          weight: 0.041,
          value: 980000.5,
        },
        {
          holdingName: 'US Treasury 2030',
          currency: 'USD',
          isin: 'US912828ZQ64',
          assetClass: 'fixedIncome',
          instrumentType: 'bond',
          sector: 'government',
          region: 'northAmerica',
          weight: 0.1,
          value: 2400000,
        },
        {
          holdingName: 'Cash',
          currency: 'CHF',
          isin: '',
          assetClass: 'cash',
          instrumentType: 'cashAccount',
          sector: 'cash',
          region: 'switzerland',
          weight: -0.003,
          value: -75000,
        },
      ],
    });
  });

  it('semicolons, BOM, CRLF, quotes, blank lines, case and spaces', () => {
    const r = parseHoldingCsv(input(fixture('ok/semicolon-crlf-bom-quoted.csv')));
    expect(r).toEqual({
      ok: true,
      date: '2024-12-31',
      holdings: [
        {
          holdingName: 'Roche; Genusschein',
          currency: 'CHF',
          isin: 'CH0012032048',
          assetClass: 'equity',
          instrumentType: 'share',
          sector: 'healthCare',
          region: 'switzerland',
          weight: 0.048,
          value: 1150000,
        },
        {
          holdingName: 'Novartis "N"',
          currency: 'CHF',
          isin: 'CH0012005267',
          assetClass: 'equity',
          instrumentType: 'share',
          sector: 'healthCare',
          region: 'switzerland',
          weight: 0,
          value: 0,
        },
      ],
    });
  });

  it('tab-separated, as a spreadsheet copies it', () => {
    const r = parseHoldingCsv(input(`${HEADER}\n${NESTLE}`.replaceAll(',', '\t')));
    expect(r.ok && r.holdings.map((h) => [h.holdingName, h.weight, h.value])).toEqual([
      ['Nestle', 0.05, 100],
    ]);
  });

  it('every ok/ result is a valid snapshot of the stored schema', () => {
    const ok = Object.entries(files).filter(([p]) => p.includes('/ok/'));
    expect(ok.length).toBe(2);
    for (const [, text] of ok) {
      const r = parseHoldingCsv(input(text));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const snapshot = {
        productId: 'fund-a',
        date: r.date,
        holdings: r.holdings,
        importedAt: new Date(),
        importedBy: 'u',
      };
      expect(holdingSnapshotSchema.safeParse(snapshot).success).toBe(true);
    }
  });
});

describe('holding CSV: file name and date (seed 000 §4, §8)', () => {
  it('refuses a file without .csv, a date that is not a day, a date that already exists', () => {
    const r = parseHoldingCsv(
      input(`${HEADER}\n${NESTLE}`, { fileName: 'holdings.xlsx', date: '2026-02-30' }),
    );
    expect(r).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [
        { row: null, column: null, value: 'holdings.xlsx', messageKey: 'csv.holding.notCsvFile' },
        { row: null, column: 'date', value: '2026-02-30', messageKey: 'csv.holding.invalidDate' },
      ],
    });
    expect(parseHoldingCsv(input(`${HEADER}\n${NESTLE}`, { date: '2024-11-29' }))).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [{ row: null, column: 'date', value: '2024-11-29', messageKey: 'csv.holding.dateExists' }],
    });
    expect(parseHoldingCsv(input(`${HEADER}\n${NESTLE}`, { fileName: 'Holdings.CSV' })).ok).toBe(true);
  });

  it('still lists the rows errors when the date exists', () => {
    const r = parseHoldingCsv(input(`${HEADER}\n${NESTLE.replace('0.05', 'x')}`, { date: '2024-11-29' }));
    expect(r.ok || r.errors.map((e) => e.messageKey)).toEqual([
      'csv.holding.dateExists',
      'csv.holding.invalidNumber',
    ]);
  });
});

describe('holding CSV: not-ok/', () => {
  it('every not-ok/ fixture is rejected with at least one error', () => {
    const notOk = Object.entries(files).filter(([p]) => p.includes('/not-ok/'));
    expect(notOk.length).toBe(10);
    for (const [, text] of notOk) {
      const r = parseHoldingCsv(input(text));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
    }
  });

  it('empty file, blank first line, header only, missing header, header in another order, 8 columns', () => {
    expect(errorsOf('not-ok/empty.csv')).toEqual([
      { row: 1, column: null, value: '', messageKey: 'csv.holding.emptyFile' },
    ]);
    expect(parseHoldingCsv(input(`\n${HEADER}\n${NESTLE}`))).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [{ row: 1, column: null, value: '', messageKey: 'csv.holding.missingHeader' }],
    });
    expect(errorsOf('not-ok/header-only.csv')).toEqual([
      { row: 1, column: null, value: HEADER, messageKey: 'csv.holding.noRows' },
    ]);
    expect(errorsOf('not-ok/no-header.csv')).toEqual([
      {
        row: 1,
        column: null,
        value: 'Nestle,CHF,CH0038863350,equity,share,consumerStaples,switzerland,0.052,1250000',
        messageKey: 'csv.holding.missingHeader',
      },
    ]);
    expect(errorsOf('not-ok/bad-header.csv')).toEqual([
      { row: 1, column: 'currency', value: 'isin', messageKey: 'csv.holding.badHeader' },
      { row: 1, column: 'isin', value: 'currency', messageKey: 'csv.holding.badHeader' },
      { row: 1, column: 'value', value: 'amount', messageKey: 'csv.holding.badHeader' },
    ]);
    expect(errorsOf('not-ok/eight-columns.csv')).toEqual([
      {
        row: 1,
        column: null,
        value: 'holding name,currency,isin,asset class,instrument type,sector,region,weight',
        messageKey: 'csv.holding.columnCount',
      },
    ]);
  });

  it('rows of the wrong width and unclosed quotes', () => {
    expect(errorsOf('not-ok/row-width.csv')).toEqual([
      {
        row: 2,
        column: null,
        value: `${NESTLE.replace('0.05,100', '0.052,1250000')},extra`,
        messageKey: 'csv.holding.columnCount',
      },
      {
        row: 3,
        column: null,
        value: 'Roche,CHF,CH0012032048,equity,share,healthCare,switzerland,0.048',
        messageKey: 'csv.holding.columnCount',
      },
      {
        row: 4,
        column: null,
        value: '"Novartis,CHF,CH0012005267,equity,share,healthCare,switzerland,0.04,1000',
        messageKey: 'csv.holding.unterminatedQuote',
      },
    ]);
  });

  it('weight and value: required, decimal point, no thousands separators, finite', () => {
    expect(errorsOf('not-ok/numbers.csv')).toEqual([
      { row: 2, column: 'weight', value: '', messageKey: 'csv.holding.emptyValue' },
      { row: 3, column: 'weight', value: '0,5', messageKey: 'csv.holding.decimalComma' },
      { row: 4, column: 'value', value: '1,250,000.00', messageKey: 'csv.holding.thousandsSeparator' },
      { row: 5, column: 'weight', value: 'ten', messageKey: 'csv.holding.invalidNumber' },
      { row: 5, column: 'value', value: '1e400', messageKey: 'csv.holding.numberOutOfRange' },
      { row: 6, column: 'weight', value: '5%', messageKey: 'csv.holding.invalidNumber' },
      { row: 6, column: 'value', value: 'NaN', messageKey: 'csv.holding.invalidNumber' },
    ]);
  });

  it('translatable properties must be accepted values (row, property, invalid value)', () => {
    expect(errorsOf('not-ok/translatable.csv')).toEqual([
      { row: 2, column: 'assetClass', value: 'stocks and shares', messageKey: 'csv.holding.invalidValue' },
      { row: 3, column: 'instrumentType', value: 'ordinary share', messageKey: 'csv.holding.invalidValue' },
      { row: 3, column: 'sector', value: 'Tech', messageKey: 'csv.holding.invalidValue' },
      { row: 3, column: 'region', value: 'Mars', messageKey: 'csv.holding.invalidValue' },
      { row: 4, column: 'assetClass', value: '', messageKey: 'csv.holding.emptyValue' },
      { row: 4, column: 'region', value: '', messageKey: 'csv.holding.emptyValue' },
    ]);
  });

  it('name required, ISO currency, ISIN format', () => {
    expect(errorsOf('not-ok/key-values.csv')).toEqual([
      { row: 2, column: 'holdingName', value: '', messageKey: 'csv.holding.emptyValue' },
      { row: 3, column: 'currency', value: 'US$', messageKey: 'csv.holding.invalidCurrency' },
      { row: 4, column: 'isin', value: 'CH001203204X', messageKey: 'csv.holding.invalidIsin' },
      { row: 5, column: 'currency', value: 'XYZ', messageKey: 'csv.holding.invalidCurrency' },
      { row: 5, column: 'isin', value: 'CH001203204', messageKey: 'csv.holding.invalidIsin' },
    ]);
    const long = 'x'.repeat(301);
    const r = parseHoldingCsv(input(`${HEADER}\n${NESTLE.replace('Nestle', long)}`));
    expect(r.ok || r.errors).toEqual([
      { row: 2, column: 'holdingName', value: long, messageKey: 'csv.holding.tooLong' },
    ]);
  });

  it('name, currency and ISIN once per file (compared after normalising case)', () => {
    expect(errorsOf('not-ok/duplicate-key.csv')).toEqual([
      {
        row: 3,
        column: null,
        value: 'Nestle, CHF, CH0038863350',
        messageKey: 'csv.holding.duplicateKey',
        firstRow: 2,
      },
      {
        row: 4,
        column: null,
        value: 'Nestle, CHF, CH0038863350',
        messageKey: 'csv.holding.duplicateKey',
        firstRow: 2,
      },
    ]);
  });

  it('lists the first 1000 errors and counts the rest', () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `H${i},CHF,,cash,cashAccount,cash,europe,bad,1`);
    const r = parseHoldingCsv(input([HEADER, ...rows].join('\n')));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(1000);
      expect(r.moreErrors).toBe(200);
      expect(r.errors[999]).toEqual({
        row: 1001,
        column: 'weight',
        value: 'bad',
        messageKey: 'csv.holding.invalidNumber',
      });
    }
  });

  it('formats an error for people; every key has an English text', () => {
    expect(
      formatCsvError(
        { row: 3, column: 'weight', value: '0,5', messageKey: 'csv.holding.decimalComma' },
        englishLocale('holdings-admin'),
      ),
    ).toBe('row 3, weight: "0,5" - Use a decimal point, not a comma.');
    expect(
      formatCsvError(
        { row: null, column: 'date', value: '2024-11-29', messageKey: 'csv.holding.dateExists' },
        englishLocale('holdings-admin'),
      ),
    ).toBe('file, date: "2024-11-29" - Holdings for this date already exist; delete that date first.');
    for (const key of HOLDING_CSV_MESSAGE_KEYS)
      expect(csvMessageIn(englishLocale('holdings-admin'), key)).toMatch(/\S/);
  });
});

describe('holding CSV: property (fast-check)', () => {
  const valid = fixture('ok/nine-columns.csv');
  const check = (text: string): void => {
    const r = parseHoldingCsv(input(text));
    if (r.ok) {
      const snapshot = {
        productId: 'p',
        date: r.date,
        holdings: r.holdings,
        importedAt: new Date(),
        importedBy: 'u',
      };
      expect(holdingSnapshotSchema.safeParse(snapshot).success).toBe(true);
    } else {
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) expect(HOLDING_CSV_MESSAGE_KEYS).toContain(e.messageKey);
    }
  };

  it('random bytes give errors (or valid holdings), never an exception', () => {
    fc.assert(fc.property(randomBytesText, check), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 300 });
  });

  it('a valid file with one character replaced, inserted or deleted never throws; a broken row is an error', () => {
    const chars = [',', ';', '"', '\n', '\r', ' ', 'x', '9', '.', '-', '%', '\u00a0', '\uFEFF'];
    fc.assert(fc.property(characterEdits(valid, chars), check), { numRuns: 500 });
  });

  it('a valid file with a row cell replaced by junk is refused with an error naming that row', () => {
    const lines = valid.trimEnd().split('\n');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: lines.length - 1 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('', 'n/a', '1,5', '"', 'Mars', '1e999'),
        (li, col, junk) => {
          const cells = (lines[li] ?? '').split(',');
          if (col === 2 && junk === '') return; // an empty ISIN is allowed
          cells[col] = col === 0 ? '' : junk; // a name may be any text but empty
          const text = lines.map((l, i) => (i === li ? cells.join(',') : l)).join('\n');
          const r = parseHoldingCsv(input(text));
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.row)).toContain(li + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
