import { httpsCallable } from 'firebase/functions';
import { userDataExportSchema, userDataFileName, type UserDataExport } from '@portal/domain';
import { functions } from '../../../lib/firebase';
import { errorCode } from '../../../lib/firebase-errors';
import { logger } from '../../../lib/logger';
import { saveFile } from '../../../lib/save-file';

const exportMyDataCallable = httpsCallable(functions, 'exportMyData');

export type ExportOutcome =
  | { ok: true; data: UserDataExport }
  /** `tooSoon`: the once-per-interval limit; `minutes` until the next export. */
  | { ok: false; error: 'tooSoon'; minutes: number }
  | { ok: false; error: 'failed' };

function retryAfterSeconds(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('details' in error)) return 60;
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return 60;
  return typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : 60;
}

/**
 * The `exportMyData` function (docs/privacy.md): gathers the user's data server-side; saved as
 * `my-data-<date>.json`, pretty-printed so it reads in any text editor.
 */
export async function exportMyData(): Promise<ExportOutcome> {
  let data: UserDataExport;
  try {
    data = userDataExportSchema.parse((await exportMyDataCallable()).data);
  } catch (error) {
    if (errorCode(error) === 'functions/resource-exhausted')
      return { ok: false, error: 'tooSoon', minutes: Math.ceil(retryAfterSeconds(error) / 60) };
    logger.error('Exporting the user data failed', { error });
    return { ok: false, error: 'failed' };
  }
  saveFile({
    blob: new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
    fileName: userDataFileName(data.exportedAt),
  });
  return { ok: true, data };
}
