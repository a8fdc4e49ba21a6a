import { describe, expect, it, vi } from 'vitest';

// DOMPurify needs a browser window (the e2e suite runs the whole sanitiser in Chromium: tests/e2e/xss.test.ts);
// the pre-filter is plain text.
const { purifyFactory } = vi.hoisted(() => ({
  purifyFactory: vi.fn(() => ({ addHook: () => undefined, sanitize: (s: string) => s })),
}));
vi.mock('dompurify', () => ({ default: purifyFactory }));
vi.stubGlobal('window', {});
const { sanitizeRichText, withoutHandlers } = await import('./sanitize-rich-text');
const { installServerRichTextSanitizer } = await import('../../../lib/rendered-page');

describe('withoutHandlers', () => {
  it('renames every event-handler spelling inside tags before a parser sees it', () => {
    expect(withoutHandlers('<img src=x onerror="window.__xss=1">')).toBe(
      '<img src=x data-blocked-onerror="window.__xss=1">',
    );
    expect(withoutHandlers('<img/onerror=alert(1) src=x>')).toBe('<img/data-blocked-onerror=alert(1) src=x>');
    expect(withoutHandlers('<p ONCLICK = "x()">a</p>')).toBe('<p data-blocked-ONCLICK = "x()">a</p>');
    expect(withoutHandlers("<p title='t'onmouseover='x()'>a</p>")).toBe(
      "<p title='t'data-blocked-onmouseover='x()'>a</p>",
    );
    expect(withoutHandlers('"><svg onload=window.__xss=1>')).toBe(
      '"><svg data-blocked-onload=window.__xss=1>',
    );
  });

  it('leaves text and ordinary attributes alone', () => {
    expect(withoutHandlers('<p>pay online= now, or onward</p>')).toBe('<p>pay online= now, or onward</p>');
    expect(withoutHandlers('<a href="https://x.ch/?on=1" title="done">a</a>')).toBe(
      '<a href="https://x.ch/?on=1" title="done">a</a>',
    );
  });
});

describe('sanitizeRichText on the server', () => {
  it('uses the sanitiser the function installed (the API one) and builds no DOMPurify, which needs a DOM', () => {
    installServerRichTextSanitizer((html) => `[${html}]`);
    expect(sanitizeRichText('<p>a</p>')).toBe('[<p>a</p>]');
    expect(purifyFactory).not.toHaveBeenCalled();
  });
});
