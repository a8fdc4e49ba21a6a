/**
 * What the fault suite (tests/faults, docs/faults-and-backups.md) needs besides the API suites' helpers: killing the
 * functions emulator's worker processes of one function, polling Firestore, an admin's token, the sweep's trigger.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { emulatorIdToken } from '../../scripts/lib/emulators.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import {
  emulatorProjectId,
  FUNCTIONS,
  FUNCTIONS_REGION,
  type AdminHandle,
} from '../support/api-emulators.js';

/**
 * The pids of the functions emulator's workers running `target`: the emulator runs every function in a child node
 * process whose environment names it (FUNCTION_TARGET) and whose working folder is this checkout's functions/dist.
 */
export function workerPids(target: string): number[] {
  const dist = join(findRepoRoot(), 'functions', 'dist');
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== dist) continue;
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (env.includes(`FUNCTION_TARGET=${target}`)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked, or is not ours.
    }
  }
  return pids;
}

/** Kills (SIGKILL: no clean-up, like a crashed instance) every worker of `target`; how many there were. */
export function killWorkers(target: string): number {
  const pids = workerPids(target);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return pids.length;
}

/** Polls `read` until `done` holds for its value (or throws after `timeoutMs` with the last value). */
export function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value))
        throw new Error(`${what}: not reached in ${timeoutMs} ms, last ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** A fresh admin account (role:admin claim) and its ID token. */
export async function adminToken(admin: AdminHandle, uid: string): Promise<string> {
  const email = `${uid}@example.test`;
  const password = `${uid}-password`;
  await admin.auth.deleteUser(uid).catch(() => undefined);
  await admin.auth.createUser({ uid, email, password, emailVerified: true });
  await admin.auth.setCustomUserClaims(uid, { 'role:admin': true });
  return emulatorIdToken(email, password);
}

/** Runs the scheduled sweep of stale operations now (the emulator never fires schedules by itself). */
export async function runOperationSweep(): Promise<void> {
  const res = await fetch(`${FUNCTIONS}/${emulatorProjectId()}/${FUNCTIONS_REGION}/sweepOperations-0`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`sweepOperations answered ${res.status}: ${await res.text()}`);
}

/** Pretends `minutes` passed since the operation last moved (the sweep compares `updatedAt` with its clock). */
export async function ageOperation(admin: AdminHandle, operationId: string, minutes: number): Promise<void> {
  await admin.db
    .doc(`operations/${operationId}`)
    .update({ updatedAt: new Date(Date.now() - minutes * 60_000) });
}
