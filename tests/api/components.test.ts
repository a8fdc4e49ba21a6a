import { join } from 'node:path';
import { componentDocId, mediaUploadResponseSchema, type ComponentCreateBody } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { call, type CallResult, expectError, postBytes } from '../support/api-client.js';
import { emulatorProjectId, HOSTING } from '../support/api-emulators.js';
import { shareClassBuilder, useApiSuite } from '../support/api-suite.js';

// The components and media APIs through Hosting on the emulators (packages/domain/src/contracts/components.ts and
// media.ts, docs/components.md): writes by the product's admins only, rich text sanitised before it is stored,
// linked copies kept in sync in one transaction, and media served only to those who may read the product.

const ROLE = 'fxCmpManagers';
const OTHER_ROLE = 'fxCmpOtherManagers';
const product = shareClassBuilder('fxCmp', 'fx-cmp');

const A = product('fx-cmp-a', { isDefaultShareClass: true });
const B = product('fx-cmp-b');
/** Same fund, not administered by the manager. */
const C = product('fx-cmp-c');
const HIDDEN = product('fx-cmp-hidden', {
  productShareClassRoot: 'fx-cmp-hidden',
  general: { hidden: true },
});
const OTHER = product('fx-cmp-other', { productShareClassRoot: 'fx-cmp-other' });
/** Offered to Swiss retail investors only. */
const CH_RETAIL = product('fx-cmp-ch', {
  productShareClassRoot: 'fx-cmp-ch',
  accessRestrictions: { retailCountries: ['CH'] },
});
const PRODUCTS = [A, B, C, HIDDEN, OTHER, CH_RETAIL];

type Caller = 'guest' | 'investor' | 'manager' | 'otherManager' | 'employee' | 'admin';

const { admin, users } = useApiSuite<Exclude<Caller, 'guest'>>({
  products: PRODUCTS,
  roles: {
    [ROLE]: [A.productId, B.productId, HIDDEN.productId, CH_RETAIL.productId],
    [OTHER_ROLE]: [OTHER.productId],
  },
  callers: {
    investor: [],
    manager: [ROLE],
    otherManager: [OTHER_ROLE],
    employee: ['employee'],
    admin: ['admin'],
  },
  uidOf: (label) => `fx-cmp-${label}`,
  gateEnglish: { defaultProductDisclaimer: '' },
  // The investor's record holds a profile that every product here admits (professional, Germany).
  records: { investor: { investorProfile: 'professional', country: 'DE' } },
  userRecords: true,
});
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));
const mediaFilesOf = (productId: string) => store.list(`media/${productId}/`);

const as = (caller: Caller, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token: users.token(caller) });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const ascii = (text: string) => Uint8Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

