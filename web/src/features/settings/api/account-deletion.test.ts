import { describe, expect, it } from 'vitest';
import { runAccountDeletion, type AccountDeletionOps } from './account-deletion';

const RECENT = Object.assign(new Error('recent'), { code: 'auth/requires-recent-login' });
const isRecent = (e: unknown) => e === RECENT;

function fakeOps(fail: { record?: Error; account?: Error } = {}) {
  const calls: string[] = [];
  const ops: AccountDeletionOps = {
    deleteRecord: () => {
      calls.push('deleteRecord');
      return fail.record ? Promise.reject(fail.record) : Promise.resolve();
    },
    deleteAccount: () => {
      calls.push('deleteAccount');
      return fail.account ? Promise.reject(fail.account) : Promise.resolve();
    },
    log: (message) => calls.push(`log:${message}`),
  };
  return { ops, calls };
}

describe('runAccountDeletion', () => {
  it('deletes the record, then the account', async () => {
    const { ops, calls } = fakeOps();
    expect(await runAccountDeletion(ops, isRecent)).toEqual({ ok: true });
    expect(calls).toEqual(['deleteRecord', 'deleteAccount']);
  });

  it('keeps the account when the record cannot be deleted', async () => {
    const { ops, calls } = fakeOps({ record: new Error('permission-denied') });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({
      ok: false,
      error: 'internal',
      recordDeleted: false,
    });
    expect(calls).toEqual(['deleteRecord', 'log:Deleting the user record failed']);
  });

  it('asks for a recent login when the identity provider wants one', async () => {
    const { ops, calls } = fakeOps({ account: RECENT });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({
      ok: false,
      error: 'requiresRecentLogin',
      recordDeleted: true,
    });
    expect(calls).toEqual(['deleteRecord', 'deleteAccount']);
  });

  it('reports other account-deletion failures as internal and logs them', async () => {
    const { ops, calls } = fakeOps({ account: new Error('network') });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({
      ok: false,
      error: 'internal',
      recordDeleted: true,
    });
    expect(calls.at(-1)).toBe('log:Deleting the account failed after its record was deleted');
  });
});
