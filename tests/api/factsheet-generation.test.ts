import {
  apiErrorSchema,
  paths,
  type FactsheetGenerationCheckResponse,
  type OperationRecord,
} from '@portal/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { FACTSHEET_FAULT_DOC } from '../../functions/src/services/factsheets/generation-faults.js';
import { productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';
import { HOSTING } from '../support/api-emulators.js';
import { mailTo, waitForMail } from '../support/caught-mail.js';

// Generate factsheets end to end on the emulators (docs/factsheets.md "Generation and downloads"): who may ask, the
// refusals before anything is queued, the tasks on the tasks emulator writing real PDF documents with the
// last-factsheet flag, the overwrite of a same-name document, a failing product failing alone (test fault switch),
// and the follower mail of the new last factsheet, once.

const RUN = Date.now().toString(36);
const ROLE = 'fxFsgManagers';
const product = productBuilder(
  { storeModule: 'fxFsg', availableLanguages: ['en', 'de', 'fr'], langsForDocuments: ['en', 'de'] },
  (productId) => `Fund ${productId}`,
);
const A = product(`fx-fsg-a-${RUN}`);
const B = product(`fx-fsg-b-${RUN}`);
const C = product(`fx-fsg-c-${RUN}`, { inceptionDate: '2024-06-15' });

type Caller = 'investor' | 'manager' | 'admin';
const { admin, users } = useApiSuite<Caller>({
  products: [A, B, C],
  roles: { [ROLE]: [A.productId] },
  callers: { investor: [], manager: [ROLE], admin: ['admin'] },
  uidOf: (label) => `fx-fsg-${label}-${RUN}`,
});
const token = (c: Caller | 'guest') => users.token(c);
const as = (caller: Caller | 'guest', path: string, body: unknown) =>
  call(path, { method: 'POST', body, token: token(caller) });

const request = (over: Record<string, unknown> = {}) => ({
  productIds: [A.productId],
  languages: ['en'],
  date: '2024-05-31',
  needLogin: false,
  isLastFactsheet: true,
  ...over,
});

type FactsheetOperation = Extract<OperationRecord, { kind: 'factsheetGeneration' }>;

/** Starts a generation as `caller` and waits until the operation has ended. */
async function generate(caller: Caller, body: unknown): Promise<FactsheetOperation> {
  const res = await as(caller, '/api/operations/generate-factsheets', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { operationId } = res.body as { operationId: string };
  const op = await vi.waitFor(
    async () => {
      const op = (await refs(admin.db).operation(operationId).get()).data();
      if (op?.status !== 'succeeded' && op?.status !== 'failed')
        throw new Error(`operation ${operationId} still ${op?.status ?? 'missing'}`);
      return op;
    },
    { timeout: 120_000, interval: 250 },
  );
  if (op.kind !== 'factsheetGeneration') throw new Error('not a factsheet generation');
  return op;
}

const documents = async (productId: string) =>
  (await refs(admin.db).productDocuments(productId).get()).docs.map((d) => ({ id: d.id, ...d.data() }));

afterAll(async () => {
  for (const p of [A, B, C])
    await admin.db.recursiveDelete(admin.db.collection(paths.followers(p.productId)));
  await admin.db.doc(FACTSHEET_FAULT_DOC).delete();
});

describe('who may generate factsheets', () => {
  it('is for admins only (OPERATION_ACCESS): refuses guests, investors and product admins; queues nothing', async () => {
    const before = (
      await admin.db.collection(paths.operations()).where('kind', '==', 'factsheetGeneration').get()
    ).size;
    expectError(await as('guest', '/api/operations/generate-factsheets', request()), 401, 'unauthenticated');
    expectError(await as('investor', '/api/operations/generate-factsheets', request()), 403, 'forbidden');
    // The manager administers A, and still may not run the operation.
    expectError(await as('manager', '/api/operations/generate-factsheets', request()), 403, 'forbidden');
    expectError(
      await as('manager', '/api/operations/generate-factsheets/check', request()),
      403,
      'forbidden',
    );
    const unknown = await as(
      'admin',
      '/api/operations/generate-factsheets',
      request({ productIds: [A.productId, 'no-such-product'] }),
    );
    expectError(unknown, 403, 'forbidden');
    expect(apiErrorSchema.parse(unknown.body).error.details).toEqual({ productIds: ['no-such-product'] });
    const after = (
      await admin.db.collection(paths.operations()).where('kind', '==', 'factsheetGeneration').get()
    ).size;
    expect(after).toBe(before);
  });

  it('refuses a malformed request', async () => {
    expectError(
      await as('admin', '/api/operations/generate-factsheets', request({ date: '31.05.2024' })),
      400,
      'bad-request',
    );
    expectError(
      await as('admin', '/api/operations/generate-factsheets', request({ languages: [] })),
      400,
      'bad-request',
    );
  });
});

describe('the check before generating', () => {
  it('names each refusal per product and language, and refuses the whole request', async () => {
    const body = request({ productIds: [A.productId, C.productId], languages: ['en', 'fr'] });
    const res = await as('admin', '/api/operations/generate-factsheets/check', body);
    expect(res.status).toBe(200);
    const { checks } = res.body as FactsheetGenerationCheckResponse;
    expect(checks.map((c) => [c.productId, c.lang, c.status])).toEqual([
      [A.productId, 'en', 'possible'],
      [A.productId, 'fr', 'languageUnavailable'],
      [C.productId, 'en', 'dateBeforeCreation'],
      [C.productId, 'fr', 'dateBeforeCreation'],
    ]);
    const refused = await as('admin', '/api/operations/generate-factsheets', body);
    expectError(refused, 400, 'bad-request');
    expect(apiErrorSchema.parse(refused.body).error.messageKey).toBe('api.errors.factsheetGenerationRefused');
    expect(await documents(A.productId)).toEqual([]);
  });
});

describe('generating', () => {
  it('stores a PDF document per product and language, moves the last-factsheet flag and mails followers once', async () => {
    const listed = `fsg-list-${RUN}@example.test`;
    const added = await call(`/api/products/${A.productId}/followers`, {
      method: 'POST',
      token: token('manager'),
      body: { lang: 'en', email: listed },
    });
    expect(added.status).toBe(201);

    const may = await generate('admin', request({ languages: ['en', 'de'] }));
    expect(may.status).toBe('succeeded');
    expect(may.progress).toEqual({ done: 2, total: 2 });
    expect(may.results.map((r) => [r.productId, r.lang, r.status])).toEqual([
      [A.productId, 'en', 'succeeded'],
      [A.productId, 'de', 'succeeded'],
    ]);
    const stored = await documents(A.productId);
    expect(stored.map((d) => [d.lang, d.displayName, d.file.name, d.lastFactsheet]).sort()).toEqual([
      ['de', `Factsheet Fund ${A.productId} 2024-05`, `Factsheet Fund ${A.productId} 2024-05.pdf`, true],
      ['en', `Factsheet Fund ${A.productId} 2024-05`, `Factsheet Fund ${A.productId} 2024-05.pdf`, true],
    ]);
    const en = stored.find((d) => d.lang === 'en');
    expect(may.results[0]?.documentId).toBe(en?.id);
    // Served by the documents API, as a PDF.
    const file = await fetch(`${HOSTING}/api/products/${A.productId}/documents/${en?.id ?? ''}/file`);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const [mail] = await waitForMail(listed);
    expect(mail?.subject).toContain(`Factsheet Fund ${A.productId} 2024-05`);
    expect(mail?.text).toContain(`${HOSTING}/products/${A.productId}/download-last-factsheet`);

    // The same month again: the check warns, the document keeps its id (no second mail), the file is new.
    const check = await as('admin', '/api/operations/generate-factsheets/check', request());
    expect((check.body as FactsheetGenerationCheckResponse).checks[0]?.warnings).toEqual(['overwrite']);
    const again = await generate('admin', request({ needLogin: true }));
    expect(again.status).toBe('succeeded');
    expect(again.results[0]).toMatchObject({ documentId: en?.id, warningKeys: ['overwrite'] });
    const afterAgain = await documents(A.productId);
    expect(afterAgain).toHaveLength(2);
    expect(afterAgain.find((d) => d.id === en?.id)?.loginRequired).toBe(true);

    // A new month: the flag moves to it in English, the May document stays as an archive entry.
    const june = await generate('admin', request({ date: '2024-06-30' }));
    expect(june.status).toBe('succeeded');
    const afterJune = await documents(A.productId);
    const flagged = afterJune.filter((d) => d.lang === 'en' && d.lastFactsheet).map((d) => d.displayName);
    expect(flagged).toEqual([`Factsheet Fund ${A.productId} 2024-06`]);
    expect(afterJune.find((d) => d.id === en?.id)).toMatchObject({ lastFactsheet: false, archived: false });
    expect(afterJune.find((d) => d.lang === 'de')?.lastFactsheet).toBe(true);
    // Mailed once per new factsheet: May (once for its two languages, not again for its overwrite), then June.
    const mails = await waitForMail(listed, 2);
    expect(mails.map((m) => m.subject.includes('2024-06'))).toEqual([false, true]);
    expect(mailTo(listed)).toHaveLength(2);
  }, 240_000);

  it('retries a passing failure, and a product that keeps failing fails alone with its reason', async () => {
    await admin.db.doc(FACTSHEET_FAULT_DOC).set({ productId: A.productId, times: 1 });
    const retried = await generate('admin', request({ date: '2024-07-31' }));
    expect(retried.status).toBe('succeeded');

    await admin.db.doc(FACTSHEET_FAULT_DOC).set({ productId: B.productId, times: 100 });
    const op = await generate(
      'admin',
      request({ productIds: [A.productId, B.productId], date: '2024-08-31' }),
    );
    expect(op.status).toBe('failed');
    expect(op.error).toEqual({ messageKey: 'errors.productsFailed', details: { products: B.productId } });
    expect(op.results.find((r) => r.productId === A.productId)?.status).toBe('succeeded');
    const failed = op.results.find((r) => r.productId === B.productId);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toEqual({
      messageKey: 'errors.generationFailed',
      details: { reason: `injected fault for ${B.productId}` },
    });
    expect((await documents(B.productId)).filter((d) => d.displayName.endsWith('2024-08'))).toEqual([]);
    await admin.db.doc(FACTSHEET_FAULT_DOC).delete();
  }, 240_000);
});

describe('download-last-factsheet', () => {
  const lastFactsheet = (productId: string, lang: string, caller: Caller | 'guest' = 'guest') =>
    fetch(`${HOSTING}/api/products/${productId}/last-factsheet/file?lang=${lang}`, {
      headers: caller === 'guest' ? {} : { Authorization: `Bearer ${token(caller)}` },
    });
  const fileName = (res: Response) =>
    /filename\*?=(?:UTF-8'')?"?([^";]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];

  it('serves the newest last factsheet in the reader language, else the default one, like a document', async () => {
    const stored = await documents(A.productId);
    const newest = (lang: string) =>
      stored
        .filter((d) => d.lang === lang && d.lastFactsheet && !d.archived)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const de = await lastFactsheet(A.productId, 'de');
    expect(de.status).toBe(200);
    expect(decodeURIComponent(fileName(de) ?? '')).toBe(newest('de')?.file.name);
    // No factsheet documents in French: the product's first document language (en).
    const fr = await lastFactsheet(A.productId, 'fr');
    expect(fr.status).toBe(200);
    expect(decodeURIComponent(fileName(fr) ?? '')).toBe(newest('en')?.file.name);
    expect(new TextDecoder().decode((await fr.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('asks a guest to sign in for a login-required factsheet and says when there is none yet', async () => {
    const op = await generate(
      'admin',
      request({ productIds: [C.productId], date: '2024-06-30', needLogin: true }),
    );
    expect(op.status).toBe('succeeded');
    expectError(
      await call(`/api/products/${C.productId}/last-factsheet/file?lang=en`),
      401,
      'unauthenticated',
    );
    expect((await lastFactsheet(C.productId, 'en', 'investor')).status).toBe(200);
    const none = await call(`/api/products/${B.productId}/last-factsheet/file?lang=en`);
    expectError(none, 404, 'not-found');
    expect(apiErrorSchema.parse(none.body).error.messageKey).toBe('api.errors.noFactsheetYet');
    expectError(await call(`/api/products/no-such-product-${RUN}/last-factsheet/file`), 404, 'not-found');
  }, 120_000);
});
