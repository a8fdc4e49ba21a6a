import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import type { CollectionReference, DocumentData, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { FileStore } from '../../../functions/src/services/files/file-store.js';
import { decodeValue, encodeValue, type Json } from './firestore-codec.js';

/*
 * Backup and restore of one project's data (docs/faults-and-backups.md "Backups"): every Firestore document of every
 * collection and subcollection, recursively (documents that exist only as the parent of a subcollection included as
 * parents, not as documents), with types kept (firestore-codec.ts), and every file of the file store. A backup is a
 * folder:
 *
 *   manifest.json      format, when, which project, document counts per collection group, file list, checksums
 *   firestore.jsonl    one document a line: {"path": "products/p1/documents/d1", "data": {...}}
 *   files/<path>       the file store's files under their own paths
 */

export const BACKUP_FORMAT = 'portal-backup/1';
const DOCS_FILE = 'firestore.jsonl';
const FILES_DIR = 'files';
/** Firestore's limit of writes per batch. */
const BATCH_LIMIT = 500;
const READ_CHUNK = 300;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  projectId: z.string(),
  firestore: z.object({
    file: z.literal(DOCS_FILE),
    documents: z.number().int().nonnegative(),
    sha256: z.string(),
    /** Documents per collection group path, ids replaced by `*` (`products/*\/documents`). */
    collections: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(
      z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string() }),
    ),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export interface BackupTarget {
  db: Firestore;
  files: FileStore;
  projectId: string;
}

export class BackupError extends Error {}

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** `products/p1/documents/d1` -> `products/*\/documents`. */
const groupOf = (path: string): string =>
  path
    .split('/')
    .slice(0, -1)
    .map((segment, i) => (i % 2 === 1 ? '*' : segment))
    .join('/');

/** Every existing document under `collections`, depth first, with its raw (unconverted) data. */
async function* walk(
  db: Firestore,
  collections: CollectionReference[],
): AsyncGenerator<{ path: string; data: DocumentData }> {
  for (const collection of collections.sort((a, b) => a.id.localeCompare(b.id))) {
    // listDocuments also names documents that only exist as parents of subcollections.
    const refs = (await collection.listDocuments()).sort((a, b) => a.id.localeCompare(b.id));
    for (let i = 0; i < refs.length; i += READ_CHUNK) {
      const chunk = refs.slice(i, i + READ_CHUNK);
      const snaps = await db.getAll(...chunk);
      for (const snap of snaps) {
        const data = snap.data();
        if (data !== undefined) yield { path: snap.ref.path, data };
      }
      for (const ref of chunk) yield* walk(db, await ref.listCollections());
    }
  }
}

/** Documents per collection group of the whole database. */
export async function countDocuments(db: Firestore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const { path } of walk(db, await db.listCollections())) {
    const group = groupOf(path);
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return sortKeys(counts);
}

const sortKeys = (record: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** Writes the backup of `source` into `dir` (created; must be empty or missing) and returns its manifest. */
export async function exportBackup(
  source: BackupTarget,
  dir: string,
  now = new Date(),
): Promise<BackupManifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty: a backup goes to a new folder`);
  }
  await mkdir(join(dir, FILES_DIR), { recursive: true });

  const out = createWriteStream(join(dir, DOCS_FILE));
  const hash = createHash('sha256');
  const collections: Record<string, number> = {};
  let documents = 0;
  for await (const { path, data } of walk(source.db, await source.db.listCollections())) {
    const line = `${JSON.stringify({ path, data: encodeValue(data) })}\n`;
    hash.update(line);
    if (!out.write(line)) await once(out, 'drain');
    documents += 1;
    const group = groupOf(path);
    collections[group] = (collections[group] ?? 0) + 1;
  }
  out.end();
  await once(out, 'finish');

  const entries: BackupManifest['files']['entries'] = [];
  let bytes = 0;
  for (const path of await source.files.list('')) {
    const content = await source.files.read(path);
    if (content === null) continue; // deleted while listing
    const target = join(dir, FILES_DIR, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    entries.push({ path, size: content.byteLength, sha256: sha256(content) });
    bytes += content.byteLength;
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    projectId: source.projectId,
    firestore: { file: DOCS_FILE, documents, sha256: hash.digest('hex'), collections: sortKeys(collections) },
    files: { count: entries.length, bytes, entries },
  };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest and checks every checksum of the backup, before anything is wiped. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new BackupError(`${path} is missing: not a backup folder`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success)
    throw new BackupError(`${path} is not a ${BACKUP_FORMAT} manifest: ${parsed.error.message}`);
  const manifest = parsed.data;
  const docsHash = createHash('sha256');
  for await (const chunk of createReadStream(join(dir, DOCS_FILE))) docsHash.update(chunk as Buffer);
  if (docsHash.digest('hex') !== manifest.firestore.sha256) {
    throw new BackupError(
      `${DOCS_FILE}: checksum differs from the manifest (the file was changed or cut short)`,
    );
  }
  for (const entry of manifest.files.entries) {
    const content = await readFile(join(dir, FILES_DIR, entry.path)).catch(() => null);
    if (content === null) throw new BackupError(`file ${entry.path} is missing from the backup`);
    if (sha256(content) !== entry.sha256) throw new BackupError(`file ${entry.path}: checksum differs`);
  }
  return manifest;
}

/** Deletes every document (recursively) and every file of the target. */
export async function wipe(target: BackupTarget): Promise<void> {
  for (const collection of await target.db.listCollections()) await target.db.recursiveDelete(collection);
  for (const path of await target.files.list('')) await target.files.delete(path);
}

/**
 * Restores the backup in `dir` into `target`: checks the backup, wipes the target, writes the documents in batches of
 * at most 500 and the files, then counts again and compares with the manifest (a difference throws).
 */
export async function restoreBackup(target: BackupTarget, dir: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(dir);
  await wipe(target);

  let batch = target.db.batch();
  let pending = 0;
  const lines = createInterface({ input: createReadStream(join(dir, DOCS_FILE)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    const { path, data } = JSON.parse(line) as { path: string; data: Json };
    batch.set(target.db.doc(path), decodeValue(target.db, data) as DocumentData);
    if (++pending === BATCH_LIMIT) {
      await batch.commit();
      batch = target.db.batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();

  for (const entry of manifest.files.entries) {
    const content = await readFile(join(dir, FILES_DIR, entry.path));
    await target.files.write(entry.path, new Uint8Array(content), { contentType: contentTypeOf(entry.path) });
  }

  const counts = await countDocuments(target.db);
  const expected = JSON.stringify(manifest.firestore.collections);
  if (JSON.stringify(counts) !== expected) {
    throw new BackupError(
      `restored documents differ from the manifest: ${JSON.stringify(counts)} vs ${expected}`,
    );
  }
  const files = await target.files.list('');
  if (files.length !== manifest.files.count) {
    throw new BackupError(`restored ${files.length} files, the manifest lists ${manifest.files.count}`);
  }
  return manifest;
}

/** Cloud Storage keeps a content type per object; the local folder ignores it. */
function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    zip: 'application/zip',
    csv: 'text/csv',
    json: 'application/json',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    svg: 'image/svg+xml',
    webp: 'image/webp',
    gz: 'application/gzip',
  };
  return types[ext] ?? 'application/octet-stream';
}
