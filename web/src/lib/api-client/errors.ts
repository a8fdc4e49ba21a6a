import { API_ERRORS, apiErrorCodeOfStatus, apiErrorSchema, type ApiError } from '@portal/domain';
import enErrors from '../../locales/en/errors.json';

/* The errors of an API call: every failure (except the caller's own abort) rejects with an `ApiRequestError`. */

export type ApiRequestErrorCode =
  | ApiError['error']['code']
  /** An HTTP error status without a JSON error body the API would have sent (a proxy's page, say). */
  | 'http-error'
  /** No response: the network failed on every attempt. */
  | 'network'
  /** No response within `LIMITS.apiTimeoutMs`. */
  | 'timeout'
  /** A body that is not JSON or not what the endpoint's schema says, or a 204 where data was due. */
  | 'invalid-response'
  | 'unexpected';

/** Keys under `errors:api.errors` the web app has translations for. */
export type ApiErrorMessageKey = `api.errors.${keyof (typeof enErrors)['api']['errors']}`;

export interface ApiRequestErrorInit {
  /** HTTP status; 0 when no response came (network, timeout). */
  status: number;
  statusText: string;
  code: ApiRequestErrorCode;
  /** i18n key (namespace `errors`): the API's own, or the client's for failures without a response. */
  messageKey: string;
  message: string;
  /** The request path, e.g. `/api/products/p1/product-prices`. */
  endpoint: string;
  details?: unknown;
}

/** Every failure of an API call (except the caller's own abort) rejects with this. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: ApiRequestErrorCode;
  readonly messageKey: string;
  readonly endpoint: string;
  readonly details: unknown;

  constructor(init: ApiRequestErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.endpoint = init.endpoint;
    this.details = init.details;
  }

  /** Any thrown value as an `ApiRequestError` (code `unexpected` unless it already is one). */
  static from(error: unknown, endpoint = ''): ApiRequestError {
    if (error instanceof ApiRequestError) return error;
    return new ApiRequestError(
      {
        status: 0,
        statusText: '',
        code: 'unexpected',
        messageKey: 'api.errors.unexpected',
        message: error instanceof Error ? error.message : String(error),
        endpoint,
      },
      { cause: error },
    );
  }
}

const KEY_PREFIX = 'api.errors.';
const translatedKeys = new Set(Object.keys(enErrors.api.errors));

/** English is the reference language: the i18n test makes every other language carry the same keys. */
const isTranslatedKey = (key: string): key is ApiErrorMessageKey =>
  key.startsWith(KEY_PREFIX) && translatedKeys.has(key.slice(KEY_PREFIX.length));

/**
 * The translatable key for any error of an API call: `t(apiErrorMessageKey(error), { ns: 'errors' })`. Keys the
 * API may add later without a translation yet fall back to the generic message.
 */
export function apiErrorMessageKey(error: unknown): ApiErrorMessageKey {
  return error instanceof ApiRequestError && isTranslatedKey(error.messageKey)
    ? error.messageKey
    : 'api.errors.unexpected';
}

/** For a body without JSON: what the API itself answers with this status (the domain's `API_ERRORS`). */
function codeOfStatus(status: number): { code: ApiRequestErrorCode; messageKey: string } {
  const code = apiErrorCodeOfStatus(status);
  return code
    ? { code, messageKey: API_ERRORS[code].messageKey }
    : { code: 'http-error', messageKey: 'api.errors.unexpected' };
}

export function httpError(response: Response, text: string, endpoint: string): ApiRequestError {
  const base = { status: response.status, statusText: response.statusText, endpoint };
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): described by the status alone below.
  }
  const body = apiErrorSchema.safeParse(json);
  if (body.success) {
    const { code, messageKey, message, details } = body.data.error;
    return new ApiRequestError({ ...base, code, messageKey, message, details });
  }
  return new ApiRequestError({
    ...base,
    ...codeOfStatus(response.status),
    message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
  });
}
