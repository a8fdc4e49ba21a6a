import {
  componentDocId,
  genericComponentSchema,
  overviewResponseSchema,
  productLangSchema,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { EMPLOYEE_CLAIMS, gateEnglishPages, productBuilder, removeProducts } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

// GET /api/products/{id}/overview (packages/domain/src/contracts/overview.ts) through Hosting: the per-language texts
// of the overview page, for the readers of the product only, with the disclaimer falling back to the platform's.

const product = productBuilder({ storeModule: 'fxOv' });

const OWN = product('fx-ov-own', { disclaimer: { en: 'Our own disclaimer.', de: 'Unser Hinweis.' } });
const PLAIN = product('fx-ov-plain');
const HIDDEN = product('fx-ov-hidden', { general: { hidden: true } });
const CH_RETAIL = product('fx-ov-ch', { accessRestrictions: { retailCountries: ['CH'] } });
const LOCKED = product('fx-ov-locked', { lockedBehindLogin: true });
const PRODUCTS = [OWN, PLAIN, HIDDEN, CH_RETAIL, LOCKED];

let admin: AdminHandle;
let restoreEnglish: (() => Promise<void>) | undefined;
let staff: TestUser | undefined;

const PROFILE = 'lang=en&investor_profile=professional&country=CH';
const overview = (productId: string, query = PROFILE, token?: string) =>
  call(`/api/products/${productId}/overview?${query}`, { token });

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  restoreEnglish = await gateEnglishPages(admin.db, 'The platform default disclaimer.');
  const batch = admin.db.batch();
  for (const p of PRODUCTS) batch.set(refs(admin.db).product(p.productId), p);
  batch.set(
    refs(admin.db).productLang(OWN.productId, 'en'),
    productLangSchema.parse({
      id: 'en',
      general: { description: 'A fund for the long run.', disclaimer: '' },
      overview: {
        header: {
          backgroundImage: {
            productId: 'fx-ov-own',
            mediaId: 'm-header',
            fileName: 'alps.jpg',
            contentType: 'image/jpeg',
            size: 2048,
          },
          text: 'Quality, held for the long term.',
          darkening: 0.35,
          showFollowButton: false,
          showDownloadLastFactsheetButton: true,
        },
      },
    }),
  );
  await batch.commit();
  await bumpCatalogueVersion(admin.db);
  staff = await createUserWithClaims(admin.auth, 'fx-ov-employee', EMPLOYEE_CLAIMS);
});

afterAll(async () => {
  if (staff) await deleteUsers(admin.auth, [staff.uid]);
  await removeProducts(admin.db, PRODUCTS);
  await restoreEnglish?.();
  await bumpCatalogueVersion(admin.db);
  await admin.close();
});

