import sanitizeHtml from 'sanitize-html';

/*
 * The rich text of text components is HTML from the editor (tiptap), rendered on the public overview page with
 * `dangerouslySetInnerHTML`. Whatever a client sends, only this allow-list is stored: formatting, lists, headings,
 * quotes and links to http(s) or mailto. Scripts, event handlers, styles, iframes, images and `javascript:` URLs
 * are removed on the server before the write, so a stored XSS is impossible (docs/components.md).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text of a removed <script> or <style> goes with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
