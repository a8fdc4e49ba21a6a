/** Auth-emulator users with role claims, and their ID tokens, for the API suites. */
import type { Auth } from 'firebase-admin/auth';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  signedInAt: number;
}

/** Exchanges e-mail and password for an ID token through the Auth emulator's REST API (any API key works). */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken)
    throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** Creates (or re-creates) a user with the given custom claims and signs it in, so the token carries them. */
export async function createUserWithClaims(
  auth: Auth,
  uid: string,
  claims: Record<string, unknown>,
): Promise<TestUser> {
  const email = `${uid}@example.test`;
  const password = `pw-${uid}-123456`;
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, password, emailVerified: true });
  await auth.setCustomUserClaims(uid, claims);
  const signedInAt = Date.now();
  const idToken = await signInWithPassword(email, password);
  return { uid, email, password, idToken, signedInAt };
}

export async function deleteUsers(auth: Auth, uids: readonly string[]): Promise<void> {
  if (uids.length > 0) await auth.deleteUsers([...uids]);
}
