import { join } from 'node:path';
import { documentListResponseSchema, documentWriteResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { call, type CallResult, expectError, postBytes } from '../support/api-client.js';
import { emulatorProjectId, HOSTING } from '../support/api-emulators.js';
import { shareClassBuilder, useApiSuite } from '../support/api-suite.js';

// The documents API through Hosting on the emulators (packages/domain/src/contracts/documents.ts, docs/documents.md):
// uploads, edits, order and deletes by the product's admins only, and downloads checked per role, login, archive
// state and investor profile. Files land in the functions' local store, which the suite reads to prove that no
// refused or deleted upload leaves a file behind.

const ROLE = 'fxDocManagers';
const product = shareClassBuilder('fxDoc', 'fx-doc', { langsForDocuments: ['en', 'de'] });

const A = product('fx-doc-a', { isDefaultShareClass: true });
const B = product('fx-doc-b');
const HIDDEN = product('fx-doc-hidden', { general: { hidden: true } });
/** Offered to Swiss retail investors only (professional and institutional: everywhere). */
const CH_RETAIL = product('fx-doc-ch', {
  productShareClassRoot: 'fx-doc-ch',
  accessRestrictions: { retailCountries: ['CH'] },
});
const PRODUCTS = [A, B, HIDDEN, CH_RETAIL];

type Caller = 'guest' | 'investor' | 'manager' | 'employee' | 'admin';

const { admin, users } = useApiSuite<Exclude<Caller, 'guest'>>({
  products: PRODUCTS,
  roles: { [ROLE]: [A.productId, CH_RETAIL.productId] },
  callers: { investor: [], manager: [ROLE], employee: ['employee'], admin: ['admin'] },
  uidOf: (label) => `fx-doc-${label}`,
  // Investor-profile checks on for English, as a tenant with compliance gating has them.
  gateEnglish: { defaultProductDisclaimer: '' },
  // The investor's record holds a profile that every product here admits (professional, Germany).
  records: { investor: { investorProfile: 'professional', country: 'DE' } },
  userRecords: true,
});
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

const ascii = (text: string) => Uint8Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const pdf = (title: string) =>
  ascii(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n`);

async function upload(
  caller: Caller,
  productId: string,
  query: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<CallResult> {
  return postBytes(`/api/products/${productId}/documents?${new URLSearchParams(query).toString()}`, {
    token: users.token(caller),
    contentType: 'application/octet-stream',
    bytes,
  });
}

async function uploaded(
  productId: string,
  query: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const result = await upload('manager', productId, query, bytes);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return documentWriteResponseSchema.parse(result.body).id;
}

async function download(
  caller: Caller,
  productId: string,
  id: string,
  query = '',
): Promise<{ status: number; headers: Headers; bytes: Uint8Array; body: unknown }> {
  const token = users.token(caller);
  const res = await fetch(`${HOSTING}/api/products/${productId}/documents/${id}/file${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isJson = res.headers.get('content-type')?.startsWith('application/json') ?? false;
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: isJson ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : undefined,
  };
}

const as = (caller: Caller, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token: users.token(caller) });

const list = async (caller: Caller, productId: string, query = 'lang=en') => {
  const result = await as(caller, `/api/products/${productId}/documents?${query}`);
  return {
    result,
    names:
      result.status === 200
        ? documentListResponseSchema.parse(result.body).documents.map((d) => d.displayName)
        : [],
  };
};

const filesOf = (productId: string) => store.list(`documents/${productId}/`);

afterAll(async () => {
  for (const p of PRODUCTS) for (const file of await filesOf(p.productId)) await store.delete(file);
});

/** Every reader passes the investor-profile check of the English pages with this (the investor has a record). */
const PROFILE = 'lang=en&investor_profile=professional&country=CH';

