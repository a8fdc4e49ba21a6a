/**
 * What rich text (text components, HTML from the tiptap editor) may contain, wherever it is sanitised: by the
 * components API before the write (sanitize-html) and again by the web app before it renders stored HTML (DOMPurify),
 * so a document written past the API (Admin SDK, import, a rules mistake) cannot run script either. Formatting, lists,
 * headings, quotes and links to http(s) or mailto; no scripts, event handlers, styles, images, SVG or frames.
 */
export const RICH_TEXT_POLICY = {
  tags: [
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
  /** Attributes of `<a>`, the only element with any. */
  linkAttributes: ['href', 'target', 'rel'],
  linkSchemes: ['http', 'https', 'mailto'],
  /** Every link opens a new tab without handing the portal's window to the target. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer nofollow',
} as const;
