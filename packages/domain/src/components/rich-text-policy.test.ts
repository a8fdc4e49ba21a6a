import { describe, expect, it } from 'vitest';
import {
  EDITOR_FONT_SIZES,
  keptFontSizeStyle,
  RICH_TEXT_FONT_SIZE,
  RICH_TEXT_POLICY,
} from './rich-text-policy.js';

describe('rich-text font sizes (seed 000 §9 "Editor font sizes 6 to 48 px")', () => {
  it('accepts exactly the whole pixels from 6 to 48', () => {
    const accepted = Array.from({ length: 60 }, (_, px) => px).filter((px) =>
      RICH_TEXT_FONT_SIZE.test(`${px}px`),
    );
    expect(accepted).toEqual(Array.from({ length: 43 }, (_, i) => i + 6));
    for (const value of ['12', '12em', '12.5px', ' 12px', '012px', '12PX']) {
      expect(RICH_TEXT_FONT_SIZE.test(value)).toBe(false);
    }
  });

  it('keeps a style that is one allowed font size, in its plain form', () => {
    expect(keptFontSizeStyle('font-size: 6px')).toBe('font-size: 6px');
    expect(keptFontSizeStyle('  FONT-SIZE:48PX; ')).toBe('font-size: 48px');
    for (const style of [
      'font-size: 5px',
      'font-size: 49px',
      'color: red',
      'font-size: 12px; color: red',
      '',
    ]) {
      expect(keptFontSizeStyle(style)).toBeNull();
    }
  });

  it('offers only sizes the sanitisers keep, from the smallest to the largest', () => {
    expect(EDITOR_FONT_SIZES[0]).toBe(RICH_TEXT_POLICY.fontSizePx.min);
    expect(EDITOR_FONT_SIZES.at(-1)).toBe(RICH_TEXT_POLICY.fontSizePx.max);
    for (const px of EDITOR_FONT_SIZES) expect(keptFontSizeStyle(`font-size: ${px}px`)).not.toBeNull();
  });
});
