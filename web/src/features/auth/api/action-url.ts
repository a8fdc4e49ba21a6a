/**
 * `/auth/handled-by-firebase` (seed 000 §2): the identity provider's e-mails (verify e-mail, reset password) link to
 * this route, which forwards every query parameter unchanged to the provider's action page. In production that is
 * Firebase Hosting's handler `https://<authDomain>/__/auth/action`; against the emulators the Auth emulator's
 * `/emulator/action`. The query string is passed through verbatim (repeated keys, encoding and order included).
 */
export function identityProviderActionUrl(
  search: string,
  target: { authDomain: string; emulatorOrigin: string | null },
): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const base =
    target.emulatorOrigin !== null
      ? `${target.emulatorOrigin.replace(/\/+$/, '')}/emulator/action`
      : `https://${target.authDomain}/__/auth/action`;
  return `${base}${query}`;
}
