import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emulatorFaults } from './bulk-price-faults.js';

/** A database that fails the test if it is touched at all. */
const untouchable: Firestore = new Proxy(Object.create(Firestore.prototype) as Firestore, {
  get: (_target, name) => {
    throw new Error(`the fault switch read the database (${String(name)}) outside the emulator`);
  },
});

describe('emulatorFaults', () => {
  it('gives the apply task no fault hook unless the functions run in the emulator', () => {
    expect(emulatorFaults(untouchable, {})).toBeUndefined();
    expect(emulatorFaults(untouchable, { FUNCTIONS_EMULATOR: 'false' })).toBeUndefined();
  });

  it('gives it one in the emulator', () => {
    expect(emulatorFaults(untouchable, { FUNCTIONS_EMULATOR: 'true' })).toBeTypeOf('function');
  });
});
