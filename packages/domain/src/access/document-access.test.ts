import { describe, expect, it } from 'vitest';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import { productDocumentSchema, type ProductDocument } from '../schemas/documents.js';
import type { ProductConfig, ProductConfigInput } from '../tenant/product-config.js';
import {
  documentDownloadDecision,
  documentMetadataIssues,
  productDocumentsDecision,
  readerDocuments,
  type ProfileContext,
  type StoredDocument,
} from './document-access.js';
import { BUILT_IN_CALLERS, testProduct } from './test-fixtures.js';

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  testProduct({ productId, availableLanguages: ['en', 'de'], langsForDocuments: ['en', 'de'], ...over });

const doc = (over: Partial<ProductDocument> = {}): ProductDocument =>
  productDocumentSchema.parse({
    displayName: 'Prospectus',
    file: { path: 'documents/a/x/prospectus.pdf', name: 'prospectus.pdf' },
    lang: 'en',
    order: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...over,
  });

const PRODUCTS = {
  open: product('open'),
  hidden: product('hidden', { general: { hidden: true } }),
  viewerOnly: product('viewer-only', { allowedRoles: ['viewer'] }),
  locked: product('locked', { lockedBehindLogin: true }),
  // Offered to Swiss retail investors only; professionals and institutionals of any country.
  chRetail: product('ch-retail', { accessRestrictions: { retailCountries: ['CH'] } }),
};
type ProductKey = keyof typeof PRODUCTS | 'unknown';

const userDefinedRoles: UserDefinedRole[] = [
  { name: 'openManagers', allowedProductIds: ['open', 'ch-retail'] },
];
const CALLERS = {
  ...BUILT_IN_CALLERS,
  manager: ['insight', 'openManagers'],
} as const;
type Caller = keyof typeof CALLERS;

const DOCS = {
  active: doc(),
  archived: doc({ archived: true }),
  login: doc({ loginRequired: true }),
};
type DocKey = keyof typeof DOCS | 'missing';

const PROFILES = {
  off: { checksActivated: false, profile: undefined },
  none: { checksActivated: true, profile: undefined },
  chRetail: { checksActivated: true, profile: { type: 'retail', country: 'CH' } },
  deRetail: { checksActivated: true, profile: { type: 'retail', country: 'DE' } },
} satisfies Record<string, ProfileContext>;
type ProfileKey = keyof typeof PROFILES;

const download = (p: ProductKey, d: DocKey, c: Caller, profile: ProfileKey = 'off') => {
  const decision = documentDownloadDecision(
    { roles: CALLERS[c], userDefinedRoles },
    p === 'unknown' ? undefined : PRODUCTS[p],
    d === 'missing' ? undefined : DOCS[d],
    PROFILES[profile],
  );
  return decision.kind === 'allow' ? 'allow' : `${String(decision.status)} ${decision.reason}`;
};

// [product, document, caller, investor profile, expected]: every rule of the download decision and its order.
const TABLE: [ProductKey, DocKey, Caller, ProfileKey, string][] = [
  ['unknown', 'active', 'admin', 'off', '404 unknownProduct'],
  ['open', 'active', 'guest', 'off', 'allow'],
  ['open', 'missing', 'admin', 'off', '404 unknownDocument'],
  // Hidden products look unknown, except to staff and their admins.
  ['hidden', 'active', 'guest', 'off', '404 unknownProduct'],
  ['hidden', 'active', 'investor', 'off', '404 unknownProduct'],
  ['hidden', 'active', 'employee', 'off', 'allow'],
  // Role-restricted product: a guest may sign in (401), a signed-in user without the role may not (403).
  ['viewerOnly', 'active', 'guest', 'off', '401 productRoles'],
  ['viewerOnly', 'active', 'investor', 'off', '403 productRoles'],
  ['viewerOnly', 'active', 'viewer', 'off', 'allow'],
  ['viewerOnly', 'active', 'employee', 'off', 'allow'],
  // Product locked behind login.
  ['locked', 'active', 'guest', 'off', '401 loginRequired'],
  ['locked', 'active', 'investor', 'off', 'allow'],
  // Archived documents: only staff and the product's admins.
  ['open', 'archived', 'guest', 'off', '404 unknownDocument'],
  ['open', 'archived', 'investor', 'off', '404 unknownDocument'],
  ['open', 'archived', 'employee', 'off', 'allow'],
  ['open', 'archived', 'manager', 'off', 'allow'],
  ['open', 'archived', 'admin', 'off', 'allow'],
  // Login-required documents.
  ['open', 'login', 'guest', 'off', '401 loginRequired'],
  ['open', 'login', 'investor', 'off', 'allow'],
  // Investor profile: checks on; staff and product admins skip them.
  ['chRetail', 'active', 'guest', 'none', '403 investorProfileMissing'],
  ['chRetail', 'active', 'guest', 'deRetail', '403 investorProfile'],
  ['chRetail', 'active', 'investor', 'deRetail', '403 investorProfile'],
  ['chRetail', 'active', 'guest', 'chRetail', 'allow'],
  ['chRetail', 'active', 'employee', 'none', 'allow'],
  ['chRetail', 'active', 'manager', 'deRetail', 'allow'],
  ['chRetail', 'active', 'guest', 'off', 'allow'],
  // The profile is checked before the document: an unauthorised reader learns nothing of it.
  ['chRetail', 'login', 'guest', 'deRetail', '403 investorProfile'],
];

