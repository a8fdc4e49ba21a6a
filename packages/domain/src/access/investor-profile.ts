import { INVESTOR_TYPES, LANGUAGES, STAFF_ROLES, type InvestorType } from '../constants.js';
import {
  COUNTRY_NAMES_EN,
  isCountryCode,
  PRIORITY_COUNTRIES,
  type CountryCode,
} from '../schemas/countries.js';
import type { AccessRestrictions, ProductConfig } from '../tenant/product-config.js';
import { canSeeProduct, isProductAdmin, type AccessContext } from './roles.js';

/**
 * Investor profile (seed 000 §3, seed 001 §3 "Investor profile (browser storage)"): an investor type and a country
 * of domicile. Signed-in users keep it on their user record (`investorProfile`, `country`); visitors in browser
 * storage under the same two keys.
 */
export interface InvestorProfile {
  type: InvestorType;
  country: CountryCode;
}

/** What a source holds; either part may be missing (a visitor who never chose, a legacy record). */
export interface PartialInvestorProfile {
  type?: InvestorType | undefined;
  country?: CountryCode | undefined;
}

/** Browser-storage keys of a visitor's profile: the user record's field names. */
export const INVESTOR_PROFILE_STORAGE_KEYS = { type: 'investorProfile', country: 'country' } as const;

export const isInvestorType = (value: unknown): value is InvestorType =>
  typeof value === 'string' && (INVESTOR_TYPES as readonly string[]).includes(value);

