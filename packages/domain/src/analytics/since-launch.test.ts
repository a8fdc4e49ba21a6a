import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  drawdownEpisodeDays,
  sinceLaunchMode,
  sinceLaunchWindow,
} from './since-launch.js';

describe('calendarDaysBetween', () => {
  it('counts calendar days across months, leap days and years', () => {
    expect(calendarDaysBetween('2021-06-02', '2021-06-02')).toBe(0);
    expect(calendarDaysBetween('2021-06-02', '2021-07-02')).toBe(30);
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysBetween('2021-12-31', '2022-01-01')).toBe(1);
    expect(calendarDaysBetween('2022-01-01', '2021-12-31')).toBe(-1);
  });
});

describe('sinceLaunchMode', () => {
  it('follows the live track record when it may be opened, else the first tab', () => {
    expect(sinceLaunchMode(['historical', 'live'])).toBe('live');
    expect(sinceLaunchMode(['internal'])).toBe('internal');
    expect(sinceLaunchMode(['historical', 'internal'])).toBe('historical');
    expect(sinceLaunchMode([])).toBeNull();
  });
});

describe('sinceLaunchWindow', () => {
  const data = { start: '2011-06-02', end: '2026-11-20' };
  it('starts at the launch when the series reaches back before it (a backtest)', () => {
    expect(sinceLaunchWindow('2021-06-02', data)).toEqual({ start: '2021-06-02', end: '2026-11-20' });
  });
  it('starts at the first price of a series that begins after its launch date', () => {
    expect(sinceLaunchWindow('2010-01-04', data)).toEqual({ start: '2011-06-02', end: '2026-11-20' });
  });
  it('is null without prices, or without a price after the launch', () => {
    expect(sinceLaunchWindow('2021-06-02', { start: null, end: null })).toBeNull();
    expect(sinceLaunchWindow('2026-11-20', data)).toBeNull();
    expect(sinceLaunchWindow('2027-01-01', data)).toBeNull();
  });
});

describe('drawdownEpisodeDays', () => {
  it('measures a recovered episode from its peak, and its recovery from the trough', () => {
    expect(
      drawdownEpisodeDays(
        { peakDate: '2022-01-03', troughDate: '2022-03-08', recoveryDate: '2022-08-15' },
        '2026-11-20',
      ),
    ).toEqual({ length: 224, toTrough: 64, toRecover: 160 });
  });
  it('measures an episode still open to the window end, with no time to recover', () => {
    expect(
      drawdownEpisodeDays(
        { peakDate: '2026-09-30', troughDate: '2026-10-20', recoveryDate: null },
        '2026-11-20',
      ),
    ).toEqual({ length: 51, toTrough: 20, toRecover: null });
  });
  it('keeps length = time to trough + time to recover for a recovered episode', () => {
    const e = { peakDate: '2020-02-19', troughDate: '2020-03-23', recoveryDate: '2020-08-18' };
    const d = drawdownEpisodeDays(e, '2026-01-01');
    expect(d.length).toBe(d.toTrough + (d.toRecover ?? NaN));
  });
});
