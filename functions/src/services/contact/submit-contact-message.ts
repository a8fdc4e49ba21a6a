import { createHash, createHmac } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  checkContactMessage,
  CONTACT_MESSAGE_RETENTION_DAYS,
  CONTACT_RATE_LIMITS,
  contactMail,
  contactMessageFingerprint,
  takeRateLimitHit,
  type ContactMessage,
  type ContactMessageRecord,
  type ContactRequest,
  type ContactResponse,
  type Language,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { ApiHttpError } from '../core/api-error.js';
import type { Logger } from '../core/logger.js';
import type { MailToSend } from '../follow/mailer.js';
import { verifyBotCheck } from './bot-check.js';

/*
 * One confirmed contact message (docs/contact.md): re-checked, bot check verified and used once, the sender within
 * the rate limits, recorded, then mailed to the operator exactly once. The record, the used challenge and both
 * counters are written in ONE transaction, so a refused request (replayed solution, too many messages) changes
 * nothing and a request that passes cannot be counted twice.
 */

export interface ContactDeps {
  db: Firestore;
  send: (mail: MailToSend) => Promise<void>;
  /** The ALTCHA_HMAC_KEY secret: signs challenges, and keys the counters' ids (no address is stored as such). */
  hmacKey: string;
  tenant: {
    orgName: string;
    /** The operator's address; null when the tenant offers no contact form. */
    contactEmail: string | null;
    /** The operator's language (the tenant's first). */
    language: Language;
  };
  now: () => Date;
  log: Logger;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A counter's document id: the kind and an HMAC of the address (a plain hash of an IPv4 address is reversible). */
export const rateCounterId = (hmacKey: string, kind: 'ip' | 'email', value: string): string =>
  `${kind}-${createHmac('sha256', hmacKey).update(`contact-rate:${kind}:${value}`).digest('hex')}`;

function refuse(message: string, messageKey: string, code: 'bad-request' | 'forbidden', details?: unknown) {
  return new ApiHttpError(code, message, { messageKey, ...(details === undefined ? {} : { details }) });
}

/** Hands the recorded message to SMTP and records the outcome; a failure is a 503 the visitor may retry. */
async function deliver(
  deps: ContactDeps,
  messageId: string,
  record: ContactMessageRecord,
  operator: string,
): Promise<ContactResponse> {
  const ref = refs(deps.db).contactMessage(messageId);
  const message: ContactMessage = {
    name: record.name,
    email: record.email,
    country: record.country,
    investorType: record.investorType,
    message: record.message,
  };
  const mail = contactMail({
    lang: deps.tenant.language,
    orgName: deps.tenant.orgName,
    message,
    senderLang: record.lang,
    messageId,
    receivedAt: record.createdAt,
  });
  try {
    await deps.send({ to: operator, replyTo: record.email, ...mail });
  } catch (error) {
    deps.log.error('contact mail failed', { messageId, attempts: record.attempts, error: String(error) });
    await ref.update({ status: 'failed', error: String(error).slice(0, 500), updatedAt: deps.now() });
    throw new ApiHttpError('unavailable', 'the message is recorded but the mail server refused it', {
      messageKey: 'api.errors.contactMailFailed',
      details: { messageId },
    });
  }
  await ref.update({ status: 'sent', error: null, updatedAt: deps.now() });
  return { messageId, status: 'sent' };
}

/**
 * A request whose message id is already recorded: the same message retried (a lost answer, a second click). Sent or
 * in flight: answered as such, nothing mailed. Failed: sent once more, claimed in a transaction so two retries at
 * once send it once. Another message under the same id: refused.
 */
async function retry(
  deps: ContactDeps,
  messageId: string,
  fingerprint: string,
  operator: string,
): Promise<ContactResponse> {
  const ref = refs(deps.db).contactMessage(messageId);
  const claimed = await deps.db.runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) throw new Error(`contact message ${messageId} vanished`);
    if (record.fingerprint !== fingerprint) {
      throw new ApiHttpError('conflict', 'another message was sent with this id', {
        messageKey: 'api.errors.contactConflict',
      });
    }
    if (record.status !== 'failed') return { record, claimed: false };
    const next = {
      ...record,
      status: 'sending' as const,
      attempts: record.attempts + 1,
      updatedAt: deps.now(),
    };
    tx.set(ref, next);
    return { record: next, claimed: true };
  });
  if (!claimed.claimed) {
    return { messageId, status: claimed.record.status === 'sent' ? 'sent' : 'sending' };
  }
  return deliver(deps, messageId, claimed.record, operator);
}

