import type { DownloadedFile } from './api-client';

/** What saving needs of the browser (a test passes its own). */
export interface SaveFileEnv {
  document: Pick<Document, 'createElement' | 'body'>;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browserEnv = (): SaveFileEnv => ({
  document,
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => {
    URL.revokeObjectURL(url);
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

/** How long the object URL outlives the click: revoking it at once cancels the download in some browsers. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a file fetched through the API (with the token and the checks a plain link could not carry) as a download:
 * an object URL on a temporary `<a download>` link, clicked once. The browser's download bar then shows it as for
 * any other download, under the server's file name.
 */
export function saveFile(file: DownloadedFile, env: SaveFileEnv = browserEnv()): void {
  const url = env.createObjectURL(file.blob);
  const link = env.document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  env.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    env.setTimeout(() => {
      env.revokeObjectURL(url);
    }, REVOKE_AFTER_MS);
  }
}
