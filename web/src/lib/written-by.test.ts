import { describe, expect, it } from 'vitest';
import { writtenBy } from './written-by';

describe('writtenBy', () => {
  const reader = { uid: 'me', you: 'You', system: 'System (scheduled)' };

  it('shows the e-mail stored with the record', () => {
    expect(writtenBy({ uid: 'u1', email: 'ann@example.com' }, reader)).toBe('ann@example.com');
  });

  it('shows the uid of a record written before e-mails were stored', () => {
    expect(writtenBy({ uid: 'u1' }, reader)).toBe('u1');
  });

  it('shows "You" for the reader, where the page says so, else their e-mail', () => {
    expect(writtenBy({ uid: 'me', email: 'me@example.com' }, reader)).toBe('You');
    expect(writtenBy({ uid: 'me', email: 'me@example.com' }, { uid: 'me', system: 'S' })).toBe(
      'me@example.com',
    );
  });

  it('shows the platform label for what the platform ran by itself', () => {
    expect(writtenBy({ uid: 'system' }, reader)).toBe('System (scheduled)');
    expect(writtenBy({ uid: 'system' }, { uid: undefined, system: 'System' })).toBe('System');
    expect(writtenBy({ uid: 'system' }, { uid: 'me' })).toBe('system');
  });
});
