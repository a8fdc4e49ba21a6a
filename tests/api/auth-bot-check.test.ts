import { altchaChallengeSchema, apiErrorSchema, type AltchaChallenge } from '@portal/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import {
  createBotCheckChallenge,
  EMULATOR_DIFFICULTY,
} from '../../functions/src/services/contact/bot-check.js';
import { call } from '../support/api-client.js';

// The sign-in forms' bot check on the emulators (seed 000 §7; web/src/features/auth/README.md "Bot check"): the
// challenge of GET /api/auth/challenge, solved as the widget solves it, passes POST /api/auth/bot-check once; a
// reused, wrong or foreign solution is refused with the translated `botCheckFailed`.

async function challenge(): Promise<AltchaChallenge> {
  const res = await call('/api/auth/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return altchaChallengeSchema.parse(res.body);
}

async function solve(c: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('the emulator challenge was not solved');
  return btoa(JSON.stringify({ challenge: c, solution }));
}

const check = (form: string, altcha: string) =>
  call('/api/auth/bot-check', { method: 'POST', body: { form, altcha } });

const refusal = (res: Awaited<ReturnType<typeof check>>, status: number) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const { error } = apiErrorSchema.parse(res.body);
  expect(error.messageKey).toBe('api.errors.botCheckFailed');
  return error;
};

describe('POST /api/auth/bot-check', () => {
  it('passes a solved challenge once, for each form', async () => {
    for (const form of ['login', 'register', 'resetPassword']) {
      const altcha = await solve(await challenge());
      const first = await check(form, altcha);
      expect(first.status, JSON.stringify(first.body)).toBe(204);
      expect(refusal(await check(form, altcha), 403).details).toEqual({ form, problem: 'used' });
    }
  });

  it('refuses a wrong solution, a challenge signed elsewhere and a malformed payload', async () => {
    const c = await challenge();
    const solved = JSON.parse(atob(await solve(c))) as { solution: { derivedKey: string } };
    const wrong = btoa(
      JSON.stringify({ challenge: c, solution: { ...solved.solution, derivedKey: 'ab'.repeat(32) } }),
    );
    expect(refusal(await check('login', wrong), 403).details).toEqual({ form: 'login', problem: 'invalid' });
    const foreign = await createBotCheckChallenge('another portal', EMULATOR_DIFFICULTY, new Date());
    expect(refusal(await check('login', await solve(foreign)), 403).details).toMatchObject({
      problem: 'invalid',
    });
    refusal(await check('login', btoa('not json')), 400);
    const unknownForm = await check('signup', await solve(await challenge()));
    expect(unknownForm.status).toBe(400);
  });
});
