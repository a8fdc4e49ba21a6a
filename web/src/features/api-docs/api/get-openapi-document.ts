import { SITE_CALLS } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery, type ApiQueryResult } from '../../../lib/use-api-query';
import { readApiDocument, type ApiDocument } from '../model/api-document';

/** `GET /api/openapi.json`: the served contract, read into the page's operations. */
const openApiEndpoint = defineEndpoint(SITE_CALLS.openApi, { select: readApiDocument });

/** The download link of the raw document: the endpoint's URL, from the contract. */
export const OPENAPI_URL = openApiEndpoint.pattern;

export function useOpenApiDocument(): ApiQueryResult<ApiDocument> {
  return useApiQuery(openApiEndpoint, {});
}
