import { RICH_TEXT_POLICY } from '@portal/domain';
import DOMPurify from 'dompurify';

// The components API sanitises rich text before the write; this second pass keeps stored HTML inert on the page even
// if a document got past the API (Admin SDK, an import, a rules mistake): same allow-list (RICH_TEXT_POLICY).
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  node.setAttribute('target', RICH_TEXT_POLICY.linkTarget);
  node.setAttribute('rel', RICH_TEXT_POLICY.linkRel);
});

/** Allowed schemes, or a relative URL (DOMPurify's own rule for those). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_POLICY.linkSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.linkAttributes],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
