import { BRAND_COLORS, BREAKPOINTS } from '@portal/domain';
import {
  Combobox,
  createTheme,
  Textarea,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { TEXTAREA_DEFAULT_PROPS } from './input-defaults';
import { generateShades, statusPalettes, toShadeIndex } from './colors';
import { tenant } from './tenant';

const brand = generateShades(tenant.theme.primaryColor);
// Mantine wants a mutable 10-tuple; copying the readonly one keeps the generator's type honest.
const brandTuple: MantineColorsTuple = [...brand.shades];
const status = Object.fromEntries(
  Object.entries(statusPalettes(BRAND_COLORS)).map(([name, shades]): [string, MantineColorsTuple] => [
    name,
    [...shades],
  ]),
);

/**
 * Mantine theme of this tenant: its brand colour as `primaryColor`, the spec's status colours for success, danger and
 * warning (seed 001 §9, `statusPalettes`), the spec's breakpoints (seed 000 §9).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand: brandTuple, ...status },
  // Dark schemes need a lighter shade than the brand tone to stay legible on dark backgrounds.
  primaryShade: { light: brand.baseIndex, dark: toShadeIndex(Math.min(brand.baseIndex, 6)) },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  breakpoints: {
    xs: '30em',
    sm: `${BREAKPOINTS.sm / 16}em`,
    md: `${BREAKPOINTS.md / 16}em`,
    lg: `${BREAKPOINTS.lg / 16}em`,
    xl: `${BREAKPOINTS.xl / 16}em`,
  },
  components: {
    Textarea: Textarea.extend({ defaultProps: TEXTAREA_DEFAULT_PROPS }),
    // A select's options are rendered when its list opens, not kept (hidden) from the start: the country select alone
    // would mount 250 options right after a server-rendered page hydrates (docs/server-pages.md).
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
  },
});

export const defaultColorScheme = tenant.theme.defaultColorScheme;

/**
 * Mantine's "dimmed" text is gray.6 (#868e96), 3.3:1 on white: below WCAG AA (4.5:1) for the small text it is used
 * for (hints, captions, navigation group labels, the footer). A darker grey keeps the look and passes on white and
 * on the light greys of papers and striped rows (5.8:1 on white, 4.9:1 on gray.2).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    // Placeholders (gray.5, 2:1) at 4.7:1; the light badges' text (shade 6 on a 10 % tint) at 5.4:1 or more.
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-gray-light-color': '#495057',
    '--mantine-color-green-light-color': '#1e6b2e',
    '--mantine-color-orange-light-color': '#a04a00',
    '--mantine-color-yellow-light-color': '#7a5a00',
    '--mantine-color-grape-light-color': '#862e9c',
  },
  dark: {},
});

/**
 * Colours of gains and losses for text: darker than Mantine's green.9 and red.8 (4.4:1 and 4.5:1 on white, less on a
 * striped row): 6.1:1 and 5.5:1 on white, 5.5:1 and 4.9:1 on gray.1.
 */
export const trendTextColors = { up: '#237032', down: 'red.9' } as const;

const FALLBACK_PALETTE = [
  tenant.theme.primaryColor,
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

/** Chart palette: a product's own `colorScheme`, else the tenant's, else the brand colour plus a neutral set. */
export function chartPalette(productColorScheme?: readonly string[]): string[] {
  if (productColorScheme?.length) return [...productColorScheme];
  if (tenant.colorScheme.length) return [...tenant.colorScheme];
  return FALLBACK_PALETTE;
}
