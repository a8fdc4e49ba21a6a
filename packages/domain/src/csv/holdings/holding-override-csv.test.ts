import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvMessageIn, formatCsvError } from '../core/index.js';
import { englishLocale } from '../fuzz-support.js';
import { characterEdits, csvFixtures, randomBytesText } from '../test-support.js';
import { holdingOverrideSchema } from '../../schemas/holdings.js';
import {
  HOLDING_OVERRIDE_CSV_MESSAGE_KEYS,
  parseHoldingOverrideCsv,
  type HoldingOverrideCsvError,
} from './holding-override-csv.js';
import { KNOWN_HOLDINGS as KNOWN } from './test-holdings.js';

const { files, fixture } = csvFixtures('holdings/fixtures/holding-override/');
const parse = (text: string, fileName = 'overrides.csv') =>
  parseHoldingOverrideCsv({ fileName, text, knownHoldings: KNOWN });
const errorsOf = (path: string): HoldingOverrideCsvError[] => {
  const r = parse(fixture(path));
  if (r.ok) throw new Error(`${path} parsed`);
  expect(r.moreErrors).toBe(0);
  return r.errors;
};

describe('holding override CSV: ok/', () => {
  it('key columns plus override columns; an empty cell keeps the own value', () => {
    expect(parse(fixture('ok/overrides.csv'))).toEqual({
      ok: true,
      overrides: [
        { row: 2, key: KNOWN[0], values: { sector: 'consumerDiscretionary', holdingName: 'Nestlé SA' } },
        { row: 3, key: KNOWN[1], values: { assetClass: 'moneyMarket' } },
        { row: 4, key: KNOWN[2], values: { currency: 'CHF' } },
      ],
    });
  });

  it('columns in any order, semicolons, BOM, CRLF, quotes, a trailing blank line', () => {
    expect(parse(fixture('ok/any-order-semicolon.csv'))).toEqual({
      ok: true,
      overrides: [{ row: 2, key: KNOWN[0], values: { region: 'europe' } }],
    });
  });

  it('every ok/ result is a valid stored override', () => {
    const ok = Object.entries(files).filter(([p]) => p.includes('/ok/'));
    expect(ok.length).toBe(2);
    for (const [, text] of ok) {
      const r = parse(text);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      for (const o of r.overrides) {
        const stored = {
          productId: 'fund-a',
          key: o.key,
          values: o.values,
          updatedAt: new Date(),
          updatedBy: 'u',
        };
        expect(holdingOverrideSchema.safeParse(stored).success).toBe(true);
      }
    }
  });
});

