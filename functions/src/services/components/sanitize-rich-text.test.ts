import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Strategy</h2><p>We <strong>buy</strong> <em>quality</em> <u>and</u> <s>hope</s>.</p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><p onclick="x()">ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('javascript');
    expect(
      sanitizeRichText('<p style="background:url(javascript:x)">a</p><iframe src="https://e.vil"></iframe>'),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('keeps web and mail links, opened in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ir@example.com">mail</a>')).toContain(
      'href="mailto:ir@example.com"',
    );
  });
});

describe('sanitizeRichText: font sizes (seed 000 §9 "Editor font sizes 6 to 48 px")', () => {
  const span = (style: string) => `<p><span style="${style}">x</span></p>`;

  it('keeps every whole-pixel font size from 6 to 48 px on a span', () => {
    for (let px = 6; px <= 48; px += 1) {
      expect(sanitizeRichText(span(`font-size: ${px}px`))).toBe(span(`font-size:${px}px`));
    }
  });

  it('drops sizes outside 6-48 px, other units and fractions', () => {
    for (const style of [
      'font-size: 5px',
      'font-size: 49px',
      'font-size: 0px',
      'font-size: 2em',
      'font-size: 12.5px',
    ]) {
      expect(sanitizeRichText(span(style))).toBe('<p><span>x</span></p>');
    }
  });

  it('drops every other style, keeping an allowed font size beside it', () => {
    expect(sanitizeRichText(span('color: red'))).toBe('<p><span>x</span></p>');
    expect(sanitizeRichText(span('background:url(javascript:alert(1))'))).toBe('<p><span>x</span></p>');
    expect(sanitizeRichText(span('color: red; font-size: 14px'))).toBe(span('font-size:14px'));
    // Only spans carry a style: the editor never puts one elsewhere.
    expect(sanitizeRichText('<p style="font-size: 14px">x</p>')).toBe('<p>x</p>');
  });
});
