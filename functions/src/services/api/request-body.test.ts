import { describe, expect, it } from 'vitest';
import { ApiHttpError, type ApiRequest } from './http.js';
import { requireJsonBody } from './request-body.js';

const request = (
  method: string,
  contentType: string | undefined,
  body: { bytes?: number; length?: string } = {},
): ApiRequest => ({
  method,
  path: '/api/x',
  query: {},
  ...(body.bytes === undefined ? {} : { rawBody: new Uint8Array(body.bytes) }),
  headers: {
    ...(contentType === undefined ? {} : { 'content-type': contentType }),
    ...(body.length === undefined ? {} : { 'content-length': body.length }),
  },
});

function refusal(req: ApiRequest, rawUpload = false): ApiHttpError | null {
  try {
    requireJsonBody(req, { rawUpload });
    return null;
  } catch (error) {
    if (error instanceof ApiHttpError) return error;
    throw error;
  }
}

describe('requireJsonBody', () => {
  it.each([
    ['application/json', { bytes: 2, length: '2' }],
    ['application/json; charset=utf-8', { bytes: 2 }],
    ['Application/JSON', { bytes: 2 }],
    [undefined, {}],
    [undefined, { length: '0' }],
    ['application/json', {}],
  ] as const)('takes %s with %o', (type, body) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(refusal(request(method, type, body))).toBeNull();
  });

  it.each([
    ['application/x-www-form-urlencoded', { bytes: 3, length: '3' }],
    ['multipart/form-data; boundary=x', { bytes: 3 }],
    ['text/plain', { bytes: 2 }],
    ['text/plain', {}],
    ['application/json-patch+json', { bytes: 2 }],
    ['application/octet-stream', { bytes: 2 }],
    [undefined, { bytes: 2 }],
    [undefined, { length: '12' }],
  ] as const)('refuses %s with %o: 415 unsupported-media-type', (type, body) => {
    const error = refusal(request('POST', type, body));
    expect(error?.status).toBe(415);
    expect(error?.toBody()).toEqual({
      error: {
        code: 'unsupported-media-type',
        messageKey: 'api.errors.unsupportedMediaType',
        message: 'the body must be application/json',
        details: { contentType: type ?? null },
      },
    });
  });

  it('leaves upload routes and body-less methods alone', () => {
    expect(refusal(request('POST', 'image/png', { bytes: 10 }), true)).toBeNull();
    expect(refusal(request('POST', 'application/x-www-form-urlencoded', { bytes: 3 }), true)).toBeNull();
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(refusal(request(method, 'application/x-www-form-urlencoded', { bytes: 3 }))).toBeNull();
    }
  });
});
