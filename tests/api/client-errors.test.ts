import { apiErrorSchema, CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../support/api-client.js';
import { adminFor, emulatorProjectId, HOSTING, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

// POST /api/client-errors through the Hosting rewrite, as the web app sends it.
const PATH = '/api/client-errors';
let admin: AdminHandle;
let reporter: TestUser;
let flooder: TestUser;

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  reporter = await createUserWithClaims(admin.auth, 'fx-error-reporter', {});
  // Its own uid, so that its rate-limit bucket is nobody else's (guests of one address share theirs).
  flooder = await createUserWithClaims(admin.auth, 'fx-error-flooder', {});
});

afterAll(async () => {
  await deleteUsers(admin.auth, [reporter.uid, flooder.uid]);
  await admin.close();
});

const report = (over: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  level: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (http://127.0.0.1:5000/assets/index.js:1:2)',
  url: '/products/fx-open?token=secret',
  at: new Date().toISOString(),
  release: 'api-test',
  context: { suite: 'client-errors' },
  ...over,
});

/** A POST with a raw body and content type (the api-client helper always sends JSON). */
async function postRaw(body: string, contentType: string) {
  const res = await fetch(`${HOSTING}${PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

describe('POST /api/client-errors', () => {
  it('takes a guest report: 204, never stored, without reading the catalogue', async () => {
    const result = await call(PATH, { method: 'POST', body: { reports: [report()] } });
    expect(result.status).toBe(204);
    expect(result.body).toBeUndefined();
    expect(result.headers.get('cache-control')).toContain('no-store');
    // Only the endpoint's own phases: no catalogue-version read (config) and no token check (auth).
    expect(result.headers.get('server-timing')).toMatch(/^app;dur=[\d.]+, total;dur=[\d.]+$/);
  });

  it('takes a signed-in report, and one with an invalid token, alike (never 401 or 498 here)', async () => {
    const batch = { reports: [report({ level: 'warn', stack: undefined })] };
    expect((await call(PATH, { method: 'POST', token: reporter.idToken, body: batch })).status).toBe(204);
    expect((await call(PATH, { method: 'POST', token: 'not-a-jwt', body: batch })).status).toBe(204);
  });

  it('is 400 with an apiError body for a body outside the contract', async () => {
    for (const body of [{ reports: [] }, { reports: [{ ...report(), level: 'fatal' }] }, { other: 1 }]) {
      const result = await call(PATH, { method: 'POST', body });
      expectError(result, 400, 'bad-request', JSON.stringify(body));
      expect(apiErrorSchema.parse(result.body).error.details).toHaveProperty('issues');
    }
  });

  it('is 400 for malformed JSON (refused by the functions runtime before the handler)', async () => {
    expect((await postRaw('{"reports": [', 'application/json')).status).toBe(400);
  });

  it('is 413 for a body over maxBodyBytes', async () => {
    const big = JSON.stringify({
      reports: [report({ message: 'x'.repeat(CLIENT_ERROR_LIMITS.maxBodyBytes) })],
    });
    const result = await postRaw(big, 'application/json');
    expect(result.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(result.text)).error.code).toBe('payload-too-large');
  });

  it('is 415 for anything but JSON (what a cross-site form could post without a preflight)', async () => {
    const json = JSON.stringify({ reports: [report()] });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const result = await postRaw(json, type);
      expect(result.status, type).toBe(415);
      expect(apiErrorSchema.parse(JSON.parse(result.text)).error.code).toBe('unsupported-media-type');
    }
  });

  it('is 429 with Retry-After past reportsPerClientPerMinute', async () => {
    const batch = {
      reports: Array.from({ length: CLIENT_ERROR_LIMITS.maxReportsPerRequest }, () => report()),
    };
    const allowed = CLIENT_ERROR_LIMITS.reportsPerClientPerMinute / CLIENT_ERROR_LIMITS.maxReportsPerRequest;
    for (let i = 0; i < allowed; i += 1) {
      expect((await call(PATH, { method: 'POST', token: flooder.idToken, body: batch })).status).toBe(204);
    }
    const refused = await call(PATH, { method: 'POST', token: flooder.idToken, body: batch });
    expectError(refused, 429, 'rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    // Another client is not affected.
    expect(
      (await call(PATH, { method: 'POST', token: reporter.idToken, body: { reports: [report()] } })).status,
    ).toBe(204);
  });

  it('is 405 with Allow for other methods, 204 for OPTIONS without CORS permission', async () => {
    const get = await call(PATH);
    expectError(get, 405, 'method-not-allowed');
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const options = await fetch(`${HOSTING}${PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
  });
});
