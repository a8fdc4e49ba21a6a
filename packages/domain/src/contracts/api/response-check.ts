import { apiErrorSchema } from '../http.js';
import type { ApiEntry } from './entry.js';

/**
 * What is wrong with an answer of a call by its contract entry (empty: nothing): an error status carries an
 * `apiErrorSchema` body, a success the entry's status and response schema (or no body where the entry allows 204).
 * Files and revalidations (304) are not JSON: only their status is checked. The API suites run every answer through
 * this (tests/support/contract.ts), so a response the OpenAPI document does not describe fails the suite.
 */
export function responseIssues(entry: ApiEntry, status: number, body: unknown): string[] {
  if (status >= 400) {
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => `error body ${i.path.join('.')}: ${i.message}`);
  }
  if (status === 304)
    return entry.method === 'GET' && entry.cache !== 'none' ? [] : ['304 on an uncached call'];
  const response = entry.response;
  if (status === 204) {
    const allowed = response.kind === 'noContent' || (response.kind === 'json' && response.noData);
    return [
      ...(allowed ? [] : ['204 where the contract promises a body']),
      ...(body === undefined ? [] : ['204 with a body']),
    ];
  }
  switch (response.kind) {
    case 'noContent':
      return [`${status} where the contract promises 204`];
    case 'file':
      return status === 200 ? [] : [`${status} where the contract promises a file (200)`];
    case 'json': {
      if (status !== response.status) return [`${status} where the contract promises ${response.status}`];
      const parsed = response.schema.safeParse(body);
      return parsed.success
        ? []
        : parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
    }
  }
}
