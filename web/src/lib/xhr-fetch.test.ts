import { describe, expect, it } from 'vitest';
import { parseResponseHeaders, xhrFetch, type XhrLike } from './xhr-fetch';

/** Node has no ProgressEvent: the code reads only these three fields. */
const progressEvent = (init: { loaded?: number; total?: number; lengthComputable?: boolean } = {}) =>
  ({ loaded: 0, total: 0, lengthComputable: false, ...init }) as ProgressEvent;

/** An XMLHttpRequest double: records what was sent, answers when the test says so. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: [string, string][] = [];
  sent: unknown;
  aborted = false;
  responseType: XMLHttpRequestResponseType = '';
  response: unknown = null;
  status = 0;
  statusText = '';
  rawHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value]);
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body?: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent());
  }
  progress(loaded: number, total: number | null) {
    this.upload.onprogress?.(progressEvent({ loaded, total: total ?? 0, lengthComputable: total !== null }));
  }
  answer(status: number, body: Blob | null, rawHeaders = '') {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : '';
    this.response = body;
    this.rawHeaders = rawHeaders;
    this.onload?.(progressEvent());
  }
}

const start = (init: RequestInit = {}) => {
  const xhr = new FakeXhr();
  const progress: [number, number][] = [];
  const response = xhrFetch(
    '/api/products/p1/documents?x=1',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Authorization: 'Bearer t' },
      ...init,
    },
    (sent, total) => progress.push([sent, total]),
    () => xhr,
  );
  return { xhr, progress, response };
};

describe('xhrFetch', () => {
  it('sends method, URL, headers and body, reports upload progress and answers like fetch', async () => {
    const body = new Blob(['%PDF-']);
    const { xhr, progress, response } = start({ body });
    expect([xhr.method, xhr.url, xhr.sent, xhr.responseType]).toEqual([
      'POST',
      '/api/products/p1/documents?x=1',
      body,
      'blob',
    ]);
    expect(xhr.headers).toEqual([
      ['authorization', 'Bearer t'],
      ['content-type', 'application/octet-stream'],
    ]);
    xhr.progress(5, 10);
    xhr.progress(10, null);
    xhr.answer(201, new Blob(['{"id":"d1"}']), 'content-type: application/json\r\nx-note: a: b\r\n');
    const answered = await response;
    expect(progress).toEqual([
      [5, 10],
      [10, 0],
    ]);
    expect(answered.status).toBe(201);
    expect(answered.statusText).toBe('Created');
    expect(answered.headers.get('content-type')).toBe('application/json');
    expect(answered.headers.get('x-note')).toBe('a: b');
    expect(await answered.json()).toEqual({ id: 'd1' });
  });

  it('answers a 204 without a body', async () => {
    const { xhr, response } = start();
    xhr.answer(204, new Blob([]));
    expect((await response).status).toBe(204);
  });

  it('rejects with a TypeError when the network fails, as fetch does (the client then retries)', async () => {
    const { xhr, response } = start();
    xhr.onerror?.(progressEvent());
    await expect(response).rejects.toBeInstanceOf(TypeError);
  });

  it("aborts the request with the signal, rejecting with the signal's reason", async () => {
    const controller = new AbortController();
    const { xhr, response } = start({ signal: controller.signal });
    const reason = new DOMException('No response within 60000 ms', 'TimeoutError');
    controller.abort(reason);
    await expect(response).rejects.toBe(reason);
    expect(xhr.aborted).toBe(true);
  });

  it('does not start for a signal aborted already', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const { xhr, response } = start({ signal: controller.signal });
    await expect(response).rejects.toThrow('gone');
    expect(xhr.method).toBe('');
  });
});

describe('parseResponseHeaders', () => {
  it('reads name: value lines, keeping colons in values and skipping broken lines', () => {
    const headers = parseResponseHeaders(
      'a: 1\r\nContent-Disposition: attachment; filename="x:y.pdf"\r\nbroken\r\n\r\n',
    );
    expect([...headers.entries()]).toEqual([
      ['a', '1'],
      ['content-disposition', 'attachment; filename="x:y.pdf"'],
    ]);
  });
});
