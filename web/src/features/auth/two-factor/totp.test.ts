import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, totpCode, verifyTotp } from './totp';

const ascii = (s: string) => new TextEncoder().encode(s);

describe('base32', () => {
  it('encodes the RFC 4648 test vectors (without padding)', () => {
    expect(base32Encode(ascii(''))).toBe('');
    expect(base32Encode(ascii('f'))).toBe('MY');
    expect(base32Encode(ascii('fo'))).toBe('MZXQ');
    expect(base32Encode(ascii('foo'))).toBe('MZXW6');
    expect(base32Encode(ascii('foob'))).toBe('MZXW6YQ');
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
  });
  it('decodes case-insensitively, ignoring spaces and padding, and round-trips', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });
  it('rejects other characters', () => {
    expect(() => base32Decode('MZ1W')).toThrow('Not a base32 character: 1');
  });
});

describe('totpCode', () => {
  // RFC 6238 Appendix B, SHA-1 rows: seed "12345678901234567890", 8 digits.
  const seed = ascii('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) {
    it(`matches RFC 6238 at T=${seconds}`, async () => {
      expect(await totpCode(seed, seconds * 1000, { digits: 8 })).toBe(code);
    });
  }
  it('gives the 6-digit codes authenticator apps show (last six digits)', async () => {
    expect(await totpCode(seed, 59_000)).toBe('287082');
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(ascii('12345678901234567890'));
  it('accepts the current code and one step of drift either way', async () => {
    expect(await verifyTotp(secret, '287082', 59_000)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59_000 + 30_000)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59_000 - 30_000)).toBe(true);
  });
  it('refuses older codes and wrong ones', async () => {
    expect(await verifyTotp(secret, '287082', 59_000 + 60_000)).toBe(false);
    expect(await verifyTotp(secret, '287083', 59_000)).toBe(false);
  });
});

describe('otpauthUrl', () => {
  it('builds the key URI authenticator apps read', () => {
    const url = new URL(
      otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', accountName: 'marta@example.test', issuer: 'Demo AM' }),
    );
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Demo AM:marta@example.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Demo AM',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
