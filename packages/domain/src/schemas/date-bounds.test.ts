import { describe, expect, it } from 'vitest';
import { dateBoundIssue, shiftIsoDate } from './date-bounds.js';

describe('dateBoundIssue (seed 000 §5 "inclusive when 0 days apart, otherwise at least N days apart")', () => {
  it('is inclusive with 0 days: the bound itself passes, the day beyond it does not', () => {
    expect(dateBoundIssue('2024-03-01', '2024-03-01', 'after')).toBeNull();
    expect(dateBoundIssue('2024-03-01', '2024-03-01', 'before')).toBeNull();
    expect(dateBoundIssue('2024-02-29', '2024-03-01', 'after')).toEqual({
      side: 'after',
      bound: '2024-03-01',
      minDaysApart: 0,
      limit: '2024-03-01',
    });
    expect(dateBoundIssue('2024-03-02', '2024-03-01', 'before')?.limit).toBe('2024-03-01');
  });

  it('needs at least N days otherwise, across month and leap-day boundaries', () => {
    expect(dateBoundIssue('2024-03-06', '2024-02-28', 'after', 7)).toBeNull();
    expect(dateBoundIssue('2024-03-05', '2024-02-28', 'after', 7)).toMatchObject({ limit: '2024-03-06' });
    expect(dateBoundIssue('2023-12-25', '2024-01-01', 'before', 7)).toBeNull();
    expect(dateBoundIssue('2023-12-26', '2024-01-01', 'before', 7)).toMatchObject({ limit: '2023-12-25' });
  });

  it('leaves dates that are not real days to the format rule', () => {
    expect(dateBoundIssue('2024-02-30', '2024-03-01', 'after')).toBeNull();
    expect(dateBoundIssue('2024-03-01', 'soon', 'after')).toBeNull();
  });

  it('shifts ISO dates by calendar days in UTC', () => {
    expect(shiftIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftIsoDate('2024-01-01', -1)).toBe('2023-12-31');
  });
});
