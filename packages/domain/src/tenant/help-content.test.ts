import { describe, expect, it } from 'vitest';
import { crossCheckHelp, helpContentSchema } from './help-content.js';
import { siteSettingsSchema } from './site-settings.js';

const settings = (over: Record<string, unknown> = {}) =>
  siteSettingsSchema.parse({
    id: 't',
    orgName: 'T',
    logo: 'logo.svg',
    availableLanguages: ['en', 'de'],
    firebase: { projectId: 'demo-portal-t', region: 'test-region1' },
    ...over,
  });
const entry = (id: number, langs: readonly string[] = ['en', 'de']) => ({
  id,
  question: Object.fromEntries(langs.map((l) => [l, `Q${id} ${l}`])),
  answer: Object.fromEntries(langs.map((l) => [l, `A${id} ${l}`])),
});

describe('help content', () => {
  it('accepts numbered FAQ entries and a reply time; refuses a duplicate number', () => {
    expect(helpContentSchema.parse({ faq: [entry(1), entry(999)] }).faq.map((e) => e.id)).toEqual([1, 999]);
    expect(helpContentSchema.safeParse({ faq: [entry(1), entry(1)] }).success).toBe(false);
    expect(helpContentSchema.safeParse({ faq: [{ ...entry(1), extra: true }] }).success).toBe(false);
  });

  it('asks for what the help flags promise, in every tenant language', () => {
    const help = helpContentSchema.parse({ faq: [entry(1, ['en'])] });
    expect(crossCheckHelp(settings({ help: { faq: true, contact: true } }), help)).toEqual([
      'tenant.json:contactEmail: help.contact is on, so name the address the contact form mails',
      'help.json:contact.replyTime: help.contact is on, so say when you reply',
      'help.json:faq[0] (1): give the question and the answer in "de"',
    ]);
    expect(
      crossCheckHelp(settings({ help: { faq: true, contact: false } }), helpContentSchema.parse({})),
    ).toEqual(['help.json:faq: help.faq is on in tenant.json, so give at least one entry']);
    const complete = helpContentSchema.parse({
      faq: [entry(1)],
      contact: { replyTime: { en: 'Soon', de: 'Bald' } },
    });
    expect(
      crossCheckHelp(settings({ help: { faq: true, contact: true }, contactEmail: 'a@b.test' }), complete),
    ).toEqual([]);
  });
});
