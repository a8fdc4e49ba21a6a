import { z } from 'zod';
import { INVESTOR_TYPES, LIMITS, type InvestorType } from '../constants.js';
import { isCountryCode } from './countries.js';
import { checkPhone, type PhoneIssue } from './phone.js';
import type { UserRecord } from './user.js';

/**
 * The forms of the sign-in flows (seed 000 §4 "Registration", §5 "Registration", "Two-factor code", §8): registration,
 * profile edits, password change and the two-factor code. Each check returns either the normalised value to store or
 * a list of issues naming the field, the rule and the offending value, so the web can show a translated message per
 * field and the server can re-check the same rules (the zod schemas below wrap the same checks).
 */

/** Length limits (characters); firestore.rules enforces the same on `users/{uid}`. */
export const PROFILE_LIMITS = { nameMax: 100, companyMax: 200, emailMax: 254, telNumberMax: 40 } as const;

export type FieldIssueCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidEmail'
  | 'unknownCountry'
  | 'unknownInvestorType'
  | 'passwordMismatch'
  | 'samePassword'
  | 'mustAccept'
  | 'invalidCode'
  | PhoneIssue;

export interface FieldIssue<F extends string = string> {
  field: F;
  code: FieldIssueCode;
  /** The offending value as entered (passwords are never echoed: empty). */
  value: string;
  /** Bounds for `tooShort` / `tooLong` (characters) and the phone length issues (digits). */
  min?: number;
  max?: number;
}

export type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; issues: FieldIssue<F>[] };

/** What the user types into the profile part of registration and of "Edit profile" (all strings, as in a form). */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  country: string;
  investorProfile: string;
  company: string;
  telNumberCountryCode: string;
  telNumber: string;
}
export type ProfileField = keyof ProfileInput;

/** The fields of `users/{uid}` a user owns and edits (roles, two-factor status etc. are written by functions). */
export type UserProfile = Pick<
  UserRecord,
  'firstName' | 'lastName' | 'country' | 'investorProfile' | 'company' | 'telNumber' | 'telNumberCountryCode'
>;

const isInvestorType = (value: string): value is InvestorType =>
  (INVESTOR_TYPES as readonly string[]).includes(value);

/** A required (or, with `optional`, optional) one-line text: trimmed, inner runs of white space made one space. */
export function requiredText<F extends string>(
  field: F,
  raw: string,
  max: number,
  issues: FieldIssue<F>[],
  optional = false,
): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '' && !optional) issues.push({ field, code: 'required', value: raw });
  else if (value.length > max) issues.push({ field, code: 'tooLong', value: raw, max });
  return value;
}

/** Checks and normalises the profile fields (names trimmed, phone normalised: see `checkPhone`). */
export function checkProfile(input: ProfileInput): Checked<UserProfile, ProfileField> {
  const issues: FieldIssue<ProfileField>[] = [];
  const firstName = requiredText('firstName', input.firstName, PROFILE_LIMITS.nameMax, issues);
  const lastName = requiredText('lastName', input.lastName, PROFILE_LIMITS.nameMax, issues);
  const company = requiredText('company', input.company, PROFILE_LIMITS.companyMax, issues, true);
  const country = input.country.trim();
  if (country === '') issues.push({ field: 'country', code: 'required', value: input.country });
  else if (!isCountryCode(country))
    issues.push({ field: 'country', code: 'unknownCountry', value: input.country });
  const investorProfile = input.investorProfile.trim();
  if (investorProfile === '') {
    issues.push({ field: 'investorProfile', code: 'required', value: input.investorProfile });
  } else if (!isInvestorType(investorProfile)) {
    issues.push({ field: 'investorProfile', code: 'unknownInvestorType', value: input.investorProfile });
  }
  const phone = checkPhone({ telNumberCountryCode: input.telNumberCountryCode, telNumber: input.telNumber });
  if (phone.ok && phone.value.telNumber.length > PROFILE_LIMITS.telNumberMax) {
    issues.push({
      field: 'telNumber',
      code: 'tooLong',
      value: input.telNumber,
      max: PROFILE_LIMITS.telNumberMax,
    });
  } else if (!phone.ok) {
    issues.push({
      field: phone.field,
      code: phone.issue,
      value: input[phone.field],
      ...(phone.min !== undefined ? { min: phone.min } : {}),
      ...(phone.max !== undefined ? { max: phone.max } : {}),
    });
  }
  if (issues.length > 0 || !phone.ok || !isInvestorType(investorProfile)) return { ok: false, issues };
  return {
    ok: true,
    value: { firstName, lastName, country, investorProfile, company, ...phone.value },
  };
}

