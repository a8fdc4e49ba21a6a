import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '@portal/domain';
import { generateShades, luminance, parseHex, statusPalettes } from './colors';

describe('generateShades', () => {
  it('keeps the brand colour exactly and orders shades from light to dark', () => {
    for (const brand of ['#001b6c', '#28c76f', '#ea5455', '#ffba00', '#777777']) {
      const { shades, baseIndex } = generateShades(brand);
      expect(shades).toHaveLength(10);
      expect(shades[baseIndex]).toBe(brand);
      const lum = shades.map(luminance);
      for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThanOrEqual((lum[i - 1] ?? 1) + 1e-9);
    }
  });

  it('puts a dark navy near the dark end and a bright yellow near the light end', () => {
    expect(generateShades('#001b6c').baseIndex).toBeGreaterThanOrEqual(8);
    expect(generateShades('#ffba00').baseIndex).toBeLessThanOrEqual(5);
  });

  it('accepts short hex colours', () => {
    const { shades, baseIndex } = generateShades('#f00');
    expect(shades[baseIndex]).toBe('#ff0000');
  });

  it('rejects non-colours', () => {
    expect(() => parseHex('#12')).toThrow();
  });
});

describe('statusPalettes', () => {
  it("carries the spec's success, danger and warning colours, also under Mantine's green, red, yellow and orange", () => {
    const palettes = statusPalettes(BRAND_COLORS);
    const has = (name: keyof typeof palettes, hex: string) => {
      expect(palettes[name]).toContain(hex);
    };
    has('success', '#28c76f');
    has('green', '#28c76f');
    has('danger', '#ea5455');
    has('red', '#ea5455');
    has('warning', '#ffba00');
    has('yellow', '#ffba00');
    has('orange', '#ffba00');
  });
});
