import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * A test-only fault switch for the apply tasks (tests/api/bulk-prices.test.ts proves that a worker dying half-way
 * leaves every series all old or all new). Read only when the functions run in the emulator: in production the
 * document is never looked at. `testFaults/bulkPriceApply`: before the series at `index` is replaced, the task
 * throws (`mode: 'throw'`) or its process exits (`mode: 'exit'`), the first `times` times.
 */
export const BULK_PRICE_FAULT_DOC = 'testFaults/bulkPriceApply';

const faultSchema = z.object({
  index: z.number().int().nonnegative(),
  times: z.number().int().nonnegative(),
  mode: z.enum(['throw', 'exit']).default('throw'),
  hits: z.number().int().nonnegative().default(0),
});

export class InjectedFault extends Error {}

export function emulatorFaults(db: Firestore, env: NodeJS.ProcessEnv = process.env) {
  if (env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  return async (_operationId: string, index: number): Promise<void> => {
    const ref = db.doc(BULK_PRICE_FAULT_DOC);
    // A plain read first: without a switch set for this index, no transaction (the bench runs on the emulator too).
    const set = faultSchema.safeParse((await ref.get()).data());
    if (!set.success || set.data.index !== index) return;
    const fire = await db.runTransaction(async (tx) => {
      const parsed = faultSchema.safeParse((await tx.get(ref)).data());
      if (!parsed.success || parsed.data.index !== index || parsed.data.hits >= parsed.data.times)
        return null;
      tx.update(ref, { hits: parsed.data.hits + 1 });
      return parsed.data.mode;
    });
    if (fire === 'exit') process.exit(1);
    if (fire === 'throw') throw new InjectedFault(`injected fault before series ${index}`);
  };
}
