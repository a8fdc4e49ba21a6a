import { API } from '@portal/domain';
import { type BulkComponentApplyResponse, type BulkComponentDryRunResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/*
 * `POST /api/operations/bulk-components/dry-run` and `POST /api/operations/bulk-components`
 * (packages/domain/src/contracts/operations.ts): the CSV as the raw body. The server runs the domain importer on
 * both; the page only shows what it answers.
 */

const dryRunEndpoint = defineEndpoint(API.bulkComponentsDryRun);

const applyEndpoint = defineEndpoint(API.bulkComponentsApply);

/** Every row error of the file, or the preview of its updates; writes nothing. */
export const dryRunBulkComponents = (file: File): Promise<BulkComponentDryRunResponse> =>
  apiClient.request(dryRunEndpoint, { file_name: file.name, body: file });

/** Re-validates and applies the file in one transaction; recorded as an operation either way. */
export const applyBulkComponents = (file: File): Promise<BulkComponentApplyResponse> =>
  apiClient.request(applyEndpoint, { file_name: file.name, body: file });
