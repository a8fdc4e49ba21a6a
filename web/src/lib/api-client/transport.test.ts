import { API, LIMITS } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger, type LogEntry } from '../logger';
import { defineEndpoint } from './endpoints';
import { ApiRequestError } from './errors';
import { params, withReaderParams } from './request';
import {
  abortableSleep,
  backoffDelay,
  createApiClient,
  DEFAULT_RETRY,
  TOKEN_INVALIDATED_LOGIN_PATH,
  type ApiClientDeps,
} from './transport';
import { itemEndpoint, testEntry } from './test-endpoints';

// Unit tests of the client's request rules (seed 000 §7 "Request behaviour") against a fake `fetch`.

const holdingsSchema = z.object({ rows: z.array(z.string()) });
const holdingsEndpoint = defineEndpoint(
  {
    ...testEntry('GET', 'products/:id/holdings', holdingsSchema),
    response: { kind: 'json', schema: holdingsSchema, status: 200, noData: true },
  } as const,
  { params: params<{ latest_date?: string; lang?: string }>() },
);

const json = (status: number, body: unknown, statusText = ''): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const ok = (body: unknown = { id: 'a', value: 1 }) => json(200, body, 'OK');
const apiError = (status: number, code: string, statusText = '') =>
  json(status, { error: { code, messageKey: `api.errors.${code}`, message: `${code} message` } }, statusText);
const networkError = () => new TypeError('Failed to fetch');

interface Call {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

function setup(overrides: Partial<ApiClientDeps> = {}, signedIn = true) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit): Promise<Response> => {
    calls.push({
      url,
      method: init.method,
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    });
    return Promise.reject(new Error('no response queued'));
  });
  const user = {
    getIdToken: vi.fn((force?: boolean) => Promise.resolve(force ? 'fresh-token' : 'cached-token')),
  };
  const logged: LogEntry[] = [];
  const sleep = vi.fn((_ms: number, signal?: AbortSignal) => abortableSleep(0, signal));
  const deps = {
    currentUser: () => (signedIn ? user : null),
    signOut: vi.fn(() => Promise.resolve()),
    navigate: vi.fn<(path: string) => void>(),
    currentPath: () => '/products/p1/overview',
    localePath: (path: string) => path,
    fetch: fetchMock,
    logger: createLogger(new Set([(entry: LogEntry) => logged.push(entry)])),
    sleep,
    ...overrides,
  };
  const client = createApiClient(deps);
  /** Queues the answers of the next fetches: a Response, or an Error for fetch to reject with. */
  const respond = (...answers: (Response | Error | (() => Promise<Response>))[]) => {
    for (const answer of answers) {
      fetchMock.mockImplementationOnce((url, init) => {
        calls.push({
          url,
          method: init.method,
          headers: new Headers(init.headers),
          body: init.body,
          signal: init.signal,
        });
        if (answer instanceof Error) return Promise.reject(answer);
        if (typeof answer === 'function') return answer();
        return Promise.resolve(answer);
      });
    }
  };
  return { client, deps, user, calls, logged, respond, sleep };
}

