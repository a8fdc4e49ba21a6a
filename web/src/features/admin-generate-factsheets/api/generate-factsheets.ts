import { API } from '@portal/domain';
import { type FactsheetGenerationCheckResponse, type FactsheetGenerationRequest } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/*
 * `POST /api/operations/generate-factsheets/check` and `POST /api/operations/generate-factsheets`
 * (packages/domain/src/factsheet/generation.ts; docs/factsheets.md "Generation and downloads"). The server checks
 * every product and language again before it queues anything.
 */

const checkEndpoint = defineEndpoint(API.factsheetGenerationCheck, {});

const startEndpoint = defineEndpoint(API.generateFactsheets, {});

/** Per product and language: possible or why not, and the overwrite warning. Writes nothing. */
export const checkFactsheetGeneration = (
  request: FactsheetGenerationRequest,
): Promise<FactsheetGenerationCheckResponse> => apiClient.request(checkEndpoint, request);

/** Queues the generation; resolves to its operation's id. */
export async function startFactsheetGeneration(request: FactsheetGenerationRequest): Promise<string> {
  const { operationId } = await apiClient.request(startEndpoint, request);
  return operationId;
}
