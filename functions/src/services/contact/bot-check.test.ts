import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AltchaChallenge } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  botCheckDifficulty,
  createBotCheckChallenge,
  EMULATOR_DIFFICULTY,
  PRODUCTION_DIFFICULTY,
  verifyBotCheck,
} from './bot-check.js';

const KEY = 'unit-test-altcha-key';
const NOW = new Date('2026-01-05T10:00:00Z');

/** What the widget sends: base64 of the challenge and its solution. */
async function solvedPayload(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return btoa(JSON.stringify({ challenge, solution }));
}

describe('bot check (ALTCHA v2, PBKDF2)', () => {
  it('accepts a solved challenge once signed by the key, and names its nonce and expiry', async () => {
    const challenge = await createBotCheckChallenge(KEY, EMULATOR_DIFFICULTY, new Date());
    const result = await verifyBotCheck(KEY, await solvedPayload(challenge), new Date());
    expect(result).toEqual({
      ok: true,
      nonce: challenge.parameters.nonce,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('refuses a solution of a challenge signed by another key, a wrong solution and a tampered challenge', async () => {
    const other = await createBotCheckChallenge('another key', EMULATOR_DIFFICULTY, new Date());
    expect(await verifyBotCheck(KEY, await solvedPayload(other), new Date())).toEqual({
      ok: false,
      problem: 'invalid',
    });
    const challenge = await createBotCheckChallenge(KEY, EMULATOR_DIFFICULTY, new Date());
    const payload = JSON.parse(atob(await solvedPayload(challenge))) as {
      challenge: AltchaChallenge;
      solution: { counter: number; derivedKey: string };
    };
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: 'ab'.repeat(32) } };
    expect(await verifyBotCheck(KEY, btoa(JSON.stringify(wrongKey)), new Date())).toEqual({
      ok: false,
      problem: 'invalid',
    });
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await verifyBotCheck(KEY, btoa(JSON.stringify(easier)), new Date())).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('refuses an expired challenge', async () => {
    const challenge = await createBotCheckChallenge(KEY, EMULATOR_DIFFICULTY, NOW);
    const payload = await solvedPayload(challenge);
    const later = new Date(NOW.getTime() + EMULATOR_DIFFICULTY.ttlMs + 1000);
    expect(await verifyBotCheck(KEY, payload, later)).toEqual({ ok: false, problem: 'expired' });
  });

  it("refuses what is not the widget's payload, including its test mode", async () => {
    for (const payload of [
      '',
      'not base64 json',
      btoa('{"a":1}'),
      btoa(JSON.stringify({ challenge: null, solution: null, test: true })),
    ]) {
      expect(await verifyBotCheck(KEY, payload, NOW), payload).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('is cheap on the emulators and production-grade elsewhere', () => {
    expect(botCheckDifficulty({ FUNCTIONS_EMULATOR: 'true' })).toBe(EMULATOR_DIFFICULTY);
    expect(botCheckDifficulty({})).toBe(PRODUCTION_DIFFICULTY);
    expect(PRODUCTION_DIFFICULTY.cost * PRODUCTION_DIFFICULTY.counterMin).toBeGreaterThanOrEqual(25_000_000);
  });
});