/** Lower case, no accents, `&` spelled out, punctuation to spaces, single spaces. */
function normalizeLabel(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Old profile labels (the wording the portal used to store, in its four languages) by the word that identifies the
 * type once the generic "investor"/"client" words are dropped. "Qualified" (Swiss CISA wording) meant professional.
 */
const LEGACY_TYPE_WORDS: Record<string, InvestorType> = {
  retail: 'retail',
  private: 'retail',
  privat: 'retail',
  privatanleger: 'retail',
  prive: 'retail',
  particulier: 'retail',
  particuliers: 'retail',
  privado: 'retail',
  privados: 'retail',
  retalho: 'retail',
  'non professional': 'retail',
  professional: 'professional',
  professionals: 'professional',
  professionell: 'professional',
  professioneller: 'professional',
  professionnel: 'professional',
  professionnels: 'professional',
  profissional: 'professional',
  profissionais: 'professional',
  qualified: 'professional',
  qualifizierter: 'professional',
  qualifiziert: 'professional',
  qualifie: 'professional',
  qualifies: 'professional',
  qualificado: 'professional',
  institutional: 'institutional',
  institutionals: 'institutional',
  institutioneller: 'institutional',
  institutionell: 'institutional',
  institutionnel: 'institutional',
  institutionnels: 'institutional',
  institucional: 'institutional',
  institucionais: 'institutional',
};

/** Generic words around the type in old labels ("Retail investor", "Investidor de retalho", ...). */
const GENERIC_WORDS = new Set([
  'investor',
  'investors',
  'anleger',
  'anlegerin',
  'investisseur',
  'investisseurs',
  'investidor',
  'investidores',
  'client',
  'clients',
  'kunde',
  'kunden',
  'cliente',
  'clientes',
  'type',
  'profile',
  'de',
]);

/**
 * A stored investor type as a code: codes pass, old labels ("Retail Investor", "Institutioneller Anleger", ...) are
 * migrated, anything else is `undefined` (invalid: the caller removes it).
 */
export function migrateInvestorType(raw: unknown): InvestorType | undefined {
  if (typeof raw !== 'string') return undefined;
  if (isInvestorType(raw)) return raw;
  const words = normalizeLabel(raw)
    .split(' ')
    .filter((w) => w && !GENERIC_WORDS.has(w));
  return LEGACY_TYPE_WORDS[words.join(' ')];
}

/** Names that older builds stored and that neither the English list nor Intl spells the same way. */
const COUNTRY_ALIASES: Record<string, CountryCode> = {
  uk: 'GB',
  'great britain': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  england: 'GB',
  usa: 'US',
  'united states of america': 'US',
  'u s a': 'US',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  'hong kong sar china': 'HK',
  'republic of korea': 'KR',
  'south korea': 'KR',
  'russian federation': 'RU',
  turkey: 'TR',
};

let countryNameIndex: Map<string, CountryCode> | undefined;

/** Every country's English name plus its names in the portal's languages (where the runtime knows them). */
function countryNames(): Map<string, CountryCode> {
  if (countryNameIndex) return countryNameIndex;
  const index = new Map<string, CountryCode>();
  const codes = Object.keys(COUNTRY_NAMES_EN).filter(isCountryCode);
  const displayNames = LANGUAGES.flatMap((lang) => {
    try {
      return [new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })];
    } catch {
      return [];
    }
  });
  for (const code of codes) {
    index.set(normalizeLabel(COUNTRY_NAMES_EN[code]), code);
    for (const names of displayNames) {
      const name = names.of(code);
      if (name) {
        const key = normalizeLabel(name);
        if (!index.has(key)) index.set(key, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) index.set(alias, code);
  countryNameIndex = index;
  return index;
}

/**
 * A stored country as an ISO code: codes pass (any case), old country names (English, German, French, Portuguese)
 * are migrated, anything else is `undefined` (invalid: the caller removes it).
 */
export function migrateCountry(raw: unknown): CountryCode | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (isCountryCode(trimmed)) return trimmed;
  const upper = trimmed.toUpperCase();
  if (isCountryCode(upper)) return upper;
  return countryNames().get(normalizeLabel(trimmed));
}

/** Raw browser-storage values (`null` when a key is absent). */
export interface StoredProfileValues {
  investorProfile: string | null;
  country: string | null;
}

export interface StoredProfileMigration {
  profile: PartialInvestorProfile;
  /**
   * What the caller must write back so that storage holds codes only: a code replaces a legacy value, `null`
   * removes an invalid one. Keys that are already fine are absent.
   */
  writes: { investorProfile?: string | null; country?: string | null };
}

/** Reads a visitor's stored profile, migrating legacy values to codes and dropping invalid ones (seed 001 §3). */
export function migrateStoredProfile(values: StoredProfileValues): StoredProfileMigration {
  const type = migrateInvestorType(values.investorProfile);
  const country = migrateCountry(values.country);
  const writes: StoredProfileMigration['writes'] = {};
  if (values.investorProfile !== null && values.investorProfile !== type)
    writes.investorProfile = type ?? null;
  if (values.country !== null && values.country !== country) writes.country = country ?? null;
  return { profile: { type, country }, writes };
}

/** Both parts, or `undefined`. */
export function completeProfile(p: PartialInvestorProfile | null | undefined): InvestorProfile | undefined {
  return p?.type && p.country ? { type: p.type, country: p.country } : undefined;
}

/**
 * The profile the access checks use (seed 000 §4 step 8): the user record's when it holds both parts, else the one
 * in browser storage; `undefined` when neither is complete. Record values are migrated like stored ones, so a legacy
 * record still counts.
 */
export function effectiveProfile(
  record: { investorProfile?: unknown; country?: unknown } | null | undefined,
  stored: PartialInvestorProfile | null | undefined,
): InvestorProfile | undefined {
  const fromRecord = record
    ? completeProfile({
        type: migrateInvestorType(record.investorProfile),
        country: migrateCountry(record.country),
      })
    : undefined;
  return fromRecord ?? completeProfile(stored);
}

const COUNTRY_LIST_OF: Record<InvestorType, keyof AccessRestrictions> = {
  retail: 'retailCountries',
  professional: 'professionalCountries',
  institutional: 'institutionalCountries',
};

/**
 * Access by country (seed 000 §5): a product without a country list for the profile's type is open; otherwise the
 * country must be in the list (an empty list admits nobody of that type).
 */
export function isProfileAuthorized(restrictions: AccessRestrictions, profile: InvestorProfile): boolean {
  const countries = restrictions[COUNTRY_LIST_OF[profile.type]];
  return countries === undefined || countries.includes(profile.country);
}

/**
 * A profile the product's country rules admit, or `undefined` when they admit nobody: the first investor type (in
 * `INVESTOR_TYPES` order, retail first) without a list, with the first of the priority countries, else the first
 * type with a non-empty list and its first country. What a deploy's smoke check declares to read a product as a
 * visitor who chose a profile would (scripts/lib/smoke).
 */
export function admittedProfile(restrictions: AccessRestrictions): InvestorProfile | undefined {
  const open = INVESTOR_TYPES.find((type) => restrictions[COUNTRY_LIST_OF[type]] === undefined);
  if (open) return { type: open, country: PRIORITY_COUNTRIES[0] };
  for (const type of INVESTOR_TYPES) {
    const country = restrictions[COUNTRY_LIST_OF[type]]?.[0];
    if (country !== undefined && isCountryCode(country)) return { type, country };
  }
  return undefined;
}

/** Staff and the product's admins pass the investor-profile checks of a product (seed 000 §4 step 7, §6). */
export function skipsProfileChecks(ctx: AccessContext, productId: string): boolean {
  return STAFF_ROLES.some((r) => ctx.roles.includes(r)) || isProductAdmin(ctx, productId);
}

/**
 * The products a user may open (seed 000 §4 step 9 for non-product routes, §6 for lists): allowed for the role,
 * and, when investor-profile checks are on and a profile is known, permitted for its type and country. Without a
 * profile the role filter alone applies (the route guard sends such visitors to the investor-profile page first).
 */
export function authorizedProducts<
  T extends Pick<ProductConfig, 'productId' | 'allowedRoles' | 'general' | 'dev' | 'accessRestrictions'>,
>(
  ctx: AccessContext,
  products: readonly T[],
  options: { checksActivated: boolean; profile: InvestorProfile | undefined },
): T[] {
  return products.filter(
    (p) =>
      canSeeProduct(ctx, p) &&
      (!options.checksActivated ||
        !options.profile ||
        skipsProfileChecks(ctx, p.productId) ||
        isProfileAuthorized(p.accessRestrictions, options.profile)),
  );
}
