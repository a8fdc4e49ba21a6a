import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafePath, InvalidFilePathError, type FileStore } from './file-store.js';

const TEMP_MARK = '.~writing-';
const TEMP_FILE = /\.~writing-[0-9a-f-]{36}$/;

/**
 * Emulator store: a folder on disk (`<repo>/.local-files/<projectId>/`, git-ignored), because the Storage emulator
 * cannot run on these machines. Content types are not kept: nothing reads them back locally.
 */
export class LocalFolderFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of a file, checked to stay inside the root even after resolution. */
  private resolvePath(path: string, allowEmpty = false): string {
    assertSafePath(path, { allowEmpty });
    const full = resolve(this.root, path);
    if (full !== this.root && !full.startsWith(this.root + sep)) {
      throw new InvalidFilePathError(path, 'outside the store');
    }
    return full;
  }

  async write(path: string, bytes: Uint8Array): Promise<void> {
    const full = this.resolvePath(path);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename, so a concurrent reader never sees a half-written file (like an object store).
    const temp = `${full}${TEMP_MARK}${randomUUID()}`;
    await writeFile(temp, bytes);
    await rename(temp, full);
  }

  async read(path: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.resolvePath(path)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.resolvePath(path))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    await rm(this.resolvePath(path), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    this.resolvePath(prefix, true);
    // Object stores match prefixes by string, not by folder: list the prefix's folder and filter.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder === '' ? this.root : this.resolvePath(folder);
    const out: string[] = [];
    await walk(start, (file) => {
      const name = relative(this.root, file).split(sep).join('/');
      if (name.startsWith(prefix) && !TEMP_FILE.test(name)) out.push(name);
    });
    return out.sort();
  }
}

async function walk(dir: string, onFile: (path: string) => void): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, onFile);
    else if (entry.isFile()) onFile(full);
  }
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  );
}
