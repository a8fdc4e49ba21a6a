/**
 * Text for XML content or a quoted attribute (SVG, sitemaps, page heads): the five characters XML gives a meaning,
 * so a product name like `A<B & "C"` stays text and can never open a tag or end an attribute.
 */
export const escapeXml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
