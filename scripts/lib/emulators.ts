/** Emulator addresses (firebase.json) and readiness checks shared by start, seed, tests and benchmarks. */
import { setTimeout as sleep } from 'node:timers/promises';

import { configuredEmulators, tenantFromEnv } from '../firebase.js';
import { tenantFirebase } from './tenants.js';

const emulators = configuredEmulators();
const portOf = (name: string, fallback: number): number => emulators[name]?.port ?? fallback;

/** Addresses from firebase.json, so there is one source of truth for ports. */
export const EMULATOR_HOST = emulators.hosting?.host ?? '127.0.0.1';
export const PORTS = {
  auth: portOf('auth', 9099),
  firestore: portOf('firestore', 8080),
  functions: portOf('functions', 5001),
  tasks: portOf('tasks', 9499),
  hosting: portOf('hosting', 5000),
} as const;
export const HOSTING_URL = `http://${EMULATOR_HOST}:${PORTS.hosting}`;
/** The region of the functions the emulators serve: the tenant's (tenant.json `firebase.region`, its one home). */
export const FUNCTIONS_REGION = tenantFirebase(tenantFromEnv()).region;

/** Environment that points firebase-admin at the emulators. */
export function emulatorEnv(projectId: string): Record<string, string> {
  return {
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${EMULATOR_HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOST}:${PORTS.auth}`,
    CLOUD_TASKS_EMULATOR_HOST: `${EMULATOR_HOST}:${PORTS.tasks}`,
  };
}

async function ok(url: string, strict: boolean): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    // The functions emulator answers 404 until the function is loaded, so the health check wants a 200.
    return strict ? res.status === 200 : res.status < 500;
  } catch {
    return false;
  }
}

/** Waits until Firestore, Auth, Hosting and the `api` function answer. */
export async function waitForEmulators(projectId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const checks: [string, boolean][] = [
    [`http://${EMULATOR_HOST}:${PORTS.firestore}/`, false],
    [`http://${EMULATOR_HOST}:${PORTS.auth}/`, false],
    [`${HOSTING_URL}/`, false],
    [`http://${EMULATOR_HOST}:${PORTS.functions}/${projectId}/${FUNCTIONS_REGION}/api/health`, true],
  ];
  while (Date.now() < deadline) {
    const results = await Promise.all(checks.map(([url, strict]) => ok(url, strict)));
    if (results.every(Boolean)) return;
    await sleep(500);
  }
  throw new Error(`emulators did not come up within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the API serves the seeded catalogue: the catalogue-version trigger runs a moment after the seed, and
 * only then does the API reload its configuration (before that, the portal would show an empty product list).
 */
export async function waitForApiCatalogue(
  products: number,
  // A cold functions emulator on a busy 2-core machine takes well over 30 s to load the API the first time.
  timeoutMs = 120_000,
  /** Also wait until the functions serve this tenant (after they were re-stamped: functions/tenant-stamp.ts). */
  tenant?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${HOSTING_URL}/api/health`).catch(() => null);
    const body = res?.ok ? ((await res.json()) as { products?: number; tenant?: string }) : null;
    if (body?.products === products && (tenant === undefined || body.tenant === tenant)) return;
    if (Date.now() > deadline)
      throw new Error(`API did not pick up the seeded catalogue: ${JSON.stringify(body)}`);
    await sleep(250);
  }
}

/** The ID token of an e-mail/password account, from the Auth emulator's REST API (any API key works there). */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${EMULATOR_HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken) {
    throw new Error(`${email} could not sign in: ${body.error?.message ?? String(res.status)}`);
  }
  return body.idToken;
}
