import { describe, expect, it } from 'vitest';
import { runAccountDeletion, type AccountDeletionOps } from './account-deletion';

const RECENT = Object.assign(new Error('recent'), { code: 'functions/failed-precondition' });
const isRecent = (e: unknown) => e === RECENT;

function fakeOps(fail: { delete?: Error; signOut?: Error } = {}) {
  const calls: string[] = [];
  const ops: AccountDeletionOps = {
    deleteEverything: () => {
      calls.push('deleteEverything');
      return fail.delete ? Promise.reject(fail.delete) : Promise.resolve();
    },
    signOut: () => {
      calls.push('signOut');
      return fail.signOut ? Promise.reject(fail.signOut) : Promise.resolve();
    },
    log: (message) => calls.push(`log:${message}`),
  };
  return { ops, calls };
}

describe('runAccountDeletion', () => {
  it('deletes everything on the server, then signs out', async () => {
    const { ops, calls } = fakeOps();
    expect(await runAccountDeletion(ops, isRecent)).toEqual({ ok: true });
    expect(calls).toEqual(['deleteEverything', 'signOut']);
  });

  it('asks for a recent login when the server wants one, and stays signed in', async () => {
    const { ops, calls } = fakeOps({ delete: RECENT });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({ ok: false, error: 'requiresRecentLogin' });
    expect(calls).toEqual(['deleteEverything']);
  });

  it('reports other failures as internal, logs them and stays signed in', async () => {
    const { ops, calls } = fakeOps({ delete: new Error('internal') });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({ ok: false, error: 'internal' });
    expect(calls).toEqual(['deleteEverything', 'log:Deleting the account failed']);
  });

  it('counts a deletion whose sign-out failed as done (the account is gone)', async () => {
    const { ops, calls } = fakeOps({ signOut: new Error('network') });
    expect(await runAccountDeletion(ops, isRecent)).toEqual({ ok: true });
    expect(calls.at(-1)).toBe('log:Sign-out after the account deletion failed');
  });
});
