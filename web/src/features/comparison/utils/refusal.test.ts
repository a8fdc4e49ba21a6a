import { describe, expect, it } from 'vitest';
import { isRefused, refusalMessageKey } from './refusal';

describe('refusalMessageKey', () => {
  it('is the message the product’s own page would show', () => {
    expect(
      refusalMessageKey({ status: 401, messageKey: 'api.errors.loginRequired', reason: 'loginRequired' }),
    ).toBe('api.errors.loginRequired');
    expect(refusalMessageKey({ status: 404, messageKey: 'api.errors.notFound' })).toBe('api.errors.notFound');
  });

  it('falls back to the generic message for a key without a translation', () => {
    expect(refusalMessageKey({ status: 403, messageKey: 'api.errors.somethingNew' })).toBe(
      'api.errors.unexpected',
    );
  });
});

describe('isRefused', () => {
  it('tells refused products from compared ones', () => {
    expect(isRefused({ productId: 'a', refused: { status: 404, messageKey: 'api.errors.notFound' } })).toBe(
      true,
    );
  });
});
