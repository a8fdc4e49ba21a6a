import { describe, expect, it } from 'vitest';
import { rebasedSeries } from './rebase.js';

describe('rebasedSeries', () => {
  it('rebases every series to 100 on the latest first date', () => {
    const out = rebasedSeries([
      { id: 'fund', dates: ['2024-01-01', '2024-01-02', '2024-01-03'], values: [50, 60, 66] },
      { id: 'index', dates: ['2024-01-02', '2024-01-03'], values: [200, 220] },
    ]);
    expect(out).toEqual([
      {
        id: 'fund',
        points: [
          { date: '2024-01-02', value: 100 },
          { date: '2024-01-03', value: 110.00000000000001 },
        ],
      },
      {
        id: 'index',
        points: [
          { date: '2024-01-02', value: 100 },
          { date: '2024-01-03', value: 110.00000000000001 },
        ],
      },
    ]);
  });

  it('gives empty points to an empty series and to one that ends before the others start', () => {
    const out = rebasedSeries([
      { id: 'a', dates: [], values: [] },
      { id: 'b', dates: ['2020-01-01'], values: [1] },
      { id: 'c', dates: ['2021-01-01', '2021-01-02'], values: [2, 3] },
    ]);
    expect(out.map((s) => s.points.length)).toEqual([0, 0, 2]);
  });

  it('thins long series and keeps the last point', () => {
    const dates = Array.from({ length: 1001 }, (_, i) => `2000-01-01#${String(i).padStart(4, '0')}`);
    const values = dates.map((_, i) => 100 + i);
    const [s] = rebasedSeries([{ id: 'x', dates, values }], 100);
    expect(s?.points.length).toBeLessThanOrEqual(102);
    expect(s?.points.at(-1)).toEqual({ date: dates[1000], value: 1100 });
    expect(s?.points[0]).toEqual({ date: dates[0], value: 100 });
  });
});
