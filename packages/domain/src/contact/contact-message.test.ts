import { describe, expect, it } from 'vitest';
import {
  checkContactMessage,
  CONTACT_LIMITS,
  contactMessageFingerprint,
  normalizeContactText,
  type ContactFormInput,
} from './contact-message.js';

const ok: ContactFormInput = {
  name: '  Anna   Muster ',
  email: ' anna@example.com ',
  country: 'CH',
  investorType: 'professional',
  message: '\r\n  Please send me the annual report.\r\nThank you.  ',
};

const issuesOf = (input: Partial<ContactFormInput>) => {
  const result = checkContactMessage({ ...ok, ...input });
  return result.ok ? [] : result.issues;
};

describe('checkContactMessage', () => {
  it('normalises a valid message: names collapsed, e-mail trimmed, line ends as \\n', () => {
    expect(checkContactMessage(ok)).toEqual({
      ok: true,
      value: {
        name: 'Anna Muster',
        email: 'anna@example.com',
        country: 'CH',
        investorType: 'professional',
        message: 'Please send me the annual report.\nThank you.',
      },
    });
  });

  it('names every missing field', () => {
    const result = checkContactMessage({
      name: ' ',
      email: '',
      country: '',
      investorType: '',
      message: '  ',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.field, i.code])).toEqual([
      ['name', 'required'],
      ['email', 'required'],
      ['country', 'required'],
      ['investorType', 'required'],
      ['message', 'required'],
    ]);
  });

  it('refuses a wrong e-mail, an unknown country and investor type with the value', () => {
    expect(issuesOf({ email: 'anna@', country: 'XX', investorType: 'whale' })).toEqual([
      { field: 'email', code: 'invalidEmail', value: 'anna@' },
      { field: 'country', code: 'unknownCountry', value: 'XX' },
      { field: 'investorType', code: 'unknownInvestorType', value: 'whale' },
    ]);
  });

  it('bounds the lengths of the name and the message', () => {
    expect(issuesOf({ name: 'x'.repeat(CONTACT_LIMITS.nameMax + 1) })).toEqual([
      expect.objectContaining({ field: 'name', code: 'tooLong', max: CONTACT_LIMITS.nameMax }),
    ]);
    expect(issuesOf({ message: ' Hello ' })).toEqual([
      { field: 'message', code: 'tooShort', value: '', min: CONTACT_LIMITS.messageMin },
    ]);
    expect(issuesOf({ message: 'x'.repeat(CONTACT_LIMITS.messageMax) })).toEqual([]);
    expect(issuesOf({ message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual([
      { field: 'message', code: 'tooLong', value: '', max: CONTACT_LIMITS.messageMax },
    ]);
  });

  it('keeps what looks like HTML as the plain text it is', () => {
    const result = checkContactMessage({ ...ok, message: '<b>Hello</b> <script>alert(1)</script>' });
    expect(result.ok && result.value.message).toBe('<b>Hello</b> <script>alert(1)</script>');
  });
});

describe('normalizeContactText', () => {
  it('drops control characters but tabs and line ends', () => {
    expect(normalizeContactText('a\u0000b\u0007c\td\r\ne\rf\u007f\u009b')).toBe('abc\td\ne\nf');
  });
});

describe('contactMessageFingerprint', () => {
  it('is the same for the same message whatever the case of the address, and differs otherwise', () => {
    const a = checkContactMessage(ok);
    const b = checkContactMessage({ ...ok, email: 'ANNA@example.com' });
    const c = checkContactMessage({ ...ok, message: 'Another question, please.' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('fixture');
    expect(contactMessageFingerprint(a.value, 'en')).toBe(contactMessageFingerprint(b.value, 'en'));
    expect(contactMessageFingerprint(a.value, 'en')).not.toBe(contactMessageFingerprint(c.value, 'en'));
    expect(contactMessageFingerprint(a.value, 'en')).not.toBe(contactMessageFingerprint(a.value, 'de'));
  });
});
