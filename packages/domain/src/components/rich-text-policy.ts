/**
 * What rich text (text components, HTML from the tiptap editor) may contain, wherever it is sanitised: by the
 * components API before the write (sanitize-html) and again by the web app before it renders stored HTML (DOMPurify),
 * so a document written past the API (Admin SDK, import, a rules mistake) cannot run script either. Formatting, lists,
 * headings, quotes and links to http(s) or mailto, and a font size of 6 to 48 px on a `<span>` (seed 000 §9 "Editor
 * font sizes 6 to 48 px"); no scripts, event handlers, other styles, images, SVG or frames.
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
    'span',
  ],
  /** Attributes of `<a>`, the only element with any. */
  linkAttributes: ['href', 'target', 'rel'],
  linkSchemes: ['http', 'https', 'mailto'],
  /** Every link opens a new tab without handing the portal's window to the target. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer nofollow',
  /** The one style kept, on `<span>` only: a font size in whole pixels within these bounds (seed 000 §9). */
  fontSizePx: { min: 6, max: 48 },
} as const;

/**
 * A `font-size` value the policy keeps: whole pixels from 6 to 48 (`6px` … `48px`). sanitize-html checks each
 * declaration of a `style` against it; no other property and no other unit passes.
 */
export const RICH_TEXT_FONT_SIZE = /^(?:[6-9]|[1-3]\d|4[0-8])px$/;

/** The sizes the editor offers (px): the usual steps from the smallest to the largest size the policy keeps. */
export const EDITOR_FONT_SIZES = [6, 8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48] as const;

/**
 * The kept form of a `style` attribute: `font-size: <n>px` when the attribute is exactly one allowed font size
 * (spaces and a final `;` tolerated), else `null` (the attribute goes). The web app's second pass (DOMPurify) uses it;
 * the server's sanitize-html applies {@link RICH_TEXT_FONT_SIZE} per declaration.
 */
export function keptFontSizeStyle(style: string): string | null {
  const match = /^\s*font-size\s*:\s*([^;]+?)\s*;?\s*$/i.exec(style);
  const value = match?.[1]?.toLowerCase();
  return value !== undefined && RICH_TEXT_FONT_SIZE.test(value) ? `font-size: ${value}` : null;
}
