import { API, openApiDocument, urlTemplateOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { filterOperations, groupOperations, readApiDocument } from './api-document';
import { curlExample, exampleUrl, shellQuote } from './curl';

// The document as the API serves it (JSON text), built from the contract table like get-openapi.ts does.
const served: unknown = JSON.parse(JSON.stringify(openApiDocument({ title: 'Test API', version: '1' })));
const doc = readApiDocument(served);
const op = (id: string) => {
  const found = doc.operations.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('readApiDocument', () => {
  it('reads one operation per entry of the contract, with its method and URL template', () => {
    const entries = Object.entries(API);
    expect(doc.operations).toHaveLength(entries.length);
    for (const [name, entry] of entries) {
      expect(op(name)).toMatchObject({
        method: entry.method,
        path: urlTemplateOf(entry),
        summary: entry.summary,
      });
    }
    expect(doc).toMatchObject({
      title: 'Test API',
      version: '1',
      openapi: '3.1.0',
      bearerFormat: 'Firebase ID token',
    });
    expect(doc.schemas.ApiError).toBeDefined();
  });

  it('marks the reader’s parameters on product reads only, and says which calls take a token', () => {
    const drawdowns = op('drawdowns');
    expect(drawdowns.access).toEqual({ kind: 'read', resource: 'mode' });
    expect(drawdowns.token).toBe('optional');
    expect(drawdowns.parameters.filter((p) => p.reader).map((p) => p.name)).toEqual([
      'lang',
      'investor_profile',
      'country',
      'embed',
    ]);
    expect(drawdowns.parameters.find((p) => p.name === 'mode')).toMatchObject({
      reader: false,
      example: 'live',
    });
    expect(drawdowns.responses.map((r) => r.status)).toEqual(['200', 'default']);

    expect(op('health')).toMatchObject({ open: true, token: 'none', audience: 'public' });
    expect(op('unsubscribe')).toMatchObject({ token: 'none', audience: 'public' });
    const upload = op('uploadDocument');
    expect(upload).toMatchObject({ token: 'required', audience: 'productAdmins' });
    expect(upload.parameters.some((p) => p.reader)).toBe(false);
    expect(upload.requestBody?.contentType).toBe('application/octet-stream');
  });

  it('fails on a document that is not OpenAPI', () => {
    expect(() => readApiDocument({ paths: {} })).toThrow();
  });
});

describe('filterOperations and groupOperations', () => {
  it('keeps the operations matching every word, in any case and in any field', () => {
    expect(filterOperations(doc.operations, '').length).toBe(doc.operations.length);
    expect(filterOperations(doc.operations, 'DRAWDOWN').map((o) => o.id)).toEqual(['drawdowns']);
    const deletes = filterOperations(doc.operations, 'delete documents');
    expect(deletes.map((o) => o.id)).toContain('deleteDocument');
    expect(deletes.every((o) => o.method === 'DELETE' || /delete/i.test(o.summary))).toBe(true);
    expect(filterOperations(doc.operations, 'no such thing')).toEqual([]);
  });

  it('groups every operation once, product reads first', () => {
    const groups = groupOperations(doc.operations);
    expect(groups[0]?.audience).toBe('productReads');
    expect(groups.flatMap((g) => g.operations)).toHaveLength(doc.operations.length);
    expect(groupOperations(filterOperations(doc.operations, 'health')).map((g) => g.audience)).toEqual([
      'public',
    ]);
  });
});

describe('curlExample', () => {
  const origin = 'https://portal.example';

  it('fills the path and query from the document’s examples, with the token a product read may send', () => {
    const drawdowns = op('drawdowns');
    const path = urlTemplateOf(API.drawdowns).replace('{id}', 'global-equity-chf');
    expect(exampleUrl(drawdowns, origin)).toBe(
      `${origin}${path}?mode=live&period_start_date=2023-01-01&period_end_date=2024-12-31`,
    );
    expect(curlExample(drawdowns, origin).split(' \\\n  ')).toEqual([
      `curl '${exampleUrl(drawdowns, origin)}'`,
      '-H "Authorization: Bearer $ID_TOKEN"',
    ]);
  });

  it('sends no token to an open call, and a JSON body of the request schema’s shape', () => {
    const contact = curlExample(op('contact'), origin, { components: doc.schemas });
    expect(contact).toContain(`curl -X POST '${origin}${urlTemplateOf(API.contact)}'`);
    expect(contact).not.toContain('Authorization');
    const data = /--data '(.*)'$/.exec(contact)?.[1] ?? '';
    expect(Object.keys(JSON.parse(data) as object)).toEqual([
      'messageId',
      'lang',
      'name',
      'email',
      'country',
      'investorType',
      'message',
    ]);
  });

  it('marks path parameters without an example, uploads a file, and saves a file answer', () => {
    const upload = curlExample(op('uploadDocument'), origin);
    const path = urlTemplateOf(API.uploadDocument).replace('{id}', '<id>');
    expect(upload).toContain(`${path}?display_name=<display_name>&lang=<lang>`);
    expect(upload).toContain('--data-binary @file');
    expect(curlExample(op('documentFile'), origin)).toContain('--remote-name --remote-header-name');
  });

  it('quotes a word for the shell, single quotes included', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });
});
