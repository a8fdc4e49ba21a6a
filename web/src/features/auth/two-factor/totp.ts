/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA-1, 30 s steps, 6 digits: what authenticator apps and Firebase's
 * TOTP second factor use), over Web Crypto. Used only by the emulator test double of the two-factor adapter: in
 * production the identity provider generates and checks the codes.
 */

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (the `secret=` of an otpauth URL). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET.charAt((value << (5 - bits)) & 31);
  return out;
}

/** Decodes base32 (case-insensitive, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
}

/** The code for the time step containing `timeMs` (RFC 6238 §4, dynamic truncation of RFC 4226 §5.3). */
export async function totpCode(
  secret: Uint8Array,
  timeMs: number,
  options: TotpOptions = {},
): Promise<string> {
  const digits = options.digits ?? 6;
  const period = options.periodSeconds ?? 30;
  const counter = Math.floor(timeMs / 1000 / period);
  const message = new Uint8Array(8);
  // 8-byte big-endian counter; JavaScript bit operations are 32-bit, so split high and low words.
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * Whether `code` is valid at `timeMs` for a base32 secret, accepting `window` steps before and after (clock drift
 * between phone and server, as authenticator providers do).
 */
export async function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  window = 1,
): Promise<boolean> {
  const secret = base32Decode(secretBase32);
  for (let step = -window; step <= window; step++) {
    if ((await totpCode(secret, timeMs + step * 30_000)) === code) return true;
  }
  return false;
}

/** The `otpauth://` URL authenticator apps read from the QR code (Google Authenticator key URI format). */
export function otpauthUrl(input: { secret: string; accountName: string; issuer: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.accountName)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
