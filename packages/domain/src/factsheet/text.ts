import { FONT_ADVANCES } from './font-metrics.js';
import type { FontWeight } from './primitives.js';

/**
 * Text measuring for the factsheet layout, with the advance widths of the factsheet font (font-metrics.ts): the PDF
 * draws the same advances (no kerning) and the web page sets the same font with `font-kerning: none`, so a line that
 * fits here fits on both. A character the table lacks counts as wide as an "M" (never under-measured).
 */

const FALLBACK = { regular: 833, bold: 833 } as const;

/** Width of `text` in points at `size` points. */
export function textWidth(text: string, size: number, weight: FontWeight = 'regular'): number {
  const table = FONT_ADVANCES[weight];
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    units += table[cp.toString(36)] ?? FALLBACK[weight];
  }
  return (units / 1000) * size;
}

/** Characters the factsheet font cannot draw (the PDF would show boxes): the model builder replaces or refuses them. */
export function unsupportedCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || ch === '\t') continue;
    if (FONT_ADVANCES.regular[cp.toString(36)] === undefined) missing.add(ch);
  }
  return [...missing];
}

/**
 * Breaks `text` into lines no wider than `width` (at word boundaries; a word wider than the line is cut by
 * characters). Explicit newlines start a new line; runs of spaces collapse. Never returns an empty list.
 */
export function wrapText(
  text: string,
  width: number,
  size: number,
  weight: FontWeight = 'regular',
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter((w) => w.length > 0);
    let line = '';
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (textWidth(candidate, size, weight) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // A single word wider than the line: cut it.
      let rest = word;
      while (textWidth(rest, size, weight) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, weight) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

/** `text` shortened with an ellipsis to fit `width` (table cells, legends). */
export function fitText(text: string, width: number, size: number, weight: FontWeight = 'regular'): string {
  if (textWidth(text, size, weight) <= width) return text;
  let end = text.length;
  while (end > 0 && textWidth(`${text.slice(0, end)}…`, size, weight) > width) end--;
  return end === 0 ? '' : `${text.slice(0, end)}…`;
}
