import { keyNumbersResponseSchema, LIMITS } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  abortableSleep,
  ApiRequestError,
  apiErrorMessageKey,
  backoffDelay,
  createApiClient,
  DEFAULT_RETRY,
  defineEndpoint,
  params,
  queryString,
  TOKEN_INVALIDATED_LOGIN_PATH,
  type ApiClientDeps,
} from './api-client';
import { createLogger, type LogEntry } from './logger';

// Unit tests of the client's request rules (seed 000 §7 "Request behaviour") against a fake `fetch`.

const itemSchema = z.object({ id: z.string(), value: z.number() });
const itemEndpoint = defineEndpoint({
  path: '/api/items/{id}',
  params: params<{ mode?: string }>(),
  response: itemSchema,
});
const holdingsEndpoint = defineEndpoint({
  path: '/api/products/{id}/holdings',
  params: params<{ latest_date?: string; lang?: string }>(),
  response: z.object({ rows: z.array(z.string()) }),
  noContentMeansNoData: true,
});

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

describe('endpoint descriptors', () => {
  it('fills and encodes path placeholders, keeps snake_case names, joins arrays and omits undefined', () => {
    const endpoint = defineEndpoint({
      path: '/api/products/{id}/performance-data',
      params: params<{
        mode?: string;
        benchmark_symbol?: string;
        periods?: readonly string[];
        stat_ids?: readonly string[];
        period_end_date?: string;
      }>(),
      response: z.unknown(),
    });
    const request = endpoint.prepare({
      id: 'fund a/1',
      mode: 'live',
      benchmark_symbol: undefined,
      periods: ['12m', 'max'],
      stat_ids: ['alpha', 'beta'],
    });
    expect(request).toEqual({
      method: 'GET',
      path: '/api/products/fund%20a%2F1/performance-data',
      url: '/api/products/fund%20a%2F1/performance-data?mode=live&periods=12m,max&stat_ids=alpha,beta',
      body: undefined,
    });
  });

  it('keeps empty entries of a list (inception_dates: empty text for missing ones)', () => {
    expect(
      queryString([
        ['product_ids', ['a', 'b', 'c']],
        ['inception_dates', ['2020-01-01', '', '2021-05-03']],
        ['period_end_date', undefined],
      ]),
    ).toBe('product_ids=a,b,c&inception_dates=2020-01-01,,2021-05-03');
  });

  it('sends the params of a POST endpoint as a JSON body', () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/users/remove-follower',
      params: params<{ uid: string; follower_uid: string; product_id: string }>(),
      response: z.object({ ok: z.boolean() }),
    });
    const request = endpoint.prepare({ uid: 'u1', follower_uid: 'u2', product_id: 'p1' });
    expect(request).toMatchObject({ method: 'POST', url: '/api/users/remove-follower' });
    expect(JSON.parse(request.body ?? '')).toEqual({ uid: 'u1', follower_uid: 'u2', product_id: 'p1' });
  });

  it('types params from the pattern and the params marker', () => {
    // @ts-expect-error `id` (from the `{id}` placeholder) is required
    itemEndpoint.prepare({ mode: 'live' });
    // @ts-expect-error unknown query param
    itemEndpoint.prepare({ id: 'a', other: 'x' });
    expect(itemEndpoint.prepare({ id: 'a' }).url).toBe('/api/items/a');
  });
});

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
    const endpoint = defineEndpoint({
      path: '/api/products/key-numbers',
      params: params<{ product_ids: readonly string[] }>(),
      response: keyNumbersResponseSchema,
    });
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
});

describe('apiErrorMessageKey', () => {
  it('gives a translated key for known keys and the generic one otherwise', () => {
    const error = (messageKey: string) =>
      new ApiRequestError({
        status: 400,
        statusText: '',
        code: 'bad-request',
        messageKey,
        message: '',
        endpoint: '',
      });
    expect(apiErrorMessageKey(error('api.errors.loginRequired'))).toBe('api.errors.loginRequired');
    expect(apiErrorMessageKey(error('api.errors.somethingNew'))).toBe('api.errors.unexpected');
    expect(apiErrorMessageKey(new Error('x'))).toBe('api.errors.unexpected');
  });
});