describe('uploading a document', () => {
  it('is for the admins of the product only', async () => {
    const q = { display_name: 'Nope', lang: 'en', file_name: 'nope.pdf' };
    expectError(await upload('guest', A.productId, q, pdf('x')), 401, 'unauthenticated');
    expectError(await upload('investor', A.productId, q, pdf('x')), 403, 'forbidden');
    expectError(await upload('employee', A.productId, q, pdf('x')), 403, 'forbidden');
    // The manager's role administers A, not its sibling B.
    expectError(await upload('manager', B.productId, q, pdf('x')), 403, 'forbidden');
    expect(await filesOf(A.productId)).toEqual([]);
    expect(await filesOf(B.productId)).toEqual([]);
  });

  it('stores the file and the record, and serves it back byte for byte as an attachment', async () => {
    const bytes = pdf('Prospectus');
    const id = await uploaded(
      A.productId,
      { display_name: 'Prospectus', lang: 'en', file_name: 'Prospekt für Anleger.pdf' },
      bytes,
    );
    const record = (await refs(admin.db).productDocuments(A.productId).doc(id).get()).data();
    expect(record).toMatchObject({
      displayName: 'Prospectus',
      lang: 'en',
      shareClass: null,
      loginRequired: false,
      archived: false,
      file: {
        path: `documents/${A.productId}/${id}/Prospekt für Anleger.pdf`,
        contentType: 'application/pdf',
        size: bytes.length,
      },
    });
    const got = await download('guest', A.productId, id, `?${PROFILE}`);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(bytes);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Prospekt f_r Anleger.pdf"; filename*=UTF-8''Prospekt%20f%C3%BCr%20Anleger.pdf`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a display name already used in the language, and leaves no file behind', async () => {
    const before = await filesOf(A.productId);
    const result = await upload(
      'manager',
      A.productId,
      { display_name: ' prospectus ', lang: 'en', file_name: 'p.pdf' },
      pdf('dup'),
    );
    expectError(result, 400, 'bad-request');
    expect(result.body).toMatchObject({
      error: {
        messageKey: 'api.errors.documentInvalid',
        details: { issues: [{ field: 'displayName', problem: 'taken' }] },
      },
    });
    expect(await filesOf(A.productId)).toEqual(before);
    // The same title in another language is the German version.
    await uploaded(
      A.productId,
      { display_name: 'Prospectus', lang: 'de', file_name: 'prospekt.pdf' },
      pdf('de'),
    );
  });

  it.each([
    [{ display_name: 'Fr', lang: 'fr', file_name: 'f.pdf' }, [{ field: 'lang', problem: 'notOffered' }]],
    [
      { display_name: 'Other', lang: 'en', file_name: 'o.pdf', share_class: 'fx-doc-ch' },
      [{ field: 'shareClass', problem: 'notInFund' }],
    ],
  ])('refuses metadata the product cannot take: %j', async (query, issues) => {
    const result = await upload('manager', A.productId, query, pdf('x'));
    expectError(result, 400, 'bad-request');
    expect(result.body).toMatchObject({ error: { details: { issues } } });
  });

  it.each([
    [
      'an HTML page renamed .pdf',
      'page.pdf',
      ascii('<html><script>alert(1)</script></html>'),
      415,
      'documentFileContent',
    ],
    ['an HTML page', 'page.html', ascii('<html></html>'), 415, 'documentFileType'],
    ['an empty file', 'empty.pdf', new Uint8Array(0), 400, 'documentFileEmpty'],
  ])('refuses %s', async (_what, fileName, bytes, status, key) => {
    const before = await filesOf(A.productId);
    const result = await upload(
      'manager',
      A.productId,
      { display_name: `Bad ${fileName}`, lang: 'en', file_name: fileName },
      bytes,
    );
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ error: { messageKey: `api.errors.${key}` } });
    expect(await filesOf(A.productId)).toEqual(before);
  });

  it('refuses a file over 30 MB', async () => {
    const big = new Uint8Array(30 * 1024 * 1024 + 1);
    big.set(pdf('big'));
    const result = await upload(
      'manager',
      A.productId,
      { display_name: 'Big', lang: 'en', file_name: 'big.pdf' },
      big,
    );
    expect(result.status).toBe(413);
  });

  it('lets an admin upload to any product, hidden ones included', async () => {
    const result = await upload(
      'admin',
      HIDDEN.productId,
      { display_name: 'Internal memo', lang: 'en', file_name: 'memo.pdf' },
      pdf('memo'),
    );
    expect(result.status).toBe(201);
  });
});

