/**
 * Admin SDK access to the running emulators for the API suites (tests/api). `emulators:exec` sets
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST; the functions run in GCLOUD_PROJECT.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { PricePoint } from '@portal/domain';

export const HOSTING = 'http://127.0.0.1:5000';
export const FUNCTIONS = 'http://127.0.0.1:5001';
/** The functions' region: the served tenant's (tenant.json `firebase.region`), as scripts/lib/emulators.ts reads it. */
export { FUNCTIONS_REGION } from '../../scripts/lib/emulators.js';

/** The project the functions and hosting emulators serve (the demo tenant's). */
export function emulatorProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? 'demo-portal-demo';
}

function requireEmulators(): void {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
    if (!process.env[name]) {
      throw new Error(
        `${name} is not set: run through \`npx tsx scripts/firebase.ts emulators:exec --only auth,firestore,functions,hosting "<vitest command>"\``,
      );
    }
  }
}

export interface AdminHandle {
  app: App;
  db: Firestore;
  auth: Auth;
  close(): Promise<void>;
}

let appCount = 0;

/** A separate Admin SDK app per suite and project, so suites never share Firestore instances or settings. */
export function adminFor(projectId: string): AdminHandle {
  requireEmulators();
  appCount += 1;
  const app = initializeApp({ projectId }, `api-tests-${projectId}-${appCount}`);
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}

/** Deletes every document of a project in the Firestore emulator (only for suites that own their project). */
export async function clearFirestoreProject(projectId: string): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok)
    throw new Error(`clearing Firestore project ${projectId} failed: ${res.status} ${await res.text()}`);
}

/** Deterministic business-day price walk (Mon-Fri) between two dates, prices rounded to 4 decimals. */
export function businessDaySeries(
  from: string,
  to: string,
  options: { seed?: number; start?: number } = {},
): PricePoint[] {
  let state = options.seed ?? 42;
  const random = () => {
    // Park-Miller LCG: reproducible across runs and machines.
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const points: PricePoint[] = [];
  let price = options.start ?? 100;
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) continue;
    price = Math.max(1, price * (1 + (random() - 0.49) * 0.02));
    const rounded = Math.round(price * 10_000) / 10_000;
    const point: PricePoint = { date: new Date(t).toISOString().slice(0, 10), price: rounded };
    // Every 50th point has a distinct adjusted price, to exercise the adjusted column.
    if (points.length % 50 === 0) point.adjustedPrice = Math.round(rounded * 0.99 * 10_000) / 10_000;
    points.push(point);
  }
  return points;
}
