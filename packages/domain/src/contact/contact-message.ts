import { INVESTOR_TYPES, type InvestorType } from '../constants.js';
import { isCountryCode, type CountryCode } from '../schemas/countries.js';
import {
  checkEmail,
  PROFILE_LIMITS,
  requiredText,
  type Checked,
  type FieldIssue,
} from '../schemas/registration.js';

/*
 * The contact form (seed 000 §2 "Help": name, e-mail, country, investor type, message; §5 "Contact form"). One check,
 * run by the web before the confirm dialog and again by the function before anything is stored or mailed; its issues
 * name the field, the rule (an i18n key under `account:validation`) and the offending value. Decisions:
 * docs/contact.md.
 */

/** Length limits (characters, after trimming). A message of a few words is a question; a book is not one. */
export const CONTACT_LIMITS = {
  nameMax: PROFILE_LIMITS.nameMax,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** What the visitor typed, as a form holds it (all strings). */
export interface ContactFormInput {
  name: string;
  email: string;
  country: string;
  investorType: string;
  message: string;
}
export type ContactField = keyof ContactFormInput;

/** A checked message: normalised, every field valid. */
export interface ContactMessage {
  name: string;
  email: string;
  country: CountryCode;
  investorType: InvestorType;
  /** Plain text as typed, trimmed, line ends as `\n`, control characters other than tab and line end removed. */
  message: string;
}

const isInvestorType = (value: string): value is InvestorType =>
  (INVESTOR_TYPES as readonly string[]).includes(value);

/** Control characters (C0 but tab and line feed, DEL, C1) carry nothing a reader needs and confuse mail clients. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** The message text as it will be mailed: `\r\n` and `\r` become `\n`, controls go, outer white space is trimmed. */
export const normalizeContactText = (raw: string): string =>
  raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/** Checks and normalises a contact message. */
export function checkContactMessage(input: ContactFormInput): Checked<ContactMessage, ContactField> {
  const issues: FieldIssue<ContactField>[] = [];
  const name = requiredText('name', input.name, CONTACT_LIMITS.nameMax, issues);
  const email = checkEmail('email', input.email, issues);
  const country = input.country.trim();
  if (country === '') issues.push({ field: 'country', code: 'required', value: input.country });
  else if (!isCountryCode(country))
    issues.push({ field: 'country', code: 'unknownCountry', value: input.country });
  const investorType = input.investorType.trim();
  if (investorType === '')
    issues.push({ field: 'investorType', code: 'required', value: input.investorType });
  else if (!isInvestorType(investorType))
    issues.push({ field: 'investorType', code: 'unknownInvestorType', value: input.investorType });
  const message = normalizeContactText(input.message);
  // The offending value of a message is not echoed: it may be long, and the field shows it anyway.
  if (message === '') issues.push({ field: 'message', code: 'required', value: '' });
  else if (message.length < CONTACT_LIMITS.messageMin)
    issues.push({ field: 'message', code: 'tooShort', value: '', min: CONTACT_LIMITS.messageMin });
  else if (message.length > CONTACT_LIMITS.messageMax)
    issues.push({ field: 'message', code: 'tooLong', value: '', max: CONTACT_LIMITS.messageMax });
  if (issues.length > 0 || !isCountryCode(country) || !isInvestorType(investorType))
    return { ok: false, issues };
  return { ok: true, value: { name, email, country, investorType, message } };
}

/**
 * What makes two requests "the same message" (a retried request carries the same id and the same content): the
 * checked fields and the page language, in a fixed order. The function stores a hash of it.
 */
export const contactMessageFingerprint = (message: ContactMessage, lang: string): string =>
  JSON.stringify([
    message.name,
    message.email.toLowerCase(),
    message.country,
    message.investorType,
    message.message,
    lang,
  ]);
