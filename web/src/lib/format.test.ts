import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatDateRange,
  formatInstantIn,
  formatMillions,
  formatNumber,
  formatPercent,
  formatPrice,
  trendOf,
} from './format';

describe('formatPercent', () => {
  it('shows the sign of returns with two decimals', () => {
    expect(formatPercent(0.0123)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-50.00%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('can drop the sign and change the decimals', () => {
    expect(formatPercent(0.12345, { signed: false, digits: 1 })).toBe('12.3%');
  });

  it('returns null for missing values instead of a fake 0', () => {
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent(undefined)).toBeNull();
    expect(formatPercent(Number.NaN)).toBeNull();
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPrice and formatNumber', () => {
  it('uses two decimals, dot decimal and comma thousands', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice(99.999, 'CHF')).toBe('100.00 CHF');
    expect(formatPrice(null)).toBeNull();
  });

  it('signs changes when asked', () => {
    expect(formatNumber(1.5, { signed: true })).toBe('+1.50');
    expect(formatNumber(-1.5, { signed: true })).toBe('-1.50');
    expect(formatNumber(3, { digits: 0 })).toBe('3');
  });
});

describe('formatCompact and formatMillions', () => {
  it('shows values over 999 as k with one decimal', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1234)).toBe('1.2k');
    expect(formatCompact(-2500)).toBe('-2.5k');
    expect(formatCompact(null)).toBeNull();
  });

  it('shows AuM in millions with one decimal', () => {
    expect(formatMillions(12_345_678)).toBe('12.3M');
  });
});

describe('formatDate', () => {
  it('formats calendar dates in the UI language without shifting the day', () => {
    expect(formatDate('2022-02-03', 'en', 'long')).toBe('February 3, 2022');
    expect(formatDate('2022-02-03', 'de', 'long')).toBe('3. Februar 2022');
    expect(formatDate('2023-08-31', 'fr', 'long')).toBe('31 août 2023');
    expect(formatDate('2023-08-31', 'pt', 'long')).toBe('31 de agosto de 2023');
  });

  it('returns null for missing or malformed dates', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('31.08.2023', 'en')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it('formats a range the locale way, sharing what both dates share', () => {
    // Plain spaces around the dash, whichever ICU the runtime has (the server's and the browser's differ).
    const range = (a: string, b: string, lang: string) => formatDateRange(a, b, lang);
    expect(range('2020-02-20', '2020-12-31', 'en-US')).toBe('Feb 20 – Dec 31, 2020');
    expect(range('2018-10-01', '2019-01-15', 'en-US')).toBe('Oct 1, 2018 – Jan 15, 2019');
    expect(range('2020-02-20', '2020-12-31', 'de')).toBe('20.02. – 31.12.2020');
  });

  it('is null for anything but two ISO dates', () => {
    expect(formatDateRange('2020-02-20', null, 'en')).toBeNull();
    expect(formatDateRange('20.02.2020', '2020-12-31', 'en')).toBeNull();
  });
});

describe('trendOf', () => {
  it('classifies returns for colouring', () => {
    expect(trendOf(0.01)).toBe('up');
    expect(trendOf(-0.01)).toBe('down');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });

  it('is neutral for a value shown as zero, whatever its sign below the shown precision', () => {
    expect(trendOf(-1e-15, formatPercent(-1e-15))).toBe('flat');
    expect(trendOf(-0.00004, formatPercent(-0.00004))).toBe('flat');
    expect(trendOf(-0.0004, formatPercent(-0.0004))).toBe('down');
    expect(trendOf(0.0004, '0.04%')).toBe('up');
  });
});

describe('formatInstantIn', () => {
  it("shows the instant's day and time in the given zone, in the UI language, with the zone's name", () => {
    const noon = new Date('2026-11-25T11:00:00Z');
    expect(formatInstantIn(noon, 'en', 'Europe/Zurich', 'CET')).toBe('Nov 25, 2026, 12:00 CET');
    expect(formatInstantIn(noon, 'de', 'Europe/Zurich', 'CET')).toBe('25. Nov. 2026, 12:00 CET');
    // 23:30 UTC is already the next day in Zurich.
    expect(formatInstantIn(new Date('2026-06-29T22:30:00Z'), 'en', 'Europe/Zurich', 'CEST')).toBe(
      'Jun 30, 2026, 00:30 CEST',
    );
  });
});
