import { describe, expect, it } from 'vitest';
import { lastIndexOnOrBefore, minusMonths, mtdAnchor, ytdAnchor } from './dates.js';

describe('minusMonths (METRICS.md §2, day clamped)', () => {
  it('clamps to the target month length', () => {
    expect(minusMonths('2021-05-31', 3)).toBe('2021-02-28');
    expect(minusMonths('2020-05-31', 3)).toBe('2020-02-29');
  });
  it('crosses years', () => {
    expect(minusMonths('1998-08-14', 60)).toBe('1993-08-14');
    expect(minusMonths('2024-01-15', 1)).toBe('2023-12-15');
    expect(minusMonths('2024-03-31', 13)).toBe('2023-02-28');
  });
});

describe('lastIndexOnOrBefore', () => {
  const dates = ['2020-01-02', '2020-01-03', '2020-01-06'];
  it('finds exact and earlier dates', () => {
    expect(lastIndexOnOrBefore(dates, '2020-01-03')).toBe(1);
    expect(lastIndexOnOrBefore(dates, '2020-01-05')).toBe(1);
    expect(lastIndexOnOrBefore(dates, '2030-01-01')).toBe(2);
  });
  it('returns -1 before the first date and on an empty series', () => {
    expect(lastIndexOnOrBefore(dates, '2019-12-31')).toBe(-1);
    expect(lastIndexOnOrBefore([], '2020-01-01')).toBe(-1);
  });
});

describe('ytdAnchor', () => {
  it('is 31 Dec of the previous year', () => {
    expect(ytdAnchor('2026-11-20')).toBe('2025-12-31');
    expect(ytdAnchor('2026-01-02')).toBe('2025-12-31');
  });
});

describe('mtdAnchor', () => {
  it('is the last day of the previous month, across years and leap days', () => {
    expect(mtdAnchor('2026-11-20')).toBe('2026-10-31');
    expect(mtdAnchor('2026-01-02')).toBe('2025-12-31');
    expect(mtdAnchor('2024-03-01')).toBe('2024-02-29');
    expect(mtdAnchor('2023-03-31')).toBe('2023-02-28');
  });
});
