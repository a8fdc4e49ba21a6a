/**
 * The primary colour as typed by an editor: `#rrggbb` (also `#rgb`) or `rgb(r, g, b)` with 0..255 channels, stored
 * as `#rrggbb` (the domain's `hexColorSchema`). Anything else is null (the form shows the error).
 */
export function parseColor(input: string): string | null {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{6})$/.exec(text);
  if (hex) return `#${hex[1] ?? ''}`;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short)
    return `#${short
      .slice(1)
      .map((c) => `${c}${c}`)
      .join('')}`;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (!rgb) return null;
  const channels = rgb.slice(1).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
