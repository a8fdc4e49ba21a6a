import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as registerHttpFunction } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import bodyParser from 'body-parser';
import express from 'express';
import { apiErrorSchema } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from './api-headers.js';
import { answerRuntimeErrorsAsApiErrors, runtimeRequestError } from './body-errors.js';

// The two runtimes the api function runs in, built as they build themselves: the Functions Framework's server
// (production, Cloud Run; express 5 and body-parser 2) and the emulator worker's Express app (firebase-tools 13's
// functionsEmulatorRuntime.js; express 4, body-parser 1, here with a 1 kB limit instead of 32 MB). The function is a
// stand-in that echoes what it got: the requests under test must never reach it.

const logged: string[] = [];
const log = {
  warn: (m: string) => logged.push(`warn ${m}`),
  error: (m: string) => logged.push(`error ${m}`),
};
const API = { FUNCTION_TARGET: 'api' };

const echo = (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ reached: true, body: req.body ?? null }));
};

function emulatorWorkerApp(): express.Express {
  const app = express();
  app.enable('trust proxy');
  const saveRaw = (req: IncomingMessage & { rawBody?: Buffer }, _res: ServerResponse, buf: Buffer) => {
    req.rawBody = buf;
  };
  const limit = '1kb';
  app.use(bodyParser.json({ limit, verify: saveRaw }));
  app.use(bodyParser.text({ limit, verify: saveRaw }));
  app.use(bodyParser.urlencoded({ extended: true, limit, verify: saveRaw }));
  app.use(bodyParser.raw({ type: '*/*', limit, verify: saveRaw }));
  app.all('/*', echo);
  return app;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  logged.length = 0;
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const RUNTIMES: [string, () => Promise<string>][] = [
  [
    'the Functions Framework (production)',
    () => {
      registerHttpFunction('api', echo);
      expect(answerRuntimeErrorsAsApiErrors(log, API)).toBe(true);
      return listening(getTestServer('api'));
    },
  ],
  [
    "the emulator's worker",
    async () => {
      expect(answerRuntimeErrorsAsApiErrors(log, API)).toBe(true);
      const app = emulatorWorkerApp();
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => {
          resolve(s);
        });
      });
      return listening(server);
    },
  ],
];

async function expectApiError(res: Response, status: number, code: string): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('vary')).toBe('Authorization');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  const body = apiErrorSchema.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
  expect(text).not.toContain('    at ');
  return body.error.details;
}

describe.each(RUNTIMES)('requests %s refuses before the function runs', (_, start) => {
  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(`${url}/api/contact`, { method: 'POST', body, headers });

  it('truncated JSON: 400 bad-request', async () => {
    const url = await start();
    const res = await post(url, '{"name":', { 'Content-Type': 'application/json' });
    expect(await expectApiError(res, 400, 'bad-request')).toEqual({ reason: 'invalidBody' });
    expect(logged).toEqual(['warn the functions runtime refused a request before the API ran']);
  });

  it('an unsupported charset or Content-Encoding: 415 unsupported-media-type', async () => {
    const url = await start();
    const charset = await post(url, '{}', { 'Content-Type': 'application/json; charset=latin2' });
    expect(await expectApiError(charset, 415, 'unsupported-media-type')).toEqual({ charset: 'latin2' });
    const encoding = await post(url, '{}', {
      'Content-Type': 'application/json',
      'Content-Encoding': 'zstd',
    });
    expect(await expectApiError(encoding, 415, 'unsupported-media-type')).toEqual({
      contentEncoding: 'zstd',
    });
  });

  it('a broken %-escape in the path: 400 bad-request', async () => {
    const url = await start();
    const res = await fetch(`${url}/api/products/%zz/details`);
    expect(await expectApiError(res, 400, 'bad-request')).toEqual({ reason: 'invalidPathEncoding' });
  });

  it('leaves every request the runtime takes to the function', async () => {
    const url = await start();
    const res = await post(url, '{"a":1}', { 'Content-Type': 'application/json' });
    expect(await res.json()).toEqual({ reached: true, body: { a: 1 } });
    const form = await post(url, 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(await form.json()).toEqual({ reached: true, body: { a: '1' } });
    expect(logged).toEqual([]);
  });
});

describe("the emulator worker's body limit", () => {
  it('a body over it: 413 payload-too-large, once the body is read', async () => {
    answerRuntimeErrorsAsApiErrors(log, API);
    const url = await listening(
      await new Promise<Server>((resolve) => {
        const s = emulatorWorkerApp().listen(0, '127.0.0.1', () => {
          resolve(s);
        });
      }),
    );
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      body: JSON.stringify({ text: 'x'.repeat(4096) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await expectApiError(res, 413, 'payload-too-large')).toEqual({ maxBodyBytes: 1024 });
  });
});

describe('answerRuntimeErrorsAsApiErrors', () => {
  it("does nothing in another function's instance", () => {
    const before = http.createServer;
    expect(answerRuntimeErrorsAsApiErrors(log, { FUNCTION_TARGET: 'onProductWritten' })).toBe(false);
    expect(answerRuntimeErrorsAsApiErrors(log, {})).toBe(false);
    expect(http.createServer).toBe(before);
  });

  it('wraps only the first Express app handed to createServer, then restores createServer', async () => {
    const before = http.createServer;
    answerRuntimeErrorsAsApiErrors(log, API);
    expect(http.createServer).not.toBe(before);
    // A plain listener passes through untouched and keeps the hook waiting.
    await listening(
      http.createServer((_req, res) => {
        res.end();
      }),
    );
    expect(http.createServer).not.toBe(before);
    await listening(http.createServer(emulatorWorkerApp()));
    expect(http.createServer).toBe(before);
  });
});

describe('runtimeRequestError', () => {
  it('maps what else the runtime may raise by status, and no route at all to 404', () => {
    expect(runtimeRequestError(undefined).code).toBe('not-found');
    expect(runtimeRequestError({ status: 400, type: 'request.size.invalid' }).toBody().error).toMatchObject({
      code: 'bad-request',
      details: { reason: 'request.size.invalid' },
    });
    expect(runtimeRequestError({ status: 413, type: 'parameters.too.many' }).code).toBe('payload-too-large');
    expect(runtimeRequestError({ status: 404 }).code).toBe('not-found');
    expect(runtimeRequestError({ status: 418 }).code).toBe('bad-request');
    expect(runtimeRequestError(new Error('boom')).code).toBe('internal');
    expect(runtimeRequestError({ status: 503 }).code).toBe('internal');
  });
});
