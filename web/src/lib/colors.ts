/**
 * A 10-shade palette from one brand colour, for Mantine's `colors` (light → dark). `@mantine/colors-generator` is not
 * a dependency here (it needs chroma-js), so this is a small HSL interpolation: the brand colour itself is kept
 * exactly, at the shade whose reference lightness is closest to its own, and Mantine's `primaryShade` points there.
 */
export type ColorTuple = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

const SHADE_INDICES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ShadeIndex = (typeof SHADE_INDICES)[number];
export const toShadeIndex = (n: number): ShadeIndex =>
  SHADE_INDICES[Math.min(9, Math.max(0, Math.round(n)))] ?? 0;

/** Lightness (%) of each shade in Mantine's default palettes, roughly. */
const REFERENCE_LIGHTNESS = [96, 90, 81, 71, 61, 52, 44, 36, 28, 20] as const;

interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function parseHex(hex: string): [number, number, number] {
  const raw = hex.replace('#', '');
  const full = raw.length === 3 ? raw.replace(/./g, (c) => c + c) : raw;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHsl([r, g, b]: [number, number, number]): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function toHex({ h, s, l }: Hsl): string {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const channel = (n: number) => {
    const v = ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function generateShades(hex: string): { shades: ColorTuple; baseIndex: ShadeIndex } {
  const base = toHsl(parseHex(hex));
  let baseIndex = 0;
  REFERENCE_LIGHTNESS.forEach((l, i) => {
    if (Math.abs(l - base.l) < Math.abs((REFERENCE_LIGHTNESS[baseIndex] ?? 0) - base.l)) baseIndex = i;
  });
  const shades = REFERENCE_LIGHTNESS.map((ref, i) => {
    if (i === baseIndex) return hex.toLowerCase().length === 4 ? toHex(base) : hex.toLowerCase();
    // Shift the reference lightness by the brand's own offset so shades stay evenly spaced around it.
    const offset = base.l - (REFERENCE_LIGHTNESS[baseIndex] ?? base.l);
    const l = Math.max(3, Math.min(97, ref + offset * (i > baseIndex ? 1 : 0.3)));
    // Pale tints look washed out at full saturation; keep some colour but less than the brand tone.
    const s = i < baseIndex ? Math.min(base.s, 25 + base.s * 0.6) : base.s;
    return toHex({ h: base.h, s, l });
  });
  return { shades: shades as unknown as ColorTuple, baseIndex: toShadeIndex(baseIndex) };
}

/** Relative luminance (WCAG 2) of a hex colour, to pick readable text on it. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mantine palettes that carry the spec's status colours. */
type StatusPaletteName = 'success' | 'danger' | 'warning' | 'green' | 'red' | 'yellow' | 'orange';

/**
 * The brand's status colours (seed 001 §9 "Brand colours": success #28c76f, danger #ea5455, warning #ffba00) as
 * 10-shade palettes. They are named `success`, `danger` and `warning`, and they also replace Mantine's `green`, `red`,
 * `yellow` and `orange`, which the app's alerts, badges, notifications and gains/losses use for the same meanings:
 * every success, error and warning is then drawn in the brand's hues without touching each call site.
 */
export function statusPalettes(colors: {
  success: string;
  danger: string;
  warning: string;
}): Record<StatusPaletteName, ColorTuple> {
  const success = generateShades(colors.success).shades;
  const danger = generateShades(colors.danger).shades;
  const warning = generateShades(colors.warning).shades;
  return { success, danger, warning, green: success, red: danger, yellow: warning, orange: warning };
}
