import { randomUUID } from 'node:crypto';
import {
  altchaChallengeSchema,
  apiErrorSchema,
  contactRequestSchema,
  contactResponseSchema,
  type AltchaChallenge,
} from '@portal/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBotCheckChallenge,
  EMULATOR_DIFFICULTY,
} from '../../functions/src/services/contact/bot-check.js';
import {
  submitContactMessage,
  type ContactDeps,
} from '../../functions/src/services/contact/submit-contact-message.js';
import { ApiHttpError } from '../../functions/src/services/api/http.js';
import { smtpSender } from '../../functions/src/services/follow/mailer.js';
import { LOCAL_SECRETS } from '../../scripts/firebase.js';
import { call, type CallResult } from '../support/api-client.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { mailTo } from '../support/caught-mail.js';

// The contact form's API on the emulators (docs/contact.md): the ALTCHA challenge, refusals without, with a wrong,
// an expired or a replayed solution, one mail per message id in the SMTP catcher, and the rate limits. The demo
// tenant's operator address is contact@demo-am.test; every message of this run carries RUN, so mail of other runs
// and suites never counts.

const RUN = Date.now().toString(36);
const OPERATOR = 'contact@demo-am.test';
let admin: AdminHandle;

/** The send counters live in Firestore across runs: each test that counts starts from none, and leaves none. */
async function clearRateLimits(): Promise<void> {
  await admin.db.recursiveDelete(admin.db.collection('contactRateLimits'));
}

async function challenge(): Promise<AltchaChallenge> {
  const res = await call('/api/contact/challenge');
  expect(res.status).toBe(200);
  return altchaChallengeSchema.parse(res.body);
}

/** What the widget puts in the form after solving: base64 of the challenge and its solution. */
async function solve(c: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('the emulator challenge was not solved');
  return btoa(JSON.stringify({ challenge: c, solution }));
}

let sequence = 0;
function message(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    messageId: randomUUID(),
    lang: 'en',
    name: `Anna Tester ${RUN}`,
    email: `anna-${RUN}@example.test`,
    country: 'LU',
    investorType: 'professional',
    message: `Question ${RUN}-${sequence}: could you send me the latest annual report?\n\nThank you.`,
    ...overrides,
  };
}

const post = (body: unknown) => call('/api/contact', { method: 'POST', body });

const mailsWith = (marker: string) => mailTo(OPERATOR).filter((m) => m.text.includes(marker));

function expectRefusal(res: CallResult, status: number, messageKey: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = apiErrorSchema.parse(res.body);
  expect(body.error.messageKey).toBe(messageKey);
  return body.error;
}

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  await clearRateLimits();
});

afterAll(async () => {
  await clearRateLimits();
  await admin.close();
});

describe('GET /api/contact/challenge', () => {
  it('answers a signed, expiring PBKDF2 challenge that no cache may keep, cheap on the emulators', async () => {
    const res = await call('/api/contact/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const c = altchaChallengeSchema.parse(res.body);
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(c.parameters.cost).toBe(EMULATOR_DIFFICULTY.cost);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((c.parameters.expiresAt ?? 0) * 1000).toBeGreaterThan(Date.now());
    const again = altchaChallengeSchema.parse((await call('/api/contact/challenge')).body);
    expect(again.parameters.nonce).not.toBe(c.parameters.nonce);
  });
});

describe('POST /api/contact refusals', () => {
  it('refuses a message without a solved check (400), the widget test mode too, and records nothing', async () => {
    const body = message();
    expectRefusal(await post(body), 400, 'api.errors.contactBotCheckMissing');
    const testMode = btoa(JSON.stringify({ challenge: null, solution: null, test: true }));
    expectRefusal(await post({ ...body, altcha: testMode }), 400, 'api.errors.contactBotCheckMissing');
    expect((await admin.db.doc(`contactMessages/${body.messageId}`).get()).exists).toBe(false);
  });

  it('re-checks the fields and names each problem (400)', async () => {
    const body = message({ email: 'anna@', country: 'XX', message: 'Hi' });
    const error = expectRefusal(
      await post({ ...body, altcha: await solve(await challenge()) }),
      400,
      'api.errors.contactInvalid',
    );
    expect(error.details).toEqual({
      issues: [
        { field: 'email', code: 'invalidEmail', value: 'anna@' },
        { field: 'country', code: 'unknownCountry', value: 'XX' },
        { field: 'message', code: 'tooShort', value: '', min: 10 },
      ],
    });
  });

  it('refuses a wrong solution, a challenge signed elsewhere and an expired one (403)', async () => {
    const c = await challenge();
    const solved = JSON.parse(atob(await solve(c))) as { solution: { derivedKey: string } };
    const wrong = btoa(
      JSON.stringify({ challenge: c, solution: { ...solved.solution, derivedKey: 'ab'.repeat(32) } }),
    );
    const e1 = expectRefusal(
      await post({ ...message(), altcha: wrong }),
      403,
      'api.errors.contactBotCheckFailed',
    );
    expect(e1.details).toEqual({ problem: 'invalid' });

    const foreign = await createBotCheckChallenge('another portal', EMULATOR_DIFFICULTY, new Date());
    const e2 = expectRefusal(
      await post({ ...message(), altcha: await solve(foreign) }),
      403,
      'api.errors.contactBotCheckFailed',
    );
    expect(e2.details).toEqual({ problem: 'invalid' });

    const longAgo = new Date(Date.now() - EMULATOR_DIFFICULTY.ttlMs - 60_000);
    const expired = await createBotCheckChallenge(
      LOCAL_SECRETS.ALTCHA_HMAC_KEY,
      EMULATOR_DIFFICULTY,
      longAgo,
    );
    const e3 = expectRefusal(
      await post({ ...message(), altcha: await solve(expired) }),
      403,
      'api.errors.contactBotCheckFailed',
    );
    expect(e3.details).toEqual({ problem: 'expired' });
    expect(mailsWith(RUN)).toEqual([]);
  });
});

describe('POST /api/contact accepted', () => {
  const body = message();
  let altcha = '';

  it('mails the operator once, in the operator language, answering to the sender, and records it as sent', async () => {
    altcha = await solve(await challenge());
    const res = await post({ ...body, altcha });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(contactResponseSchema.parse(res.body)).toEqual({ messageId: body.messageId, status: 'sent' });
    const mails = mailsWith(body.messageId);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(`Contact form: message from ${body.name}`);
    expect(mail?.headers['reply-to']).toContain(body.email);
    expect(mail?.html).toBe('');
    for (const line of [
      `Name: ${body.name}`,
      `E-mail: ${body.email}`,
      'Country: Luxembourg (LU)',
      'Investor type: Professional',
      'Language of the page: English',
      body.message,
      `(message ${body.messageId})`,
    ])
      expect(mail?.text).toContain(line);
    const record = (await admin.db.doc(`contactMessages/${body.messageId}`).get()).data();
    expect(record).toMatchObject({ status: 'sent', attempts: 1, email: body.email, country: 'LU' });
  });

  it('answers a retried request (same id, same message) without mailing again', async () => {
    const res = await post({ ...body, altcha });
    expect(res.status).toBe(200);
    expect(contactResponseSchema.parse(res.body).status).toBe('sent');
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsWith(body.messageId)).toHaveLength(1);
  });

  it('refuses another message under the same id (409)', async () => {
    expectRefusal(
      await post({ ...body, message: `${body.message} P.S.`, altcha }),
      409,
      'api.errors.contactConflict',
    );
  });

  it('refuses the same solution for a new message: a solution is used once (403)', async () => {
    const error = expectRefusal(
      await post({ ...message(), altcha }),
      403,
      'api.errors.contactBotCheckFailed',
    );
    expect(error.details).toEqual({ problem: 'used' });
  });
});

