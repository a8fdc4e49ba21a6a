import { describe, expect, it } from 'vitest';
import { runRegistration, type RegistrationOps, type RegistrationStep } from './registration-flow';

type OpName = Exclude<keyof RegistrationOps, 'log'>;

/** Fake effects recording their calls; `failing` makes the named ones throw. */
function fakeOps(failing: OpName[] = [], options: { verified?: boolean } = {}) {
  const calls: string[] = [];
  const op = (name: OpName) => () => {
    calls.push(name);
    return failing.includes(name) ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve();
  };
  const ops: RegistrationOps = {
    createAccount: op('createAccount'),
    ...(options.verified ? {} : { sendVerification: op('sendVerification') }),
    setDisplayName: op('setDisplayName'),
    createRecord: op('createRecord'),
    signOut: op('signOut'),
    deleteRecord: op('deleteRecord'),
    deleteAccount: op('deleteAccount'),
    log: (message) => calls.push(`log:${message}`),
  };
  return {
    ops,
    calls: () => calls.filter((c) => !c.startsWith('log:')),
    logs: () => calls.filter((c) => c.startsWith('log:')),
  };
}

describe('runRegistration', () => {
  it('runs the steps in the order of the specification', async () => {
    const { ops, calls } = fakeOps();
    expect(await runRegistration(ops)).toEqual({ ok: true });
    expect(calls()).toEqual([
      'createAccount',
      'sendVerification',
      'setDisplayName',
      'createRecord',
      'signOut',
    ]);
  });

  it('skips the verification e-mail when the provider verified the address', async () => {
    const { ops, calls } = fakeOps([], { verified: true });
    expect(await runRegistration(ops)).toEqual({ ok: true });
    expect(calls()).toEqual(['createAccount', 'setDisplayName', 'createRecord', 'signOut']);
  });

  it('has nothing to roll back when the account cannot be created', async () => {
    const { ops, calls } = fakeOps(['createAccount']);
    const result = await runRegistration(ops);
    expect(result).toMatchObject({ ok: false, step: 'createAccount', rolledBack: false });
    expect(calls()).toEqual(['createAccount']);
  });

  const cases: [RegistrationStep & OpName, string[]][] = [
    ['sendVerification', ['createAccount', 'sendVerification', 'deleteAccount', 'signOut']],
    ['setDisplayName', ['createAccount', 'sendVerification', 'setDisplayName', 'deleteAccount', 'signOut']],
    [
      'createRecord',
      ['createAccount', 'sendVerification', 'setDisplayName', 'createRecord', 'deleteAccount', 'signOut'],
    ],
    [
      // The record exists by then: it goes too, before the account.
      'signOut',
      [
        'createAccount',
        'sendVerification',
        'setDisplayName',
        'createRecord',
        'signOut',
        'deleteRecord',
        'deleteAccount',
        'signOut',
      ],
    ],
  ];
  for (const [step, expected] of cases) {
    it(`deletes the partly created account when ${step} fails`, async () => {
      const { ops, calls, logs } = fakeOps([step]);
      const result = await runRegistration(ops);
      expect(result).toMatchObject({ ok: false, step, rolledBack: true });
      if (!result.ok) expect(String(result.error)).toContain(`${step} failed`);
      expect(calls()).toEqual(expected);
      expect(logs()[0]).toContain(`failed at ${step}`);
    });
  }

  it('reports a rollback that could not delete the account', async () => {
    const { ops, logs } = fakeOps(['createRecord', 'deleteAccount']);
    expect(await runRegistration(ops)).toMatchObject({ ok: false, step: 'createRecord', rolledBack: false });
    expect(logs()).toContain('log:Rollback: deleting the account failed');
  });

  it('reports a rollback that could not delete the record, and still deletes the account', async () => {
    const { ops, calls } = fakeOps(['signOut', 'deleteRecord']);
    expect(await runRegistration(ops)).toMatchObject({ ok: false, step: 'signOut', rolledBack: false });
    expect(calls()).toContain('deleteAccount');
  });
});
