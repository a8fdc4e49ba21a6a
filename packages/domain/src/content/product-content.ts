import { z } from 'zod';
import type { Language } from '../constants.js';
import type { LocalizedText, MediaRef } from '../tenant/common.js';
import { hexColorSchema } from '../tenant/common.js';
import type { AccessRestrictions } from '../tenant/product-config.js';
import { INVESTOR_TYPES } from '../constants.js';
import { isValidIsin } from '../tenant/security-identifiers.js';

/**
 * What an editor may save on the admin product tabs general, details, key characteristics, contacts and access
 * restrictions (seed 000 §2-§3, §5): the rules the web form shows and the server-side checks (firestore.rules for the
 * shape, these for the content) share. Translatable texts are complete or absent: a text given in one of the
 * product's languages must be given in all of them ("no partly filled save"), so no reader sees a gap or a text in
 * another language.
 */
export type ContentProblem =
  | 'required'
  | 'missingLanguage'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidColor'
  | 'invalidIsin'
  | 'invalidNumber'
  | 'duplicate'
  /** A photo or background that is not an image (a video). */
  | 'notAnImage';

export interface ContentIssue {
  /** The field, e.g. `key`, `value`, `header`, `email`, `productName`. */
  field: string;
  problem: ContentProblem;
  /** 1-based row of a list (details, key characteristics, contacts). */
  row?: number;
  /** The language a translatable text is missing in. */
  lang?: Language;
  /** Limit of `tooLong`. */
  max?: number;
}

export const CONTENT_LIMITS = {
  shortText: 200,
  paragraph: 2000,
  disclaimer: 5000,
} as const;

const trimmed = (s: string | undefined) => (s ?? '').trim();

/**
 * Issues of one translatable text in the product's `langs`. `required`: it must be given in every language;
 * otherwise it may be empty in every language, but not in some only.
 */
export function localizedIssues(
  text: LocalizedText | undefined,
  langs: readonly Language[],
  field: string,
  options: { required: boolean; max: number; row?: number },
): ContentIssue[] {
  const row = options.row === undefined ? {} : { row: options.row };
  const given = langs.filter((l) => trimmed(text?.[l]) !== '');
  if (given.length === 0) return options.required ? [{ field, problem: 'required', ...row }] : [];
  const issues: ContentIssue[] = langs
    .filter((l) => !given.includes(l))
    .map((lang) => ({ field, problem: 'missingLanguage', lang, ...row }));
  for (const lang of given) {
    if (trimmed(text?.[lang]).length > options.max)
      issues.push({ field, problem: 'tooLong', lang, max: options.max, ...row });
  }
  return issues;
}

