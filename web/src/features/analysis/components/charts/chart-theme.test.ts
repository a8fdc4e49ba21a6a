import { describe, expect, it } from 'vitest';
import { timeAxis } from './chart-theme';

describe('timeAxis', () => {
  it('takes the finest step whose labels fit the width', () => {
    expect(timeAxis('2014-01-02', '2026-11-20', 1040, 'en').tickValues).toBe('every 1 year');
    expect(timeAxis('2014-01-02', '2026-11-20', 420, 'en').tickValues).toBe('every 2 years');
    expect(timeAxis('1996-01-02', '2026-11-20', 420, 'en').tickValues).toBe('every 5 years');
    expect(timeAxis('2025-11-20', '2026-11-20', 1000, 'en').tickValues).toBe('every 1 month');
    expect(timeAxis('2025-11-20', '2026-11-20', 420, 'en').tickValues).toBe('every 3 months');
    expect(timeAxis('2026-09-20', '2026-11-20', 400, 'en').tickValues).toBe('every 2 weeks');
  });

  it('uses years beyond about two years, even where months would fit', () => {
    expect(timeAxis('2022-11-20', '2026-11-20', 4000, 'en').tickValues).toBe('every 1 year');
  });

  it('labels in the page language', () => {
    const march = new Date(Date.UTC(2024, 2, 1));
    const { format } = timeAxis('2023-11-20', '2024-11-20', 1000, 'de');
    expect(format(march)).toBe('März 2024');
    expect(timeAxis('2023-11-20', '2024-11-20', 1000, 'fr').format(march)).toBe('mars 2024');
    expect(timeAxis('2014-01-02', '2026-11-20', 1000, 'de').format(march)).toBe('2024');
  });

  it('copes with a chart not measured yet and with no dates', () => {
    expect(timeAxis('2014-01-02', '2026-11-20', 0, 'en').tickValues).toBe('every 5 years');
    expect(timeAxis(undefined, undefined, 800, 'en').tickValues).toBe('every 1 year');
  });
});
