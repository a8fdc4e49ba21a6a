/*
 * `fetch` over XMLHttpRequest, for uploads whose progress the page shows: fetch cannot report how much of a request
 * body has been sent. The API client uses it only for requests that ask for upload progress (`onUploadProgress`);
 * retries, tokens and time-outs stay the client's. Loaded with the first upload, not at start-up (./api.ts).
 */

/** The part of `XMLHttpRequest` used here (a test double provides the same). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body?: XMLHttpRequestBodyInit | null): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly response: unknown;
  readonly status: number;
  readonly statusText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

/** Statuses whose Response must have no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** `name: value` lines of `getAllResponseHeaders()` as `Headers` (values may contain colons). */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name fetch would refuse: not one the client reads.
    }
  }
  return headers;
}

/**
 * Sends `init` like `fetch(url, init)` and resolves with the same kind of `Response`; `onUploadProgress` gets the
 * bytes sent and the total (0 when the browser cannot tell) as the body goes out. Rejects with a `TypeError` when
 * the network fails (as fetch does) and with the signal's reason when `init.signal` aborts.
 */
export function xhrFetch(
  url: string,
  init: RequestInit,
  onUploadProgress: (sent: number, total: number) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const xhr = createXhr();
    const onAbort = () => {
      xhr.abort();
    };
    const settle = () => {
      signal?.removeEventListener('abort', onAbort);
    };
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    };
    xhr.onload = () => {
      settle();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(`Network request to ${url} failed`));
    };
    xhr.onabort = () => {
      settle();
      reject(
        (signal?.reason as Error | undefined) ?? new DOMException('The upload was aborted', 'AbortError'),
      );
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
