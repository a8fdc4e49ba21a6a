import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVESTOR_TYPES, LANGUAGES } from '../constants.js';
import { parseVisitorCookie, visitorCookie, visitorCookieValue, VISITOR_COOKIE } from './visitor-cookie.js';

describe('visitor cookie', () => {
  it('reads back what it wrote, among other cookies', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            lang: fc.constantFrom(...LANGUAGES),
            investorType: fc.constantFrom(...INVESTOR_TYPES),
            country: fc.constantFrom('CH' as const, 'DE' as const, 'LI' as const),
            signedIn: fc.constant(true),
          },
          { requiredKeys: [] },
        ),
        (hints) => {
          const set = visitorCookie(hints, true);
          expect(set).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
          const pair = set.split(';')[0] ?? '';
          expect(parseVisitorCookie(`a=1; ${pair}; b=2`)).toEqual(hints);
        },
      ),
    );
  });

  it('is the one cookie Hosting passes to functions', () => {
    expect(VISITOR_COOKIE).toBe('__session');
    expect(
      visitorCookieValue({ lang: 'de', investorType: 'professional', country: 'CH', signedIn: true }),
    ).toBe('l=de&p=professional&c=CH&s=1');
  });

  it('leaves out what is unknown or malformed', () => {
    expect(parseVisitorCookie(undefined)).toEqual({});
    expect(parseVisitorCookie('__session=%E0%A4%A')).toEqual({});
    expect(parseVisitorCookie('__session=l%3Dxx%26p%3Dboss%26c%3DZZ%26s%3D2')).toEqual({});
    expect(parseVisitorCookie('__session=p%3Dretail%26c%3DXX')).toEqual({ investorType: 'retail' });
  });
});
