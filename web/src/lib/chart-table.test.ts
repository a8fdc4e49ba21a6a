import { describe, expect, it } from 'vitest';
import { categoryChartTable, MAX_TABLE_ROWS, sampleDates, timeSeriesChartTable } from './chart-table';
import { formatDate, formatPercent } from './format';

const f = {
  caption: 'Yearly returns',
  rowHeader: 'Year',
  format: (v: number) => formatPercent(v) ?? '',
  missing: 'n/a',
};

/** Consecutive ISO days from `start` (UTC). */
function days(start: string, count: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}

describe('categoryChartTable', () => {
  it('puts categories in rows and series in columns, formatted, with n/a for a missing value', () => {
    const table = categoryChartTable(
      ['2024', '2025*'],
      [
        { label: 'Fund', values: [0.1234, -0.05] },
        { label: 'Benchmark', values: [null, Number.NaN] },
      ],
      f,
    );
    expect(table).toEqual({
      caption: 'Yearly returns',
      rowHeader: 'Year',
      columns: ['Fund', 'Benchmark'],
      rows: [
        { header: '2024', cells: ['+12.34%', 'n/a'] },
        { header: '2025*', cells: ['-5.00%', 'n/a'] },
      ],
      sampled: false,
    });
  });

  it('never shows a fake 0 for a series shorter than the categories', () => {
    const table = categoryChartTable(['A', 'B'], [{ label: 'Fund', values: [0] }], f);
    expect(table.rows.map((r) => r.cells)).toEqual([['0.00%'], ['n/a']]);
  });
});

describe('sampleDates', () => {
  it('keeps every date of a short series', () => {
    const dates = days('2024-01-01', MAX_TABLE_ROWS);
    expect(sampleDates(dates)).toHaveLength(MAX_TABLE_ROWS);
  });

  it('keeps the first date and the last date of each month of a long daily series', () => {
    const dates = days('2020-01-15', 800);
    const kept = sampleDates(dates).map((i) => dates[i]);
    expect(kept[0]).toBe('2020-01-15');
    expect(kept[1]).toBe('2020-01-31');
    expect(kept).toContain('2020-02-29');
    expect(kept.at(-1)).toBe(dates.at(-1));
    expect(new Set(kept.map((d) => d?.slice(0, 7))).size).toBe(kept.length - 1);
  });

  it('falls back to year-ends when even month-ends are too many', () => {
    const dates = days('1980-01-01', 40 * 366);
    const kept = sampleDates(dates).map((i) => dates[i]);
    expect(kept.length).toBeLessThanOrEqual(42);
    expect(kept).toContain('1990-12-31');
  });
});

describe('timeSeriesChartTable', () => {
  it('joins the lines on the union of their dates, formats dates and values through Intl', () => {
    const table = timeSeriesChartTable(
      [
        {
          label: 'Fund',
          points: [
            { date: '2024-01-02', value: 0 },
            { date: '2024-01-03', value: 0.015 },
          ],
        },
        { label: 'Benchmark', points: [{ date: '2024-01-03', value: -0.002 }] },
      ],
      { ...f, caption: 'Cumulative returns', rowHeader: 'Date', formatDate: (d) => formatDate(d, 'de') ?? d },
    );
    expect(table.columns).toEqual(['Fund', 'Benchmark']);
    expect(table.rows).toEqual([
      { header: formatDate('2024-01-02', 'de'), cells: ['0.00%', 'n/a'] },
      { header: formatDate('2024-01-03', 'de'), cells: ['+1.50%', '-0.20%'] },
    ]);
    expect(table.sampled).toBe(false);
  });

  it('says when it thinned a long series', () => {
    const dates = days('2015-01-01', 2000);
    const table = timeSeriesChartTable(
      [{ label: 'Fund', points: dates.map((date) => ({ date, value: 0.01 })) }],
      {
        ...f,
        formatDate: (d) => d,
      },
    );
    expect(table.sampled).toBe(true);
    expect(table.rows.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
  });
});
