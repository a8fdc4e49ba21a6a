import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const claims = { productId: 'global-equity-chf', entryId: 'email-a%40example.com' };

describe('unsubscribe token', () => {
  it('verifies what it signed', () => {
    expect(verifyUnsubscribeToken('s3cret', signUnsubscribeToken('s3cret', claims))).toEqual(claims);
  });

  it('refuses another secret, a changed payload, a truncated or malformed token', () => {
    const token = signUnsubscribeToken('s3cret', claims);
    const [payload = '', signature = ''] = token.split('.');
    const other = signUnsubscribeToken('s3cret', { ...claims, entryId: 'email-b%40example.com' });
    expect(verifyUnsubscribeToken('other', token)).toBeNull();
    expect(verifyUnsubscribeToken('s3cret', `${other.split('.')[0] ?? ''}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken('s3cret', `${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(verifyUnsubscribeToken('s3cret', payload)).toBeNull();
    expect(verifyUnsubscribeToken('s3cret', `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken('s3cret', '')).toBeNull();
  });

  it('refuses ids that would leave the followers collection', () => {
    const token = signUnsubscribeToken('s3cret', { productId: 'p', entryId: '../users/x' });
    expect(verifyUnsubscribeToken('s3cret', token)).toBeNull();
  });

  it('accepts links of an older key kept after a rotation, and signs with the newest', () => {
    const claims = { productId: 'p1', entryId: 'e1' };
    const old = signUnsubscribeToken('old-key', claims);
    const rotated = 'new-key\n old-key ';
    expect(verifyUnsubscribeToken(rotated, old)).toEqual(claims);
    expect(signUnsubscribeToken(rotated, claims)).toBe(signUnsubscribeToken('new-key', claims));
    // Once the old key is dropped its links end.
    expect(verifyUnsubscribeToken('new-key', old)).toBeNull();
    expect(() => signUnsubscribeToken('  ', claims)).toThrow(/empty/);
  });
});
