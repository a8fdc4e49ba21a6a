import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiErrorMessageKey } from './errors';

describe('apiErrorMessageKey', () => {
  it('gives a translated key for known keys and the generic one otherwise', () => {
    const error = (messageKey: string) =>
      new ApiRequestError({
        status: 400,
        statusText: '',
        code: 'bad-request',
        messageKey,
        message: '',
        endpoint: '',
      });
    expect(apiErrorMessageKey(error('api.errors.loginRequired'))).toBe('api.errors.loginRequired');
    expect(apiErrorMessageKey(error('api.errors.somethingNew'))).toBe('api.errors.unexpected');
    expect(apiErrorMessageKey(new Error('x'))).toBe('api.errors.unexpected');
  });
});
