import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DocumentReference, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { BackupError, countDocuments, restoreBackup } from '../../scripts/lib/backup/backup.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';

// `npm run backup` on the seeded demo (docs/faults-and-backups.md "Backups"): export the demo project, restore it
// into a second project holding other data (which the restore wipes), export that again: the same documents with
// the same types, the same files. The second project has no functions, so the restore fires no triggers.

const execFileAsync = promisify(execFile);
const root = findRepoRoot();
const SOURCE = emulatorProjectId();
const TARGET = 'demo-backup-check';
const PROBE = 'backupProbe/types';
let source: AdminHandle;
let target: AdminHandle;
let dir: string;

const backup = (...args: string[]) =>
  execFileAsync('npx', ['tsx', 'scripts/backup.ts', ...args], { cwd: root, env: process.env });
const localStore = (projectId: string) => new LocalFolderFileStore(join(root, '.local-files', projectId));

beforeAll(async () => {
  source = adminFor(SOURCE);
  target = adminFor(TARGET);
  dir = await mkdtemp(join(tmpdir(), 'portal-backup-'));
  // Every value type a backup must keep, next to the seeded data (Firestore keeps microseconds, not nanoseconds).
  await source.db.doc(PROBE).set({
    at: new Timestamp(1_700_000_000, 123_456_000),
    place: new GeoPoint(46.2, 6.15),
    ref: source.db.doc('products/some-product'),
    bytes: Buffer.from([0, 1, 2, 255]),
    nested: { list: [1, 'two', null, { deep: true }], $type: 'not a tag', empty: {} },
    numbers: { int: 7, double: 0.1, negativeZero: -0, nan: Number.NaN, inf: Number.POSITIVE_INFINITY },
    vector: FieldValue.vector([0.5, 1.5]),
    nothing: null,
  });
  // The target holds data the restore must remove.
  await target.db.doc('stale/doc').set({ left: 'over' });
  await localStore(TARGET).write('stale/file.txt', new TextEncoder().encode('old'));
});

afterAll(async () => {
  await source.db.doc(PROBE).delete();
  await rm(dir, { recursive: true, force: true });
  await rm(join(root, '.local-files', TARGET), { recursive: true, force: true });
  for (const c of await target.db.listCollections()) await target.db.recursiveDelete(c);
  await source.close();
  await target.close();
});

describe('backup and restore', () => {
  it('restores every document with its types and every file, after wiping the target', async () => {
    const exported = join(dir, 'demo');
    await backup('export', exported, '--project', SOURCE);
    const manifest = JSON.parse(await readFile(join(exported, 'manifest.json'), 'utf8')) as {
      firestore: { documents: number; collections: Record<string, number> };
      files: { count: number };
    };
    expect(manifest.firestore.collections.products).toBeGreaterThan(0);
    expect(manifest.firestore.collections['priceSeries/*/chunks']).toBeGreaterThan(0);
    expect(manifest.firestore.collections['products/*/documents']).toBeGreaterThan(0);
    expect(manifest.files.count).toBeGreaterThan(0);

    await backup('restore', exported, '--project', TARGET);
    expect(await target.db.doc('stale/doc').get()).toHaveProperty('exists', false);
    expect(await localStore(TARGET).exists('stale/file.txt')).toBe(false);
    expect(await countDocuments(target.db)).toEqual(manifest.firestore.collections);

    // Exported again from the target: the same documents, line for line, and the same files.
    const again = join(dir, 'again');
    await backup('export', again, '--project', TARGET);
    expect(await readFile(join(again, 'firestore.jsonl'), 'utf8')).toBe(
      await readFile(join(exported, 'firestore.jsonl'), 'utf8'),
    );
    const filesOf = async (d: string) =>
      (JSON.parse(await readFile(join(d, 'manifest.json'), 'utf8')) as { files: unknown }).files;
    expect(await filesOf(again)).toEqual(await filesOf(exported));

    const probe = (await target.db.doc(PROBE).get()).data() ?? {};
    expect(probe.at).toBeInstanceOf(Timestamp);
    expect((probe.at as Timestamp).nanoseconds).toBe(123_456_000);
    expect(probe.place).toEqual(new GeoPoint(46.2, 6.15));
    expect(probe.ref).toBeInstanceOf(DocumentReference);
    expect((probe.ref as DocumentReference).path).toBe('products/some-product');
    expect([...(probe.bytes as Uint8Array)]).toEqual([0, 1, 2, 255]);
    expect(probe.nested).toEqual({ list: [1, 'two', null, { deep: true }], $type: 'not a tag', empty: {} });
    const numbers = probe.numbers as Record<string, number>;
    expect(Object.is(numbers.negativeZero, -0)).toBe(true);
    expect(numbers.nan).toBeNaN();
    expect(numbers).toMatchObject({ int: 7, double: 0.1, inf: Number.POSITIVE_INFINITY });
    expect((probe.vector as { toArray(): number[] }).toArray()).toEqual([0.5, 1.5]);
    expect(probe.nothing).toBeNull();
  });

  it('refuses a damaged backup before wiping anything', async () => {
    const damaged = join(dir, 'demo');
    const lines = join(damaged, 'firestore.jsonl');
    await writeFile(lines, (await readFile(lines, 'utf8')).slice(0, -200));
    const before = await countDocuments(target.db);
    await expect(
      restoreBackup({ db: target.db, files: localStore(TARGET), projectId: TARGET }, damaged),
    ).rejects.toThrow(BackupError);
    expect(await countDocuments(target.db)).toEqual(before);
  });
});
