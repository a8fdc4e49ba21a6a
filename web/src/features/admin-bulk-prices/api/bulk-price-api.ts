import { API } from '@portal/domain';
import { Gzip } from 'fflate';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/** `POST /api/operations/bulk-price-update` (packages/domain/src/contracts/bulk-prices.ts): the gzipped CSV. */
const dryRunEndpoint = defineEndpoint(API.bulkPriceDryRun);

const confirmEndpoint = defineEndpoint(API.bulkPriceConfirm);

const SLICE = 1 << 20;

/**
 * Gzips the file in the browser, a slice at a time (a million rows is ~40 MB of text, beyond the 32 MB a Cloud
 * Functions request may carry; prices compress about 5:1), yielding between slices so the page stays responsive.
 */
export async function gzipFile(file: Blob, onProgress: (fraction: number) => void): Promise<Blob> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const gzip = new Gzip({ level: 6 }, (chunk) => {
    parts.push(new Uint8Array(chunk));
  });
  for (let at = 0; at < file.size || at === 0; at += SLICE) {
    const slice = new Uint8Array(await file.slice(at, at + SLICE).arrayBuffer());
    gzip.push(slice, at + SLICE >= file.size);
    onProgress(Math.min(1, (at + SLICE) / (file.size || 1)));
    if (file.size === 0) break;
  }
  return new Blob(parts, { type: 'application/gzip' });
}

/** Compresses and uploads the file for its dry run; resolves to the operation's id and whether the file is clean. */
export async function dryRunBulkPrices(
  file: File,
  onProgress: (phase: 'compressing' | 'uploading', fraction: number) => void,
) {
  const body = await gzipFile(file, (f) => {
    onProgress('compressing', f);
  });
  return apiClient.request(
    dryRunEndpoint,
    { file_name: file.name, body },
    {
      onUploadProgress: (sent, total) => {
        onProgress('uploading', Math.min(1, sent / (total || body.size || 1)));
      },
    },
  );
}

export function confirmBulkPrices(operationId: string) {
  return apiClient.request(confirmEndpoint, { operationId });
}
