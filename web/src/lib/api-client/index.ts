/*
 * The web's client of the `/api/**` HTTP API, by job: `request.ts` builds a request from an endpoint and its params,
 * `endpoints.ts` derives each endpoint from its API contract entry, `transport.ts` sends it (token, retries,
 * time-outs, 498 sign-out), `errors.ts` and `files.ts` read what comes back.
 */
export {
  definedEndpoints,
  defineEndpoint,
  type AnswerOf,
  type DownloadedFile,
  type Endpoint,
  type EndpointParams,
} from './endpoints';
export {
  ApiRequestError,
  apiErrorMessageKey,
  type ApiErrorMessageKey,
  type ApiRequestErrorCode,
} from './errors';
export { fileNameFromContentDisposition } from './files';
export {
  jsonBody,
  params,
  queryString,
  READER_PARAM_NAMES,
  withReaderParams,
  type PreparedRequest,
} from './request';
export {
  abortableSleep,
  backoffDelay,
  createApiClient,
  DEFAULT_RETRY,
  TOKEN_INVALIDATED_LOGIN_PATH,
  type ApiClient,
  type ApiClientDeps,
  type UploadFetch,
} from './transport';
