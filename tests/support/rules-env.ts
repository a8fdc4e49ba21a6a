import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

// Denied requests are the point of these tests; the SDK would log each one as a warning.
setLogLevel('error');

const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
export const rulesSource = (): string => readFileSync(rulesPath, 'utf8');

/**
 * A rules test environment on the running Firestore emulator, in its own project id so that clearing data never
 * touches the seeded demo tenant.
 */
export async function rulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: rulesSource(),
      host: host ?? '127.0.0.1',
      port: Number(port ?? 8080),
    },
  });
}

/** The custom role of the rules tests: it makes its holders admins of product A (`pa`) only. */
export const CUSTOM_ROLE = 'managersA';

/** Token claims per role, as the role-claims module sets them (`role:<name>: true`; guest has no token). */
export const claimsFor = {
  investor: {},
  viewer: { 'role:viewer': true },
  employee: { 'role:employee': true },
  productAdminA: { [`role:${CUSTOM_ROLE}`]: true },
  admin: { 'role:admin': true },
  superAdmin: { 'role:superAdmin': true },
} as const;

/**
 * The token of a session the rules count as signed in (firestore.rules `signedIn`, the domain's `guestReasonOf`):
 * e-mail and password with a verified address. `@firebase/rules-unit-testing` would otherwise mint
 * `sign_in_provider: 'custom'` (also accepted, but only the functions mint those) with `auth_time: 0`.
 */
export function passwordToken(
  email: string,
  claims: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return { email, email_verified: true, firebase: { sign_in_provider: 'password' }, ...claims };
}
