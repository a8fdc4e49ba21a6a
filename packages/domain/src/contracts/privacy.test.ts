import { describe, expect, it } from 'vitest';
import { emailKeyedDataMatch } from './privacy.js';

describe('emailKeyedDataMatch', () => {
  it('matches e-mail-keyed data only for an address the owner proved', () => {
    expect(emailKeyedDataMatch({ email: 'a@example.test', emailVerified: true })).toBe('matched');
    expect(emailKeyedDataMatch({ email: 'a@example.test', emailVerified: false })).toBe(
      'notMatchedUnverifiedEmail',
    );
    expect(emailKeyedDataMatch({ email: null, emailVerified: true })).toBe('notMatchedNoEmail');
    expect(emailKeyedDataMatch({ email: '', emailVerified: true })).toBe('notMatchedNoEmail');
    expect(emailKeyedDataMatch({ emailVerified: false })).toBe('notMatchedNoEmail');
  });
});