describe('holding override CSV: not-ok/ (seed 000 §8)', () => {
  it('every not-ok/ fixture is rejected with at least one error', () => {
    const notOk = Object.entries(files).filter(([p]) => p.includes('/not-ok/'));
    expect(notOk.length).toBe(7);
    for (const [, text] of notOk) {
      const r = parse(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
    }
  });

  it('not a .csv file; empty file; blank first line; header only', () => {
    const r = parse('holding name,currency,isin,sector\nNestle,CHF,CH0038863350,energy', 'overrides.txt');
    expect(r).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [
        { row: null, column: null, value: 'overrides.txt', messageKey: 'csv.holdingOverride.notCsvFile' },
      ],
    });
    expect(errorsOf('not-ok/empty.csv')).toEqual([
      { row: 1, column: null, value: '', messageKey: 'csv.holdingOverride.emptyFile' },
    ]);
    expect(parse('\nholding name,currency,isin,sector\nNestle,CHF,CH0038863350,energy')).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [{ row: 1, column: null, value: '', messageKey: 'csv.holdingOverride.missingHeader' }],
    });
    expect(errorsOf('not-ok/header-only.csv')).toEqual([
      {
        row: 1,
        column: null,
        value: 'holding name,currency,isin,sector',
        messageKey: 'csv.holdingOverride.noRows',
      },
    ]);
  });

  it('missing, unexpected and repeated columns; no column to override', () => {
    expect(errorsOf('not-ok/columns.csv')).toEqual([
      { row: 1, column: null, value: 'weight', messageKey: 'csv.holdingOverride.unexpectedColumn' },
      { row: 1, column: 'sector', value: 'sector', messageKey: 'csv.holdingOverride.duplicateColumn' },
      { row: 1, column: 'isin', value: '', messageKey: 'csv.holdingOverride.missingColumn' },
    ]);
    expect(errorsOf('not-ok/no-override-column.csv')).toEqual([
      {
        row: 1,
        column: null,
        value: 'holding name,currency,isin',
        messageKey: 'csv.holdingOverride.noOverrideColumn',
      },
    ]);
  });

  it('duplicated, nonexistent and missing keys', () => {
    expect(errorsOf('not-ok/keys.csv')).toEqual([
      {
        row: 3,
        column: null,
        value: 'Nestle, CHF, CH0038863350',
        messageKey: 'csv.holdingOverride.duplicateKey',
        firstRow: 2,
      },
      {
        row: 4,
        column: null,
        value: 'Nestle, EUR, CH0038863350',
        messageKey: 'csv.holdingOverride.unknownHolding',
      },
      { row: 5, column: null, value: 'Unknown AG, CHF, ', messageKey: 'csv.holdingOverride.unknownHolding' },
      { row: 6, column: 'holdingName', value: '', messageKey: 'csv.holdingOverride.missingKey' },
      { row: 7, column: 'currency', value: '', messageKey: 'csv.holdingOverride.missingKey' },
    ]);
  });

  it('nonexistent asset classes, instrument types, sectors, regions and currencies', () => {
    expect(errorsOf('not-ok/values.csv')).toEqual([
      { row: 2, column: 'assetClass', value: 'crypto', messageKey: 'csv.holdingOverride.invalidValue' },
      {
        row: 3,
        column: 'instrumentType',
        value: 'spaceship',
        messageKey: 'csv.holdingOverride.invalidValue',
      },
      { row: 4, column: 'sector', value: 'tobacco', messageKey: 'csv.holdingOverride.invalidValue' },
      { row: 5, column: 'region', value: 'atlantis', messageKey: 'csv.holdingOverride.invalidValue' },
      { row: 6, column: 'currency', value: 'CH', messageKey: 'csv.holdingOverride.invalidCurrency' },
      {
        row: 7,
        column: 'overrideCurrency',
        value: 'DOGE',
        messageKey: 'csv.holdingOverride.invalidCurrency',
      },
    ]);
  });

  it('an override name of more than 300 characters', () => {
    const long = 'N'.repeat(301);
    expect(parse(`holding name,currency,isin,override name\nNestle,CHF,CH0038863350,${long}`)).toEqual({
      ok: false,
      moreErrors: 0,
      errors: [{ row: 2, column: 'overrideName', value: long, messageKey: 'csv.holdingOverride.tooLong' }],
    });
  });

  it('rows without a value, of the wrong width, with an open quote', () => {
    expect(errorsOf('not-ok/rows.csv')).toEqual([
      { row: 2, column: null, value: 'Nestle,CHF,CH0038863350,', messageKey: 'csv.holdingOverride.noValue' },
      {
        row: 3,
        column: null,
        value: 'Cash,CHF,,energy,extra',
        messageKey: 'csv.holdingOverride.columnCount',
      },
      {
        row: 4,
        column: null,
        value: '"Cash,CHF,,energy',
        messageKey: 'csv.holdingOverride.unterminatedQuote',
      },
    ]);
  });

  it('formats an error for people; every key has an English text', () => {
    expect(
      formatCsvError(
        {
          row: 4,
          column: null,
          value: 'Nestle, EUR, CH0038863350',
          messageKey: 'csv.holdingOverride.unknownHolding',
        },
        englishLocale('holdings-admin'),
      ),
    ).toBe(
      // The text the console shows (the domain's English copy had said "The product has no holding ...").
      'row 4: "Nestle, EUR, CH0038863350" - None of the selected products has a holding with this name, currency and ISIN.',
    );
    for (const key of HOLDING_OVERRIDE_CSV_MESSAGE_KEYS)
      expect(csvMessageIn(englishLocale('holdings-admin'), key)).toMatch(/\S/);
  });
});

describe('holding override CSV: property (fast-check)', () => {
  const valid = fixture('ok/overrides.csv');
  const check = (text: string): void => {
    const r = parse(text);
    if (r.ok) {
      for (const o of r.overrides) {
        expect(KNOWN).toContainEqual(o.key);
        const stored = {
          productId: 'p',
          key: o.key,
          values: o.values,
          updatedAt: new Date(),
          updatedBy: 'u',
        };
        expect(holdingOverrideSchema.safeParse(stored).success).toBe(true);
      }
    } else {
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) expect(HOLDING_OVERRIDE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
    }
  };

  it('random bytes give errors (or valid overrides), never an exception', () => {
    fc.assert(fc.property(randomBytesText, check), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 300 });
  });

  it('a valid file with characters replaced, inserted or deleted never throws', () => {
    const chars = [',', ';', '"', '\n', '\r', ' ', 'x', 'E', '\t', '\uFEFF'];
    fc.assert(fc.property(characterEdits(valid, chars), check), { numRuns: 500 });
  });

  it('a known key changed to one the product does not have is refused on that row', () => {
    const lines = valid.trimEnd().split('\n');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: lines.length - 1 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (li, s) => {
          const cells = (lines[li] ?? '').split(',');
          cells[0] = `Unknown ${s.replace(/[",;\t\r\n]/g, '')}`;
          const text = lines.map((l, i) => (i === li ? cells.join(',') : l)).join('\n');
          const r = parse(text);
          expect(r.ok).toBe(false);
          if (!r.ok)
            expect(r.errors.map((e) => [e.row, e.messageKey])).toContainEqual([
              li + 1,
              'csv.holdingOverride.unknownHolding',
            ]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
