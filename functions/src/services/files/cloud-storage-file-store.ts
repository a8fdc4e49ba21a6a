import { getStorage } from 'firebase-admin/storage';
import { assertSafePath, type FileStore } from './file-store.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Production store: the project's default Cloud Storage bucket. */
export class CloudStorageFileStore implements FileStore {
  constructor(private readonly bucket: Bucket = getStorage().bucket()) {}

  async write(path: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    assertSafePath(path);
    await this.bucket
      .file(path)
      .save(Buffer.from(bytes), { contentType: options.contentType, resumable: false });
  }

  async read(path: string): Promise<Uint8Array | null> {
    assertSafePath(path);
    const file = this.bucket.file(path);
    // One download instead of exists() + download(); a 404 means "no such file".
    try {
      const [contents] = await file.download();
      return new Uint8Array(contents);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    assertSafePath(path);
    const [exists] = await this.bucket.file(path).exists();
    return exists;
  }

  async delete(path: string): Promise<void> {
    assertSafePath(path);
    await this.bucket.file(path).delete({ ignoreNotFound: true });
  }

  async list(prefix: string): Promise<string[]> {
    assertSafePath(prefix, { allowEmpty: true });
    const [files] = await this.bucket.getFiles({ prefix });
    return files.map((f) => f.name).sort();
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}
