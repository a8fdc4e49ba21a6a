import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloudStorageFileStore } from './cloud-storage-file-store.js';
import type { FileStore } from './file-store.js';
import { LocalFolderFileStore } from './local-folder-file-store.js';

/** The repo root is the nearest folder above this module holding firebase.json (works from src and from dist). */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'firebase.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no firebase.json above ${start}: cannot place .local-files`);
    dir = parent;
  }
}

export function projectIdFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const fromConfig = (): string | undefined => {
    if (!env.FIREBASE_CONFIG) return undefined;
    try {
      const parsed: unknown = JSON.parse(env.FIREBASE_CONFIG);
      if (typeof parsed === 'object' && parsed !== null && 'projectId' in parsed) {
        return typeof parsed.projectId === 'string' ? parsed.projectId : undefined;
      }
    } catch {
      // FIREBASE_CONFIG may also be a file path; the other variables cover the emulator.
    }
    return undefined;
  };
  const id = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? fromConfig() ?? 'local';
  // It becomes a folder name.
  return /^[a-z0-9-]+$/.test(id) ? id : 'local';
}

/**
 * The store for the current environment: a local folder whenever the functions run in the emulator (the Storage
 * emulator cannot run here), Cloud Storage otherwise.
 */
export function createFileStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  if (env.FUNCTIONS_EMULATOR === 'true') {
    return new LocalFolderFileStore(join(findRepoRoot(), '.local-files', projectIdFromEnv(env)));
  }
  return new CloudStorageFileStore();
}
