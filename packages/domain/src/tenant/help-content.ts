import { z } from 'zod';
import { idSchema, isoDateSchema, localizedTextSchema } from './common.js';
import type { SiteSettings } from './site-settings.js';

/**
 * A tenant's help content, `tenants/<id>/help.json` (seed 001 §9 "Help content": configured per tenant by the help
 * flags of its site settings). The FAQ is a list of numbered entries (Alquant's 1, 2, 3 and the "more questions"
 * entry 999); answers are plain text, paragraphs separated by a blank line. The contact form states when the operator
 * answers (`replyTime`).
 */
export const faqEntrySchema = /* @__PURE__ */ z
  .object({
    /** Stable number of the entry (anchors `/help/faq#faq-<id>`); entries show in ascending order. */
    id: z.number().int().positive(),
    question: localizedTextSchema,
    answer: localizedTextSchema,
  })
  .strict();
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/**
 * A tenant's own privacy policy (seed 001 §3 `customPrivacyPolicyPath`, BCF): shown at that path instead of the
 * platform's, in numbered sections like every legal text of the site.
 */
export const customPrivacyPolicySchema = /* @__PURE__ */ z
  .object({
    updated: isoDateSchema,
    intro: localizedTextSchema,
    sections: z
      .array(z.object({ id: idSchema, title: localizedTextSchema, body: localizedTextSchema }).strict())
      .min(1),
  })
  .strict();

export const helpContentSchema = /* @__PURE__ */ z
  .object({
    faq: z.array(faqEntrySchema).default([]),
    privacyPolicy: customPrivacyPolicySchema.optional(),
    contact: z
      .object({
        /** "We answer within 1-2 business days." (seed 001 §9), shown on the contact form and in its confirmation. */
        replyTime: localizedTextSchema,
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((h, ctx) => {
    const seen = new Set<number>();
    h.faq.forEach((e, i) => {
      if (seen.has(e.id))
        ctx.addIssue({ code: 'custom', path: ['faq', i, 'id'], message: `duplicate id ${e.id}` });
      seen.add(e.id);
    });
  });
export type HelpContent = z.infer<typeof helpContentSchema>;

/** What the site settings' help flags need from help.json and tenant.json (one line per problem). */
export function crossCheckHelp(settings: SiteSettings, help: HelpContent): string[] {
  const problems: string[] = [];
  if (settings.help.faq && help.faq.length === 0) {
    problems.push('help.json:faq: help.faq is on in tenant.json, so give at least one entry');
  }
  if (settings.help.contact) {
    if (!settings.contactEmail) {
      problems.push(
        'tenant.json:contactEmail: help.contact is on, so name the address the contact form mails',
      );
    }
    if (!help.contact)
      problems.push('help.json:contact.replyTime: help.contact is on, so say when you reply');
  }
  const path = settings.customPrivacyPolicyPath;
  if (path !== undefined && path.startsWith('/') && !help.privacyPolicy) {
    problems.push(
      `help.json:privacyPolicy: tenant.json customPrivacyPolicyPath "${path}" is a page of the site, so give its text`,
    );
  }
  if (help.privacyPolicy && !path?.startsWith('/')) {
    problems.push(
      'help.json:privacyPolicy: set customPrivacyPolicyPath in tenant.json to the page that shows it',
    );
  }
  const policyTexts = help.privacyPolicy
    ? [
        ['intro', help.privacyPolicy.intro] as const,
        ...help.privacyPolicy.sections.flatMap((s, i) => [
          [`sections[${i}].title`, s.title] as const,
          [`sections[${i}].body`, s.body] as const,
        ]),
      ]
    : [];
  for (const [where, text] of policyTexts) {
    for (const lang of settings.availableLanguages) {
      if (!text[lang]) problems.push(`help.json:privacyPolicy.${where}: give the text in "${lang}"`);
    }
  }
  for (const [i, e] of help.faq.entries()) {
    for (const lang of settings.availableLanguages) {
      if (!e.question[lang] || !e.answer[lang]) {
        problems.push(`help.json:faq[${i}] (${e.id}): give the question and the answer in "${lang}"`);
      }
    }
  }
  return problems;
}