describe('GET /api/products/{id}/overview', () => {
  it("serves the language's description, header and the product's own disclaimer", async () => {
    const result = await overview(OWN.productId);
    expect(result.status).toBe(200);
    expect(overviewResponseSchema.parse(result.body)).toEqual({
      productId: OWN.productId,
      lang: 'en',
      description: 'A fund for the long run.',
      header: {
        text: 'Quality, held for the long term.',
        darkening: 0.35,
        backgroundImage: { productId: OWN.productId, mediaId: 'm-header' },
        showFollowButton: false,
        showDownloadLastFactsheetButton: true,
      },
      lastFactsheet: null,
      disclaimer: { text: 'Our own disclaimer.', source: 'product' },
      components: [],
      holdingComponents: [],
    });
  });

  it('carries the overview page’s components and shown holding components in their order, for the page to render without Firestore', async () => {
    const component = (page: 'overview' | 'factsheet', id: string, order: number) =>
      genericComponentSchema.parse({
        page,
        id,
        type: 'text',
        content: { en: { text: `<p>${id}</p>` } },
        order,
        updatedAt: new Date('2026-11-01T08:00:00Z'),
      });
    const written = [
      component('overview', 'second', 2),
      component('overview', 'first', 1),
      component('factsheet', 'sheet-only', 0),
    ];
    for (const c of written)
      await refs(admin.db).components(PLAIN.productId).doc(componentDocId(c.page, c.id)).set(c);
    const holdings = refs(admin.db).holdingComponents(PLAIN.productId);
    const shown = { chartType: 'pie', showOnOverview: true, topHoldingsCount: null } as const;
    await holdings.doc('currencyExposure').set({ kind: 'currencyExposure', ...shown });
    await holdings.doc('assetClasses').set({ kind: 'assetClasses', ...shown });
    await holdings.doc('instrumentTypes').set({ kind: 'instrumentTypes', ...shown, showOnOverview: false });
    try {
      const body = overviewResponseSchema.parse((await overview(PLAIN.productId)).body);
      expect(body.components.map((c) => c.id)).toEqual(['first', 'second']);
      expect(body.components[0]).toMatchObject({
        type: 'text',
        content: { en: { text: '<p>first</p>' } },
        updatedAt: '2026-11-01T08:00:00.000Z',
      });
      // Likewise the holding components shown on the overview, in the order of their kinds.
      expect(body.holdingComponents.map((h) => h.kind)).toEqual(['assetClasses', 'currencyExposure']);
      // Whoever may not read the overview gets none of them (a visitor without a profile, checks on).
      expect((await overview(PLAIN.productId, 'lang=en')).status).not.toBe(200);
    } finally {
      for (const c of written)
        await refs(admin.db).components(PLAIN.productId).doc(componentDocId(c.page, c.id)).delete();
      for (const kind of ['currencyExposure', 'assetClasses', 'instrumentTypes'])
        await holdings.doc(kind).delete();
    }
  });

  it("falls back to the platform's default disclaimer and to empty texts without a language document", async () => {
    const body = overviewResponseSchema.parse((await overview(PLAIN.productId)).body);
    expect(body.description).toBe('');
    expect(body.header).toMatchObject({ text: '', darkening: 0, showFollowButton: true });
    expect(body.disclaimer).toEqual({ text: 'The platform default disclaimer.', source: 'platform' });
  });

  it("points the factsheet button at the newest last factsheet of the reader's language, else the default one", async () => {
    const docs = refs(admin.db).productDocuments(PLAIN.productId);
    const factsheet = (id: string, lang: 'en' | 'de', day: string, over: Record<string, unknown> = {}) =>
      docs.doc(id).set({
        displayName: `Factsheet ${id}`,
        file: {
          path: `documents/${PLAIN.productId}/${id}/f.pdf`,
          name: 'f.pdf',
          contentType: 'application/pdf',
        },
        lang,
        shareClass: null,
        loginRequired: false,
        lastFactsheet: true,
        archived: false,
        order: 0,
        createdAt: new Date(`${day}T08:00:00Z`),
        ...over,
      });
    await Promise.all([
      factsheet('fs-en-old', 'en', '2026-09-05'),
      factsheet('fs-en-new', 'en', '2026-10-05'),
      factsheet('fs-en-newest-archived', 'en', '2026-11-05', { archived: true }),
      factsheet('fs-en-report', 'en', '2026-11-06', { lastFactsheet: false }),
    ]);
    const en = overviewResponseSchema.parse((await overview(PLAIN.productId)).body);
    expect(en.lastFactsheet).toEqual({ productId: PLAIN.productId, documentId: 'fs-en-new', lang: 'en' });
    // No German factsheet: the product's first document language.
    const de = overviewResponseSchema.parse(
      (await overview(PLAIN.productId, 'lang=de&investor_profile=professional&country=CH')).body,
    );
    expect(de.lastFactsheet?.documentId).toBe('fs-en-new');
    await factsheet('fs-de', 'de', '2026-08-05');
    const deOwn = overviewResponseSchema.parse(
      (await overview(PLAIN.productId, 'lang=de&investor_profile=professional&country=CH')).body,
    );
    expect(deOwn.lastFactsheet).toEqual({ productId: PLAIN.productId, documentId: 'fs-de', lang: 'de' });
    // The header's switch hides the button: no factsheet is offered.
    const langRef = refs(admin.db).productLang(PLAIN.productId, 'en');
    await langRef.set(
      productLangSchema.parse({ id: 'en', overview: { header: { showDownloadLastFactsheetButton: false } } }),
    );
    expect(overviewResponseSchema.parse((await overview(PLAIN.productId)).body).lastFactsheet).toBeNull();
    await langRef.delete();
  });

  it('refuses a visitor without an investor profile, and one the country restriction excludes', async () => {
    expectError(await overview(PLAIN.productId, 'lang=en'), 403, 'forbidden');
    expectError(
      await overview(CH_RETAIL.productId, 'lang=en&investor_profile=retail&country=DE'),
      403,
      'forbidden',
    );
    expect((await overview(CH_RETAIL.productId, 'lang=en&investor_profile=retail&country=CH')).status).toBe(
      200,
    );
  });

  it('hides a hidden product from visitors (as unknown), not from staff', async () => {
    expectError(await overview(HIDDEN.productId), 404, 'not-found');
    expectError(await overview('fx-ov-nothing'), 404, 'not-found');
    expect((await overview(HIDDEN.productId, PROFILE, staff?.idToken)).status).toBe(200);
  });

  it("serves a login-locked product's texts to a visitor: the lock is for its numbers and documents", async () => {
    expect((await overview(LOCKED.productId)).status).toBe(200);
  });

  it('refuses unknown query parameters', async () => {
    expectError(await overview(PLAIN.productId, `${PROFILE}&x=1`), 400, 'bad-request');
  });
});
