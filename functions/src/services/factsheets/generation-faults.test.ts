import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { FactsheetRenderer } from './generation-renderer.js';
import { withEmulatorFaults } from './generation-faults.js';

/** A database that fails the test if it is touched at all. */
const untouchable: Firestore = new Proxy(Object.create(Firestore.prototype) as Firestore, {
  get: (_target, name) => {
    throw new Error(`the fault switch read the database (${String(name)}) outside the emulator`);
  },
});

describe('withEmulatorFaults', () => {
  const renderer: FactsheetRenderer = { render: () => Promise.resolve({ documentId: 'd', pages: 1 }) };

  it('hands back the renderer itself, without reading the switch, unless the functions run in the emulator', async () => {
    for (const env of [{}, { FUNCTIONS_EMULATOR: 'false' }, { FUNCTIONS_EMULATOR: '' }]) {
      const wrapped = withEmulatorFaults(untouchable, renderer, env);
      expect(wrapped).toBe(renderer);
      await expect(wrapped.render({} as never)).resolves.toEqual({ documentId: 'd', pages: 1 });
    }
  });

  it('wraps the renderer in the emulator', () => {
    expect(withEmulatorFaults(untouchable, renderer, { FUNCTIONS_EMULATOR: 'true' })).not.toBe(renderer);
  });
});
