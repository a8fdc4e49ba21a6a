/** HTTP helpers for the API suites: calls through Hosting (or the function URL) and error-body checks. */
import { API_ERRORS, apiErrorSchema } from '@portal/domain';
import { expect } from 'vitest';
import { emulatorProjectId, FUNCTIONS, FUNCTIONS_REGION, HOSTING } from './api-emulators.js';
import { expectContractAnswer } from './contract.js';

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The function's own URL (no Hosting in front, no `/api` prefix). */
export const functionUrl = (): string => `${FUNCTIONS}/${emulatorProjectId()}/${FUNCTIONS_REGION}/api`;

export async function call(
  path: string,
  options: { token?: string | undefined; method?: string; base?: string; body?: unknown } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${options.base ?? HOSTING}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  // Every answer is one the API contract (and so /api/openapi.json) describes.
  expectContractAnswer(options.method ?? 'GET', path, res.status, body);
  return { status: res.status, headers: res.headers, body };
}

/** Posts raw bytes (an upload) as the caller; the answer's JSON body, if any. */
export async function postBytes(
  path: string,
  options: { token: string | undefined; contentType: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<CallResult> {
  const res = await fetch(`${HOSTING}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.contentType,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.bytes,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

export function expectError(result: CallResult, status: number, code: string, context = ''): void {
  expect(result.status, context).toBe(status);
  const parsed = apiErrorSchema.parse(result.body);
  expect(parsed.error.code, context).toBe(code);
  expect(parsed.error.messageKey).toMatch(/^api\.errors\./);
}

/** The code an error body must carry, per HTTP status (the domain's table, read the other way). */
export const CODE_OF_STATUS: Record<number, string> = Object.fromEntries(
  Object.entries(API_ERRORS).map(([code, { status }]) => [status, code]),
);
