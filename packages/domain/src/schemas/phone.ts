import { orderedCountries, type CountryCode } from './countries.js';

/**
 * Telephone numbers of the user record (seed 000 §3 "User record", §5 "valid phone number"): stored as the country
 * calling code (`telNumberCountryCode`, e.g. `+41`) and the national number as typed (`telNumber`, e.g.
 * `79 555 01 23`). The number is optional: absent, both fields are stored empty; the calling code is only stored
 * together with a number.
 *
 * Validation is deliberately structural, not a numbering-plan database (which would be a large dependency): the
 * characters, the E.164 length limit (at most 15 digits with the calling code) and, for the countries listed in
 * `NATIONAL_NUMBER_LENGTHS`, the exact length of the national significant number.
 */

/** ITU-T E.164 country calling code of every ISO 3166-1 country (territories without their own use the usual one). */
export const COUNTRY_CALLING_CODES: Record<CountryCode, string> = {
  AD: '+376',
  AE: '+971',
  AF: '+93',
  AG: '+1',
  AI: '+1',
  AL: '+355',
  AM: '+374',
  AO: '+244',
  AQ: '+672',
  AR: '+54',
  AS: '+1',
  AT: '+43',
  AU: '+61',
  AW: '+297',
  AX: '+358',
  AZ: '+994',
  BA: '+387',
  BB: '+1',
  BD: '+880',
  BE: '+32',
  BF: '+226',
  BG: '+359',
  BH: '+973',
  BI: '+257',
  BJ: '+229',
  BL: '+590',
  BM: '+1',
  BN: '+673',
  BO: '+591',
  BQ: '+599',
  BR: '+55',
  BS: '+1',
  BT: '+975',
  BV: '+47',
  BW: '+267',
  BY: '+375',
  BZ: '+501',
  CA: '+1',
  CC: '+61',
  CD: '+243',
  CF: '+236',
  CG: '+242',
  CH: '+41',
  CI: '+225',
  CK: '+682',
  CL: '+56',
  CM: '+237',
  CN: '+86',
  CO: '+57',
  CR: '+506',
  CU: '+53',
  CV: '+238',
  CW: '+599',
  CX: '+61',
  CY: '+357',
  CZ: '+420',
  DE: '+49',
  DJ: '+253',
  DK: '+45',
  DM: '+1',
  DO: '+1',
  DZ: '+213',
  EC: '+593',
  EE: '+372',
  EG: '+20',
  EH: '+212',
  ER: '+291',
  ES: '+34',
  ET: '+251',
  FI: '+358',
  FJ: '+679',
  FK: '+500',
  FM: '+691',
  FO: '+298',
  FR: '+33',
  GA: '+241',
  GB: '+44',
  GD: '+1',
  GE: '+995',
  GF: '+594',
  GG: '+44',
  GH: '+233',
  GI: '+350',
  GL: '+299',
  GM: '+220',
  GN: '+224',
  GP: '+590',
  GQ: '+240',
  GR: '+30',
  GS: '+500',
  GT: '+502',
  GU: '+1',
  GW: '+245',
  GY: '+592',
  HK: '+852',
  HM: '+672',
  HN: '+504',
  HR: '+385',
  HT: '+509',
  HU: '+36',
  ID: '+62',
  IE: '+353',
  IL: '+972',
  IM: '+44',
  IN: '+91',
  IO: '+246',
  IQ: '+964',
  IR: '+98',
  IS: '+354',
  IT: '+39',
  JE: '+44',
  JM: '+1',
  JO: '+962',
  JP: '+81',
  KE: '+254',
  KG: '+996',
  KH: '+855',
  KI: '+686',
  KM: '+269',
  KN: '+1',
  KP: '+850',
  KR: '+82',
  KW: '+965',
  KY: '+1',
  KZ: '+7',
  LA: '+856',
  LB: '+961',
  LC: '+1',
  LI: '+423',
  LK: '+94',
  LR: '+231',
  LS: '+266',
  LT: '+370',
  LU: '+352',
  LV: '+371',
  LY: '+218',
  MA: '+212',
  MC: '+377',
  MD: '+373',
  ME: '+382',
  MF: '+590',
  MG: '+261',
  MH: '+692',
  MK: '+389',
  ML: '+223',
  MM: '+95',
  MN: '+976',
  MO: '+853',
  MP: '+1',
  MQ: '+596',
  MR: '+222',
  MS: '+1',
  MT: '+356',
  MU: '+230',
  MV: '+960',
  MW: '+265',
  MX: '+52',
  MY: '+60',
  MZ: '+258',
  NA: '+264',
  NC: '+687',
  NE: '+227',
  NF: '+672',
  NG: '+234',
  NI: '+505',
  NL: '+31',
  NO: '+47',
  NP: '+977',
  NR: '+674',
  NU: '+683',
  NZ: '+64',
  OM: '+968',
  PA: '+507',
  PE: '+51',
  PF: '+689',
  PG: '+675',
  PH: '+63',
  PK: '+92',
  PL: '+48',
  PM: '+508',
  PN: '+64',
  PR: '+1',
  PS: '+970',
  PT: '+351',
  PW: '+680',
  PY: '+595',
  QA: '+974',
  RE: '+262',
  RO: '+40',
  RS: '+381',
  RU: '+7',
  RW: '+250',
  SA: '+966',
  SB: '+677',
  SC: '+248',
  SD: '+249',
  SE: '+46',
  SG: '+65',
  SH: '+290',
  SI: '+386',
  SJ: '+47',
  SK: '+421',
  SL: '+232',
  SM: '+378',
  SN: '+221',
  SO: '+252',
  SR: '+597',
  SS: '+211',
  ST: '+239',
  SV: '+503',
  SX: '+1',
  SY: '+963',
  SZ: '+268',
  TC: '+1',
  TD: '+235',
  TF: '+262',
  TG: '+228',
  TH: '+66',
  TJ: '+992',
  TK: '+690',
  TL: '+670',
  TM: '+993',
  TN: '+216',
  TO: '+676',
  TR: '+90',
  TT: '+1',
  TV: '+688',
  TW: '+886',
  TZ: '+255',
  UA: '+380',
  UG: '+256',
  UM: '+1',
  US: '+1',
  UY: '+598',
  UZ: '+998',
  VA: '+39',
  VC: '+1',
  VE: '+58',
  VG: '+1',
  VI: '+1',
  VN: '+84',
  VU: '+678',
  WF: '+681',
  WS: '+685',
  YE: '+967',
  YT: '+262',
  ZA: '+27',
  ZM: '+260',
  ZW: '+263',
};

