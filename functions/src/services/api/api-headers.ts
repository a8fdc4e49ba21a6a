import type { ApiResponse } from './http.js';

/**
 * What every `/api` answer carries (docs/security.md): it is data, never a page, so it may load nothing, run nothing
 * and be framed by nobody, and browsers must not sniff a JSON or file answer into HTML. Hosting's own headers skip
 * `/api/**` (scripts/lib/security-headers.ts), so these are the ones the browser sees; an inline media file narrows
 * its policy further with `sandbox` (send-reply.ts).
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

export function setApiSecurityHeaders(res: ApiResponse): void {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
}
