import { authBotCheckRequestSchema } from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { botCheckDifficulty, createBotCheckChallenge, verifyBotCheck } from '../../../contact/bot-check.js';
import type { ApiDeps } from '../../context.js';
import { ApiHttpError, noContent, ok, type ApiReply, type ApiRequest } from '../../http.js';
import { noQuerySchema, parseBody, parseQuery } from '../../parse.js';
import { requireJson } from '../../request-checks.js';

/*
 * The sign-in forms' bot check (login, registration, password reset; packages/domain/src/contracts/auth-bot-check.ts):
 * the contact form's ALTCHA proof of work (services/contact/bot-check.ts), signed with the same ALTCHA_HMAC_KEY, and
 * its used challenges recorded in the same store (`contactChallenges/{nonce}`, deleted by TTL after expiry), so a
 * solution counts once whichever form it was solved for.
 */

function hmacKey(deps: ApiDeps): string {
  if (!deps.contact) throw new Error('the bot check needs the ALTCHA_HMAC_KEY secret (ApiDeps.contact)');
  return deps.contact.hmacKey();
}

/** GET /auth/challenge: a signed proof-of-work challenge for the widget of a sign-in form. */
export async function getAuthChallenge(req: ApiRequest, deps: ApiDeps): Promise<ApiReply> {
  parseQuery(noQuerySchema, req.query);
  return ok(await createBotCheckChallenge(hmacKey(deps), botCheckDifficulty(), new Date()));
}

/** POST /auth/bot-check: 204 for a valid, unused solution (then recorded as used); 400/403 otherwise. */
export async function postAuthBotCheck(req: ApiRequest, deps: ApiDeps): Promise<ApiReply> {
  requireJson(req);
  parseQuery(noQuerySchema, req.query);
  const body = parseBody(authBotCheckRequestSchema, req.body);
  const now = new Date();
  const check = await verifyBotCheck(hmacKey(deps), body.altcha, now);
  if (!check.ok) {
    if (check.problem === 'malformed') {
      throw new ApiHttpError('bad-request', 'the bot check payload is malformed', {
        messageKey: 'api.errors.botCheckFailed',
        details: { form: body.form },
      });
    }
    throw new ApiHttpError('forbidden', `bot check ${check.problem}`, {
      messageKey: 'api.errors.botCheckFailed',
      details: { form: body.form, problem: check.problem },
    });
  }
  const challengeRef = refs(deps.db).contactChallenge(check.nonce);
  await deps.db.runTransaction(async (tx) => {
    if ((await tx.get(challengeRef)).exists) {
      throw new ApiHttpError('forbidden', 'bot check used', {
        messageKey: 'api.errors.botCheckFailed',
        details: { form: body.form, problem: 'used' },
      });
    }
    tx.create(challengeRef, { usedAt: now, expiresAt: check.expiresAt });
  });
  return noContent();
}
