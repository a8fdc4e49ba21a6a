import { parseVisitorCookie, visitorCookie, type VisitorHints } from '@portal/domain';

/**
 * Keeps the `__session` cookie (packages/domain/src/site/visitor-cookie.ts) in step with what the app stores in
 * localStorage: each writer passes its own fact (the language, the investor profile, the session hint) and the others
 * are kept. The server renders public pages from it (issue 27); the app itself never reads it.
 */
export function updateVisitorCookie(patch: VisitorHints): void {
  try {
    const next: VisitorHints = { ...parseVisitorCookie(document.cookie), ...patch };
    document.cookie = visitorCookie(next, window.location.protocol === 'https:');
  } catch {
    // Cookies refused (a partner's frame with third-party cookies off): the server renders as for a first visit.
  }
}
