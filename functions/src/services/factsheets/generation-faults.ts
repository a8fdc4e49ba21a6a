import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { FactsheetRenderer } from './generation-renderer.js';

/**
 * A test-only fault switch for the generation tasks (tests/api/factsheet-generation.test.ts proves that a failing
 * product fails alone and a passing failure is retried). Read only when the functions run in the emulator.
 * `testFaults/factsheetGeneration {productId, times}`: rendering that product throws the first `times` times.
 */
export const FACTSHEET_FAULT_DOC = 'testFaults/factsheetGeneration';

const faultSchema = z.object({
  productId: z.string(),
  times: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative().default(0),
});

export function withEmulatorFaults(
  db: Firestore,
  renderer: FactsheetRenderer,
  env: NodeJS.ProcessEnv = process.env,
): FactsheetRenderer {
  if (env.FUNCTIONS_EMULATOR !== 'true') return renderer;
  return {
    async render(request) {
      const ref = db.doc(FACTSHEET_FAULT_DOC);
      const set = faultSchema.safeParse((await ref.get()).data());
      if (set.success && set.data.productId === request.productId) {
        const fire = await db.runTransaction(async (tx) => {
          const parsed = faultSchema.safeParse((await tx.get(ref)).data());
          if (!parsed.success || parsed.data.productId !== request.productId) return false;
          if (parsed.data.hits >= parsed.data.times) return false;
          tx.update(ref, { hits: parsed.data.hits + 1 });
          return true;
        });
        if (fire) throw new Error(`injected fault for ${request.productId}`);
      }
      return renderer.render(request);
    },
  };
}