describe('reading documents', () => {
  let loginId = '';
  let forBId = '';
  beforeAll(async () => {
    loginId = await uploaded(
      A.productId,
      { display_name: 'Annual report', lang: 'en', file_name: 'report.pdf', login_required: 'true' },
      pdf('report'),
    );
    // Stored under A for share class B: listed on B's page, not on A's.
    forBId = await uploaded(
      A.productId,
      { display_name: 'KID class B', lang: 'en', file_name: 'kid-b.pdf', share_class: B.productId },
      pdf('kid b'),
    );
  });

  it("lists a share class's documents in the reader's language", async () => {
    expect((await list('guest', A.productId, PROFILE)).names).toEqual(['Prospectus', 'Annual report']);
    expect((await list('guest', A.productId, PROFILE.replace('lang=en', 'lang=de'))).names).toEqual([
      'Prospectus',
    ]);
    expect((await list('guest', B.productId, PROFILE)).names).toEqual(['KID class B']);
    const listed = documentListResponseSchema.parse(
      (await list('guest', A.productId, PROFILE)).result.body,
    ).documents;
    // No store path reaches a reader.
    expect(JSON.stringify(listed)).not.toContain('documents/');
  });

  it('asks a guest to sign in for a login-required document, and serves it to a signed-in reader', async () => {
    const guest = await download('guest', A.productId, loginId, `?${PROFILE}`);
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({
      error: { code: 'unauthenticated', messageKey: 'api.errors.loginRequired' },
    });
    expect((await download('investor', A.productId, loginId, '?lang=en')).status).toBe(200);
    expect((await download('guest', A.productId, forBId, `?${PROFILE}`)).status).toBe(200);
  });

  it('hides the documents of a hidden product, but not from staff and admins', async () => {
    expectError((await list('guest', HIDDEN.productId, PROFILE)).result, 404, 'not-found');
    expectError((await list('investor', HIDDEN.productId)).result, 404, 'not-found');
    expect((await list('employee', HIDDEN.productId)).names).toEqual(['Internal memo']);
  });

  it("applies the investor profile: the visitor's from the query, the user's from their record", async () => {
    const chDoc = await uploaded(
      CH_RETAIL.productId,
      { display_name: 'Swiss KID', lang: 'en', file_name: 'kid.pdf' },
      pdf('ch'),
    );
    expect((await download('guest', CH_RETAIL.productId, chDoc, '?lang=en')).body).toMatchObject({
      error: { code: 'forbidden', messageKey: 'api.errors.investorProfileMissing' },
    });
    expect(
      (await download('guest', CH_RETAIL.productId, chDoc, '?lang=en&investor_profile=retail&country=DE'))
        .body,
    ).toMatchObject({
      error: { code: 'forbidden', messageKey: 'api.errors.investorProfile' },
    });
    expect(
      (await download('guest', CH_RETAIL.productId, chDoc, '?lang=en&investor_profile=retail&country=CH'))
        .status,
    ).toBe(200);
    // A signed-in user's record wins over what the query claims: professional in Germany is admitted.
    expect(
      (await download('investor', CH_RETAIL.productId, chDoc, '?lang=en&investor_profile=retail&country=DE'))
        .status,
    ).toBe(200);
    // The product's admins skip the check.
    expect((await download('manager', CH_RETAIL.productId, chDoc, '?lang=en')).status).toBe(200);
    expectError(
      (await list('guest', CH_RETAIL.productId, 'lang=en&investor_profile=retail&country=FR')).result,
      403,
      'forbidden',
    );
  });

  it('never serves a file outside the product folder, whatever the record says', async () => {
    await refs(admin.db)
      .productDocuments(A.productId)
      .doc('forged')
      .set({
        displayName: 'Forged',
        file: { path: `documents/${B.productId}/x/secret.pdf`, name: 'secret.pdf' },
        lang: 'en',
        shareClass: null,
        loginRequired: false,
        lastFactsheet: false,
        archived: false,
        order: 99,
        createdAt: new Date(),
      });
    expectError(await as('admin', `/api/products/${A.productId}/documents/forged/file`), 404, 'not-found');
    await refs(admin.db).productDocuments(A.productId).doc('forged').delete();
  });
});

