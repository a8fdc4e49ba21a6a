import type { ContentCoding } from '../analytics/result-cache.js';

/**
 * The coding to answer with, from an `Accept-Encoding` header (RFC 9110 §12.5.3): the acceptable one (q above 0,
 * by name or through `*`) with the highest q-value, brotli before gzip on a tie; `null` for identity. Browsers
 * send `gzip, deflate, br, zstd`, so they get brotli.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (coding === '') continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: ContentCoding): number => q.get(coding) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentCoding | null>(
    (chosen, coding) => (weight(coding) > (chosen === null ? 0 : weight(chosen)) ? coding : chosen),
    null,
  );
  return best;
}
