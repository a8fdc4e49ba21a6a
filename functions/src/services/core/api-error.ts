import { API_ERRORS, type ApiError, type ApiErrorCode } from '@portal/domain';

/**
 * An error the client is meant to see, thrown by services (a refused benchmark, a factsheet language the product
 * lacks, a contact form the mail server refused) and by the API's handlers alike: the API (services/api) answers it
 * as an `apiErrorSchema` body with the code's status and, unless given, its default message key (both from the
 * domain's `API_ERRORS`, the table the web client reads too).
 */
export class ApiHttpError extends Error {
  readonly messageKey: string;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: { messageKey?: string; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.messageKey = options.messageKey ?? API_ERRORS[code].messageKey;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  readonly details: unknown;
  readonly headers: Record<string, string>;

  get status(): number {
    return API_ERRORS[this.code].status;
  }

  toBody(): ApiError {
    return {
      error: {
        code: this.code,
        messageKey: this.messageKey,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
