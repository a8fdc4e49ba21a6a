import { join } from 'node:path';
import {
  factsheetGenerationCheckResponseSchema,
  factsheetGenerationStartResponseSchema,
  paths,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { adminFor, emulatorProjectId, HOSTING, type AdminHandle } from '../support/api-emulators.js';
import { adminToken, killWorkers, waitFor } from './fault-support.js';

// A factsheet batch whose generation workers are killed while it runs: the killed tasks are retried, the per
// product+language markers skip what was stored, and every stored factsheet is a whole PDF with one document each.

let admin: AdminHandle;
let token: string;
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${HOSTING}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

/** The last day of the month before last: every seeded daily product has prices up to it. */
function factsheetDate(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)).toISOString().slice(0, 10);
}

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  token = await adminToken(admin, 'fault-fs-admin');
});

afterAll(() => admin.close());

describe('factsheet batch, generation workers killed mid-way', () => {
  it('resumes to an end; every factsheet is stored whole, once', async () => {
    // The seeded demo's products (other suites' fixtures come and go).
    const products = (await admin.db.collection(paths.products()).get()).docs
      .map((d) => d.id)
      .filter((id) => !id.startsWith('fault-'));
    const request = { languages: ['en'], date: factsheetDate(), needLogin: false, isLastFactsheet: false };
    const check = await post('/operations/generate-factsheets/check', { ...request, productIds: products });
    expect(check.status, JSON.stringify(check.body).slice(0, 300)).toBe(200);
    const possible = factsheetGenerationCheckResponseSchema
      .parse(check.body)
      .checks.filter((c) => c.status === 'possible')
      .map((c) => c.productId)
      .slice(0, 12);
    expect(possible.length).toBeGreaterThan(3);

    const started = await post('/operations/generate-factsheets', { ...request, productIds: possible });
    expect(started.status, JSON.stringify(started.body).slice(0, 300)).toBe(201);
    const { operationId } = factsheetGenerationStartResponseSchema.parse(started.body);
    const record = async () => {
      const op = (await refs(admin.db).operation(operationId).get()).data();
      if (op?.kind !== 'factsheetGeneration') throw new Error(`no factsheet generation ${operationId}`);
      return op;
    };

    await waitFor('the batch is under way', record, (op) => (op.progress?.done ?? 0) > 0);
    expect((await record()).progress?.done).toBeLessThan(possible.length);
    expect(killWorkers('generateFactsheets')).toBeGreaterThan(0);

    const op = await waitFor(
      'the batch ends after the kill',
      record,
      (r) => r.status === 'succeeded' || r.status === 'failed',
      180_000,
    );
    expect(op.status, JSON.stringify(op.error)).toBe('succeeded');
    expect(op.results.map((r) => r.status)).toEqual(possible.map(() => 'succeeded'));

    // One outcome per product and language: nothing generated or counted twice.
    const markers = await admin.db
      .collection(paths.factsheetGenerationMarkers())
      .where('operationId', '==', operationId)
      .get();
    expect(markers.size).toBe(possible.length);

    for (const result of op.results) {
      const docs = (await refs(admin.db).productDocuments(result.productId).where('lang', '==', 'en').get())
        .docs;
      const doc = docs.find((d) => d.id === result.documentId)?.data();
      expect(doc, `${result.productId}: document ${result.documentId}`).toBeDefined();
      if (!doc?.file) throw new Error(`${result.productId}: the document has no file`);
      // One document of that name (a retried task replaced the file of the same document, never added one).
      expect(docs.filter((d) => d.data().displayName === doc.displayName)).toHaveLength(1);
      const bytes = await store.read(doc.file.path);
      expect(bytes?.byteLength, doc.file.path).toBe(doc.file.size);
      const text = Buffer.from(bytes ?? new Uint8Array()).toString('latin1');
      expect(text.startsWith('%PDF-'), doc.file.path).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF'), doc.file.path).toBe(true);
    }
  });
});