/** The certifications a new user must give (seed 000 §5 "Registration"). */
export const CERTIFICATIONS = ['isAdult', 'informationOnly', 'advertisingOnly', 'acceptTerms'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

export interface RegistrationInput extends ProfileInput {
  email: string;
  password: string;
  confirmPassword: string;
  certifications: Record<Certification, boolean>;
}
export type RegistrationField =
  ProfileField | 'email' | 'password' | 'confirmPassword' | `certifications.${Certification}`;

export interface Registration {
  email: string;
  /** Empty when the account comes from Google or Microsoft. */
  password: string;
  profile: UserProfile;
}

const emailSchema = /* @__PURE__ */ z.email();

/** A required e-mail address, trimmed: at most `PROFILE_LIMITS.emailMax` characters and of a valid form. */
export function checkEmail<F extends string>(field: F, raw: string, issues: FieldIssue<F>[]): string {
  const email = raw.trim();
  if (email === '') issues.push({ field, code: 'required', value: raw });
  else if (email.length > PROFILE_LIMITS.emailMax)
    issues.push({ field, code: 'tooLong', value: raw, max: PROFILE_LIMITS.emailMax });
  else if (!emailSchema.safeParse(email).success) issues.push({ field, code: 'invalidEmail', value: raw });
  return email;
}

/**
 * Checks a registration. `withPassword: false` for Google / Microsoft registrations: the identity provider supplies
 * the e-mail address and there is no password. Password strength is left to the identity provider on purpose: its
 * own message is shown for a weak password (seed 000 §5), so the rules cannot drift apart.
 */
export function checkRegistration(
  input: RegistrationInput,
  options: { withPassword: boolean },
): Checked<Registration, RegistrationField> {
  const profile = checkProfile(input);
  const issues: FieldIssue<RegistrationField>[] = profile.ok ? [] : [...profile.issues];
  let email = '';
  if (options.withPassword) {
    email = checkEmail('email', input.email, issues);
    if (input.password === '') issues.push({ field: 'password', code: 'required', value: '' });
    if (input.confirmPassword === '') issues.push({ field: 'confirmPassword', code: 'required', value: '' });
    else if (input.confirmPassword !== input.password)
      issues.push({ field: 'confirmPassword', code: 'passwordMismatch', value: '' });
  }
  for (const certification of CERTIFICATIONS) {
    if (!input.certifications[certification])
      issues.push({ field: `certifications.${certification}`, code: 'mustAccept', value: 'false' });
  }
  if (!profile.ok || issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: { email, password: options.withPassword ? input.password : '', profile: profile.value },
  };
}

/**
 * The record a registration creates: the profile and the e-mail address of the account; nothing protected (roles,
 * two-factor status, access changes) and nothing with a schema default (followed products).
 */
export function newUserRecord(profile: UserProfile, email: string): UserProfile & Pick<UserRecord, 'email'> {
  return { ...profile, email };
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeInput;

/** Password change: all three given, the confirmation matches, and the new password differs from the current one. */
export function checkPasswordChange(
  input: PasswordChangeInput,
): Checked<PasswordChangeInput, PasswordChangeField> {
  const issues: FieldIssue<PasswordChangeField>[] = [];
  for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
    if (input[field] === '') issues.push({ field, code: 'required', value: '' });
  }
  if (input.newPassword !== '' && input.newPassword === input.currentPassword)
    issues.push({ field: 'newPassword', code: 'samePassword', value: '' });
  if (input.confirmPassword !== '' && input.confirmPassword !== input.newPassword)
    issues.push({ field: 'confirmPassword', code: 'passwordMismatch', value: '' });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: input };
}

/**
 * A two-factor code (seed 000 §5, §9): exactly `LIMITS.twoFactorCodeDigits` digits; spaces and dashes that
 * authenticator apps show between the groups are ignored.
 */
export function checkTwoFactorCode(raw: string): Checked<string, 'code'> {
  const code = raw.replace(/[\s-]/g, '');
  if (code === '') return { ok: false, issues: [{ field: 'code', code: 'required', value: raw }] };
  if (!new RegExp(`^\\d{${LIMITS.twoFactorCodeDigits}}$`).test(code))
    return { ok: false, issues: [{ field: 'code', code: 'invalidCode', value: raw }] };
  return { ok: true, value: code };
}

/** Zod adapter: the issues of a check become zod issues at the field's path, with the issue as `params`. */
function refineWith<T, F extends string>(check: (value: T) => Checked<unknown, F>) {
  return (value: T, ctx: z.RefinementCtx) => {
    const result = check(value);
    if (result.ok) return;
    for (const issue of result.issues) {
      ctx.addIssue({
        code: 'custom',
        path: issue.field.split('.'),
        message: issue.code,
        params: { ...issue },
      });
    }
  };
}

const profileShape = {
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  investorProfile: z.string(),
  company: z.string().default(''),
  telNumberCountryCode: z.string().default(''),
  telNumber: z.string().default(''),
};

/** A profile edit as the server would re-check it (same rules as `checkProfile`). */
export const profileInputSchema = /* @__PURE__ */ z
  .object(profileShape)
  .superRefine(refineWith(checkProfile));

/** A registration with e-mail and password as the server would re-check it. */
export const registrationInputSchema = /* @__PURE__ */ z
  .object({
    ...profileShape,
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    certifications: z.object(
      Object.fromEntries(CERTIFICATIONS.map((c) => [c, z.boolean()])) as Record<Certification, z.ZodBoolean>,
    ),
  })
  .superRefine(refineWith((v: RegistrationInput) => checkRegistration(v, { withPassword: true })));