async function upload(
  caller: Caller,
  productId: string,
  fileName: string,
  contentType: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<CallResult> {
  return postBytes(
    `/api/products/${productId}/media?${new URLSearchParams({ file_name: fileName }).toString()}`,
    { token: users.token(caller), contentType, bytes },
  );
}

async function fetchMedia(caller: Caller, url: string) {
  const token = users.token(caller);
  const res = await fetch(`${HOSTING}${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const stored = async (productId: string, page: 'overview' | 'factsheet', id: string) =>
  (await refs(admin.db).components(productId).doc(componentDocId(page, id)).get()).data();

const pie = (id: string, weights: number[], over: Partial<ComponentCreateBody> = {}) => ({
  page: 'overview',
  id,
  type: 'pie-chart',
  content: {
    en: { title: 'Allocation', rows: weights.map((value, i) => ({ key: `Asset ${i + 1}`, value })) },
    de: { title: 'Allokation', rows: weights.map((value, i) => ({ key: `Anlage ${i + 1}`, value })) },
  },
  ...over,
});
/** A create body without its page and id: the body of an update. */
const updateBody = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'page' && k !== 'id'));
const text = (id: string, html: string) => ({
  page: 'overview',
  id,
  type: 'text',
  content: { en: { text: html } },
});
const create = (caller: Caller, productId: string, body: unknown) =>
  as(caller, `/api/products/${productId}/components`, { method: 'POST', body });
const update = (caller: Caller, productId: string, id: string, body: unknown) =>
  as(caller, `/api/products/${productId}/components/overview/${id}`, { method: 'PUT', body });

afterAll(async () => {
  for (const p of PRODUCTS) for (const file of await mediaFilesOf(p.productId)) await store.delete(file);
});

describe('writing components', () => {
  it('is for the admins of the product only', async () => {
    const body = pie('roles', [60, 40]);
    expectError(await create('guest', A.productId, body), 401, 'unauthenticated');
    expectError(await create('investor', A.productId, body), 403, 'forbidden');
    expectError(await create('employee', A.productId, body), 403, 'forbidden');
    expectError(await create('otherManager', A.productId, body), 403, 'forbidden');
    expectError(await create('manager', C.productId, body), 403, 'forbidden');
    expect(await stored(A.productId, 'overview', 'roles')).toBeUndefined();
    expect((await create('manager', A.productId, body)).status).toBe(201);
    expect((await create('admin', C.productId, body)).status).toBe(201);
    expect(await stored(A.productId, 'overview', 'roles')).toMatchObject({
      type: 'pie-chart',
      order: 0,
      links: [],
    });
  });

  it('sanitises rich text: no script, event handler or javascript: URL reaches Firestore', async () => {
    const payload =
      '<p>Hello <strong>world</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<p onmouseover="alert(3)"><a href="javascript:alert(4)">click</a> <a href="https://example.com">ok</a></p>';
    expect((await create('manager', A.productId, text('xss', payload))).status).toBe(201);
    const saved = (await stored(A.productId, 'overview', 'xss'))?.content.en?.text ?? '';
    expect(saved).toContain('<strong>world</strong>');
    expect(saved).toContain('href="https://example.com"');
    for (const bad of ['<script', 'alert(', 'onerror', 'onmouseover', 'javascript:', '<img']) {
      expect(saved).not.toContain(bad);
    }
    // Nothing left once the markup is removed: an empty text is refused, not saved.
    const empty = await create('manager', A.productId, text('xss-only', '<script>alert(1)</script>'));
    expectError(empty, 400, 'bad-request');
    expect(empty.body).toMatchObject({
      error: { details: { issues: [{ code: 'textRequired', lang: 'en' }] } },
    });
  });

  it('refuses partly filled content, naming the language, row, column and value', async () => {
    const weights = await create('manager', A.productId, pie('weights', [60, 30]));
    expectError(weights, 400, 'bad-request');
    expect(weights.body).toMatchObject({
      error: {
        messageKey: 'api.errors.componentInvalid',
        details: {
          issues: [
            { code: 'weightsSum', lang: 'en', sum: 90, expected: 100 },
            { code: 'weightsSum', lang: 'de', sum: 90, expected: 100 },
          ],
        },
      },
    });
    const table = await create('manager', A.productId, {
      page: 'overview',
      id: 'fees',
      type: 'table',
      content: { en: { columns: ['Fee', ''], rows: [{ key: 'TER', value: '' }] } },
    });
    expect(table.body).toMatchObject({
      error: {
        details: {
          issues: [
            { code: 'columnRequired', lang: 'en', column: 2 },
            { code: 'valueRequired', lang: 'en', row: 1, column: 2 },
          ],
        },
      },
    });
    const chart = await create('manager', A.productId, {
      page: 'overview',
      id: 'bars',
      type: 'vertical-bar-chart',
      content: { en: { rows: [{ key: '2024', value: '5,1' }] } },
    });
    expect(chart.body).toMatchObject({
      error: { details: { issues: [{ code: 'valueNotNumber', row: 1, column: 2, value: '5,1' }] } },
    });
    expect(await stored(A.productId, 'overview', 'weights')).toBeUndefined();
  });

  it('keeps ids unique on a page and types fixed', async () => {
    const again = await create('manager', A.productId, pie('roles', [100]));
    expect(again.body).toMatchObject({ error: { details: { idTaken: true } } });
    const retyped = await update('manager', A.productId, 'roles', {
      ...updateBody(pie('roles', [100])),
      type: 'donut-chart',
    });
    expectError(retyped, 400, 'bad-request');
    expect(retyped.body).toMatchObject({ error: { messageKey: 'api.errors.componentTypeFixed' } });
    expectError(
      await update('manager', A.productId, 'missing', { type: 'text', content: { en: { text: 'x' } } }),
      404,
      'not-found',
    );
  });

  it('reorders a page with every id once', async () => {
    const ids = ['xss', 'roles'];
    expect(
      (
        await as('manager', `/api/products/${A.productId}/components/overview`, {
          method: 'PUT',
          body: { ids },
        })
      ).status,
    ).toBe(200);
    expect((await stored(A.productId, 'overview', 'xss'))?.order).toBe(0);
    expect((await stored(A.productId, 'overview', 'roles'))?.order).toBe(1);
    const stale = await as('manager', `/api/products/${A.productId}/components/overview`, {
      method: 'PUT',
      body: { ids: ['xss'] },
    });
    expect(stale.body).toMatchObject({
      error: { messageKey: 'api.errors.componentOrder', details: { missing: ['roles'] } },
    });
    expectError(
      await as('otherManager', `/api/products/${A.productId}/components/overview`, {
        method: 'PUT',
        body: { ids },
      }),
      403,
      'forbidden',
    );
  });
});

describe('linking', () => {
  const LINKS = [
    { productId: B.productId, page: 'overview' as const },
    { productId: A.productId, page: 'factsheet' as const },
  ];
  const linked = updateBody(
    pie('alloc', [50, 50], {
      links: [
        { productId: B.productId, page: 'overview' },
        { productId: A.productId, page: 'factsheet' },
      ],
    }),
  );

  it('copies the component to the linked locations and keeps the copies in sync', async () => {
    expect((await create('manager', A.productId, pie('alloc', [50, 50], { links: LINKS }))).status).toBe(201);
    const onB = await stored(B.productId, 'overview', 'alloc');
    expect(onB?.content.en?.rows).toEqual([
      { key: 'Asset 1', value: 50 },
      { key: 'Asset 2', value: 50 },
    ]);
    expect(onB?.links).toEqual([
      { productId: A.productId, page: 'overview' },
      { productId: A.productId, page: 'factsheet' },
    ]);
    // An edit on the copy reaches every location.
    const editBody = updateBody(pie('alloc', [70, 30]));
    const res = await update('manager', B.productId, 'alloc', {
      ...editBody,
      links: [
        { productId: A.productId, page: 'overview' },
        { productId: A.productId, page: 'factsheet' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const [p, page] of [
      [A.productId, 'overview'],
      [A.productId, 'factsheet'],
      [B.productId, 'overview'],
    ] as const) {
      expect((await stored(p, page, 'alloc'))?.content.en?.rows.map((r) => r.value)).toEqual([70, 30]);
    }
  });

  it('refuses links outside the fund, to products the caller does not administer, and over another type', async () => {
    const res = await update('manager', A.productId, 'alloc', {
      ...linked,
      links: [
        { productId: C.productId, page: 'overview' },
        { productId: OTHER.productId, page: 'overview' },
      ],
    });
    expect(res.body).toMatchObject({
      error: {
        details: {
          linkIssues: [
            { code: 'linkNotAdmin', productId: C.productId },
            { code: 'linkOutsideFund', productId: OTHER.productId },
          ],
        },
      },
    });
    // B has a text component "note": a pie chart cannot overwrite it.
    expect((await create('manager', B.productId, text('note', '<p>B</p>'))).status).toBe(201);
    const clash = await create(
      'manager',
      A.productId,
      pie('note', [100], { links: [{ productId: B.productId, page: 'overview' }] }),
    );
    expect(clash.body).toMatchObject({
      error: { details: { linkIssues: [{ code: 'linkTypeConflict', productId: B.productId }] } },
    });
    expect(await stored(A.productId, 'overview', 'note')).toBeUndefined();
  });

  it('unlinks: the unlinked location keeps its content and becomes independent', async () => {
    const res = await update('manager', A.productId, 'alloc', {
      ...linked,
      links: [{ productId: A.productId, page: 'factsheet' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(B.productId, 'overview', 'alloc'))?.links).toEqual([]);
    expect((await stored(A.productId, 'factsheet', 'alloc'))?.links).toEqual([
      { productId: A.productId, page: 'overview' },
    ]);
    // An edit on A no longer reaches B.
    expect((await stored(B.productId, 'overview', 'alloc'))?.content.en?.rows.map((r) => r.value)).toEqual([
      70, 30,
    ]);
    expect((await stored(A.productId, 'overview', 'alloc'))?.content.en?.rows.map((r) => r.value)).toEqual([
      50, 50,
    ]);
  });

  it('deletes every linked copy, and nothing else', async () => {
    expect(
      (await as('manager', `/api/products/${A.productId}/components/overview/alloc`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect(await stored(A.productId, 'overview', 'alloc')).toBeUndefined();
    expect(await stored(A.productId, 'factsheet', 'alloc')).toBeUndefined();
    expect(await stored(B.productId, 'overview', 'alloc')).toBeDefined();
    expectError(
      await as('manager', `/api/products/${A.productId}/components/overview/alloc`, { method: 'DELETE' }),
      404,
      'not-found',
    );
  });
});

describe('media', () => {
  let url = '';

  it('are uploaded by the admins of the product only, type proven by the bytes', async () => {
    expectError(await upload('guest', A.productId, 'a.png', 'image/png', PNG), 401, 'unauthenticated');
    expectError(await upload('investor', A.productId, 'a.png', 'image/png', PNG), 403, 'forbidden');
    expectError(await upload('otherManager', A.productId, 'a.png', 'image/png', PNG), 403, 'forbidden');
    const svg = await upload(
      'manager',
      A.productId,
      'x.svg',
      'image/svg+xml',
      ascii('<svg onload="alert(1)"/>'),
    );
    expectError(svg, 415, 'unsupported-media-type');
    expectError(
      await upload('manager', A.productId, 'a.png', 'video/mp4', PNG),
      415,
      'unsupported-media-type',
    );
    expectError(
      await upload('manager', A.productId, 'a.png', 'image/png', new Uint8Array()),
      400,
      'bad-request',
    );
    expect(await mediaFilesOf(A.productId)).toEqual([]);
    const res = await upload('manager', A.productId, 'team photo.png', 'image/png', PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = mediaUploadResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      productId: A.productId,
      fileName: 'team photo.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(body.url).toBe(`/api/products/${A.productId}/media/${body.mediaId}`);
    expect(await mediaFilesOf(A.productId)).toEqual([`media/${A.productId}/${body.mediaId}/team photo.png`]);
    url = body.url;
  });

  it('are served inline with their type and long cache headers to whoever may read the product', async () => {
    const got = await fetchMedia('guest', `${url}?lang=en&investor_profile=professional&country=CH`);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(PNG);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="team photo.png"/);
    expect(got.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetchMedia('investor', url)).headers.get('cache-control')).toBe(
      'private, max-age=31536000, immutable',
    );
    // Investor-profile checks are on: a visitor without a profile is refused.
    expectError({ ...(await call(url)) }, 403, 'forbidden');
  });

  it("of a hidden product are refused as unknown to guests, investors and other products' admins", async () => {
    const res = await upload('manager', HIDDEN.productId, 'h.png', 'application/octet-stream', PNG);
    const hidden = mediaUploadResponseSchema.parse(res.body).url;
    const q = '?lang=en&investor_profile=professional&country=CH';
    expect((await fetchMedia('guest', hidden + q)).status).toBe(404);
    expect((await fetchMedia('investor', hidden)).status).toBe(404);
    expect((await fetchMedia('otherManager', hidden + q)).status).toBe(404);
    expect((await fetchMedia('manager', hidden)).status).toBe(200);
    expect((await fetchMedia('employee', hidden)).status).toBe(200);
    expect((await fetchMedia('admin', hidden)).status).toBe(200);
    // A media id of another product under this product's URL is unknown.
    const otherId = hidden.split('/').pop() ?? '';
    expect((await fetchMedia('manager', `/api/products/${A.productId}/media/${otherId}`)).status).toBe(404);
  });

  it('follow the investor profile of the product', async () => {
    const res = await upload('manager', CH_RETAIL.productId, 'c.png', 'image/png', PNG);
    const ch = mediaUploadResponseSchema.parse(res.body).url;
    expect((await fetchMedia('guest', `${ch}?lang=en&investor_profile=retail&country=CH`)).status).toBe(200);
    expect((await fetchMedia('guest', `${ch}?lang=en&investor_profile=retail&country=DE`)).status).toBe(403);
  });

  it('are what image components point at: an upload of the product (or its link group), of the right kind', async () => {
    const media = mediaUploadResponseSchema.parse(
      (await upload('manager', A.productId, 'b.png', 'image/png', PNG)).body,
    );
    const image = (m: { productId: string; mediaId: string }) => ({
      page: 'overview',
      id: 'team',
      type: 'image',
      content: {
        en: { title: 'Team', media: { ...m, size: 1, contentType: 'image/png', fileName: 'lie.png' } },
      },
    });
    const ref = { productId: media.productId, mediaId: media.mediaId };
    expect((await create('manager', A.productId, image(ref))).status).toBe(201);
    // The record's name and size, not the client's.
    expect((await stored(A.productId, 'overview', 'team'))?.content.en?.media).toEqual({
      productId: A.productId,
      mediaId: media.mediaId,
      fileName: 'b.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    const foreign = await create('manager', B.productId, image({ ...ref, productId: HIDDEN.productId }));
    expect(foreign.body).toMatchObject({
      error: { details: { issues: [{ code: 'mediaUnknown', lang: 'en' }] } },
    });
  });
});
