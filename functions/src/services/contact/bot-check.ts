import { createHmac } from 'node:crypto';
import { altchaPayloadSchema, type AltchaChallenge, type ContactBotCheckProblem } from '@portal/domain';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/*
 * The contact form's bot check: a self-hosted ALTCHA proof of work (v2, PBKDF2/SHA-256; docs/contact.md "Bot
 * check"). The challenge is signed with the ALTCHA_HMAC_KEY secret, so the function keeps no state until a solution
 * comes back; it then checks expiry, signature and solution here, and the caller records the nonce so a solution
 * is used once.
 */

const ALGORITHM = 'PBKDF2/SHA-256';

/** How hard a challenge is: PBKDF2 iterations per try, and the range of the secret counter (tries needed). */
export interface BotCheckDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and used. */
  ttlMs: number;
}

/**
 * Production: a few seconds of a visitor's browser (the widget starts it when the form gets focus, so it runs while
 * they type), thousands of derivations for a script per message. The library's suggested PBKDF2 setting.
 */
export const PRODUCTION_DIFFICULTY: BotCheckDifficulty = {
  cost: 5_000,
  counterMin: 5_000,
  counterMax: 10_000,
  ttlMs: 30 * 60 * 1000,
};

/** The emulators (`npm start`, the tests): the same protocol, solved in milliseconds. */
export const EMULATOR_DIFFICULTY: BotCheckDifficulty = {
  cost: 10,
  counterMin: 10,
  counterMax: 50,
  ttlMs: 30 * 60 * 1000,
};

/** The difficulty for where the function runs. */
export const botCheckDifficulty = (env: NodeJS.ProcessEnv = process.env): BotCheckDifficulty =>
  env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_DIFFICULTY : PRODUCTION_DIFFICULTY;

/** The second secret altcha-lib wants (it signs the derived key), derived from the one secret we keep. */
const keySignatureSecret = (hmacKey: string): string =>
  createHmac('sha256', hmacKey).update('altcha-derived-key-signature').digest('hex');

/** A new signed challenge for the widget. */
export async function createBotCheckChallenge(
  hmacKey: string,
  difficulty: BotCheckDifficulty,
  now: Date,
): Promise<AltchaChallenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + difficulty.ttlMs),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
}

export type BotCheckResult =
  | {
      ok: true;
      /** Identifies the challenge: recorded as used. */
      nonce: string;
      expiresAt: Date;
    }
  /** `malformed`: not a payload of the widget at all (a 400); the others are a refused check (a 403). */
  | { ok: false; problem: Exclude<ContactBotCheckProblem, 'used'> | 'malformed' };

/** The widget's payload (base64 JSON) checked: our algorithm, an expiry, our signature, a correct solution. */
export async function verifyBotCheck(hmacKey: string, payload: string, now: Date): Promise<BotCheckResult> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = altchaPayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const { challenge, solution } = parsed.data;
  const { expiresAt, algorithm } = challenge.parameters;
  // The signature covers both, but a challenge without an expiry must never count, whoever signed it.
  if (expiresAt === undefined || algorithm !== ALGORITHM) return { ok: false, problem: 'invalid' };
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
  if (result.expired) return { ok: false, problem: 'expired' };
  if (!result.verified) return { ok: false, problem: 'invalid' };
  return { ok: true, nonce: challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) };
}