const CALLING_CODES = new Set<string>(Object.values(COUNTRY_CALLING_CODES));

export const isCallingCode = (value: string): boolean => CALLING_CODES.has(value);

/** For calling codes shared by several countries, the one a picker shows when only the code is known. */
const MAIN_COUNTRY_OF_CODE: Readonly<Record<string, CountryCode>> = {
  '+1': 'US',
  '+7': 'RU',
  '+47': 'NO',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+500': 'FK',
  '+590': 'GP',
  '+599': 'CW',
  '+672': 'NF',
};

/**
 * The country a phone-code picker shows for a stored calling code: the user's own country when it has that code,
 * else the main country of a shared code, else the first country of the picker order. `null` for an unknown code.
 */
export function countryOfCallingCode(code: string, preferred?: string): CountryCode | null {
  if (!isCallingCode(code)) return null;
  if (preferred !== undefined && (COUNTRY_CALLING_CODES as Record<string, string>)[preferred] === code) {
    return preferred as CountryCode;
  }
  return (
    MAIN_COUNTRY_OF_CODE[code] ?? orderedCountries().find((c) => COUNTRY_CALLING_CODES[c] === code) ?? null
  );
}

/**
 * Exact lengths (min, max) of the national significant number (without trunk prefix) where the numbering plan is
 * closed; other countries get the generic 4..14 digits.
 */
export const NATIONAL_NUMBER_LENGTHS: Readonly<Record<string, readonly [number, number]>> = {
  '+1': [10, 10],
  '+31': [9, 9],
  '+32': [8, 9],
  '+33': [9, 9],
  '+34': [9, 9],
  '+39': [6, 11],
  '+41': [9, 9],
  '+44': [9, 10],
  '+45': [8, 8],
  '+65': [8, 8],
  '+351': [9, 9],
  '+852': [8, 8],
};
const GENERIC_LENGTH: readonly [number, number] = [4, 14];
/** E.164: at most 15 digits including the country calling code. */
const E164_MAX_DIGITS = 15;
/** Countries whose national numbers keep their leading 0 (no trunk prefix). */
const NO_TRUNK_PREFIX = new Set(['+39', '+378', '+379']);

export type PhoneIssue =
  'countryCodeRequired' | 'unknownCountryCode' | 'invalidCharacters' | 'phoneTooShort' | 'phoneTooLong';

export interface PhoneFields {
  telNumberCountryCode: string;
  telNumber: string;
}

export type PhoneCheck =
  | { ok: true; value: PhoneFields }
  | {
      ok: false;
      field: keyof PhoneFields;
      issue: PhoneIssue;
      /** For length issues: the allowed number of digits. */
      min?: number;
      max?: number;
    };

const ALLOWED_CHARS = /^[0-9 ()./-]+$/;

/**
 * Validates and normalises the phone fields: an empty number stores both fields empty; otherwise the calling code is
 * required and known, the number has only digits and common separators (a typed `+<code>` or `00<code>` matching
 * the chosen code is removed), and its length fits the country (or E.164 in general). The stored number keeps the
 * user's grouping with single spaces.
 */
export function checkPhone(input: PhoneFields): PhoneCheck {
  let number = input.telNumber.trim().replace(/\s+/g, ' ');
  const code = input.telNumberCountryCode.trim();
  if (number === '') return { ok: true, value: { telNumberCountryCode: '', telNumber: '' } };
  if (code === '') return { ok: false, field: 'telNumberCountryCode', issue: 'countryCodeRequired' };
  if (!isCallingCode(code)) return { ok: false, field: 'telNumberCountryCode', issue: 'unknownCountryCode' };

  const codeDigits = code.slice(1);
  for (const prefix of [`+${codeDigits}`, `00${codeDigits}`]) {
    if (number.startsWith(prefix)) {
      number = number.slice(prefix.length).trim();
      break;
    }
  }
  if (!ALLOWED_CHARS.test(number)) return { ok: false, field: 'telNumber', issue: 'invalidCharacters' };

  const digits = number.replace(/\D/g, '');
  const national = NO_TRUNK_PREFIX.has(code) ? digits : digits.replace(/^0/, '');
  const [min, rawMax] = NATIONAL_NUMBER_LENGTHS[code] ?? GENERIC_LENGTH;
  const max = Math.min(rawMax, E164_MAX_DIGITS - codeDigits.length);
  if (national.length < min) return { ok: false, field: 'telNumber', issue: 'phoneTooShort', min, max };
  if (national.length > max) return { ok: false, field: 'telNumber', issue: 'phoneTooLong', min, max };
  return { ok: true, value: { telNumberCountryCode: code, telNumber: number } };
}
