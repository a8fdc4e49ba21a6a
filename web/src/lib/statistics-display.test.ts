import { describe, expect, it } from 'vitest';
import { formatStatValue } from './statistics-display';

describe('formatStatValue', () => {
  it('formats percentages with two places and no forced sign', () => {
    expect(formatStatValue('cumulativeReturn', 0.123456)).toBe('12.35%');
    expect(formatStatValue('annualizedReturn', -0.0123)).toBe('-1.23%');
    expect(formatStatValue('trackingError', 0.5)).toBe('50.00%');
  });

  it('shows the maximum drawdown (a positive fraction) as a loss', () => {
    expect(formatStatValue('maximumDrawdown', 0.22622259742982798)).toBe('-22.62%');
    expect(formatStatValue('maximumDrawdown', 0)).toBe('0.00%');
  });

  it('formats ratios as decimals with two places and thousands separators', () => {
    expect(formatStatValue('sharpeRatio', 1.2030841963502827)).toBe('1.20');
    expect(formatStatValue('beta', -0.849995)).toBe('-0.85');
    expect(formatStatValue('omegaRatio', 1234.5)).toBe('1,234.50');
  });

  it('never shows a negative zero', () => {
    expect(formatStatValue('informationRatio', -0.001)).toBe('0.00');
    expect(formatStatValue('cumulativeReturn', -0.00001)).toBe('0.00%');
    expect(formatStatValue('informationRatio', -0.006)).toBe('-0.01');
  });

  it('formats consecutive-month counts without decimals', () => {
    expect(formatStatValue('maxConsecutivePositiveMonthlyReturns', 7)).toBe('7');
  });

  it('keeps undefined values undefined (shown as n/a, never 0)', () => {
    expect(formatStatValue('alpha', null)).toBeNull();
    expect(formatStatValue('alpha', undefined)).toBeNull();
    expect(formatStatValue('sharpeRatio', Number.NaN)).toBeNull();
    expect(formatStatValue('sharpeRatio', Number.POSITIVE_INFINITY)).toBeNull();
  });
});
