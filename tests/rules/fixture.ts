/**
 * The documents every rules test starts from, built through the domain schemas (the single source of truth), so a
 * denied write is denied for its role and never for a malformed fixture. Product A (`pa`) is hidden and administered
 * by the custom role `managersA`; product B (`pb`) is open; product V (`pv`) is for viewers only; product D (`pd`) is
 * a dev product.
 */
import {
  deriveProductAdminClaims,
  followerSchema,
  genericComponentSchema,
  holdingComponentSchema,
  productMediaSchema,
  holdingOverrideSchema,
  holdingSnapshotSchema,
  operationRecordSchema,
  platformLangSettingsSchema,
  platformSettingsSchema,
  priceChunkSchema,
  priceSeriesMetaSchema,
  productDocSchema,
  productDocumentSchema,
  productLangSchema,
  userRecordSchema,
  zodConverter,
  type PriceSeriesKind,
  type ProductConfigInput,
} from '@portal/domain';
import type { DocumentData } from 'firebase/firestore';
import type { z } from 'zod';
import { NESTLE_KEY, nestle } from '../support/holdings.js';
import { claimsFor, CUSTOM_ROLE, passwordToken } from '../support/rules-env.js';

export const ROLES = [
  'guest',
  'investor',
  'viewer',
  'employee',
  'productAdminA',
  'admin',
  'superAdmin',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * Callers the rules must treat exactly like another row of the matrix (issue 24, firestore.rules "Who is asking"),
 * each holding role claims that would grant much if they counted:
 * - sessions that are not an accepted sign-in, like `guest`: an unverified e-mail-and-password account, an anonymous
 *   session, a provider the product does not support (`github.com`);
 * - tokens signed in before their user's last role change (`users/{uid}.accessChangedAt`), like their new roles
 *   (none: `investor`): an admin and a product admin of A just demoted;
 * - the control: an admin whose role changed in the very second they signed in again, like `admin` (auth_time is in
 *   whole seconds and compared with accessChangedAt floored to seconds, as Firebase's revocation check does).
 */
export const GATE_CALLERS = {
  unverifiedPassword: 'guest',
  anonymous: 'guest',
  otherProvider: 'guest',
  demotedAdmin: 'investor',
  demotedProductAdminA: 'investor',
  adminSignedInAgain: 'admin',
} as const satisfies Record<string, Role>;
export type GateCaller = keyof typeof GATE_CALLERS;
export type Caller = Role | GateCaller;
export const GATE_CALLER_NAMES = Object.keys(GATE_CALLERS) as GateCaller[];

/** When the demoted callers' roles changed (ms, not on a whole second) and when their sessions signed in (s). */
export const ACCESS_CHANGED_AT = Date.UTC(2025, 0, 15, 12, 0, 0, 750);
export const SIGNED_IN_BEFORE_CHANGE = Math.floor(ACCESS_CHANGED_AT / 1000) - 1;
export const SIGNED_IN_IN_CHANGE_SECOND = Math.floor(ACCESS_CHANGED_AT / 1000);

export const uidOf = (caller: Caller): string => `u-${caller}`;
export const emailOf = (uid: string): string => `${uid}@example.test`;
export const OTHER_UID = 'u-other';

/** The ID token claims of a caller (`null`: no token, a guest). */
export function tokenOf(caller: Caller): Record<string, unknown> | null {
  const email = emailOf(uidOf(caller));
  switch (caller) {
    case 'guest':
      return null;
    case 'unverifiedPassword':
      return { ...passwordToken(email, claimsFor.admin), email_verified: false };
    case 'anonymous':
      return { firebase: { sign_in_provider: 'anonymous' }, ...claimsFor.superAdmin };
    case 'otherProvider':
      return {
        ...passwordToken(email, { ...claimsFor.employee, ...claimsFor.productAdminA }),
        firebase: { sign_in_provider: 'github.com' },
      };
    case 'demotedAdmin':
      return sessionAt(passwordToken(email, claimsFor.admin), SIGNED_IN_BEFORE_CHANGE);
    case 'demotedProductAdminA':
      return sessionAt(passwordToken(email, claimsFor.productAdminA), SIGNED_IN_BEFORE_CHANGE);
    case 'adminSignedInAgain':
      return sessionAt(passwordToken(email, claimsFor.admin), SIGNED_IN_IN_CHANGE_SECOND);
    default:
      return passwordToken(email, claimsFor[caller]);
  }
}

/** A token issued by a sign-in at `authTime` (seconds; issued then too). */
export const sessionAt = (token: Record<string, unknown>, authTime: number): Record<string, unknown> => ({
  ...token,
  auth_time: authTime,
  iat: authTime,
});

/** The roles each caller's user record holds (the demoted ones: none any more). */
const recordRoles: Partial<Record<Caller, string[]>> = {
  viewer: ['viewer'],
  employee: ['employee'],
  productAdminA: [CUSTOM_ROLE],
  admin: ['admin'],
  superAdmin: ['superAdmin'],
  adminSignedInAgain: ['admin'],
};
const ROLE_CHANGED: readonly Caller[] = ['demotedAdmin', 'demotedProductAdminA', 'adminSignedInAgain'];

/** Validated by its schema and shaped as the converters store it (defaults filled, `undefined` dropped). */
function stored<S extends z.ZodType>(schema: S, input: z.input<S>): DocumentData {
  return zodConverter(schema).toFirestore(schema.parse(input));
}

export function productData(id: string, over: Partial<ProductConfigInput> = {}): DocumentData {
  return stored(productDocSchema, {
    productId: id,
    storeModule: 'funds',
    productName: `Product ${id}`,
    productShareClassRoot: id,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-02',
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    ...over,
  });
}

export const langData = (lang: 'en' | 'de'): DocumentData => stored(productLangSchema, { id: lang });
export const documentData = (over: { archived?: boolean } = {}): DocumentData =>
  stored(productDocumentSchema, {
    displayName: 'Factsheet December',
    file: { path: 'documents/pa/factsheet.pdf', name: 'factsheet.pdf' },
    lang: 'en',
    order: 0,
    createdAt: new Date(),
    ...over,
  });
export const componentData = (id: string): DocumentData =>
  stored(genericComponentSchema, {
    id,
    page: 'overview',
    type: 'text',
    content: { en: { text: 'Hello' } },
    order: 0,
    updatedAt: new Date(),
  });
export const mediaData = (productId: string, mediaId: string): DocumentData =>
  stored(productMediaSchema, {
    file: { path: `media/${productId}/${mediaId}/a.png`, name: 'a.png', contentType: 'image/png', size: 3 },
    kind: 'image',
    createdAt: new Date(),
    createdBy: 'u-admin',
  });
/** A sent message of the contact form (docs/contact.md), as the function stores it. */
export const contactMessageData = (over: DocumentData = {}): DocumentData => ({
  name: 'Anna Muster',
  email: 'anna@example.com',
  country: 'CH',
  investorType: 'retail',
  message: 'Please send me the annual report.',
  lang: 'en',
  fingerprint: 'f'.repeat(64),
  status: 'sent',
  attempts: 1,
  error: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  expiresAt: new Date(),
  ...over,
});
export const holdingComponentData = (): DocumentData =>
  stored(holdingComponentSchema, { kind: 'sectors', chartType: 'pie' });
export const holdingsData = (productId: string, date: string, uid: string): DocumentData =>
  stored(holdingSnapshotSchema, {
    productId,
    date,
    holdings: [nestle({ region: 'europe', weight: 0.05, value: 1_000_000 })],
    importedAt: new Date(),
    importedBy: uid,
  });
export const holdingOverrideData = (productId: string, uid: string): DocumentData =>
  stored(holdingOverrideSchema, {
    productId,
    key: NESTLE_KEY,
    values: { sector: 'healthCare' },
    updatedAt: new Date(),
    updatedBy: uid,
  });
export const followerData = (productId: string, uid: string): DocumentData =>
  stored(followerSchema, {
    productId,
    email: 'someone@example.test',
    lang: 'en',
    addedByAdmin: true,
    uid: null,
    addedBy: uid,
    createdAt: new Date(),
  });
export const seriesData = (seriesId: string, kind: PriceSeriesKind, ownerId: string): DocumentData =>
  stored(priceSeriesMetaSchema, {
    seriesId,
    kind,
    ownerId,
    frequency: 'daily',
    currency: 'CHF',
    firstDate: '2020-01-02',
    lastDate: '2020-01-03',
    count: 2,
    version: 1,
    chunkIds: ['2020'],
  });
export const chunkData = (seriesId: string, chunkId = '2020'): DocumentData =>
  stored(priceChunkSchema, {
    seriesId,
    chunkId,
    dates: ['2020-01-02', '2020-01-03'],
    prices: [100, 101],
    adjusted: [null, null],
  });
export const userData = (uid: string): DocumentData =>
  stored(userRecordSchema, {
    firstName: 'Test',
    lastName: uid,
    email: emailOf(uid),
    country: 'CH',
    investorProfile: 'retail',
  });
/** What a user's own registration writes (no protected fields). */
export const newUserData = (uid: string): DocumentData => ({
  firstName: 'New',
  lastName: uid,
  email: emailOf(uid),
  country: 'CH',
  investorProfile: 'professional',
  company: '',
  telNumber: '',
  telNumberCountryCode: '',
});
export const operationData = (uid: string, productIds: string[] = ['pa']): DocumentData =>
  stored(operationRecordSchema, {
    kind: 'bulkPriceUpdate',
    status: 'pending',
    createdAt: new Date(),
    createdBy: uid,
    productIds,
    dryRun: true,
  });

const userDefinedRoles = [{ name: CUSTOM_ROLE, allowedProductIds: ['pa'] }];

/** Path -> document. */
export function fixture(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {
    'settings/platform': stored(platformSettingsSchema, { langs: ['en', 'de'], iam: { userDefinedRoles } }),
    'settings/platform/langs/en': stored(platformLangSettingsSchema, {
      compliance: { investorProfileChecksActivated: true },
    }),
    'settings/catalogueState': { version: 1 },
    'settings/productAdminClaims': deriveProductAdminClaims(userDefinedRoles),
    'products/pa': productData('pa', {
      general: { hidden: true },
      shareClass: { class: 'A', currency: 'CHF', inceptionDate: '2020-01-02', managementFee: 0.01 },
      allowPriceDataModification: true,
      allowHoldingDataModification: true,
    }),
    'products/pb': productData('pb', {
      allowPriceDataModification: true,
      allowHoldingDataModification: true,
    }),
    'products/pv': productData('pv', { allowedRoles: ['viewer'] }),
    'products/pd': productData('pd', { dev: true }),
    'products/pa/langs/en': langData('en'),
    'products/pb/langs/en': langData('en'),
    'products/pa/documents/d1': documentData(),
    'products/pa/documents/archived': documentData({ archived: true }),
    'products/pb/documents/d1': documentData(),
    'products/pb/documents/archived': documentData({ archived: true }),
    'products/pa/components/overview--c1': componentData('c1'),
    'products/pb/components/overview--c1': componentData('c1'),
    'products/pa/media/m1': mediaData('pa', 'm1'),
    'products/pb/media/m1': mediaData('pb', 'm1'),
    'products/pa/holdingComponents/sectors': holdingComponentData(),
    'products/pa/holdings/2024-12-31': holdingsData('pa', '2024-12-31', 'u-admin'),
    'products/pb/holdings/2024-12-31': holdingsData('pb', '2024-12-31', 'u-admin'),
    'products/pa/holdingOverrides/o1': holdingOverrideData('pa', 'u-admin'),
    'followers/pa/entries/f1': followerData('pa', 'u-admin'),
    'followers/pb/entries/f1': followerData('pb', 'u-admin'),
    'followerMails/m1': {
      productId: 'pa',
      documentId: 'd1',
      email: 'a@example.com',
      status: 'sent',
      at: new Date(),
    },
    'contactMessages/cm1': contactMessageData(),
    'contactChallenges/n1': { usedAt: new Date(), expiresAt: new Date() },
    'contactRateLimits/ip-1': { hits: [new Date()], expiresAt: new Date() },
    'bulkPriceMarkers/op_0': { at: new Date() },
    'bulkPriceStops/op': { at: new Date() },
    'factsheetGenerationMarkers/op_pa_en': { at: new Date() },
    'factsheetGenerationAttempts/op_pa': { at: new Date() },
    'benchmarks/bm': { id: 'bm', name: { en: 'Benchmark' }, currency: 'CHF', updateFrequency: 'daily' },
    'priceSeries/pa': seriesData('pa', 'product', 'pa'),
    'priceSeries/pa/chunks/2020': chunkData('pa'),
    'priceSeries/pb': seriesData('pb', 'product', 'pb'),
    'priceSeries/pb/chunks/2020': chunkData('pb'),
    'priceSeries/bm': seriesData('bm', 'benchmark', 'bm'),
    'priceSeries/saron': seriesData('saron', 'rate', 'saron'),
    'priceSeries/saron/chunks/2020': chunkData('saron'),
    [`users/${OTHER_UID}`]: userData(OTHER_UID),
    [`users/${OTHER_UID}/consents/c1`]: consentRecord(),
    [`dataExports/${OTHER_UID}`]: { at: new Date() },
    [`operations/op-${OTHER_UID}`]: operationData(OTHER_UID),
    'auditLogs/a1': {
      type: 'setUserRoles',
      actorUid: 'u-admin',
      uid: OTHER_UID,
      at: new Date(),
      reason: 'test',
    },
  };
  for (const role of [...ROLES, ...GATE_CALLER_NAMES]) {
    if (role === 'guest') continue;
    docs[`users/${uidOf(role)}`] = {
      ...userData(uidOf(role)),
      roles: recordRoles[role] ?? [],
      ...(ROLE_CHANGED.includes(role) ? { accessChangedAt: ACCESS_CHANGED_AT } : {}),
    };
    docs[`operations/op-${uidOf(role)}`] = operationData(uidOf(role));
    docs[`operations/op-${uidOf(role)}/taskAttempts/t1`] = { at: new Date() };
    docs[`callRateLimits/setUserRoles-${uidOf(role)}`] = { hits: [new Date()], expiresAt: new Date() };
    docs[`users/${uidOf(role)}/consents/c1`] = consentRecord();
  }
  return docs;
}

/** A consent record as registration writes it (users/{uid}/consents, docs/privacy.md). */
function consentRecord() {
  return {
    document: 'terms',
    version: '2022-02-03',
    acceptedAt: new Date(),
    language: 'en',
    how: 'registration',
  };
}
