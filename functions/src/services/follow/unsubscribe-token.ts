import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The unsubscribe link of a follower mail carries `productId` and the follower's entry id, signed with HMAC-SHA256
 * under a secret only functions know: nobody can unsubscribe someone else by guessing ids, and the link works
 * without signing in (as mail clients and the law expect). Entry ids are deterministic, so a link stays valid for
 * as long as the follow exists; removing the entry ends it.
 *
 * Rotation without breaking the links of mails already sent (docs/operations-runbook.md "Rotating secrets"): the
 * secret may hold several keys separated by white space, the newest first. Links are signed with the first and
 * accepted under any of them, so the old key stays in the list for as long as its mails may still be clicked.
 */

/** The keys of the secret's value, newest first. */
const keysOf = (secret: string): string[] => secret.split(/\s+/).filter((k) => k !== '');

export interface UnsubscribeClaims {
  productId: string;
  entryId: string;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const [newest] = keysOf(secret);
  if (newest === undefined) throw new Error('the unsubscribe secret is empty');
  const payload = b64(JSON.stringify([claims.productId, claims.entryId]));
  return `${payload}.${b64(mac(newest, payload))}`;
}

/** The claims of a token this secret signed; `null` for anything else (tampered, truncated, other secret). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const signedByOne = keysOf(secret).some((key) => {
    const expected = mac(key, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedByOne) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [productId, entryId] = value as unknown[];
    if (typeof productId !== 'string' || typeof entryId !== 'string') return null;
    if (!productId || !entryId || productId.includes('/') || entryId.includes('/')) return null;
    return { productId, entryId };
  } catch {
    return null;
  }
}
