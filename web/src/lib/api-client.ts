import { apiErrorSchema, LIMITS, type ApiError } from '@portal/domain';
import type { z } from 'zod';
import { auth } from './firebase';

/** A failed API call; `body` is the parsed `{error: {code, messageKey}}` when the API sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly endpoint: string,
    readonly body: ApiError | null,
  ) {
    super(`${endpoint} failed with HTTP ${status}${body ? ` (${body.error.code})` : ''}`);
    this.name = 'ApiRequestError';
  }
}

export type QueryParams = Record<string, string | number | undefined>;

/**
 * GET `/api/...` (Hosting rewrites it to the `api` function), with the signed-in user's ID token and the response
 * validated by `schema`. Minimal on purpose: retries, 498 handling and error reporting come with the full client.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  query: QueryParams,
  schema: S,
  options: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const user = auth.currentUser;
  if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  const timeout = AbortSignal.timeout(LIMITS.apiTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiRequestError(response.status, path, body.success ? body.data : null);
  }
  return schema.parse(await response.json());
}
