import { describe, expect, it } from 'vitest';
import { activeZoomPreset, clampRange, isZoomPresetVisible, visibleZoomPresets, zoomStartDate } from './zoom';

describe('zoomStartDate', () => {
  it('starts the full period at the data start and YTD on 31 December of the previous year', () => {
    expect(zoomStartDate('max', '2015-01-02', '2026-11-20')).toBe('2015-01-02');
    expect(zoomStartDate('ytd', '2015-01-02', '2026-11-20')).toBe('2025-12-31');
  });

  it('goes back calendar months from the last date, day clamped', () => {
    expect(zoomStartDate('1m', '2000-01-03', '2021-03-31')).toBe('2021-02-28');
    expect(zoomStartDate('3m', '2000-01-03', '2021-05-31')).toBe('2021-02-28');
    expect(zoomStartDate('1y', '2000-01-03', '2024-02-29')).toBe('2023-02-28');
    expect(zoomStartDate('10y', '2000-01-03', '2026-11-20')).toBe('2016-11-20');
  });
});

describe('isZoomPresetVisible (seed 001 §5)', () => {
  const today = '2026-11-22';

  it('hides a preset whose start is not after the data start', () => {
    // 3 years of data: 5y and 10y would only repeat the full period.
    expect(isZoomPresetVisible('3y', '2023-11-20', '2026-11-20', today)).toBe(false);
    expect(isZoomPresetVisible('5y', '2023-11-20', '2026-11-20', today)).toBe(false);
    expect(isZoomPresetVisible('2y', '2023-11-20', '2026-11-20', today)).toBe(true);
    expect(isZoomPresetVisible('3y', '2023-11-17', '2026-11-20', today)).toBe(true);
  });

  it('hides YTD of a series that started this year', () => {
    expect(isZoomPresetVisible('ytd', '2026-03-02', '2026-11-20', today)).toBe(false);
    expect(isZoomPresetVisible('ytd', '2025-12-31', '2026-11-20', today)).toBe(false);
    expect(isZoomPresetVisible('ytd', '2025-12-30', '2026-11-20', today)).toBe(true);
  });

  it('hides YTD when the last data date is more than two months old', () => {
    expect(isZoomPresetVisible('ytd', '2010-01-04', '2026-09-22', today)).toBe(true);
    expect(isZoomPresetVisible('ytd', '2010-01-04', '2026-09-21', today)).toBe(false);
    // The other presets stay: they are relative to the last data date.
    expect(isZoomPresetVisible('1y', '2010-01-04', '2026-09-21', today)).toBe(true);
  });

  it('always shows the full period', () => {
    expect(isZoomPresetVisible('max', '2026-11-19', '2026-11-20', today)).toBe(true);
    expect(isZoomPresetVisible('max', '2010-01-04', '2026-01-20', today)).toBe(true);
  });

  it('filters the configured buttons in their order', () => {
    expect(
      visibleZoomPresets(['1m', '6m', 'ytd', '1y', '5y', 'max'], '2024-06-03', '2026-11-20', today),
    ).toEqual(['1m', '6m', 'ytd', '1y', 'max']);
  });
});

describe('clampRange and activeZoomPreset', () => {
  it('clamps both bounds to the data range and orders them', () => {
    expect(clampRange({ start: '1990-01-01', end: '2030-01-01' }, '2015-01-02', '2026-11-20')).toEqual({
      start: '2015-01-02',
      end: '2026-11-20',
    });
    expect(clampRange({ start: '2020-05-01', end: '2019-01-01' }, '2015-01-02', '2026-11-20')).toEqual({
      start: '2019-01-01',
      end: '2020-05-01',
    });
  });

  it('recognises the preset of a range', () => {
    const presets = ['1m', 'ytd', 'max'] as const;
    expect(
      activeZoomPreset(presets, { start: '2025-12-31', end: '2026-11-20' }, '2015-01-02', '2026-11-20'),
    ).toBe('ytd');
    expect(
      activeZoomPreset(presets, { start: '2015-01-02', end: '2026-11-20' }, '2015-01-02', '2026-11-20'),
    ).toBe('max');
    expect(
      activeZoomPreset(presets, { start: '2016-01-01', end: '2026-11-20' }, '2015-01-02', '2026-11-20'),
    ).toBe(null);
  });
});
