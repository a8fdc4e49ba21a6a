import { describe, expect, it } from 'vitest';
import {
  chartValue,
  componentContentIssues,
  isEmptyContent,
  languageContentIssues,
  rowCountIssue,
  weightsSum,
  weightsWithinTolerance,
} from './content-rules.js';

const rows = (...pairs: [string, string | number][]) => pairs.map(([key, value]) => ({ key, value }));

describe('chart values and weights', () => {
  it('reads numbers with a decimal point only', () => {
    expect(chartValue('12.5')).toBe(12.5);
    expect(chartValue(' -3 ')).toBe(-3);
    expect(chartValue('.5')).toBe(0.5);
    expect(chartValue('1e3')).toBe(1000);
    expect(chartValue('12,5')).toBe('12,5');
    expect(chartValue('1,000.5')).toBe('1,000.5');
    expect(chartValue('abc')).toBe('abc');
    expect(chartValue('')).toBe('');
    expect(chartValue(7)).toBe(7);
  });

  it('sums the numeric values without float noise, and checks the tolerance inclusively', () => {
    expect(weightsSum(rows(['a', 33.3], ['b', '33.3'], ['c', 33.4]))).toBe(100);
    expect(weightsSum(rows(['a', 'x'], ['b', 40]))).toBe(40);
    expect(weightsSum([])).toBe(0);
    expect(weightsWithinTolerance(100.5)).toBe(true);
    expect(weightsWithinTolerance(99.5)).toBe(true);
    expect(weightsWithinTolerance(100.51)).toBe(false);
    expect(weightsWithinTolerance(99.4)).toBe(false);
  });
});

describe('content rules (seed 000 §5)', () => {
  it('needs visible text in a text component', () => {
    expect(languageContentIssues('text', { text: '<p></p>' }, 'en')).toEqual([
      { code: 'textRequired', lang: 'en' },
    ]);
    expect(languageContentIssues('text', { text: '<p>&nbsp;</p>' }, 'de')).toEqual([
      { code: 'textRequired', lang: 'de' },
    ]);
    expect(languageContentIssues('text', { text: '<p>Hello</p>' }, 'en')).toEqual([]);
  });

  it('needs a file of the right kind in image and video components', () => {
    expect(languageContentIssues('image', {}, 'en')).toEqual([{ code: 'mediaRequired', lang: 'en' }]);
    expect(languageContentIssues('image', { media: { contentType: 'video/mp4' } }, 'fr')).toEqual([
      { code: 'mediaKind', lang: 'fr', value: 'video/mp4' },
    ]);
    expect(languageContentIssues('video', { media: { contentType: 'video/webm' } }, 'en')).toEqual([]);
  });

  it('names the row, column and value of every table problem', () => {
    expect(languageContentIssues('table', { columns: ['Fee', ''], rows: [] }, 'en')).toEqual([
      { code: 'columnRequired', lang: 'en', column: 2 },
      { code: 'rowsRequired', lang: 'en' },
    ]);
    expect(
      languageContentIssues(
        'table',
        { columns: ['Fee', 'Rate'], rows: rows(['TER', '1 %'], ['', 'x'], ['TER', '']) },
        'de',
      ),
    ).toEqual([
      { code: 'keyRequired', lang: 'de', row: 2, column: 1 },
      { code: 'keyDuplicate', lang: 'de', row: 3, column: 1, value: 'TER' },
      { code: 'valueRequired', lang: 'de', row: 3, column: 2 },
    ]);
    expect(
      languageContentIssues('table', { columns: ['Fee', 'Rate'], rows: rows(['TER', 'n/a']) }, 'en'),
    ).toEqual([]);
  });

  it('needs numbers in charts and dates on line charts', () => {
    expect(languageContentIssues('vertical-bar-chart', { rows: rows(['2024', '5,1']) }, 'en')).toEqual([
      { code: 'valueNotNumber', lang: 'en', row: 1, column: 2, value: '5,1' },
    ]);
    expect(
      languageContentIssues('line-chart', { rows: rows(['2024-02-30', 1], ['2024-01-31', 2]) }, 'en'),
    ).toEqual([{ code: 'dateInvalid', lang: 'en', row: 1, column: 1, value: '2024-02-30' }]);
    expect(languageContentIssues('horizontal-bar-chart', { rows: rows(['A', -2.5]) }, 'en')).toEqual([]);
  });

  it('shows the sum of weights that miss 100 in pie and donut charts', () => {
    expect(languageContentIssues('pie-chart', { rows: rows(['Equities', 60], ['Bonds', 30]) }, 'en')).toEqual(
      [{ code: 'weightsSum', lang: 'en', sum: 90, expected: 100 }],
    );
    expect(languageContentIssues('donut-chart', { rows: rows(['A', 60], ['B', 40.4]) }, 'en')).toEqual([]);
    // A row error first: the sum of a half-typed chart means nothing.
    expect(languageContentIssues('pie-chart', { rows: rows(['A', 'x']) }, 'en').map((i) => i.code)).toEqual([
      'valueNotNumber',
    ]);
  });

  it('checks every language given, needs one, and the same rows in each', () => {
    expect(componentContentIssues('text', {})).toEqual([{ code: 'noContent' }]);
    expect(
      componentContentIssues('text', { en: { text: '<p>a</p>' }, de: { text: '' } }).map((i) => i.lang),
    ).toEqual(['de']);
    expect(rowCountIssue('pie-chart', { en: { rows: rows(['a', 100]) }, fr: { rows: [] } })).toEqual({
      code: 'rowCount',
    });
    expect(rowCountIssue('pie-chart', { en: { rows: rows(['a', 100]) } })).toBeNull();
    expect(rowCountIssue('text', { en: {}, de: { rows: rows(['a', 1]) } })).toBeNull();
  });

  it('tells an untouched language from a partly filled one', () => {
    expect(isEmptyContent({ title: ' ', text: '<p></p>', columns: ['', ''], rows: rows(['', '']) })).toBe(
      true,
    );
    expect(isEmptyContent({ title: 'Fees' })).toBe(false);
    expect(isEmptyContent({ rows: rows(['', '3']) })).toBe(false);
  });
});
