import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The unsubscribe link of a follower mail carries `productId` and the follower's entry id, signed with HMAC-SHA256
 * under a secret only functions know: nobody can unsubscribe someone else by guessing ids, and the link works
 * without signing in (as mail clients and the law expect). Entry ids are deterministic, so a link stays valid for
 * as long as the follow exists; removing the entry ends it.
 */

export interface UnsubscribeClaims {
  productId: string;
  entryId: string;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const payload = b64(JSON.stringify([claims.productId, claims.entryId]));
  return `${payload}.${b64(mac(secret, payload))}`;
}

/** The claims of a token this secret signed; `null` for anything else (tampered, truncated, other secret). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
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
