import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, textWidth, unsupportedCharacters, wrapText } from './text.js';

describe('factsheet text measuring', () => {
  it('measures with the font advances (Liberation Sans: "M" is 833/1000 em, a space 278)', () => {
    expect(textWidth('M', 10)).toBeCloseTo(8.33);
    expect(textWidth(' ', 10)).toBeCloseTo(2.78);
    expect(textWidth('MM', 10, 'bold')).toBeCloseTo(16.66);
    expect(textWidth('', 10)).toBe(0);
  });

  it('knows every character of the four languages and the signs a factsheet sets', () => {
    expect(
      unsupportedCharacters('Ärger über Größe, façade, ação, coração, œuvre « € – ‰ — “” ’ • … ≤'),
    ).toEqual(['≤']);
  });

  it('wraps at words, keeps explicit line breaks, cuts a word longer than the line', () => {
    expect(wrapText('one two three', textWidth('one two', 10), 10)).toEqual(['one two', 'three']);
    expect(wrapText('a\nb', 100, 10)).toEqual(['a', 'b']);
    expect(wrapText('', 100, 10)).toEqual(['']);
    const cut = wrapText('Supercalifragilistic', textWidth('Super', 10), 10);
    expect(cut.join('')).toBe('Supercalifragilistic');
    expect(cut.length).toBeGreaterThan(1);
  });

  it('never returns a line wider than asked (words of at least one character fitting)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 20, max: 300 }), (text, width) => {
        for (const line of wrapText(text, width, 9)) {
          expect(textWidth(line, 9)).toBeLessThanOrEqual(width + 1e-9);
        }
      }),
    );
  });

  it('shortens with an ellipsis to fit', () => {
    const fitted = fitText('Information technology', textWidth('Information', 9), 9);
    expect(fitted.endsWith('…')).toBe(true);
    expect(textWidth(fitted, 9)).toBeLessThanOrEqual(textWidth('Information', 9));
    expect(fitText('short', 100, 9)).toBe('short');
  });
});
