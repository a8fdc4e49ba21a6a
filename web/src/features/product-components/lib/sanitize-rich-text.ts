import { keptFontSizeStyle, RICH_TEXT_POLICY } from '@portal/domain';
import DOMPurify, { type DOMPurify as Purify } from 'dompurify';
import { serverRichTextSanitizer } from '../../../lib/rendered-page';

// The components API sanitises rich text before the write; this second pass keeps stored HTML inert on the page even
// if a document got past the API (Admin SDK, an import, a rules mistake): same allow-list (RICH_TEXT_POLICY). Made on
// first use: a server render has no `window`, and sanitises with the API's own sanitiser instead.
let purify: Purify | null = null;
function browserPurify(): Purify {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    node.setAttribute('target', RICH_TEXT_POLICY.linkTarget);
    node.setAttribute('rel', RICH_TEXT_POLICY.linkRel);
  });
  // The one style the policy keeps: a span's font size of 6 to 48 px, rewritten to its plain form; any other goes.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    const kept = node.tagName === 'SPAN' ? keptFontSizeStyle(data.attrValue) : null;
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });
  return purify;
}

/** Allowed schemes, or a relative URL (DOMPurify's own rule for those). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_POLICY.linkSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** A tag, and an event-handler attribute in it (`onerror=`, `/onload =`...). */
const TAG = /<[^>]*>/g;
const HANDLER = /([\s/"'])(on[a-z]+\s*=)/gi;

/**
 * Event-handler attributes renamed before any parser sees the markup. Chromium (from 156) reports a CSP violation for
 * an inline handler as soon as the HTML parser meets one, even in the inert document DOMPurify parses into: nothing
 * runs, but the page's CSP report (and the browser suite's watch on it) would count stored junk as an attack on us.
 * Renamed to a `data-` attribute, which the sanitiser then drops like any attribute off its allow-list. A pre-filter
 * only: DOMPurify stays the sanitiser (a handler this misses is still removed, at worst with a report).
 */
export const withoutHandlers = (html: string): string =>
  html.replace(TAG, (tag) => tag.replace(HANDLER, '$1data-blocked-$2'));

export function sanitizeRichText(html: string): string {
  const onServer = serverRichTextSanitizer();
  if (onServer) return onServer(html);
  return browserPurify().sanitize(withoutHandlers(html), {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.linkAttributes, 'style'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
