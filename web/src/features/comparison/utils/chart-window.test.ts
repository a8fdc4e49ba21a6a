import { describe, expect, it } from 'vitest';
import { activeZoom, presetRange, zoomChoices } from './chart-window';

const product = (inceptionDate: string | null, lastDate: string | null) => ({
  keyFacts: { currency: 'CHF', isin: null, inceptionDate, aum: null, lastDate, lastPrice: null, details: [] },
});

describe('presetRange', () => {
  const products = [product('2018-03-01', '2026-11-20'), product('2015-01-02', '2026-11-18')];

  it('counts back from the earliest last price, over the common start of the answer', () => {
    expect(presetRange(products, { startDate: '2018-03-01', endDate: '2026-11-18' }, null)).toEqual({
      dataStart: '2018-03-01',
      lastDate: '2026-11-18',
    });
  });

  it('takes the latest inception date when a chosen start has moved the common start', () => {
    expect(presetRange(products, { startDate: '2025-11-18', endDate: '2026-11-18' }, '2025-11-18')).toEqual({
      dataStart: '2018-03-01',
      lastDate: '2026-11-18',
    });
  });

  it('is null without prices or without a range in common', () => {
    expect(presetRange([product(null, null), product(null, '2026-01-01')], null, null)).toBeNull();
    expect(presetRange(products, null, null)).toBeNull();
    expect(presetRange([], null, null)).toBeNull();
  });
});

describe('zoomChoices', () => {
  it('offers the presets that start after the common start', () => {
    const choices = zoomChoices({ dataStart: '2022-06-01', lastDate: '2026-11-18' }, '2026-11-22');
    expect(choices).toEqual([
      { preset: 'ytd', from: '2025-12-31' },
      { preset: '1y', from: '2025-11-18' },
      { preset: '3y', from: '2023-11-18' },
    ]);
  });

  it('offers none without a range', () => {
    expect(zoomChoices(null, '2026-11-22')).toEqual([]);
  });
});

describe('activeZoom', () => {
  const choices = [
    { preset: '1y', from: '2025-11-18' },
    { preset: '3y', from: '2023-11-18' },
  ] as const;

  it('is the common period without dates', () => {
    expect(activeZoom(choices, { from: null, to: null })).toBe('common');
  });

  it('is the preset that starts the window, with no end', () => {
    expect(activeZoom(choices, { from: '2023-11-18', to: null })).toBe('3y');
    expect(activeZoom(choices, { from: '2023-11-18', to: '2026-01-01' })).toBeNull();
    expect(activeZoom(choices, { from: '2023-11-19', to: null })).toBeNull();
  });
});
