import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isoDateSchema } from '../tenant/common.js';

/**
 * Every error code of the `/api/**` API with its HTTP status and the i18n key (namespace `errors`) of the message
 * the web shows when the error names no more specific one. The one table: the API's statuses, the error body's
 * schema and the web client's reading of a status without a JSON body all come from it, so a new code is one line
 * here. Codes are stable (clients and tests match on them); a status read without a body is its first code's.
 */
export const API_ERRORS = {
  'bad-request': { status: 400, messageKey: 'api.errors.badRequest' },
  unauthenticated: { status: 401, messageKey: 'api.errors.unauthenticated' },
  forbidden: { status: 403, messageKey: 'api.errors.forbidden' },
  'not-found': { status: 404, messageKey: 'api.errors.notFound' },
  'method-not-allowed': { status: 405, messageKey: 'api.errors.methodNotAllowed' },
  // A request that contradicts what the server already recorded (the same message id with another message).
  conflict: { status: 409, messageKey: 'api.errors.conflict' },
  'payload-too-large': { status: 413, messageKey: 'api.errors.payloadTooLarge' },
  'unsupported-media-type': { status: 415, messageKey: 'api.errors.unsupportedMediaType' },
  'rate-limited': { status: 429, messageKey: 'api.errors.rateLimited' },
  // Seed 000 §4, §9: the token is invalidated, the client signs the user out.
  'token-revoked': { status: LIMITS.invalidTokenStatus, messageKey: 'api.errors.tokenRevoked' },
  internal: { status: 500, messageKey: 'api.errors.internal' },
  // A service the API depends on failed (the mail server): nothing is wrong with the request; try again later.
  unavailable: { status: 503, messageKey: 'api.errors.unavailable' },
} as const satisfies Record<string, { status: number; messageKey: `api.errors.${string}` }>;
export type ApiErrorCode = keyof typeof API_ERRORS;
const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/**
 * The code the API answers a status with, for a response without an error body (a proxy's page): any other 5xx is
 * read as `internal`; `undefined` for a status the API never sends.
 */
export function apiErrorCodeOfStatus(status: number): ApiErrorCode | undefined {
  return (
    API_ERROR_CODES.find((code) => API_ERRORS[code].status === status) ??
    (status >= 500 ? 'internal' : undefined)
  );
}

/** JSON error body of every `/api/**` failure: a stable code and an i18n key the web app translates. */
export const apiErrorSchema = /* @__PURE__ */ z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    messageKey: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Comma-separated list in a query parameter; empty items are kept as '' (seed 000 §7 `inception_dates`). */
export const csvListParam = /* @__PURE__ */ z
  .string()
  .transform((s) => (s === '' ? [] : s.split(',').map((x) => x.trim())));

/** A date parameter: strict `YYYY-MM-DD` and a real calendar day (`2026-02-30` is a 400), as the web's date fields. */
export const isoDateParam = isoDateSchema;