describe('POST /api/contact rate limits', () => {
  it(`takes 3 messages an hour from one address, 5 from one network address, then says when to come back (429)`, async () => {
    await clearRateLimits();
    const sender = `limited-${RUN}@example.test`;
    for (let i = 0; i < 3; i += 1) {
      const res = await post({ ...message({ email: sender }), altcha: await solve(await challenge()) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const fourth = message({ email: sender });
    const byAddress = await post({ ...fourth, altcha: await solve(await challenge()) });
    const e1 = expectRefusal(byAddress, 429, 'api.errors.contactRateLimited');
    expect(e1.details).toMatchObject({ limit: 'email' });
    expect(Number(byAddress.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Refused in the transaction: nothing recorded, the solution not used, no count taken.
    expect((await admin.db.doc(`contactMessages/${fourth.messageId}`).get()).exists).toBe(false);

    for (let i = 0; i < 2; i += 1) {
      const res = await post({
        ...message({ email: `other-${i}-${RUN}@example.test` }),
        altcha: await solve(await challenge()),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const byNetwork = await post({
      ...message({ email: `sixth-${RUN}@example.test` }),
      altcha: await solve(await challenge()),
    });
    expect(expectRefusal(byNetwork, 429, 'api.errors.contactRateLimited').details).toMatchObject({
      limit: 'ip',
    });
    const counters = await admin.db.collection('contactRateLimits').get();
    // Keyed by an HMAC, never by the address itself.
    for (const doc of counters.docs) expect(doc.id).toMatch(/^(ip|email)-[0-9a-f]{64}$/);
    await clearRateLimits();
  });
});

describe('a mail server that refuses', () => {
  it('records the message as failed (503), and a retry with the same id sends it once', async () => {
    await clearRateLimits();
    const logged: string[] = [];
    const deps = (send: ContactDeps['send']): ContactDeps => ({
      db: admin.db,
      send,
      hmacKey: LOCAL_SECRETS.ALTCHA_HMAC_KEY,
      tenant: { orgName: 'Demo AM', contactEmail: OPERATOR, language: 'de' },
      now: () => new Date(),
      log: { error: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) },
    });
    const body = contactRequestSchema.parse({ ...message(), altcha: await solve(await challenge()) });
    const refusing = () => Promise.reject(new Error('421 service not available'));
    const failure = await submitContactMessage(deps(refusing), body, '198.51.100.7').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiHttpError);
    expect((failure as ApiHttpError).status).toBe(503);
    expect((failure as ApiHttpError).messageKey).toBe('api.errors.contactMailFailed');
    expect((await admin.db.doc(`contactMessages/${body.messageId}`).get()).data()).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Error: 421 service not available',
    });
    expect(logged).toEqual(['contact mail failed']);

    // The visitor presses "Send" again: same id, same message, the solution already used.
    const smtp = deps(smtpSender('smtp://127.0.0.1:2525', 'portal@demo-am.test'));
    expect(await submitContactMessage(smtp, body, '198.51.100.7')).toEqual({
      messageId: body.messageId,
      status: 'sent',
    });
    expect(await submitContactMessage(smtp, body, '198.51.100.7')).toEqual({
      messageId: body.messageId,
      status: 'sent',
    });
    const mails = mailsWith(body.messageId);
    expect(mails).toHaveLength(1);
    // In the operator's language (the tenant's first; German here).
    expect(mails[0]?.subject).toBe(`Kontaktformular: Nachricht von ${body.name}`);
    expect((await admin.db.doc(`contactMessages/${body.messageId}`).get()).data()).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
    await clearRateLimits();
  });
});
