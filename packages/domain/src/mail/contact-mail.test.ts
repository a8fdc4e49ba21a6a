import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { contactMail, type ContactMailInput } from './contact-mail.js';

const base: ContactMailInput = {
  lang: 'en',
  orgName: 'Demo AM',
  message: {
    name: 'Anna Muster',
    email: 'anna@example.com',
    country: 'CH',
    investorType: 'professional',
    message: 'Please send me the annual report.\n\n<b>Thanks</b>',
  },
  senderLang: 'de',
  messageId: '6f1c1d7e-8f43-4f6e-9c52-1f3f1f1f1f1f',
  receivedAt: new Date('2026-01-05T09:30:00Z'),
};

describe('contactMail', () => {
  it('carries every field and the message verbatim, in the operator language', () => {
    const mail = contactMail(base);
    expect(mail.subject).toBe('Contact form: message from Anna Muster');
    expect(mail.text).toContain('Name: Anna Muster');
    expect(mail.text).toContain('E-mail: anna@example.com');
    expect(mail.text).toContain('Country: Switzerland (CH)');
    expect(mail.text).toContain('Investor type: Professional');
    expect(mail.text).toContain('Language of the page: German');
    expect(mail.text).toContain('Please send me the annual report.\n\n<b>Thanks</b>');
    expect(mail.text).toContain('January 5, 2026 at 10:30');
    expect(mail.text).toContain('message 6f1c1d7e-8f43-4f6e-9c52-1f3f1f1f1f1f');
  });

  it.each(LANGUAGES)('is written in %s', (lang) => {
    const mail = contactMail({ ...base, lang });
    expect(mail.subject).toContain('Anna Muster');
    if (lang !== 'en') {
      expect(mail.subject).not.toContain('Contact form');
      expect(mail.text).not.toContain('Investor type');
    }
  });

  it('names the country in the operator language', () => {
    expect(contactMail({ ...base, lang: 'de' }).text).toContain('Land: Schweiz (CH)');
    expect(contactMail({ ...base, lang: 'fr' }).text).toContain('Pays: Suisse (CH)');
  });
});
