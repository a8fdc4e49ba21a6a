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
