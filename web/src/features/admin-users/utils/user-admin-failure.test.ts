import { describe, expect, it } from 'vitest';
import { userAdminFailure } from './user-admin-failure';

describe('userAdminFailure', () => {
  it('uses the key and the first issue the function sent', () => {
    const error = {
      code: 'functions/invalid-argument',
      details: {
        messageKey: 'errors.missingReason',
        issues: [{ problem: 'missing-reason', field: 'reason', value: ' ', message: 'reason: too small' }],
      },
    };
    expect(userAdminFailure(error)).toEqual({
      key: 'errors.missingReason',
      values: { field: 'reason', value: ' ' },
    });
  });

  it('tells a network failure from an unexpected one', () => {
    expect(userAdminFailure({ code: 'functions/unavailable' }).key).toBe('errors.network');
    expect(userAdminFailure({ code: 'functions/internal', details: { messageKey: 'nope' } }).key).toBe(
      'errors.internal',
    );
    expect(userAdminFailure(new Error('boom')).key).toBe('errors.internal');
    expect(userAdminFailure(null).key).toBe('errors.internal');
  });
});
