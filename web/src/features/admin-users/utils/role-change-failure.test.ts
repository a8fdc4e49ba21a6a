import { ROLE_CHANGE_MESSAGE_KEYS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/admin.json';
import en from '../../../locales/en/admin.json';
import { roleChangeFailure } from './role-change-failure';

const functionsError = (code: string, details?: unknown) =>
  Object.assign(new Error(code), { code: `functions/${code}`, details });

describe('roleChangeFailure', () => {
  it('names every refused role of the shown message', () => {
    const failure = roleChangeFailure(
      functionsError('invalid-argument', {
        messageKey: 'roleErrors.roleNotAllowed',
        issues: [
          { problem: 'role-not-allowed', role: 'pilot', message: '' },
          { problem: 'colon-in-role', role: 'role:x', message: '' },
          { problem: 'role-not-allowed', role: 'copilot', message: '' },
        ],
      }),
    );
    expect(failure).toEqual({
      key: 'roleErrors.roleNotAllowed',
      values: { role: 'pilot, copilot', field: '', value: '' },
    });
  });

  it('carries the field and value of an input problem', () => {
    const failure = roleChangeFailure(
      functionsError('invalid-argument', {
        messageKey: 'roleErrors.invalidInput',
        issues: [{ problem: 'invalid-input', field: 'reason', value: '  ', message: '' }],
      }),
    );
    expect(failure.values).toEqual({ role: '', field: 'reason', value: '  ' });
  });

  it('falls back to a network or generic message without details', () => {
    expect(roleChangeFailure(functionsError('unavailable')).key).toBe('roleErrors.network');
    expect(roleChangeFailure(functionsError('deadline-exceeded')).key).toBe('roleErrors.network');
    expect(roleChangeFailure(functionsError('internal', { messageKey: 'bogus' })).key).toBe(
      'roleErrors.internal',
    );
    expect(roleChangeFailure(new TypeError('boom')).key).toBe('roleErrors.internal');
    expect(roleChangeFailure(undefined).key).toBe('roleErrors.internal');
  });

  it('has a translation for every key the function can send', () => {
    for (const key of [...ROLE_CHANGE_MESSAGE_KEYS, 'roleErrors.network']) {
      const name = key.replace('roleErrors.', '') as keyof typeof en.roleErrors;
      expect(en.roleErrors[name], key).toBeTypeOf('string');
      expect(de.roleErrors[name], key).toBeTypeOf('string');
    }
  });
});