describe('editing documents', () => {
  it('archives and unarchives: an archived document is gone for readers, not for its admins', async () => {
    const id = await uploaded(
      A.productId,
      { display_name: 'Old report', lang: 'en', file_name: 'old.pdf' },
      pdf('old'),
    );
    expect(
      (
        await as('manager', `/api/products/${A.productId}/documents/${id}`, {
          method: 'PATCH',
          body: { archived: true },
        })
      ).status,
    ).toBe(200);
    expect((await list('guest', A.productId, PROFILE)).names).not.toContain('Old report');
    expectError(
      await as('guest', `/api/products/${A.productId}/documents/${id}/file?${PROFILE}`),
      404,
      'not-found',
    );
    expect((await download('manager', A.productId, id)).status).toBe(200);
    await as('manager', `/api/products/${A.productId}/documents/${id}`, {
      method: 'PATCH',
      body: { archived: false },
    });
    expect((await list('guest', A.productId, PROFILE)).names).toContain('Old report');
  });

  it('renames, refusing a name taken in the language, and refuses fields that are not metadata', async () => {
    const [first] = (
      await refs(admin.db).productDocuments(A.productId).where('displayName', '==', 'Old report').get()
    ).docs;
    const path = `/api/products/${A.productId}/documents/${first?.id ?? ''}`;
    const taken = await as('manager', path, { method: 'PATCH', body: { displayName: 'Prospectus' } });
    expect(taken.body).toMatchObject({
      error: { details: { issues: [{ field: 'displayName', problem: 'taken' }] } },
    });
    expectError(
      await as('manager', path, { method: 'PATCH', body: { file: { path: 'operations/x' } } }),
      400,
      'bad-request',
    );
    expect(
      (await as('manager', path, { method: 'PATCH', body: { displayName: 'Report 2024' } })).status,
    ).toBe(200);
    expectError(await as('investor', path, { method: 'PATCH', body: { archived: true } }), 403, 'forbidden');
  });

  it('reorders, refusing a list that is not every document exactly once', async () => {
    const ids = (await refs(admin.db).productDocuments(A.productId).orderBy('order').get()).docs.map(
      (d) => d.id,
    );
    const path = `/api/products/${A.productId}/documents/order`;
    const stale = await as('manager', path, { method: 'PUT', body: { ids: ids.slice(1) } });
    expectError(stale, 400, 'bad-request');
    expect(stale.body).toMatchObject({
      error: { messageKey: 'api.errors.documentOrder', details: { missing: [ids[0]] } },
    });
    expectError(
      await as('manager', path, { method: 'PUT', body: { ids: [...ids, ids[0]] } }),
      400,
      'bad-request',
    );
    const reversed = [...ids].reverse();
    expect((await as('manager', path, { method: 'PUT', body: { ids: reversed } })).status).toBe(200);
    const after = (await refs(admin.db).productDocuments(A.productId).orderBy('order').get()).docs.map(
      (d) => d.id,
    );
    expect(after).toEqual(reversed);
  });

  it('deletes for good: the record and the file', async () => {
    const id = await uploaded(
      A.productId,
      { display_name: 'To delete', lang: 'en', file_name: 'gone.pdf' },
      pdf('gone'),
    );
    expect(await filesOf(A.productId)).toContain(`documents/${A.productId}/${id}/gone.pdf`);
    expectError(
      await as('investor', `/api/products/${A.productId}/documents/${id}`, { method: 'DELETE' }),
      403,
      'forbidden',
    );
    expect(
      (await as('manager', `/api/products/${A.productId}/documents/${id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await refs(admin.db).productDocuments(A.productId).doc(id).get()).exists).toBe(false);
    expect(await filesOf(A.productId)).not.toContain(`documents/${A.productId}/${id}/gone.pdf`);
    expectError(
      await as('manager', `/api/products/${A.productId}/documents/${id}`, { method: 'DELETE' }),
      404,
      'not-found',
    );
  });
});
