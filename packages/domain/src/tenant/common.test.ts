import { describe, expect, it } from 'vitest';
import { isRealDate } from './common.js';

describe('isRealDate', () => {
  it('accepts a real calendar day written YYYY-MM-DD', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('2026-01-31')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('1900-02-29')).toBe(false);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('2026-00-01')).toBe(false);
    expect(isRealDate('2026-01-00')).toBe(false);
  });

  it('refuses anything but the strict format', () => {
    expect(isRealDate('2026-2-1')).toBe(false);
    expect(isRealDate('11/20/2026')).toBe(false);
    expect(isRealDate('2026-02-28x')).toBe(false);
    expect(isRealDate(' 2026-02-28')).toBe(false);
    expect(isRealDate('')).toBe(false);
  });
});
