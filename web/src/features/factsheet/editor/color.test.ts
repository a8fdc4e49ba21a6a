import { describe, expect, it } from 'vitest';
import { parseColor } from './color';

describe('parseColor', () => {
  it('takes #rrggbb in any case and #rgb', () => {
    expect(parseColor('#1A2b3C')).toBe('#1a2b3c');
    expect(parseColor(' #abc ')).toBe('#aabbcc');
  });
  it('takes rgb(r, g, b) with or without spaces', () => {
    expect(parseColor('rgb(0, 27, 108)')).toBe('#001b6c');
    expect(parseColor('RGB(255,255,255)')).toBe('#ffffff');
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      '#12345',
      '#1234567',
      'rgb(256, 0, 0)',
      'rgb(1, 2)',
      'rgba(1, 2, 3, 1)',
      'red',
      '001b6c',
    ])
      expect(parseColor(bad), bad).toBeNull();
  });
});
