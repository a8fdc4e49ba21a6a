import { RICH_TEXT_FONT_SIZE, RICH_TEXT_POLICY } from '@portal/domain';
import sanitizeHtml from 'sanitize-html';

/*
 * The rich text of text components is HTML from the editor (tiptap), rendered on the public overview page with
 * `dangerouslySetInnerHTML`. Whatever a client sends, only this allow-list is stored: formatting, lists, headings,
 * quotes, links to http(s) or mailto and a span's font size of 6 to 48 px (RICH_TEXT_POLICY, shared with the web app,
 * which sanitises again before it renders). Scripts, event handlers, every other style, iframes, images and
 * `javascript:` URLs are removed before the write.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: { a: [...RICH_TEXT_POLICY.linkAttributes], span: ['style'] },
  // Per declaration: only `font-size` in whole px within the bounds survives; a style left empty is dropped.
  allowedStyles: { span: { 'font-size': [RICH_TEXT_FONT_SIZE] } },
  allowedSchemes: [...RICH_TEXT_POLICY.linkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text of a removed <script> or <style> goes with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: RICH_TEXT_POLICY.linkTarget, rel: RICH_TEXT_POLICY.linkRel },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
