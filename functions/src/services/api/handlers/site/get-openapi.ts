import { openApiDocument } from '@portal/domain';
import { tenantRuntime } from '../../../../tenant/tenant-runtime.js';
import type { Handler } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { noQuerySchema, parseQuery } from '../../parse.js';

/** The document is the same for every call of an instance: built from the contract table once. */
let document: Record<string, unknown> | undefined;

/** GET /openapi.json: the contract (packages/domain/src/contracts/api/), as OpenAPI 3.1 for a tenant's developers. */
export const getOpenApi: Handler = (c) => Promise.resolve(openApiReply(c.query));

/** The reply to a query: the document, or a 400 for a parameter it does not take. */
export function openApiReply(query: unknown): ApiReply {
  parseQuery(noQuerySchema, query);
  document ??= openApiDocument({ title: `${tenantRuntime().orgName} analytics API`, version: '1' });
  return ok(document);
}
