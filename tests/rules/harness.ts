/**
 * The set-up the rules suites share: a rules test environment in the suite's own project, an Admin SDK app beside it
 * that seeds the fixture with the rules out of the way, counters of the requests asserted, and the suite's summary
 * logged at the end. `reset: 'each'` seeds a fresh fixture before every test, `'once'` before the first.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { adminFor, type AdminHandle } from '../support/api-emulators.js';
import { rulesEnv } from '../support/rules-env.js';

/** The client SDK's Firestore of a rules test context. */
export type RulesFirestore = ReturnType<RulesTestContext['firestore']>;

export interface RulesHarness {
  env: () => RulesTestEnvironment;
  /** The Admin SDK's Firestore of the suite's project (bypasses the rules). */
  adminDb: () => AdminHandle['db'];
  /** Asserts the request is denied, counts it, and returns the refusal. */
  deny: (attempt: Promise<unknown>) => Promise<unknown>;
  /** Asserts the request is allowed, counts it, and returns its result. */
  allow: <T>(attempt: Promise<T>) => Promise<T>;
  /** The requests asserted so far. */
  readonly counts: { denied: number; allowed: number };
}

export function useRulesHarness(
  projectId: string,
  fixture: Readonly<Record<string, DocumentData>>,
  options: { reset: 'each' | 'once'; summary: (counts: RulesHarness['counts']) => string },
): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  let admin: AdminHandle | undefined;
  const counts = { denied: 0, allowed: 0 };
  const harness: RulesHarness = {
    env: () => {
      if (!env) throw new Error('rules test environment not ready');
      return env;
    },
    adminDb: () => {
      if (!admin) throw new Error('admin SDK not ready');
      return admin.db;
    },
    deny: async (attempt) => {
      const refusal: unknown = await assertFails(attempt);
      counts.denied += 1;
      return refusal;
    },
    allow: async (attempt) => {
      const result = await assertSucceeds(attempt);
      counts.allowed += 1;
      return result;
    },
    counts,
  };

  async function seed(): Promise<void> {
    await harness.env().clearFirestore();
    const db = harness.adminDb();
    const batch = db.batch();
    for (const [path, data] of Object.entries(fixture)) batch.set(db.doc(path), data);
    await batch.commit();
  }

  beforeAll(async () => {
    env = await rulesEnv(projectId);
    admin = adminFor(projectId);
    if (options.reset === 'once') await seed();
  });
  if (options.reset === 'each') beforeEach(seed);
  afterAll(async () => {
    console.log(options.summary(counts));
    await env?.cleanup();
    await admin?.close();
  });
  return harness;
}
