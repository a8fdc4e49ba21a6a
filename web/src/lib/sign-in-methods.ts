/*
 * The sign-in methods (seed 001 §3 login methods), shared by the sign-in flows (features/auth) and the
 * re-authentication of sensitive settings (features/settings). Pure: the login rules that use it are unit-tested
 * without Firebase.
 */

/** How the user signed in. */
export type SignInMethod = 'password' | 'google' | 'microsoft';

export type SocialMethod = Exclude<SignInMethod, 'password'>;

/** Firebase provider ids of the sign-in methods. */
export const PROVIDER_IDS: Record<SignInMethod, string> = {
  password: 'password',
  google: 'google.com',
  microsoft: 'microsoft.com',
};
