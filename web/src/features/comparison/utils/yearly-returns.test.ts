import { describe, expect, it } from 'vitest';
import { yearRows } from './yearly-returns';

const product = (
  startDate: string,
  rows: { year: number; lastDate: string; value: number }[],
): Parameters<typeof yearRows>[0][number] => ({
  window: { startDate, endDate: rows.at(-1)?.lastDate ?? startDate, nReturns: 100 },
  yearlyReturns: rows,
});

describe('yearRows', () => {
  it('lists every year any product has, newest first, n/a where a product has none', () => {
    const rows = yearRows([
      product('2020-12-31', [
        { year: 2021, lastDate: '2021-12-31', value: 0.1 },
        { year: 2022, lastDate: '2022-12-30', value: -0.05 },
      ]),
      product('2021-12-31', [{ year: 2022, lastDate: '2022-12-30', value: 0.02 }]),
    ]);
    expect(rows.map((r) => r.year)).toEqual([2022, 2021]);
    expect(rows[1]?.cells[1]).toBeNull();
    expect(rows[0]?.cells.map((c) => c?.value)).toEqual([-0.05, 0.02]);
  });

  it('marks a first year the window starts inside and a last year that ends before late December', () => {
    const [row2024, row2023] = yearRows([
      product('2023-03-15', [
        { year: 2023, lastDate: '2023-12-29', value: 0.04 },
        { year: 2024, lastDate: '2024-06-28', value: 0.03 },
      ]),
    ]);
    expect(row2023?.cells[0]?.partial).toBe(true);
    expect(row2024?.cells[0]?.partial).toBe(true);
  });

  it('does not mark whole years', () => {
    const rows = yearRows([
      product('2022-12-30', [
        { year: 2023, lastDate: '2023-12-29', value: 0.04 },
        { year: 2024, lastDate: '2024-12-31', value: 0.03 },
      ]),
    ]);
    expect(rows.flatMap((r) => r.cells.map((c) => c?.partial))).toEqual([false, false]);
  });

  it('is empty without yearly returns', () => {
    expect(yearRows([{ window: null, yearlyReturns: [] }])).toEqual([]);
  });
});
