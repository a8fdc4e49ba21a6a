import { z } from 'zod';
import { apiErrorSchema } from '../http.js';
import { readerParamsSchema } from '../reader.js';
import type { ApiEntry, ApiResponse } from './entry.js';
import { urlTemplateOf } from './entry.js';
import { API_ENTRIES, type ApiName } from './table.js';

/*
 * The OpenAPI 3.1 document of the /api HTTP API (served at GET /api/openapi.json), built from the contract table
 * (./table.ts) alone: zod 4's `z.toJSONSchema` writes JSON Schema draft 2020-12, the dialect of OpenAPI 3.1, so
 * every query, body and response schema is the one the functions and the web client use (docs/api-contract.md).
 */

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema: a query or body as the caller sends it (`input`), a response as the API answers it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  });
  // The document names its dialect once (`jsonSchemaDialect`); each schema need not repeat it.
  delete out.$schema;
  return out;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** Who may call it, in words a tenant's developer reads. */
function accessNote(entry: ApiEntry): string {
  const a = entry.access;
  switch (a.kind) {
    case 'open':
      return `Open: ${a.why}.`;
    case 'read':
      return `Product read: answered when the reader may see the product’s ${a.resource} (investor profile, login).`;
    case 'readMany':
      return 'Product reads: products the reader may not see are left out.';
    case 'productAdmin':
      return 'Signed in, an admin of product `id`.';
    case 'anyProductAdmin':
      return 'Signed in, an admin of at least one product.';
    case 'admin':
      return 'Admins (admin, superAdmin).';
    case 'operation':
      return `Admin operation ${a.operation} (OPERATION_ACCESS).`;
    case 'signedLink':
      return 'Proves itself with the signed token of a mailed link.';
  }
}

function parametersOf(entry: ApiEntry): unknown[] {
  const example = entry.example ?? {};
  const path = [...entry.path.matchAll(/:([^/]+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(example.params?.[name] ? { example: example.params[name] } : {}),
  }));
  // A product read also takes the reader's profile (contracts/reader.ts), which the API reads before the handler.
  const productRead = entry.access.kind === 'read' || entry.access.kind === 'readMany';
  if (!entry.query && !productRead) return path;
  const query = entry.query ? jsonSchemaOf(entry.query, 'input') : {};
  const reader = productRead ? jsonSchemaOf(readerParamsSchema, 'input') : {};
  const properties = {
    ...(reader.properties as Record<string, JsonSchema> | undefined),
    ...(query.properties as Record<string, JsonSchema> | undefined),
  };
  const required = new Set((query.required ?? []) as string[]);
  return [
    ...path,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
      ...(example.query?.[name] !== undefined ? { example: example.query[name] } : {}),
    })),
  ];
}

function requestBodyOf(entry: ApiEntry): unknown {
  switch (entry.body.kind) {
    case 'none':
      return undefined;
    case 'upload':
      return {
        required: true,
        description: `The raw bytes of ${entry.body.what}.`,
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      };
    case 'json':
      return entry.body.schema
        ? {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(entry.body.schema, 'input') } },
          }
        : undefined;
  }
}

function successOf(response: ApiResponse): Record<string, unknown> {
  switch (response.kind) {
    case 'noContent':
      return { '204': { description: 'Done; no body.' } };
    case 'file':
      return {
        '200': {
          description: `The file: ${response.what}.`,
          content: {
            'application/octet-stream': {
              schema: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      };
    case 'json':
      return {
        [String(response.status)]: {
          description: 'The answer.',
          content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } },
        },
        ...(response.noData ? { '204': { description: 'No data (seed 000 §7).' } } : {}),
      };
  }
}

function operationOf(name: ApiName, entry: ApiEntry): Record<string, unknown> {
  const requestBody = requestBodyOf(entry);
  return {
    operationId: name,
    summary: entry.summary,
    description: `${accessNote(entry)} Caching: ${entry.cache}.`,
    'x-access': entry.access,
    'x-cache': entry.cache,
    parameters: parametersOf(entry),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successOf(entry.response),
      default: { description: 'An error.', content: { 'application/json': { schema: ERROR_REF } } },
    },
    ...(entry.access.kind === 'open' || entry.access.kind === 'signedLink' ? { security: [] } : {}),
  };
}

/** The whole document; `title` names the tenant's portal. */
export function openApiDocument(info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, entry] of API_ENTRIES) {
    const url = urlTemplateOf(entry);
    paths[url] = { ...paths[url], [entry.method.toLowerCase()]: operationOf(name, entry) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: info.title,
      version: info.version,
      description:
        'The analytics API of the portal (seed 000 §7). Product reads answer what the caller may see; send a Firebase ID token as `Authorization: Bearer <token>` to read as a signed-in user.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
    },
    security: [{}, { firebaseIdToken: [] }],
  };
}
