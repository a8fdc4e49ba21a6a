import { collections } from '@portal/domain';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { rulesSource } from '../support/rules-env.js';
import {
  chunkData,
  componentData,
  contactMessageData,
  documentData,
  fixture,
  followerData,
  GATE_CALLER_NAMES,
  GATE_CALLERS,
  holdingComponentData,
  mediaData,
  holdingOverrideData,
  holdingsData,
  langData,
  newUserData,
  operationData,
  OTHER_UID,
  productData,
  ROLES,
  seriesData,
  tokenOf,
  uidOf,
  type Caller,
  type GateCaller,
  type Role,
} from './fixture.js';
import { useRulesHarness, type RulesFirestore as Firestore } from './harness.js';

/**
 * THE rules matrix: for every role and every collection, whether get / list / create / update / delete is allowed.
 * Each cell is one string position: G L C U D = allowed, '-' = denied. Every cell is asserted against the emulator.
 *
 * Product A (`pa`): hidden, administered by the custom role of `productAdminA`. Product B (`pb`): open, not
 * administered by them. Product V (`pv`): `allowedRoles: ['viewer']`. "own" = the caller's own document.
 */
// prettier-ignore
const MATRIX: Record<string, Record<Role, string>> = {
  //                                          guest    investor viewer   employee prodAdmA admin    superAdmin
  'settings/platform':                    row('G----', 'G----', 'G----', 'G----', 'G----', 'G-CU-', 'G-CU-'),
  'settings/platform/langs/{lang}':       row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCU-', 'GLCU-'),
  'settings/catalogueState':              row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'settings/productAdminClaims':          row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'products/{B: open}':                   row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCUD', 'GLCUD'),
  'products/{A: hidden}':                 row('-----', '-----', '-----', 'GL---', 'GL-U-', 'GLCUD', 'GLCUD'),
  'products/{V: viewer only}':            row('-----', '-----', 'GL---', 'GL---', '-----', 'GLCUD', 'GLCUD'),
  'products/{D: dev} (list: unfiltered)': row('-----', '-----', '-----', 'GL---', '-----', 'GLCUD', 'GLCUD'),
  'products/{A}/langs/{lang}':            row('-----', '-----', '-----', 'GL---', 'GLCUD', 'GLCUD', 'GLCUD'),
  'products/{B}/langs/{lang}':            row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCUD', 'GLCUD'),
  'products/{A}/documents/{active}':      row('-----', '-----', '-----', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{B}/documents/{active}':      row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{B}/documents/{archived}':    row('-----', '-----', '-----', 'GL---', '-----', 'GL---', 'GL---'),
  'products/{A}/components/{id}':         row('-----', '-----', '-----', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{B}/components/{id}':         row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{A}/media/{id}':              row('-----', '-----', '-----', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{B}/media/{id}':              row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{A}/holdingComponents/{k}':   row('-----', '-----', '-----', 'GL---', 'GLCUD', 'GLCUD', 'GLCUD'),
  'products/{A}/holdings/{date}':         row('-----', '-----', '-----', 'GL---', 'GL---', 'GL---', 'GL---'),
  'products/{B}/holdings/{date}':         row('-----', '-----', '-----', 'GL---', '-----', 'GL---', 'GL---'),
  'products/{A}/holdingOverrides/{id}':   row('-----', '-----', '-----', 'GL---', 'GL---', 'GL---', 'GL---'),
  'followers/{A}/entries/{id}':           row('-----', '-----', '-----', '-----', 'GL---', 'GL---', 'GL---'),
  'followers/{B}/entries/{id}':           row('-----', '-----', '-----', '-----', '-----', 'GL---', 'GL---'),
  'followerMails/{id}':                   row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'benchmarks/{id}':                      row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCUD', 'GLCUD'),
  'priceSeries/{A}':                      row('-----', '-----', '-----', 'GL---', 'G-CUD', 'GLCUD', 'GLCUD'),
  'priceSeries/{A}/chunks/{decade}':      row('-----', '-----', '-----', 'GL---', 'GLCUD', 'GLCUD', 'GLCUD'),
  'priceSeries/{B}':                      row('-----', '-----', '-----', 'GL---', '-----', 'GLCUD', 'GLCUD'),
  'priceSeries/{benchmark}':              row('-----', '-----', '-----', 'GL---', 'G----', 'GLCUD', 'GLCUD'),
  'priceSeries/{rate}':                   row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCUD', 'GLCUD'),
  'priceSeries/{rate}/chunks/{decade}':   row('GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GLCUD', 'GLCUD'),
  'users/{own}':                          row('-----', 'G-CUD', 'G-CUD', 'G-CUD', 'G-CUD', 'GLCUD', 'GLCUD'),
  'users/{another user}':                 row('-----', '-----', '-----', '-----', '-----', 'GL---', 'GL---'),
  'operations/{own, for A}':              row('-----', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---', 'GL---'),
  'operations/{another user}':            row('-----', '-----', '-----', '-----', '-----', 'GL---', 'GL---'),
  'auditLogs/{id}':                       row('-----', '-----', '-----', '-----', '-----', 'GL---', 'GL---'),
  'contactMessages/{id}':                 row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'contactChallenges/{nonce}':            row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'contactRateLimits/{id}':               row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'callRateLimits/{id}':                  row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'users/{own}/consents/{id}':            row('-----', 'GLC--', 'GLC--', 'GLC--', 'GLC--', 'GLC--', 'GLC--'),
  'users/{another user}/consents/{id}':   row('-----', '-----', '-----', '-----', '-----', 'GL---', 'GL---'),
  'dataExports/{uid}':                    row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'provisioning/{id}':                    row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'operations/{own}/taskAttempts/{key}':  row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'bulkPriceMarkers/{id}':                row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'bulkPriceStops/{id}':                  row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'factsheetGenerationMarkers/{id}':      row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
  'factsheetGenerationAttempts/{id}':     row('-----', '-----', '-----', '-----', '-----', '-----', '-----'),
};

/**
 * The gate callers (fixture.ts `GATE_CALLERS`: unverified, anonymous and unsupported-provider sessions, demoted
 * admins, an admin signed in again) are asserted in every row against the column of the role they must equal. The
 * one difference, by design: an unverified e-mail-and-password account may create its own record (registration
 * writes it before the address is verified) and delete it while it is still the registration's (the rollback);
 * it can neither read nor change it (firestore.rules, users/{uid}).
 */
const GATE_EXCEPTIONS: Partial<Record<GateCaller, Record<string, string>>> = {
  unverifiedPassword: { 'users/{own}': '--C-D' },
};

/** What a caller is expected to be allowed in a row: its own column, or that of the role it must equal. */
function expectedCells(cells: Record<Role, string>, rowName: string, caller: Caller): string {
  if (caller in GATE_CALLERS) {
    const gate = caller as GateCaller;
    return GATE_EXCEPTIONS[gate]?.[rowName] ?? cells[GATE_CALLERS[gate]];
  }
  return cells[caller as Role];
}
const CALLERS: Caller[] = [...ROLES, ...GATE_CALLER_NAMES];

function row(...cells: string[]): Record<Role, string> {
  if (cells.length !== ROLES.length) throw new Error(`a row needs ${ROLES.length} cells`);
  return Object.fromEntries(ROLES.map((r, i) => [r, cells[i] ?? ''])) as Record<Role, string>;
}

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
const LETTER: Record<Op, string> = { get: 'G', list: 'L', create: 'C', update: 'U', delete: 'D' };

/** The test context's Firestore (the compat instance, which the modular functions accept). */

interface Ctx {
  role: Caller;
  uid: string;
  db: Firestore;
}

/**
 * How each operation of a row is performed. Writes touch `path` (update, delete) or `createPath` (create, which
 * starts from an absent document); after every write the fixture is restored, so cells are independent.
 */
interface Target {
  path: (c: Ctx) => string;
  createPath?: (c: Ctx) => string;
  create: (c: Ctx) => DocumentData;
  update: (c: Ctx) => DocumentData;
  list: (c: Ctx) => Query;
}

const col = (c: Ctx, path: string) => collection(c.db, path);
const visibleOpen = (c: Ctx) =>
  query(
    col(c, 'products'),
    where('general.hidden', '==', false),
    where('dev', '==', false),
    where('allowedRoles', '==', []),
  );
const active = (c: Ctx, productId: string) =>
  query(col(c, `products/${productId}/documents`), where('archived', '==', false));
const fixed = (path: string) => () => path;

const TARGETS: Record<string, Target> = {
  'settings/platform': {
    path: fixed('settings/platform'),
    create: () => ({ langs: ['en'], iam: { userDefinedRoles: [] } }),
    update: () => ({ 'iam.userDefinedRoles': [{ name: 'deskB', allowedProductIds: ['pb'] }] }),
    list: (c) => query(col(c, 'settings')),
  },
  'settings/platform/langs/{lang}': {
    path: fixed('settings/platform/langs/en'),
    create: () => ({
      compliance: {
        investorProfileChecksActivated: false,
        investorProfileDisclaimer: '',
        showLogo: true,
        ombudsmanText: 'Ombudsman',
        defaultProductDisclaimer: '',
      },
    }),
    update: () => ({ 'compliance.ombudsmanText': 'New text' }),
    list: (c) => query(col(c, 'settings/platform/langs')),
  },
  'settings/catalogueState': {
    path: fixed('settings/catalogueState'),
    create: () => ({ version: 0 }),
    update: () => ({ version: 99 }),
    list: (c) => query(col(c, 'settings'), where(documentId(), '==', 'catalogueState')),
  },
  'settings/productAdminClaims': {
    path: fixed('settings/productAdminClaims'),
    create: () => ({ byProduct: { pb: ['role:managersA'] }, anyProduct: ['role:managersA'] }),
    update: () => ({ byProduct: { pa: ['role:managersA'], pb: ['role:managersA'] } }),
    list: (c) => query(col(c, 'settings'), where(documentId(), '==', 'productAdminClaims')),
  },
  'products/{B: open}': {
    path: fixed('products/pb'),
    create: () => productData('pb'),
    update: () => ({ productName: 'Renamed' }),
    list: visibleOpen,
  },
  'products/{A: hidden}': {
    path: fixed('products/pa'),
    create: () => productData('pa', { general: { hidden: true } }),
    update: () => ({ productName: 'Renamed' }),
    list: (c) => query(col(c, 'products'), where(documentId(), '==', 'pa')),
  },
  'products/{V: viewer only}': {
    path: fixed('products/pv'),
    create: () => productData('pv', { allowedRoles: ['viewer'] }),
    update: () => ({ productName: 'Renamed' }),
    list: (c) =>
      query(
        col(c, 'products'),
        where('general.hidden', '==', false),
        where('dev', '==', false),
        where('allowedRoles', 'array-contains-any', ['viewer']),
      ),
  },
  'products/{D: dev} (list: unfiltered)': {
    path: fixed('products/pd'),
    create: () => productData('pd', { dev: true }),
    update: () => ({ productName: 'Renamed' }),
    list: (c) => query(col(c, 'products')),
  },
  'products/{A}/langs/{lang}': {
    path: fixed('products/pa/langs/en'),
    createPath: fixed('products/pa/langs/de'),
    create: () => langData('de'),
    update: () => ({ 'general.description': 'New' }),
    list: (c) => query(col(c, 'products/pa/langs')),
  },
  'products/{B}/langs/{lang}': {
    path: fixed('products/pb/langs/en'),
    createPath: fixed('products/pb/langs/de'),
    create: () => langData('de'),
    update: () => ({ 'general.description': 'New' }),
    list: (c) => query(col(c, 'products/pb/langs')),
  },
  'products/{A}/documents/{active}': {
    path: fixed('products/pa/documents/d1'),
    createPath: fixed('products/pa/documents/d2'),
    create: () => documentData(),
    update: () => ({ archived: true }),
    list: (c) => active(c, 'pa'),
  },
  'products/{B}/documents/{active}': {
    path: fixed('products/pb/documents/d1'),
    createPath: fixed('products/pb/documents/d2'),
    create: () => documentData(),
    update: () => ({ archived: true }),
    list: (c) => active(c, 'pb'),
  },
  'products/{B}/documents/{archived}': {
    path: fixed('products/pb/documents/archived'),
    createPath: fixed('products/pb/documents/d3'),
    create: () => documentData({ archived: true }),
    update: () => ({ order: 3 }),
    list: (c) => query(col(c, 'products/pb/documents'), where('archived', '==', true)),
  },
  'products/{A}/components/{id}': {
    path: fixed('products/pa/components/overview--c1'),
    createPath: fixed('products/pa/components/overview--c2'),
    create: () => componentData('c2'),
    update: () => ({ showOnFactsheet: true }),
    list: (c) => query(col(c, 'products/pa/components')),
  },
  'products/{B}/components/{id}': {
    path: fixed('products/pb/components/overview--c1'),
    createPath: fixed('products/pb/components/overview--c2'),
    create: () => componentData('c2'),
    update: () => ({ showOnFactsheet: true }),
    list: (c) => query(col(c, 'products/pb/components')),
  },
  'products/{A}/media/{id}': {
    path: fixed('products/pa/media/m1'),
    createPath: fixed('products/pa/media/m2'),
    create: () => mediaData('pa', 'm2'),
    update: () => ({ kind: 'video' }),
    list: (c) => query(col(c, 'products/pa/media')),
  },
  'products/{B}/media/{id}': {
    path: fixed('products/pb/media/m1'),
    createPath: fixed('products/pb/media/m2'),
    create: () => mediaData('pb', 'm2'),
    update: () => ({ kind: 'video' }),
    list: (c) => query(col(c, 'products/pb/media')),
  },
  'products/{A}/holdingComponents/{k}': {
    path: fixed('products/pa/holdingComponents/sectors'),
    createPath: fixed('products/pa/holdingComponents/regions'),
    create: () => ({ ...holdingComponentData(), kind: 'regions' }),
    update: () => ({ chartType: 'bar' }),
    list: (c) => query(col(c, 'products/pa/holdingComponents')),
  },
  'products/{A}/holdings/{date}': {
    path: fixed('products/pa/holdings/2024-12-31'),
    createPath: fixed('products/pa/holdings/2025-01-31'),
    create: (c) => holdingsData('pa', '2025-01-31', c.uid),
    update: (c) => ({ importedBy: c.uid, importedAt: new Date() }),
    list: (c) => query(col(c, 'products/pa/holdings')),
  },
  'products/{B}/holdings/{date}': {
    path: fixed('products/pb/holdings/2024-12-31'),
    createPath: fixed('products/pb/holdings/2025-01-31'),
    create: (c) => holdingsData('pb', '2025-01-31', c.uid),
    update: (c) => ({ importedBy: c.uid, importedAt: new Date() }),
    list: (c) => query(col(c, 'products/pb/holdings')),
  },
  'products/{A}/holdingOverrides/{id}': {
    path: fixed('products/pa/holdingOverrides/o1'),
    createPath: fixed('products/pa/holdingOverrides/o2'),
    create: (c) => holdingOverrideData('pa', c.uid),
    update: (c) => ({ updatedBy: c.uid, 'values.region': 'asia' }),
    list: (c) => query(col(c, 'products/pa/holdingOverrides')),
  },
  'followers/{A}/entries/{id}': {
    path: fixed('followers/pa/entries/f1'),
    createPath: fixed('followers/pa/entries/f2'),
    create: (c) => followerData('pa', c.uid),
    update: () => ({ lang: 'de' }),
    list: (c) => query(col(c, 'followers/pa/entries')),
  },
  'followers/{B}/entries/{id}': {
    path: fixed('followers/pb/entries/f1'),
    createPath: fixed('followers/pb/entries/f2'),
    create: (c) => followerData('pb', c.uid),
    update: () => ({ lang: 'de' }),
    list: (c) => query(col(c, 'followers/pb/entries')),
  },
  'benchmarks/{id}': {
    path: fixed('benchmarks/bm'),
    createPath: fixed('benchmarks/bm2'),
    create: () => ({ id: 'bm2', name: { en: 'Second' }, currency: 'EUR', updateFrequency: 'daily' }),
    update: () => ({ currency: 'USD' }),
    list: (c) => query(col(c, 'benchmarks')),
  },
  'priceSeries/{A}': {
    path: fixed('priceSeries/pa'),
    createPath: fixed('priceSeries/pa--historical'),
    create: () => seriesData('pa--historical', 'product', 'pa'),
    update: () => ({ version: 2 }),
    list: (c) => query(col(c, 'priceSeries')),
  },
  'priceSeries/{A}/chunks/{decade}': {
    path: fixed('priceSeries/pa/chunks/2020'),
    createPath: fixed('priceSeries/pa/chunks/2010'),
    create: () => chunkData('pa', '2010'),
    update: () => ({ prices: [100, 102] }),
    list: (c) => query(col(c, 'priceSeries/pa/chunks')),
  },
  'priceSeries/{B}': {
    path: fixed('priceSeries/pb'),
    createPath: fixed('priceSeries/pb--historical'),
    create: () => seriesData('pb--historical', 'product', 'pb'),
    update: () => ({ version: 2 }),
    list: (c) => query(col(c, 'priceSeries')),
  },
  'priceSeries/{benchmark}': {
    path: fixed('priceSeries/bm'),
    createPath: fixed('priceSeries/bm2'),
    create: () => seriesData('bm2', 'benchmark', 'bm2'),
    update: () => ({ version: 2 }),
    list: (c) => query(col(c, 'priceSeries')),
  },
  // Risk-free rate series (docs/risk-free.md): public reference data, listed by kind.
  'priceSeries/{rate}': {
    path: fixed('priceSeries/saron'),
    createPath: fixed('priceSeries/sofr'),
    create: () => seriesData('sofr', 'rate', 'sofr'),
    update: () => ({ version: 2 }),
    list: (c) => query(col(c, 'priceSeries'), where('kind', '==', 'rate')),
  },
  'priceSeries/{rate}/chunks/{decade}': {
    path: fixed('priceSeries/saron/chunks/2020'),
    createPath: fixed('priceSeries/saron/chunks/2010'),
    create: () => chunkData('saron', '2010'),
    update: () => ({ prices: [-0.75, -0.7] }),
    list: (c) => query(col(c, 'priceSeries/saron/chunks')),
  },
  'users/{own}': {
    path: (c) => `users/${c.uid}`,
    create: (c) => newUserData(c.uid),
    update: () => ({ firstName: 'Changed' }),
    list: (c) => query(col(c, 'users')),
  },
  'users/{another user}': {
    path: fixed(`users/${OTHER_UID}`),
    create: () => newUserData(OTHER_UID),
    update: () => ({ firstName: 'Changed' }),
    list: (c) => query(col(c, 'users')),
  },
  'operations/{own, for A}': {
    path: (c) => `operations/op-${c.uid}`,
    createPath: (c) => `operations/new-${c.uid}`,
    create: (c) => operationData(c.uid, ['pa']),
    update: () => ({ status: 'running' }),
    list: (c) => query(col(c, 'operations'), where('createdBy', '==', c.uid)),
  },
  'operations/{another user}': {
    path: fixed(`operations/op-${OTHER_UID}`),
    createPath: fixed(`operations/new-${OTHER_UID}`),
    create: () => operationData(OTHER_UID, ['pa']),
    update: () => ({ status: 'running' }),
    list: (c) => query(col(c, 'operations')),
  },
  'followerMails/{id}': {
    path: fixed('followerMails/m1'),
    createPath: fixed('followerMails/m2'),
    create: () => ({
      productId: 'pa',
      documentId: 'd1',
      email: 'a@example.com',
      status: 'sent',
      at: new Date(),
    }),
    update: () => ({ status: 'sending' }),
    list: (c) => query(col(c, 'followerMails')),
  },
  'auditLogs/{id}': {
    path: fixed('auditLogs/a1'),
    createPath: fixed('auditLogs/a2'),
    create: (c) => ({ type: 'forged', actorUid: c.uid, at: new Date() }),
    update: () => ({ reason: 'rewritten' }),
    list: (c) => query(col(c, 'auditLogs')),
  },
  // The contact form's records (docs/contact.md): a visitor may neither read a message nor forge a used challenge
  // or reset a send counter.
  'contactMessages/{id}': {
    path: fixed('contactMessages/cm1'),
    createPath: fixed('contactMessages/cm2'),
    create: () =>
      contactMessageData({
        name: 'Forged',
        email: 'forged@example.com',
        message: 'A message nobody confirmed.',
        fingerprint: 'e'.repeat(64),
      }),
    update: () => ({ status: 'failed' }),
    list: (c) => query(col(c, 'contactMessages')),
  },
  'contactChallenges/{nonce}': {
    path: fixed('contactChallenges/n1'),
    createPath: fixed('contactChallenges/n2'),
    create: () => ({ usedAt: new Date(), expiresAt: new Date() }),
    update: () => ({ expiresAt: new Date(0) }),
    list: (c) => query(col(c, 'contactChallenges')),
  },
  'contactRateLimits/{id}': {
    path: fixed('contactRateLimits/ip-1'),
    createPath: fixed('contactRateLimits/ip-2'),
    create: () => ({ hits: [], expiresAt: new Date() }),
    update: () => ({ hits: [] }),
    list: (c) => query(col(c, 'contactRateLimits')),
  },
  'callRateLimits/{id}': {
    path: (c) => `callRateLimits/setUserRoles-${c.uid}`,
    createPath: (c) => `callRateLimits/deleteUser-${c.uid}`,
    // A caller resetting their own counter would lift their limit.
    create: () => ({ hits: [], expiresAt: new Date() }),
    update: () => ({ hits: [] }),
    list: (c) => query(col(c, 'callRateLimits')),
  },
  // Consent records are append-only, stamped with the server's time (docs/privacy.md): nobody updates or deletes one.
  'users/{own}/consents/{id}': {
    path: (c) => `users/${c.uid}/consents/c1`,
    createPath: (c) => `users/${c.uid}/consents/c2`,
    create: () => consentData(),
    update: () => ({ language: 'de' }),
    list: (c) => query(col(c, `users/${c.uid}/consents`)),
  },
  'users/{another user}/consents/{id}': {
    path: fixed(`users/${OTHER_UID}/consents/c1`),
    createPath: fixed(`users/${OTHER_UID}/consents/c2`),
    create: () => consentData(),
    update: () => ({ language: 'de' }),
    list: (c) => query(col(c, `users/${OTHER_UID}/consents`)),
  },
  'dataExports/{uid}': functionsOnly(() => 'dataExports', OTHER_UID),
  'provisioning/{id}': functionsOnly(() => 'provisioning', 'products%2Fp'),
  'operations/{own}/taskAttempts/{key}': functionsOnly((c) => `operations/op-${c.uid}/taskAttempts`, 't1'),
  'bulkPriceMarkers/{id}': functionsOnly(() => 'bulkPriceMarkers', 'op_0'),
  'bulkPriceStops/{id}': functionsOnly(() => 'bulkPriceStops', 'op'),
  'factsheetGenerationMarkers/{id}': functionsOnly(() => 'factsheetGenerationMarkers', 'op_pa_en'),
  'factsheetGenerationAttempts/{id}': functionsOnly(() => 'factsheetGenerationAttempts', 'op_pa'),
};

/** A collection only functions use (no `match` in firestore.rules): `{id}` in the fixture, `{id}-new` created. */
function consentData() {
  return {
    document: 'terms',
    version: '2022-02-03',
    acceptedAt: serverTimestamp(),
    language: 'en',
    how: 'reconsent',
  };
}

function functionsOnly(collectionPath: (c: Ctx) => string, id: string): Target {
  return {
    path: (c) => `${collectionPath(c)}/${id}`,
    createPath: (c) => `${collectionPath(c)}/${id}-new`,
    create: () => ({ at: new Date() }),
    update: () => ({ at: new Date(0) }),
    list: (c) => query(col(c, collectionPath(c))),
  };
}

const PROJECT = 'demo-rules-matrix';
const FIXTURE = fixture();
const { env, adminDb, deny, allow } = useRulesHarness(PROJECT, FIXTURE, {
  reset: 'once',
  summary: ({ denied, allowed }) =>
    `rules matrix: ${denied + allowed} cells asserted (${Object.keys(MATRIX).length} collections x (${ROLES.length} roles + ${GATE_CALLER_NAMES.length} gate callers) x ${OPS.length} operations)`,
});
const dbs = new Map<Caller, Firestore>();

/** Every caller's session: the roles' tokens are verified e-mail-and-password sign-ins (fixture.ts `tokenOf`). */
function ctxFor(role: Caller): Ctx {
  const uid = uidOf(role);
  let db = dbs.get(role);
  if (!db) {
    const token = tokenOf(role);
    db =
      token === null
        ? env().unauthenticatedContext().firestore()
        : env().authenticatedContext(uid, token).firestore();
    dbs.set(role, db);
  }
  return { role, uid, db };
}

/** Puts one document back to its fixture state (or removes it when the fixture has none), bypassing the rules. */
async function restore(path: string): Promise<void> {
  const data = FIXTURE[path];
  if (data) await adminDb().doc(path).set(data);
  else await adminDb().doc(path).delete();
}

/** Runs one cell. A write that went through is undone, so every cell starts from the fixture. */
async function run(target: Target, op: Op, c: Ctx): Promise<void> {
  const path = target.path(c);
  switch (op) {
    case 'get':
      await getDoc(doc(c.db, path));
      return;
    case 'list':
      await getDocs(target.list(c));
      return;
    case 'create': {
      const createPath = target.createPath?.(c) ?? path;
      if (FIXTURE[createPath]) await adminDb().doc(createPath).delete();
      try {
        await setDoc(doc(c.db, createPath), target.create(c));
      } catch (error) {
        if (FIXTURE[createPath]) await restore(createPath);
        throw error;
      }
      await restore(createPath);
      return;
    }
    case 'update':
      await updateDoc(doc(c.db, path), target.update(c));
      await restore(path);
      return;
    case 'delete':
      await deleteDoc(doc(c.db, path));
      await restore(path);
      return;
  }
}

/** The `match` paths of firestore.rules, nested ones joined, wildcards as `{}`: `products/{}/langs/{}`. */
function rulesMatchPaths(): string[] {
  const stack: { depth: number; path: string }[] = [];
  const paths: string[] = [];
  let depth = 0;
  const unwind = () => {
    while ((stack.at(-1)?.depth ?? -1) >= depth) stack.pop();
  };
  for (const line of rulesSource().split('\n')) {
    const code = line.replace(/\/\/.*$/, '');
    const match = /^\s*match\s+(\/\S+)\s*\{\s*$/.exec(code);
    if (match?.[1]) {
      unwind();
      const path = `${stack.at(-1)?.path ?? ''}${match[1].replace(/\{[^}]*\}/g, '{}')}`;
      stack.push({ depth, path });
      paths.push(path);
      depth += 1;
      continue;
    }
    for (const ch of code) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
    unwind();
  }
  const root = '/databases/{}/documents';
  return paths.filter((p) => p !== root).map((p) => p.slice(root.length + 1));
}

/** A matrix row's collection path in the same form: `products/{A}/langs/{lang}` -> `products/{}/langs/{}`. */
const rowPath = (row: string) => row.replace(/\s*\(.*\)$/, '').replace(/\{[^}]*\}/g, '{}');

describe('rules matrix coverage', () => {
  it('has a row for every `match` path of firestore.rules', () => {
    const rulesPaths = rulesMatchPaths();
    expect(rulesPaths).toContain('products/{}/holdingOverrides/{}');
    expect(rulesPaths).toContain('settings/platform/langs/{}');
    const rows = new Set(Object.keys(MATRIX).map(rowPath));
    expect(rulesPaths.filter((p) => !rows.has(p))).toEqual([]);
  });

  it('has a row for every collection of the domain (those without a `match` are denied to every role)', () => {
    const firstSegments = new Set(Object.keys(MATRIX).map((row) => row.split('/')[0]));
    expect(Object.values(collections).filter((c) => !firstSegments.has(c))).toEqual([]);
  });

  it('asserts every role of the fixture in every row', () => {
    for (const cells of Object.values(MATRIX)) expect(Object.keys(cells).sort()).toEqual([...ROLES].sort());
  });

  it('asserts every gate caller in every row, against a role of the fixture, with exceptions only in real rows', () => {
    expect(GATE_CALLER_NAMES.length).toBeGreaterThanOrEqual(5);
    for (const like of Object.values(GATE_CALLERS)) expect(ROLES).toContain(like);
    for (const rows of Object.values(GATE_EXCEPTIONS)) {
      for (const [name, cells] of Object.entries(rows)) {
        expect(Object.keys(MATRIX)).toContain(name);
        expect(cells).toMatch(/^[G-][L-][C-][U-][D-]$/);
      }
    }
  });
});

describe('rules matrix (role x collection x operation)', () => {
  it('has a target for every row and a row for every target', () => {
    expect(Object.keys(TARGETS).sort()).toEqual(Object.keys(MATRIX).sort());
    for (const cells of Object.values(MATRIX)) {
      for (const role of ROLES) expect(cells[role]).toMatch(/^[G-][L-][C-][U-][D-]$/);
    }
  });

  for (const [collectionName, cells] of Object.entries(MATRIX)) {
    it(
      collectionName,
      async () => {
        const target = TARGETS[collectionName];
        if (!target) throw new Error(`no target for ${collectionName}`);
        const wrong: string[] = [];
        for (const role of CALLERS) {
          const c = ctxFor(role);
          const expected = expectedCells(cells, collectionName, role);
          for (const [i, op] of OPS.entries()) {
            const allowed = expected[i] === LETTER[op];
            try {
              await (allowed ? allow(run(target, op, c)) : deny(run(target, op, c)));
            } catch (error) {
              wrong.push(
                `${role} ${op}: expected ${allowed ? 'allow' : 'deny'} (${String(error).slice(0, 160)})`,
              );
            }
          }
        }
        expect(wrong).toEqual([]);
      },
      120_000,
    );
  }
});
