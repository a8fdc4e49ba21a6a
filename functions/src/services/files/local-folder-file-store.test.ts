import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore, findRepoRoot, projectIdFromEnv } from './create-file-store.js';
import { assertSafePath, InvalidFilePathError, type FileStore } from './file-store.js';
import { LocalFolderFileStore } from './local-folder-file-store.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));

describe('LocalFolderFileStore', () => {
  let root: string;
  let store: FileStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'file-store-'));
    store = new LocalFolderFileStore(join(root, 'demo-project'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, reads, overwrites and deletes a file', async () => {
    expect(await store.exists('operations/op1/upload.csv')).toBe(false);
    expect(await store.read('operations/op1/upload.csv')).toBeNull();

    await store.write('operations/op1/upload.csv', bytes('date,price\n'), { contentType: 'text/csv' });
    expect(await store.exists('operations/op1/upload.csv')).toBe(true);
    expect(text(await store.read('operations/op1/upload.csv'))).toBe('date,price\n');

    await store.write('operations/op1/upload.csv', bytes('v2'), { contentType: 'text/csv' });
    expect(text(await store.read('operations/op1/upload.csv'))).toBe('v2');

    await store.delete('operations/op1/upload.csv');
    expect(await store.exists('operations/op1/upload.csv')).toBe(false);
    await expect(store.delete('operations/op1/upload.csv')).resolves.toBeUndefined();
  });

  it('round-trips binary content exactly', async () => {
    const data = new Uint8Array(256).map((_, i) => i);
    await store.write('factsheets/a.pdf', data, { contentType: 'application/pdf' });
    expect(await store.read('factsheets/a.pdf')).toEqual(data);
  });

  it('lists by string prefix, recursively and sorted, without temporary files', async () => {
    for (const p of ['ops/b/2.csv', 'ops/a/1.csv', 'ops/a/sub/3.csv', 'opsx/4.csv', 'other/5.csv']) {
      await store.write(p, bytes(p), { contentType: 'text/plain' });
    }
    expect(await store.list('ops/')).toEqual(['ops/a/1.csv', 'ops/a/sub/3.csv', 'ops/b/2.csv']);
    expect(await store.list('ops')).toEqual(['ops/a/1.csv', 'ops/a/sub/3.csv', 'ops/b/2.csv', 'opsx/4.csv']);
    expect(await store.list('ops/a/s')).toEqual(['ops/a/sub/3.csv']);
    expect(await store.list('')).toHaveLength(5);
    expect(await store.list('missing/')).toEqual([]);
    // Writes leave no temporary file behind.
    expect(await readdir(join(root, 'demo-project', 'ops', 'a'))).toEqual(['1.csv', 'sub']);
  });

  it('lists nothing before the first write (root folder absent)', async () => {
    expect(await store.list('')).toEqual([]);
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'C:/x',
    'a\\b',
    'a//b',
    './a',
    'a/./b',
    '',
    'a\u0000b',
  ])('rejects the unsafe path %j', async (path) => {
    await expect(store.write(path, bytes('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      InvalidFilePathError,
    );
    await expect(store.read(path)).rejects.toBeInstanceOf(InvalidFilePathError);
    await expect(store.exists(path)).rejects.toBeInstanceOf(InvalidFilePathError);
    await expect(store.delete(path)).rejects.toBeInstanceOf(InvalidFilePathError);
  });

  it('rejects unsafe list prefixes', async () => {
    await expect(store.list('../')).rejects.toBeInstanceOf(InvalidFilePathError);
    await expect(store.list('/abs')).rejects.toBeInstanceOf(InvalidFilePathError);
  });
});

describe('assertSafePath', () => {
  it('accepts ordinary object names', () => {
    expect(() => {
      assertSafePath('operations/2024-01-01/prices.csv');
    }).not.toThrow();
    expect(() => {
      assertSafePath('.hidden/a');
    }).not.toThrow();
  });
});

describe('createFileStore', () => {
  it('uses <repo>/.local-files/<projectId>/ in the emulator', () => {
    const store = createFileStore({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-portal-demo' });
    expect(store).toBeInstanceOf(LocalFolderFileStore);
    expect(store instanceof LocalFolderFileStore && store.root).toBe(
      join(findRepoRoot(), '.local-files', 'demo-portal-demo'),
    );
  });

  it('reads the project id from FIREBASE_CONFIG and never lets it form a path', () => {
    expect(projectIdFromEnv({ FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-x' }) })).toBe('demo-x');
    expect(projectIdFromEnv({ GCLOUD_PROJECT: '../evil' })).toBe('local');
    expect(projectIdFromEnv({})).toBe('local');
  });
});
