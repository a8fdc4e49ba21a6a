import { describe, expect, it } from 'vitest';
import {
  CERTIFICATIONS,
  checkPasswordChange,
  checkProfile,
  checkRegistration,
  checkTwoFactorCode,
  newUserRecord,
  profileInputSchema,
  registrationInputSchema,
  type ProfileInput,
  type RegistrationInput,
} from './registration.js';
import { userRecordSchema } from './user.js';

const profile: ProfileInput = {
  firstName: '  Marta ',
  lastName: 'Silva',
  country: 'CH',
  investorProfile: 'retail',
  company: '',
  telNumberCountryCode: '+41',
  telNumber: '79 555 01 23',
};
const allCertified = Object.fromEntries(
  CERTIFICATIONS.map((c) => [c, true]),
) as RegistrationInput['certifications'];
const registration: RegistrationInput = {
  ...profile,
  email: ' marta@example.test ',
  password: 'Secret-2026!',
  confirmPassword: 'Secret-2026!',
  certifications: allCertified,
};

describe('checkProfile', () => {
  it('normalises a valid profile', () => {
    // The same profile, the name trimmed.
    expect(checkProfile(profile)).toEqual({ ok: true, value: { ...profile, firstName: 'Marta' } });
  });

  it('drops the phone code without a number', () => {
    const result = checkProfile({ ...profile, telNumber: '' });
    expect(result.ok && result.value.telNumberCountryCode).toBe('');
  });

  it('names every bad field with its value', () => {
    const result = checkProfile({
      firstName: ' ',
      lastName: 'x'.repeat(101),
      country: 'XX',
      investorProfile: 'whale',
      company: 'ACME',
      telNumberCountryCode: '+41',
      telNumber: 'call me',
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'firstName', code: 'required', value: ' ' },
        { field: 'lastName', code: 'tooLong', value: 'x'.repeat(101), max: 100 },
        { field: 'country', code: 'unknownCountry', value: 'XX' },
        { field: 'investorProfile', code: 'unknownInvestorType', value: 'whale' },
        { field: 'telNumber', code: 'invalidCharacters', value: 'call me' },
      ],
    });
  });

  it('limits the stored phone number to 40 characters', () => {
    // 11 digits (valid for +49), but 41 characters with the separators.
    const long = '3 - 0 - 1 - 2 - 3 - 4 - 5 - 6 - 7 - 8 - 9';
    const result = checkProfile({ ...profile, telNumberCountryCode: '+49', telNumber: long });
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'telNumber', code: 'tooLong', value: long, max: 40 },
    ]);
  });

  it('requires a country and a profile type', () => {
    const result = checkProfile({ ...profile, country: '', investorProfile: '' });
    expect(result.ok ? [] : result.issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'country:required',
      'investorProfile:required',
    ]);
  });

  it('reports a phone code missing for a number on the code field', () => {
    const result = checkProfile({ ...profile, telNumberCountryCode: '' });
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'telNumberCountryCode', code: 'countryCodeRequired', value: '' },
    ]);
  });

  it('produces records the user-record schema accepts', () => {
    const result = checkRegistration(registration, { withPassword: true });
    if (!result.ok) throw new Error('expected a valid registration');
    const record = newUserRecord(result.value.profile, result.value.email);
    expect(userRecordSchema.parse(record)).toMatchObject({ ...record, roles: [], twoFactorEnabled: false });
    expect(Object.keys(record)).not.toContain('roles');
    expect(Object.keys(record)).not.toContain('twoFactorEnabled');
  });
});

describe('checkRegistration', () => {
  it('accepts a complete registration and trims the e-mail address', () => {
    const result = checkRegistration(registration, { withPassword: true });
    expect(result).toMatchObject({
      ok: true,
      value: { email: 'marta@example.test', password: 'Secret-2026!' },
    });
  });

  it('requires every certification', () => {
    for (const missing of CERTIFICATIONS) {
      const result = checkRegistration(
        { ...registration, certifications: { ...allCertified, [missing]: false } },
        { withPassword: true },
      );
      expect(result.ok ? [] : result.issues).toEqual([
        { field: `certifications.${missing}`, code: 'mustAccept', value: 'false' },
      ]);
    }
  });

  it('checks the e-mail address and the password confirmation without echoing passwords', () => {
    const result = checkRegistration(
      { ...registration, email: 'marta@', confirmPassword: 'other' },
      { withPassword: true },
    );
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'email', code: 'invalidEmail', value: 'marta@' },
      { field: 'confirmPassword', code: 'passwordMismatch', value: '' },
    ]);
    const empty = checkRegistration(
      { ...registration, email: '', password: '', confirmPassword: '' },
      { withPassword: true },
    );
    expect(empty.ok ? [] : empty.issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'email:required',
      'password:required',
      'confirmPassword:required',
    ]);
  });

  it('ignores e-mail and password for Google / Microsoft registrations', () => {
    const result = checkRegistration(
      { ...registration, email: '', password: '', confirmPassword: '' },
      { withPassword: false },
    );
    expect(result).toMatchObject({ ok: true, value: { email: '', password: '' } });
  });
});

describe('checkPasswordChange', () => {
  it('accepts a new matching password', () => {
    expect(checkPasswordChange({ currentPassword: 'a1', newPassword: 'b2', confirmPassword: 'b2' }).ok).toBe(
      true,
    );
  });
  it('requires all fields, a different password and a matching confirmation', () => {
    const codes = (input: Parameters<typeof checkPasswordChange>[0]) => {
      const r = checkPasswordChange(input);
      return r.ok ? [] : r.issues.map((i) => `${i.field}:${i.code}`);
    };
    expect(codes({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      'currentPassword:required',
      'newPassword:required',
      'confirmPassword:required',
    ]);
    expect(codes({ currentPassword: 'a', newPassword: 'a', confirmPassword: 'a' })).toEqual([
      'newPassword:samePassword',
    ]);
    expect(codes({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toEqual([
      'confirmPassword:passwordMismatch',
    ]);
  });
});

describe('checkTwoFactorCode', () => {
  it('accepts 6 digits, ignoring group separators', () => {
    expect(checkTwoFactorCode('123456')).toEqual({ ok: true, value: '123456' });
    expect(checkTwoFactorCode(' 123 456 ')).toEqual({ ok: true, value: '123456' });
    expect(checkTwoFactorCode('123-456')).toEqual({ ok: true, value: '123456' });
  });
  it('rejects anything else', () => {
    expect(checkTwoFactorCode('')).toMatchObject({ ok: false, issues: [{ code: 'required' }] });
    for (const bad of ['12345', '1234567', '12345a', '１２３４５６'])
      expect(checkTwoFactorCode(bad)).toMatchObject({
        ok: false,
        issues: [{ code: 'invalidCode', value: bad }],
      });
  });
});

describe('zod schemas for the server', () => {
  it('re-check a registration with the same rules', () => {
    expect(registrationInputSchema.safeParse(registration).success).toBe(true);
    const bad = registrationInputSchema.safeParse({
      ...registration,
      certifications: { ...allCertified, isAdult: false },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['certifications.isAdult', 'mustAccept'],
    ]);
  });
  it('re-check a profile edit', () => {
    const bad = profileInputSchema.safeParse({ ...profile, telNumberCountryCode: '' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['telNumberCountryCode', 'countryCodeRequired'],
    ]);
    expect(
      profileInputSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        country: 'CH',
        investorProfile: 'retail',
      }).success,
    ).toBe(true);
  });
});
