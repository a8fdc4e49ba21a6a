/**
 * Where functions keep files (uploaded CSVs, generated factsheets, exports). Only functions use it: clients never
 * talk to Cloud Storage (storage.rules deny them) but download through a function, which applies the access rules.
 * Paths are relative, '/'-separated object names such as `operations/<id>/upload.csv`.
 */
export interface FileStore {
  write(path: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The file's bytes, or null when it does not exist. */
  read(path: string): Promise<Uint8Array | null>;
  exists(path: string): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(path: string): Promise<void>;
  /** Every file whose path starts with `prefix` (recursively), sorted. */
  list(prefix: string): Promise<string[]>;
}

export class InvalidFilePathError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`invalid file path "${path}": ${reason}`);
    this.name = 'InvalidFilePathError';
  }
}

/**
 * Rejects paths that could escape the store's root or that Cloud Storage and the local folder would treat
 * differently (absolute, `..`/`.` or empty segments, backslashes, control characters).
 */
export function assertSafePath(path: string, { allowEmpty = false }: { allowEmpty?: boolean } = {}): void {
  if (path === '') {
    if (allowEmpty) return;
    throw new InvalidFilePathError(path, 'empty');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) throw new InvalidFilePathError(path, 'control characters');
  if (path.includes('\\')) throw new InvalidFilePathError(path, 'backslash');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) throw new InvalidFilePathError(path, 'absolute path');
  const segments = path.split('/');
  // A trailing '/' is fine for a list prefix ("operations/"), never for a file.
  const inner = allowEmpty && path.endsWith('/') ? segments.slice(0, -1) : segments;
  for (const s of inner) {
    if (s === '' || s === '.' || s === '..') throw new InvalidFilePathError(path, `"${s}" segment`);
  }
}
