import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createBotCheckChallenge, EMULATOR_DIFFICULTY } from '../../../contact/bot-check.js';
import type { ApiDeps } from '../../context.js';
import { ApiHttpError } from '../../http.js';
import { postAuthBotCheck } from './auth-bot-check.js';

// The refusals of POST /auth/bot-check, which never reach Firestore (the accepted path records the challenge:
// tests/api/auth-bot-check.test.ts on the emulators).

const KEY = 'unit-test-hmac-key';
const deps = { contact: { hmacKey: () => KEY } } as unknown as ApiDeps;
const request = (body: unknown) => ({
  method: 'POST',
  path: '/auth/bot-check',
  query: {},
  body,
  headers: { 'content-type': 'application/json' },
});

async function solved(hmacKey: string, now = new Date()): Promise<string> {
  const challenge = await createBotCheckChallenge(hmacKey, EMULATOR_DIFFICULTY, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

async function refusal(body: unknown): Promise<ApiHttpError> {
  const error: unknown = await postAuthBotCheck(request(body), deps).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiHttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('POST /auth/bot-check refusals', () => {
  it('refuses a challenge signed with another key and an expired one (403 botCheckFailed)', async () => {
    const foreign = await refusal({ form: 'login', altcha: await solved('another portal') });
    expect([foreign.status, foreign.messageKey, foreign.details]).toEqual([
      403,
      'api.errors.botCheckFailed',
      { form: 'login', problem: 'invalid' },
    ]);
    const longAgo = new Date(Date.now() - EMULATOR_DIFFICULTY.ttlMs - 60_000);
    const expired = await refusal({ form: 'register', altcha: await solved(KEY, longAgo) });
    expect([expired.status, expired.details]).toEqual([403, { form: 'register', problem: 'expired' }]);
  });

  it('answers 400 to a payload that is not the widget’s, an unknown form and a missing payload', async () => {
    const malformed = await refusal({ form: 'resetPassword', altcha: btoa('not json') });
    expect([malformed.status, malformed.messageKey]).toEqual([400, 'api.errors.botCheckFailed']);
    expect((await refusal({ form: 'signup', altcha: await solved(KEY) })).status).toBe(400);
    expect((await refusal({ form: 'login' })).status).toBe(400);
  });
});
