import { BRAND_COLORS } from '../constants.js';
import type { FactsheetConfig } from '../schemas/factsheet.js';

/** The factsheet style in points, resolved from the config (font size, spacing, colours, title border). */
export interface ResolvedStyle {
  primary: string;
  text: string;
  muted: string;
  rule: string;
  /** Body type size; `small` for notes and axis labels, `title` for block titles. */
  size: number;
  small: number;
  title: number;
  /** Line height as a multiple of the type size. */
  leading: number;
  /** Space between blocks, and inside a block between its title and content. */
  gap: number;
  titleGap: number;
  titleBorder: FactsheetConfig['style']['titleBorder'];
  /** Page margins and the gutter between the two columns. */
  margin: number;
  gutter: number;
}

const SIZES = { small: 7.5, normal: 8.5, large: 9.5 } as const;
const GAPS = { compact: 8, comfortable: 14 } as const;

export function resolveStyle(style: FactsheetConfig['style']): ResolvedStyle {
  const size = SIZES[style.fontSize];
  return {
    primary: (style.primaryColor ?? BRAND_COLORS.primary).toLowerCase(),
    text: '#1f2933',
    muted: '#616e7c',
    rule: '#d5dae1',
    size,
    small: Math.round((size - 1.5) * 10) / 10,
    title: size + 2.5,
    leading: style.spacing === 'compact' ? 1.3 : 1.45,
    gap: GAPS[style.spacing],
    titleGap: style.spacing === 'compact' ? 4 : 6,
    titleBorder: style.titleBorder,
    margin: 28,
    gutter: 16,
  };
}

/** `#rrggbb` of a colour mixed with white (`amount` 0 = colour, 1 = white): table stripes, chart fills. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