describe('authorization header', () => {
  it('adds the signed-in user’s ID token as a Bearer token', async () => {
    const { client, calls, respond, user } = setup();
    respond(ok());
    await expect(client.request(itemEndpoint, { id: 'a', mode: 'live' })).resolves.toEqual({
      id: 'a',
      value: 1,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/items/a?mode=live');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer cached-token');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(user.getIdToken).toHaveBeenCalledWith(false);
  });

  it('sends no Authorization header for a guest', async () => {
    const { client, calls, respond } = setup({}, false);
    respond(ok());
    await client.request(itemEndpoint, { id: 'a' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, calls, respond, user } = setup();
    respond(ok());
    await client.request(itemEndpoint, { id: 'a' }, { headers: { Authorization: 'Bearer custom' } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer custom');
    expect(user.getIdToken).not.toHaveBeenCalled();
  });
});

describe.each([401, 403])('HTTP %i', (status) => {
  const code = status === 401 ? 'unauthenticated' : 'forbidden';

  it('is retried once with a freshly fetched token, then succeeds', async () => {
    const { client, calls, respond, user, logged } = setup();
    respond(apiError(status, code), ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).resolves.toEqual({ id: 'a', value: 1 });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer cached-token',
      'Bearer fresh-token',
    ]);
    expect(user.getIdToken.mock.calls).toEqual([[false], [true]]);
    expect(logged).toEqual([]);
  });

  it('fails after the one retry, with the API’s error', async () => {
    const { client, calls, respond, logged } = setup();
    respond(apiError(status, code), apiError(status, code, 'Nope'));
    const error = await client.request(itemEndpoint, { id: 'a' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status,
      statusText: 'Nope',
      code,
      messageKey: `api.errors.${code}`,
      message: `${code} message`,
      endpoint: '/api/items/a',
    });
    expect(logged).toHaveLength(1);
  });

  it('is not retried for a guest (no token to refresh)', async () => {
    const { client, calls, respond } = setup({}, false);
    respond(apiError(status, code), ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({ status, code });
    expect(calls).toHaveLength(1);
  });
});

describe('HTTP 498 (token invalidated)', () => {
  it('signs the user out and navigates to login once, flagged, even for a burst of requests', async () => {
    const { client, deps, respond, logged } = setup();
    respond(apiError(498, 'token-revoked'), apiError(498, 'token-revoked'));
    const results = await Promise.allSettled([
      client.request(itemEndpoint, { id: 'a' }),
      client.request(itemEndpoint, { id: 'b' }),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ status: 498, code: 'token-revoked' });
    }
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/auth/login?tokenInvalidated=true');
    expect(TOKEN_INVALIDATED_LOGIN_PATH).toBe('/auth/login?tokenInvalidated=true');
    expect(logged).toHaveLength(2);
  });

  it('is not retried with a fresh token', async () => {
    const { client, calls, respond } = setup();
    respond(apiError(498, 'token-revoked'), ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({ status: 498 });
    expect(calls).toHaveLength(1);
  });

  it('keeps the /:lang prefix of langInUrl tenants', async () => {
    const { client, deps, respond } = setup({ localePath: (path) => `/de${path}` });
    respond(json(498, {}));
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({ code: 'token-revoked' });
    expect(deps.navigate).toHaveBeenCalledWith('/de/auth/login?tokenInvalidated=true');
  });

  it('signs out but does not navigate when the login page already shows', async () => {
    const { client, deps, respond } = setup({ currentPath: () => '/auth/login' });
    respond(apiError(498, 'token-revoked'));
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('network errors', () => {
  it(`are retried up to ${LIMITS.networkRetries} times with backoff, then fail`, async () => {
    const { client, calls, respond, sleep, logged } = setup();
    respond(...Array.from({ length: 20 }, networkError));
    const error = await client.request(itemEndpoint, { id: 'a' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1 + LIMITS.networkRetries);
    expect(sleep).toHaveBeenCalledTimes(LIMITS.networkRetries);
    expect(error).toMatchObject({ status: 0, code: 'network', messageKey: 'api.errors.network' });
    expect(logged).toHaveLength(1);
  });

  it('succeed when a retry gets through', async () => {
    const { client, calls, respond } = setup();
    respond(networkError(), networkError(), networkError(), ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).resolves.toEqual({ id: 'a', value: 1 });
    expect(calls).toHaveLength(4);
  });

  it('wait exponentially longer (250 ms doubling, capped at 5 s) with jitter', async () => {
    const { client, respond, sleep } = setup({ random: () => 1 });
    respond(...Array.from({ length: 13 }, networkError));
    await client.request(itemEndpoint, { id: 'a' }).catch(() => undefined);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([
      250, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000,
    ]);
    expect(backoffDelay(1, DEFAULT_RETRY, () => 0)).toBe(125);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0.5)).toBe(750);
    expect(backoffDelay(12, DEFAULT_RETRY, () => 0)).toBe(2500);
  });

  it('stop retrying as soon as the caller aborts, rejecting with the abort reason, unlogged', async () => {
    vi.useFakeTimers();
    try {
      const { client, calls, respond, logged } = setup({ sleep: abortableSleep });
      respond(...Array.from({ length: 13 }, networkError));
      const controller = new AbortController();
      const result = client
        .request(itemEndpoint, { id: 'a' }, { signal: controller.signal })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1_000);
      const attempts = calls.length;
      expect(attempts).toBeGreaterThan(1);
      controller.abort();
      const error = await result;
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(attempts);
      expect(logged).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('include an ID token refresh that could not reach the network', async () => {
    const { client, calls, respond, user } = setup();
    user.getIdToken.mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
    );
    respond(ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).resolves.toEqual({ id: 'a', value: 1 });
    expect(calls).toHaveLength(1);
  });

  it('exclude other ID token failures, which fail at once as unauthenticated', async () => {
    const { client, calls, user } = setup();
    user.getIdToken.mockRejectedValueOnce(
      Object.assign(new Error('gone'), { code: 'auth/user-token-expired' }),
    );
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 0,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('timeout', () => {
  it(`defaults to ${LIMITS.apiTimeoutMs} ms per attempt`, async () => {
    const { client, calls, respond } = setup();
    respond(ok());
    await client.request(itemEndpoint, { id: 'a' });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(LIMITS.apiTimeoutMs).toBe(60_000);
  });

  it('fails an attempt without an answer in time, without retrying it', async () => {
    const hang = () =>
      new Promise<Response>((_, reject) => {
        const signal = calls.at(-1)?.signal;
        signal?.addEventListener('abort', () => {
          reject(signal.reason as Error);
        });
      });
    const { client, calls, respond, logged } = setup({ timeoutMs: 20 });
    respond(hang, hang);
    const error = await client.request(itemEndpoint, { id: 'a' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', status: 0, messageKey: 'api.errors.timeout' });
    expect(calls).toHaveLength(1);
    expect(logged[0]?.message).toBe('API GET /api/items/a failed: timeout');
  });

  it('combines the caller’s signal with the timeout', async () => {
    const { client, calls, respond, logged } = setup();
    const controller = new AbortController();
    respond(
      () =>
        new Promise<Response>((_, reject) => {
          const signal = calls.at(-1)?.signal;
          signal?.addEventListener('abort', () => {
            reject(signal.reason as Error);
          });
          controller.abort();
        }),
    );
    const error = await client
      .request(itemEndpoint, { id: 'a' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect(calls).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('responses', () => {
  it('204 means no data (null) on endpoints flagged so', async () => {
    const { client, respond, calls } = setup();
    respond(new Response(null, { status: 204 }));
    const data = await client.request(holdingsEndpoint, { id: 'p1', lang: 'en', latest_date: undefined });
    expect(data).toBeNull();
    expect(calls[0]?.url).toBe('/api/products/p1/holdings?lang=en');
  });

  it('204 where data was due is an invalid response', async () => {
    const { client, respond } = setup();
    respond(new Response(null, { status: 204 }));
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({
      code: 'invalid-response',
      status: 204,
    });
  });

  it('validates JSON with the endpoint’s schema from the domain contracts', async () => {
    const endpoint = defineEndpoint(API.keyNumbers, { params: params<{ product_ids: readonly string[] }>() });
    const { client, respond, logged } = setup();
    respond(ok({ items: [{ productId: 'p1' }] }));
    const error = await client.request(endpoint, { product_ids: ['p1'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 200,
      code: 'invalid-response',
      messageKey: 'api.errors.invalidResponse',
      endpoint: '/api/products/key-numbers',
    });
    expect((error as ApiRequestError).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['items', 0, 'currency'] })]),
    );
    expect((error as ApiRequestError).cause).toBeInstanceOf(z.ZodError);
    expect(logged).toHaveLength(1);
  });

  it('rejects a body that is not JSON', async () => {
    const { client, respond } = setup();
    respond(new Response('<html>', { status: 200 }));
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('describes an error without the API’s JSON body by its status', async () => {
    const { client, respond } = setup();
    respond(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      code: 'internal',
      messageKey: 'api.errors.internal',
      message: 'HTTP 502 Bad Gateway',
    });
  });

  it('does not retry HTTP errors', async () => {
    const { client, respond, calls } = setup();
    respond(apiError(500, 'internal'), ok());
    await expect(client.request(itemEndpoint, { id: 'a' })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });
});

describe('failure logging', () => {
  it('logs status, status text and endpoint', async () => {
    const { client, respond, logged } = setup();
    respond(apiError(404, 'not-found', 'Not Found'));
    await client.request(itemEndpoint, { id: 'a', mode: 'live' }).catch(() => undefined);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'API GET /api/items/a failed: 404 Not Found',
        context: {
          status: 404,
          statusText: 'Not Found',
          endpoint: '/api/items/a',
          code: 'not-found',
          messageKey: 'api.errors.not-found',
          message: 'not-found message',
        },
      },
    ]);
  });

  it('cuts messages and texts at 100 characters', async () => {
    const { client, respond, logged } = setup();
    const id = 'x'.repeat(150);
    respond(
      json(500, { error: { code: 'internal', messageKey: 'api.errors.internal', message: 'm'.repeat(300) } }),
    );
    await client.request(itemEndpoint, { id }).catch(() => undefined);
    const entry = logged[0];
    expect(entry?.message).toBe(`API GET /api/items/${id}`.slice(0, 100));
    expect(entry?.message).toHaveLength(100);
    expect(entry?.context.endpoint).toHaveLength(100);
    expect(entry?.context.message).toBe('m'.repeat(100));
    expect(entry?.context.status).toBe(500);
  });

  it('tells the analytics hook of each final failure, with status, text and endpoint (seed 000 §7)', async () => {
    const onFailure = vi.fn();
    const { client, respond } = setup({ onFailure });
    respond(apiError(503, 'unavailable', 'Service Unavailable'));
    await client.request(itemEndpoint, { id: 'a', mode: 'live' }).catch(() => undefined);
    expect(onFailure).toHaveBeenCalledWith({
      status: 503,
      text: 'Service Unavailable',
      endpoint: client.prepare(itemEndpoint, { id: 'a' }).url,
    });
    // A call that never got an answer: status 0, the error's code as its text, once after all retries.
    onFailure.mockClear();
    respond(...Array.from({ length: LIMITS.networkRetries + 1 }, networkError));
    await client.request(itemEndpoint, { id: 'b' }).catch(() => undefined);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith({
      status: 0,
      text: 'network',
      endpoint: client.prepare(itemEndpoint, { id: 'b' }).url,
    });
  });

  it('does not tell the analytics hook of a call the caller aborted', async () => {
    const onFailure = vi.fn();
    const { client, respond } = setup({ onFailure });
    const controller = new AbortController();
    respond(() => {
      controller.abort(new Error('gone'));
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await client.request(itemEndpoint, { id: 'a' }, { signal: controller.signal }).catch(() => undefined);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Writes, uploads and file downloads (the documents API)
// ---------------------------------------------------------------------------------------------------------------

const patchEndpoint = defineEndpoint(API.updateDocument, {
  params: params<{ displayName?: string; shareClass?: string | null; archived?: boolean }>(),
});
const deleteEndpoint = defineEndpoint(API.deleteDocument);
const uploadEndpoint = defineEndpoint(API.uploadDocument, {
  params: params<{ display_name: string; login_required: boolean; file_name: string }>(),
});
const fileEndpoint = defineEndpoint(API.documentFile, { params: params<{ lang?: string }>() });

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const fileAnswer = (disposition: string | null, body: BodyInit = pdfBytes) =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      ...(disposition === null ? {} : { 'Content-Disposition': disposition }),
    },
  });

describe('write endpoints', () => {
  it('sends PATCH and PUT params as a JSON body, keeping null and leaving out undefined', () => {
    const request = patchEndpoint.prepare({
      id: 'p1',
      docId: 'd 1',
      shareClass: null,
      displayName: undefined,
    });
    expect(request).toMatchObject({ method: 'PATCH', url: '/api/products/p1/documents/d%201' });
    expect(JSON.parse(typeof request.body === 'string' ? request.body : '')).toEqual({ shareClass: null });
    const put = defineEndpoint(API.reorderDocuments, {
      params: params<{ ids: readonly string[] }>(),
    }).prepare({ id: 'p1', ids: ['b', 'a'] });
    expect(put).toMatchObject({
      method: 'PUT',
      url: '/api/products/p1/documents/order',
      body: '{"ids":["b","a"]}',
    });
  });

  it('sends a DELETE without a body and resolves its 204 to null', async () => {
    const { client, calls, respond } = setup();
    respond(new Response(null, { status: 204 }));
    await expect(client.request(deleteEndpoint, { id: 'p1', docId: 'd1' })).resolves.toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/products/p1/documents/d1',
      body: undefined,
    });
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends the JSON body with its content type and the token, and retries it once on 403 with a fresh token', async () => {
    const { client, calls, respond } = setup();
    respond(apiError(403, 'forbidden'), ok({ id: 'd1' }));
    await expect(client.request(patchEndpoint, { id: 'p1', docId: 'd1', archived: true })).resolves.toEqual({
      id: 'd1',
    });
    expect(calls.map((c) => [c.method, c.headers.get('Authorization'), c.body])).toEqual([
      ['PATCH', 'Bearer cached-token', '{"archived":true}'],
      ['PATCH', 'Bearer fresh-token', '{"archived":true}'],
    ]);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('uploads', () => {
  const file = new Blob([pdfBytes], { type: 'application/pdf' });

  it('send the file as the raw body and every other param in the query', () => {
    const request = uploadEndpoint.prepare({
      id: 'p1',
      display_name: 'Annual report 2025',
      login_required: true,
      file_name: 'Bericht für Anleger.pdf',
      body: file,
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      '/api/products/p1/documents?display_name=Annual+report+2025&login_required=true&file_name=Bericht+f%C3%BCr+Anleger.pdf',
    );
    expect(request.body).toBe(file);
  });

  it('go out as application/octet-stream with the token, and are retried after a network failure', async () => {
    const { client, calls, respond } = setup();
    respond(networkError(), json(201, { id: 'new' }));
    await expect(
      client.request(uploadEndpoint, {
        id: 'p1',
        display_name: 'R',
        login_required: false,
        file_name: 'r.pdf',
        body: file,
      }),
    ).resolves.toEqual({ id: 'new' });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.body).toBe(file);
      expect(call.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(call.headers.get('Authorization')).toBe('Bearer cached-token');
    }
  });

  it('report their progress through the upload transport, which also keeps a slow upload from timing out', async () => {
    const progress: [number, number][] = [];
    const uploadFetch = vi.fn(
      async (_url: string, init: RequestInit, onProgress: (sent: number, total: number) => void) => {
        // Six steps of 20 ms: 120 ms in all, longer than the 80 ms time-out, but never 80 ms without progress.
        for (let sent = 1; sent <= 6; sent += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (init.signal?.aborted) throw init.signal.reason;
          onProgress(sent, 6);
        }
        return json(201, { id: 'slow' });
      },
    );
    const { client, calls } = setup({ uploadFetch, timeoutMs: 80 });
    const result = await client.request(
      uploadEndpoint,
      { id: 'p1', display_name: 'R', login_required: false, file_name: 'r.pdf', body: file },
      { onUploadProgress: (sent, total) => progress.push([sent, total]) },
    );
    expect(result).toEqual({ id: 'slow' });
    expect(calls).toHaveLength(0);
    expect(uploadFetch).toHaveBeenCalledTimes(1);
    expect(uploadFetch.mock.calls[0]?.[1].body).toBe(file);
    expect(progress).toEqual([
      [1, 6],
      [2, 6],
      [3, 6],
      [4, 6],
      [5, 6],
      [6, 6],
    ]);
  });

  it('still time out when nothing moves for the time-out', async () => {
    const uploadFetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason as Error);
        });
      });
    const { client } = setup({ uploadFetch, timeoutMs: 20 });
    await expect(
      client.request(
        uploadEndpoint,
        { id: 'p1', display_name: 'R', login_required: false, file_name: 'r.pdf', body: file },
        { onUploadProgress: () => undefined },
      ),
    ).rejects.toMatchObject({ code: 'timeout', status: 0 });
  });

  it('hand a refusal over with its details (the form shows them on its fields)', async () => {
    const { client, respond } = setup();
    respond(
      json(400, {
        error: {
          code: 'bad-request',
          messageKey: 'api.errors.documentInvalid',
          message: 'the document is refused',
          details: { issues: [{ field: 'displayName', problem: 'taken' }] },
        },
      }),
    );
    await expect(
      client.request(uploadEndpoint, {
        id: 'p1',
        display_name: 'R',
        login_required: false,
        file_name: 'r.pdf',
        body: file,
      }),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'api.errors.documentInvalid',
      details: { issues: [{ field: 'displayName', problem: 'taken' }] },
    });
  });
});

describe('file downloads', () => {
  it('resolve to the bytes and the file name of Content-Disposition, asking for any type', async () => {
    const { client, calls, respond } = setup();
    respond(
      fileAnswer(
        `attachment; filename="Prospekt f_r Anleger.pdf"; filename*=UTF-8''Prospekt%20f%C3%BCr%20Anleger.pdf`,
      ),
    );
    const file = await client.request(fileEndpoint, { id: 'p1', docId: 'd1', lang: 'de' });
    expect(file.fileName).toBe('Prospekt für Anleger.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdfBytes);
    expect(file.blob.type).toBe('application/pdf');
    expect(calls[0]?.url).toBe('/api/products/p1/documents/d1/file?lang=de');
    expect(calls[0]?.headers.get('Accept')).toBe('*/*');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer cached-token');
  });

  it('name the file "download" when the server gives no name', async () => {
    const { client, respond } = setup();
    respond(fileAnswer(null));
    await expect(client.request(fileEndpoint, { id: 'p1', docId: 'd1' })).resolves.toMatchObject({
      fileName: 'download',
    });
  });

  it('turn a JSON error into an ApiRequestError (a guest on a login-required document: 401)', async () => {
    const { client, respond } = setup({}, false);
    respond(
      json(401, {
        error: { code: 'unauthenticated', messageKey: 'api.errors.loginRequired', message: 'loginRequired' },
      }),
    );
    await expect(client.request(fileEndpoint, { id: 'p1', docId: 'd1' })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      messageKey: 'api.errors.loginRequired',
    });
  });

  it('keep a slow download alive while bytes arrive', async () => {
    const { client, calls, respond } = setup({ timeoutMs: 80 });
    // Five chunks 20 ms apart: 100 ms in all, longer than the 80 ms time-out, which aborts the body as fetch would.
    let left = 5;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const signal = calls.at(-1)?.signal;
        if (signal?.aborted) {
          controller.error(signal.reason);
          return;
        }
        controller.enqueue(new Uint8Array([left]));
        left -= 1;
        if (left === 0) controller.close();
      },
    });
    respond(fileAnswer('attachment; filename="slow.csv"', stream));
    const file = await client.request(fileEndpoint, { id: 'p1', docId: 'd1' });
    expect(file.blob.size).toBe(5);
    expect(file.fileName).toBe('slow.csv');
  });

  it('are an invalid response when the server answers 204', async () => {
    const { client, respond } = setup();
    respond(new Response(null, { status: 204 }));
    await expect(client.request(fileEndpoint, { id: 'p1', docId: 'd1' })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });
});

describe('reader parameters (issue 24)', () => {
  const reader = { lang: 'de', investor_profile: 'retail', country: 'CH' } as const;
  const readerQuery = 'lang=de&investor_profile=retail&country=CH';
  // The details read's path with any answer: only the requests matter here.
  const detailsEndpoint = defineEndpoint(testEntry('GET', 'products/:id/details', z.unknown()), {
    params: params<{ mode?: string }>(),
  });
  const keyNumbersEndpoint = defineEndpoint(API.keyNumbers, {
    params: params<{ product_ids: readonly string[] }>(),
  });
  const documentFileEndpoint = defineEndpoint(API.documentFile, { params: params<{ lang?: string }>() });

  it('marks a call a product read where the domain declares the route a read', () => {
    expect(detailsEndpoint.productRead).toBe(true);
    expect(documentFileEndpoint.productRead).toBe(true);
    expect(itemEndpoint.productRead).toBe(false);
  });

  it('are appended to a product read’s query, after its own params', () => {
    const { client } = setup({ readerParams: () => reader });
    expect(client.prepare(detailsEndpoint, { id: 'p1', mode: 'live' }).url).toBe(
      `/api/products/p1/details?mode=live&${readerQuery}`,
    );
    expect(client.prepare(detailsEndpoint, { id: 'p1' }).url).toBe(`/api/products/p1/details?${readerQuery}`);
    expect(client.prepare(keyNumbersEndpoint, { product_ids: ['a', 'b'] }).url).toBe(
      `/api/products/key-numbers?product_ids=a,b&${readerQuery}`,
    );
  });

  it('leave out absent and empty values (a visitor without a stored profile sends the language only)', () => {
    const { client } = setup({
      readerParams: () => ({ lang: 'fr', investor_profile: undefined, country: '' }),
    });
    expect(client.prepare(detailsEndpoint, { id: 'p1' }).url).toBe('/api/products/p1/details?lang=fr');
    expect(withReaderParams(detailsEndpoint, detailsEndpoint.prepare({ id: 'p1' }), {}).url).toBe(
      '/api/products/p1/details',
    );
  });

  it('keep a parameter the caller gave (an admin downloading a document in its own language)', () => {
    const { client } = setup({ readerParams: () => reader });
    expect(client.prepare(documentFileEndpoint, { id: 'p1', docId: 'd1', lang: 'pt' }).url).toBe(
      '/api/products/p1/documents/d1/file?lang=pt&investor_profile=retail&country=CH',
    );
  });

  it('prefer the values handed to prepare (the query hook’s, which key its cache) over the client’s source', () => {
    const { client } = setup({ readerParams: () => reader });
    const institutional = client.prepare(
      detailsEndpoint,
      { id: 'p1' },
      { lang: 'en', investor_profile: 'institutional', country: 'DE' },
    );
    expect(institutional.url).toBe(
      '/api/products/p1/details?lang=en&investor_profile=institutional&country=DE',
    );
    expect(institutional.url).not.toBe(client.prepare(detailsEndpoint, { id: 'p1' }).url);
  });

  it('are sent with request and send, read when the call is made', async () => {
    let current: { lang: 'de' | 'en'; investor_profile?: 'retail'; country?: 'CH' } = { lang: 'en' };
    const { client, calls, respond } = setup({ readerParams: () => current });
    respond(ok({}), ok({}), new Response('x', { status: 200 }));
    await client.request(detailsEndpoint, { id: 'p1' });
    current = reader;
    await client.send(detailsEndpoint, detailsEndpoint.prepare({ id: 'p1' }));
    await client.request(documentFileEndpoint, { id: 'p1', docId: 'd1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/products/p1/details?lang=en',
      `/api/products/p1/details?${readerQuery}`,
      `/api/products/p1/documents/d1/file?${readerQuery}`,
    ]);
  });

  it('never go with a write or a call outside the product reads', async () => {
    const { client, calls, respond } = setup({ readerParams: () => reader });
    const write = defineEndpoint(testEntry('POST', 'products/:id/prices', z.unknown()), {
      params: params<{ date: string }>(),
    });
    const upload = defineEndpoint(
      {
        ...testEntry('POST', 'products/:id/media', z.unknown()),
        body: { kind: 'upload', what: 'a file' },
      } as const,
      { params: params<{ file_name: string }>() },
    );
    respond(ok({}), ok({}), ok({ id: 'a', value: 1 }));
    await client.request(write, { id: 'p1', date: '2024-01-02' });
    await client.request(upload, { id: 'p1', file_name: 'a.png', body: new Blob(['x']) });
    await client.request(itemEndpoint, { id: 'a' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/products/p1/prices',
      '/api/products/p1/media?file_name=a.png',
      '/api/items/a',
    ]);
    expect(calls[0]?.body).toBe('{"date":"2024-01-02"}');
  });
});
