/**
 * Every answer the API suites get, held to the API contract (packages/domain/src/contracts/api/), the table the
 * OpenAPI document at /api/openapi.json is built from: the call helpers (api-client.ts, in-process-api.ts) run each
 * answer through `expectContractAnswer`, so a response the document does not describe fails the suite that got it.
 */
import { apiEntryOfPath, responseIssues } from '@portal/domain';
import { expect } from 'vitest';

/** Checks one answer; a call the contract does not have (a probe of an unknown path) has nothing to hold to. */
export function expectContractAnswer(method: string, path: string, status: number, body: unknown): void {
  // HEAD is answered as GET, without a body; OPTIONS by the router itself.
  if (method === 'HEAD' || method === 'OPTIONS') return;
  const found = apiEntryOfPath(method, path);
  if (!found) return;
  const json = found.entry.response.kind === 'file' && status < 400 ? body : asJson(body);
  expect(responseIssues(found.entry, status, json), `${method} ${path} → ${status} (${found.name})`).toEqual(
    [],
  );
}

/** A body as sent: a cached result goes out as JSON text (send-reply.ts), read back here. */
function asJson(body: unknown): unknown {
  const text =
    typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : undefined;
  return text === undefined ? body : (JSON.parse(text) as unknown);
}
