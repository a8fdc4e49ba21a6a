/**
 * The `api` function's instance options, chosen on purpose and measured with `npm run load` (docs/load.md "Function
 * options"). Kept apart from api.ts (no firebase-functions import) so that the load run serves the API under the
 * same limits: one instance admits at most `concurrency` requests at once and its heap is sized from `memory`.
 */
export const API_INSTANCE = {
  // Node serves the API on one thread: one vCPU is what an instance can use, and concurrency > 1 needs cpu >= 1.
  cpu: 1,
  // Requests one instance takes at once: the API mostly waits on Firestore, so many overlap on the one thread.
  concurrency: 80,
  // An upload (at most 30 MB) is held in memory while it is checked and stored; the caches stay below ~110 MB.
  memory: '512MiB',
  // No cold start for the first visitor of a public site (module load and first reads: docs/load.md).
  minInstances: 1,
  // A ceiling on cost and on Firestore connections: 10 x 80 requests in flight is far beyond a tenant's peak.
  maxInstances: 10,
  timeoutSeconds: 60,
} as const;

/** `memory` in MiB (`'512MiB'` -> 512, `'1GiB'` -> 1024). */
export function memoryMiB(memory: `${number}MiB` | `${number}GiB`): number {
  const n = Number.parseInt(memory, 10);
  return memory.endsWith('GiB') ? n * 1024 : n;
}