describe('documentDownloadDecision', () => {
  it.each(TABLE)('%s / %s / %s / profile %s -> %s', (p, d, c, profile, expected) => {
    expect(download(p, d, c, profile)).toBe(expected);
  });
});

describe('productDocumentsDecision', () => {
  it('is the download decision without the document', () => {
    const ctx = { roles: CALLERS.guest, userDefinedRoles };
    expect(productDocumentsDecision(ctx, PRODUCTS.open, PROFILES.off)).toEqual({ kind: 'allow' });
    expect(productDocumentsDecision(ctx, PRODUCTS.hidden, PROFILES.off)).toMatchObject({ status: 404 });
    expect(productDocumentsDecision(ctx, PRODUCTS.chRetail, PROFILES.deRetail)).toMatchObject({
      status: 403,
      reason: 'investorProfile',
    });
  });

  it('lets a guest past a login lock when told (overview texts), never past the profile checks', () => {
    const ctx = { roles: CALLERS.guest, userDefinedRoles };
    expect(productDocumentsDecision(ctx, PRODUCTS.locked, PROFILES.off)).toMatchObject({
      status: 401,
      reason: 'loginRequired',
    });
    expect(productDocumentsDecision(ctx, PRODUCTS.locked, PROFILES.off, { loginLockApplies: false })).toEqual(
      {
        kind: 'allow',
      },
    );
    expect(
      productDocumentsDecision(ctx, PRODUCTS.chRetail, PROFILES.deRetail, { loginLockApplies: false }),
    ).toMatchObject({ status: 403, reason: 'investorProfile' });
  });
});

describe('readerDocuments', () => {
  const stored = (productId: string, id: string, over: Partial<ProductDocument>): StoredDocument => ({
    id,
    productId,
    doc: doc({ displayName: id, ...over }),
  });
  const ALL: StoredDocument[] = [
    stored('a', 'a-fund-2', { order: 2 }),
    stored('a', 'a-fund-1', { order: 1 }),
    stored('a', 'a-for-a', { shareClass: 'a', order: 3 }),
    stored('a', 'a-for-b', { shareClass: 'b', order: 0 }),
    stored('a', 'a-archived', { archived: true, order: 4 }),
    stored('a', 'a-german', { lang: 'de', order: 5 }),
    stored('b', 'b-fund', { order: 0 }),
    stored('b', 'b-for-a', { shareClass: 'a', order: 1 }),
  ];

  it("lists the product's active documents in the language, then those its siblings stored for it", () => {
    expect(readerDocuments('a', 'en', ALL).map((d) => d.id)).toEqual([
      'a-fund-1',
      'a-fund-2',
      'a-for-a',
      'b-for-a',
    ]);
  });

  it('shows another class its own documents and those stored for it elsewhere', () => {
    expect(readerDocuments('b', 'en', ALL).map((d) => d.id)).toEqual(['b-fund', 'a-for-b']);
  });

  it('filters by language', () => {
    expect(readerDocuments('a', 'de', ALL).map((d) => d.id)).toEqual(['a-german']);
    expect(readerDocuments('a', 'fr', ALL)).toEqual([]);
  });

  it('is empty without documents', () => {
    expect(readerDocuments('a', 'en', [])).toEqual([]);
  });
});

describe('documentMetadataIssues', () => {
  const fund = [
    PRODUCTS.open,
    product('open-eur', { productShareClassRoot: 'fund' }),
    product('other', { productShareClassRoot: 'other' }),
  ];
  const existing = [
    { id: 'd1', doc: { displayName: 'Prospectus', lang: 'en' as const } },
    { id: 'd2', doc: { displayName: 'KIID', lang: 'de' as const } },
  ];
  const issues = (
    displayName: string,
    lang: 'en' | 'de' | 'fr',
    shareClass: string | null,
    ignoreId?: string,
  ) => documentMetadataIssues(PRODUCTS.open, { displayName, lang, shareClass }, existing, fund, ignoreId);

  it('accepts a new name, an offered language and a class of the fund', () => {
    expect(issues('Annual report', 'en', null)).toEqual([]);
    expect(issues('Annual report', 'en', 'open-eur')).toEqual([]);
  });

  it('refuses a name taken in the same language, trimmed and case-insensitively', () => {
    expect(issues(' prospectus ', 'en', null)).toEqual([{ field: 'displayName', problem: 'taken' }]);
    // The same title in another language is the same document translated.
    expect(issues('Prospectus', 'de', null)).toEqual([]);
  });

  it('lets a document keep its own name', () => {
    expect(issues('Prospectus', 'en', null, 'd1')).toEqual([]);
  });

  it('refuses a language the product does not publish documents in, and a class of another fund', () => {
    expect(issues('X', 'fr', 'other')).toEqual([
      { field: 'lang', problem: 'notOffered' },
      { field: 'shareClass', problem: 'notInFund' },
    ]);
    expect(issues('X', 'en', 'unknown')).toEqual([{ field: 'shareClass', problem: 'notInFund' }]);
  });
});
