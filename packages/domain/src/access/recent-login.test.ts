import { describe, expect, it } from 'vitest';
import { isRecentLogin, RECENT_LOGIN_MS } from './recent-login.js';

const now = Date.parse('2026-03-02T10:00:00Z');

describe('isRecentLogin', () => {
  it('counts sign-ins younger than five minutes as recent', () => {
    expect(isRecentLogin(now - 1_000, now)).toBe(true);
    expect(isRecentLogin(new Date(now - RECENT_LOGIN_MS + 1).toUTCString(), now)).toBe(false);
    expect(isRecentLogin(new Date(now - 60_000).toUTCString(), now)).toBe(true);
    expect(isRecentLogin(now - RECENT_LOGIN_MS + 1, now)).toBe(true);
  });
  it('treats older, missing or unreadable times as not recent', () => {
    expect(isRecentLogin(now - RECENT_LOGIN_MS, now)).toBe(false);
    expect(isRecentLogin(undefined, now)).toBe(false);
    expect(isRecentLogin(null, now)).toBe(false);
    expect(isRecentLogin('', now)).toBe(false);
    expect(isRecentLogin('yesterday', now)).toBe(false);
  });
  it('tolerates a little clock skew but not a time far in the future', () => {
    expect(isRecentLogin(now + 30_000, now)).toBe(true);
    expect(isRecentLogin(now + RECENT_LOGIN_MS, now)).toBe(false);
  });
});
