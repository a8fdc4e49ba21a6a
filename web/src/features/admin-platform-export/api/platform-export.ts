import { API } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/*
 * `POST /api/operations/exports` and `GET /api/operations/exports/{operationId}/file`
 * (packages/domain/src/contracts/operations.ts).
 */

const requestEndpoint = defineEndpoint(API.requestExport);

const fileEndpoint = defineEndpoint(API.exportFile);

/** Requests an export; resolves to the id of its operation (built by a background task). */
export async function requestPlatformExport(): Promise<string> {
  const { operationId } = await apiClient.request(requestEndpoint, {});
  return operationId;
}

/** Downloads a finished export's zip under the server's file name. */
export async function downloadPlatformExport(operationId: string): Promise<void> {
  saveFile(await apiClient.request(fileEndpoint, { operationId }));
}