/** The text kept: trimmed, only the product's languages, `undefined` when empty everywhere. */
export function cleanLocalized(
  text: LocalizedText | undefined,
  langs: readonly Language[],
): LocalizedText | undefined {
  const out: Partial<Record<Language, string>> = {};
  for (const l of langs) {
    const value = trimmed(text?.[l]);
    if (value !== '') out[l] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface DetailInput {
  key: LocalizedText | undefined;
  value: LocalizedText | undefined;
  showOnFactsheet: boolean;
}

export function detailsIssues(details: readonly DetailInput[], langs: readonly Language[]): ContentIssue[] {
  return details.flatMap((d, i) => [
    ...localizedIssues(d.key, langs, 'key', { required: true, max: CONTENT_LIMITS.shortText, row: i + 1 }),
    ...localizedIssues(d.value, langs, 'value', {
      required: true,
      max: CONTENT_LIMITS.paragraph,
      row: i + 1,
    }),
  ]);
}

export interface KeyCharacteristicInput {
  icon: string;
  header: LocalizedText | undefined;
  paragraph: LocalizedText | undefined;
}

export function keyCharacteristicsIssues(
  items: readonly KeyCharacteristicInput[],
  langs: readonly Language[],
): ContentIssue[] {
  return items.flatMap((k, i) => [
    ...(trimmed(k.icon) === '' ? [{ field: 'icon', problem: 'required' as const, row: i + 1 }] : []),
    ...localizedIssues(k.header, langs, 'header', {
      required: true,
      max: CONTENT_LIMITS.shortText,
      row: i + 1,
    }),
    ...localizedIssues(k.paragraph, langs, 'paragraph', {
      required: true,
      max: CONTENT_LIMITS.paragraph,
      row: i + 1,
    }),
  ]);
}

export interface ContactInput {
  name: string;
  role: LocalizedText | undefined;
  email: string;
  phone: string;
  image: MediaRef | null;
  additionalText: LocalizedText | undefined;
}

const emailSchema = /* @__PURE__ */ z.email();
/** An international phone number as shown on a contact card: `+`, digits, spaces, dashes, brackets. */
const PHONE = /^\+?[0-9][0-9 ()./-]{5,24}$/;

export function contactsIssues(items: readonly ContactInput[], langs: readonly Language[]): ContentIssue[] {
  return items.flatMap((c, i) => {
    const row = i + 1;
    const issues: ContentIssue[] = [];
    if (trimmed(c.name) === '') issues.push({ field: 'name', problem: 'required', row });
    else if (trimmed(c.name).length > CONTENT_LIMITS.shortText)
      issues.push({ field: 'name', problem: 'tooLong', max: CONTENT_LIMITS.shortText, row });
    if (trimmed(c.email) !== '' && !emailSchema.safeParse(trimmed(c.email)).success)
      issues.push({ field: 'email', problem: 'invalidEmail', row });
    if (trimmed(c.phone) !== '' && !PHONE.test(trimmed(c.phone)))
      issues.push({ field: 'phone', problem: 'invalidNumber', row });
    if (c.image && !isImage(c.image)) issues.push({ field: 'image', problem: 'notAnImage', row });
    issues.push(
      ...localizedIssues(c.role, langs, 'role', { required: false, max: CONTENT_LIMITS.shortText, row }),
      ...localizedIssues(c.additionalText, langs, 'additionalText', {
        required: false,
        max: CONTENT_LIMITS.paragraph,
        row,
      }),
    );
    return issues;
  });
}

/** An uploaded media that is an image (a contact photo, the overview header's background). */
export const isImage = (media: MediaRef): boolean => media.contentType.startsWith('image/');

export interface GeneralInput {
  productName: string;
  productShortName: string;
  productColor: string;
  isin: string;
  /** Assets under management in the product currency; null = not shown. */
  aum: number | null;
  disclaimer: LocalizedText | undefined;
}

export function generalIssues(input: GeneralInput, langs: readonly Language[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (trimmed(input.productName) === '') issues.push({ field: 'productName', problem: 'required' });
  else if (trimmed(input.productName).length > CONTENT_LIMITS.shortText)
    issues.push({ field: 'productName', problem: 'tooLong', max: CONTENT_LIMITS.shortText });
  if (trimmed(input.productShortName).length > CONTENT_LIMITS.shortText)
    issues.push({ field: 'productShortName', problem: 'tooLong', max: CONTENT_LIMITS.shortText });
  if (!hexColorSchema.safeParse(input.productColor).success)
    issues.push({ field: 'productColor', problem: 'invalidColor' });
  if (trimmed(input.isin) !== '' && !isValidIsin(trimmed(input.isin)))
    issues.push({ field: 'isin', problem: 'invalidIsin' });
  if (input.aum !== null && (!Number.isFinite(input.aum) || input.aum < 0))
    issues.push({ field: 'aum', problem: 'invalidNumber' });
  issues.push(
    ...localizedIssues(input.disclaimer, langs, 'disclaimer', {
      required: false,
      max: CONTENT_LIMITS.disclaimer,
    }),
  );
  return issues;
}

/**
 * Who of one investor type may see a product (seed 000 §5 "Access by country"), as an editor chooses it: every
 * country (no list stored), only some countries (their list), or nobody of that type (an empty list: the product is
 * not offered to it, e.g. a fund for qualified investors only). The runtime rule is `isProfileAuthorized`.
 */
export type CountryAccess =
  { mode: 'all' } | { mode: 'countries'; countries: readonly string[] } | { mode: 'none' };
export type CountryAccessByType = Record<(typeof INVESTOR_TYPES)[number], CountryAccess>;

/** The editor's view of stored restrictions: a missing list is every country, an empty one nobody. */
export function countryAccessOf(restrictions: AccessRestrictions): CountryAccessByType {
  const of = (list: readonly string[] | undefined): CountryAccess =>
    list === undefined
      ? { mode: 'all' }
      : list.length === 0
        ? { mode: 'none' }
        : { mode: 'countries', countries: list };
  return {
    retail: of(restrictions.retailCountries),
    professional: of(restrictions.professionalCountries),
    institutional: of(restrictions.institutionalCountries),
  };
}

/** Types whose "only these countries" choice names no country: refused (it would mean nobody, say so instead). */
export function countryAccessIssues(access: CountryAccessByType): (typeof INVESTOR_TYPES)[number][] {
  return INVESTOR_TYPES.filter((type) => {
    const a = access[type];
    return a.mode === 'countries' && a.countries.length === 0;
  });
}

/** Access restrictions as stored: countries sorted and unique; every-country types left out; nobody = `[]`. */
export function accessRestrictionsFrom(access: CountryAccessByType): AccessRestrictions {
  const out: AccessRestrictions = {};
  for (const type of INVESTOR_TYPES) {
    const a = access[type];
    if (a.mode === 'none') out[`${type}Countries`] = [];
    if (a.mode === 'countries') out[`${type}Countries`] = [...new Set(a.countries)].sort();
  }
  return out;
}
