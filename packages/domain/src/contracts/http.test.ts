import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiErrorCodeOfStatus, apiErrorSchema, isoDateParam } from './http.js';

describe('API error table', () => {
  it('gives each code its status and default message key', () => {
    expect(API_ERRORS['bad-request']).toEqual({ status: 400, messageKey: 'api.errors.badRequest' });
    expect(API_ERRORS['token-revoked'].status).toBe(498);
    expect(API_ERRORS.internal.status).toBe(500);
  });

  it('reads a status without an error body as the code the API sends with it', () => {
    expect(apiErrorCodeOfStatus(400)).toBe('bad-request');
    expect(apiErrorCodeOfStatus(401)).toBe('unauthenticated');
    expect(apiErrorCodeOfStatus(403)).toBe('forbidden');
    expect(apiErrorCodeOfStatus(404)).toBe('not-found');
    expect(apiErrorCodeOfStatus(405)).toBe('method-not-allowed');
    expect(apiErrorCodeOfStatus(498)).toBe('token-revoked');
    expect(apiErrorCodeOfStatus(500)).toBe('internal');
    // A proxy's gateway errors are server failures too; a status the API never sends has no code.
    expect(apiErrorCodeOfStatus(502)).toBe('internal');
    expect(apiErrorCodeOfStatus(418)).toBeUndefined();
  });

  it('accepts every code of the table in an error body, and no other', () => {
    for (const code of Object.keys(API_ERRORS)) {
      const body = { error: { code, messageKey: 'api.errors.x', message: 'm' } };
      expect(apiErrorSchema.safeParse(body).success, code).toBe(true);
    }
    const unknown = { error: { code: 'teapot', messageKey: 'api.errors.x', message: 'm' } };
    expect(apiErrorSchema.safeParse(unknown).success).toBe(false);
  });
});

describe('isoDateParam', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isoDateParam.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateParam.safeParse('2026-12-31').success).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-2-1',
      '01.01.2020',
      '2026-02-28x',
      '',
    ])
      expect(isoDateParam.safeParse(bad).success, bad).toBe(false);
  });

  it('says why: the format, else the calendar', () => {
    const message = (value: string) => isoDateParam.safeParse(value).error?.issues.map((i) => i.message);
    expect(message('2026-2-1')).toEqual(['expected a date as YYYY-MM-DD']);
    expect(message('2026-02-30')).toEqual(['not a calendar date']);
  });
});