/** POST /api/contact, after the body's shape was parsed. `clientIp`: the sender's network address. */
export async function submitContactMessage(
  deps: ContactDeps,
  request: ContactRequest,
  clientIp: string,
): Promise<ContactResponse> {
  const operator = deps.tenant.contactEmail;
  if (operator === null) {
    throw new ApiHttpError('not-found', 'this portal has no contact form', {
      messageKey: 'api.errors.contactNotOffered',
    });
  }
  const checked = checkContactMessage(request);
  if (!checked.ok) {
    throw refuse('the message has invalid fields', 'api.errors.contactInvalid', 'bad-request', {
      issues: checked.issues,
    });
  }
  const message = checked.value;
  const fingerprint = sha256(contactMessageFingerprint(message, request.lang));
  const { messageId } = request;
  const r = refs(deps.db);
  const messageRef = r.contactMessage(messageId);
  if ((await messageRef.get()).exists) return retry(deps, messageId, fingerprint, operator);

  if (request.altcha === undefined || request.altcha === '') {
    throw refuse('no solved bot check', 'api.errors.contactBotCheckMissing', 'bad-request');
  }
  const now = deps.now();
  const check = await verifyBotCheck(deps.hmacKey, request.altcha, now);
  if (!check.ok) {
    if (check.problem === 'malformed') {
      throw refuse('the bot check payload is malformed', 'api.errors.contactBotCheckMissing', 'bad-request');
    }
    throw refuse(`bot check ${check.problem}`, 'api.errors.contactBotCheckFailed', 'forbidden', {
      problem: check.problem,
    });
  }

  const challengeRef = r.contactChallenge(check.nonce);
  const ipRef = r.contactRateLimit(rateCounterId(deps.hmacKey, 'ip', clientIp));
  const emailRef = r.contactRateLimit(rateCounterId(deps.hmacKey, 'email', message.email.toLowerCase()));
  const windowEnd = new Date(now.getTime() + CONTACT_RATE_LIMITS.windowMs);
  const record: ContactMessageRecord = {
    ...message,
    lang: request.lang,
    fingerprint,
    status: 'sending',
    attempts: 1,
    error: null,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + CONTACT_MESSAGE_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
  const outcome = await deps.db.runTransaction(async (tx) => {
    const [messageSnap, challengeSnap, ipSnap, emailSnap] = await Promise.all([
      tx.get(messageRef),
      tx.get(challengeRef),
      tx.get(ipRef),
      tx.get(emailRef),
    ]);
    // The same message sent twice at once: the other request recorded it first.
    if (messageSnap.exists) return 'retry' as const;
    if (challengeSnap.exists) {
      throw refuse('bot check used', 'api.errors.contactBotCheckFailed', 'forbidden', { problem: 'used' });
    }
    const limits = [
      { kind: 'ip', ref: ipRef, snap: ipSnap, limit: CONTACT_RATE_LIMITS.perIp },
      { kind: 'email', ref: emailRef, snap: emailSnap, limit: CONTACT_RATE_LIMITS.perEmail },
    ] as const;
    const writes = [];
    for (const { kind, ref, snap, limit } of limits) {
      const decision = takeRateLimitHit(snap.data()?.hits ?? [], now, limit, CONTACT_RATE_LIMITS.windowMs);
      if (!decision.ok) {
        const seconds = Math.ceil(decision.retryAfterMs / 1000);
        throw new ApiHttpError('rate-limited', `too many contact messages (${kind}); retry in ${seconds} s`, {
          messageKey: 'api.errors.contactRateLimited',
          details: { limit: kind, retryAfterSeconds: seconds },
          headers: { 'Retry-After': String(seconds) },
        });
      }
      writes.push({ ref, hits: decision.hits });
    }
    tx.create(challengeRef, { usedAt: now, expiresAt: check.expiresAt });
    for (const { ref, hits } of writes) tx.set(ref, { hits, expiresAt: windowEnd });
    tx.create(messageRef, record);
    return 'recorded' as const;
  });
  if (outcome === 'retry') return retry(deps, messageId, fingerprint, operator);
  return deliver(deps, messageId, record, operator);
}
