import { LANGUAGES, type InvestorType, type Language } from '../constants.js';
import { isInvestorType } from '../access/investor-profile.js';
import { isCountryCode, type CountryCode } from '../schemas/countries.js';

/*
 * What a page request tells the server about the visitor (issue 27 item 2): the language, the investor profile they
 * chose and whether this browser holds a session. Firebase Hosting passes one cookie to functions, `__session`, and
 * strips every other, so these travel together in it. The browser writes it beside localStorage (the app's own
 * home of the same facts, web/src/lib/visitor-cookie.ts); the server reads it to render what a guest with this
 * profile may see, and never caches a page for a browser that says it is signed in. Nothing in it is a secret or a
 * credential: it states what the visitor could equally put in the API's `investor_profile`/`country` parameters.
 */

export const VISITOR_COOKIE = '__session';
/** A year, as the language cookie: the choice is asked once. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface VisitorHints {
  lang?: Language;
  investorType?: InvestorType;
  country?: CountryCode;
  /** This browser holds a Firebase session (the app's session hint). */
  signedIn?: boolean;
}

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** The cookie's value: `l=de&p=professional&c=CH&s=1`, only what is known. */
export function visitorCookieValue(hints: VisitorHints): string {
  const params = new URLSearchParams();
  if (hints.lang) params.set('l', hints.lang);
  if (hints.investorType) params.set('p', hints.investorType);
  if (hints.country) params.set('c', hints.country);
  if (hints.signedIn) params.set('s', '1');
  return params.toString();
}

/** The `document.cookie` assignment that stores the hints (Secure on HTTPS). */
export function visitorCookie(hints: VisitorHints, secure: boolean): string {
  return `${VISITOR_COOKIE}=${encodeURIComponent(visitorCookieValue(hints))}; Max-Age=${String(MAX_AGE_SECONDS)}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** The hints of a `Cookie` header (or `document.cookie`); anything malformed or unknown is left out. */
export function parseVisitorCookie(cookieHeader: string | undefined): VisitorHints {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1);
  if (!raw) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return {};
  }
  const out: VisitorHints = {};
  const l = params.get('l');
  const p = params.get('p');
  const c = params.get('c');
  if (l && isLanguage(l)) out.lang = l;
  if (p && isInvestorType(p)) out.investorType = p;
  if (c && isCountryCode(c)) out.country = c;
  if (params.get('s') === '1') out.signedIn = true;
  return out;
}
