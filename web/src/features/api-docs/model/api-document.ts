import { carriesReaderParamsOf, type RouteAccess } from '@portal/domain';
import { z } from 'zod';
import { READER_PARAM_NAMES } from '../../../lib/api-client';
import type { JsonSchema } from './schema-tree';

/*
 * The served OpenAPI 3.1 document (GET /api/openapi.json, packages/domain/src/contracts/api/openapi.ts) read into
 * what the docs page shows: one operation per method and path, in the document's order. The page reads the document
 * the API serves, not the contract table of this bundle, so it describes the deployed API even when the two differ.
 * Only the parts the page shows are checked; a field the page does not know is ignored, a malformed one fails.
 */

const schemaObject = z.record(z.string(), z.unknown());

const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: schemaObject.optional(),
  example: z.unknown().optional(),
});

const contentSchema = z.record(z.string(), z.object({ schema: schemaObject.optional() }));

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.string().optional(),
  description: z.string().optional(),
  'x-access': z.looseObject({ kind: z.string() }).optional(),
  'x-cache': z.string().optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({ required: z.boolean().optional(), description: z.string().optional(), content: contentSchema })
    .optional(),
  responses: z.record(
    z.string(),
    z.object({ description: z.string().optional(), content: contentSchema.optional() }),
  ),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof METHODS)[number]>;

const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.partialRecord(z.enum(METHODS), operationSchema)),
  components: z
    .object({
      schemas: z.record(z.string(), schemaObject).optional(),
      securitySchemes: z.record(z.string(), schemaObject).optional(),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

/** Who may call an operation, by the kind of its `x-access` (the domain's `RouteAccess`). */
export type AccessKind = RouteAccess['kind'];

/**
 * The page's sections: the callers each kind of access is for. A record over every kind, so a new kind of access in
 * the domain does not compile until it has its section.
 */
export const AUDIENCE_OF: Readonly<Record<AccessKind, Audience>> = {
  open: 'public',
  signedLink: 'public',
  read: 'productReads',
  readMany: 'productReads',
  productAdmin: 'productAdmins',
  anyProductAdmin: 'productAdmins',
  admin: 'admins',
  operation: 'admins',
};
export const AUDIENCES = ['productReads', 'public', 'productAdmins', 'admins'] as const;
export type Audience = (typeof AUDIENCES)[number];

const READER_NAMES: ReadonlySet<string> = new Set(READER_PARAM_NAMES);

const isAccessKind = (kind: string): kind is AccessKind => Object.hasOwn(AUDIENCE_OF, kind);

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string | undefined;
  schema: JsonSchema;
  example: unknown;
  /** One of the reader's parameters (`lang`, `investor_profile`, ...) a product read takes. */
  reader: boolean;
}

export interface ApiResponseDoc {
  /** `200`, `201`, `204` or `default` (an error). */
  status: string;
  description: string;
  contentType: string | undefined;
  schema: JsonSchema | undefined;
}

export interface ApiOperation {
  id: string;
  method: HttpMethod;
  /** The URL template, `/api/products/{id}/drawdowns`. */
  path: string;
  summary: string;
  /** The document's own words: who may call it and its caching class, in English. */
  description: string;
  /** The domain's access object as the document states it; `undefined` when the document names none. */
  access: RouteAccess | undefined;
  audience: Audience;
  cache: string | undefined;
  /** Whether a caller may send no token (`security: []`); otherwise a Firebase ID token is expected or needed. */
  open: boolean;
  /** The token a call takes: none (open), optional (a product read answers a guest too) or required. */
  token: 'none' | 'optional' | 'required';
  parameters: ApiParameter[];
  requestBody:
    { contentType: string; schema: JsonSchema | undefined; description: string | undefined } | undefined;
  responses: ApiResponseDoc[];
}

export interface ApiDocument {
  title: string;
  version: string;
  openapi: string;
  description: string | undefined;
  operations: ApiOperation[];
  /** `components.schemas`, to resolve `$ref`s. */
  schemas: Readonly<Record<string, JsonSchema>>;
  /** The bearer format of the document's bearer scheme (`Firebase ID token`). */
  bearerFormat: string | undefined;
}

const firstContent = (content: z.infer<typeof contentSchema> | undefined) => {
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  return { contentType: type, schema: media?.schema };
};

/** The operations of a served document; throws a `ZodError` when it is not an OpenAPI document of this shape. */
export function readApiDocument(json: unknown): ApiDocument {
  const doc = documentSchema.parse(json);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const kind = op['x-access']?.kind;
      const access = kind !== undefined && isAccessKind(kind) ? (op['x-access'] as RouteAccess) : undefined;
      const readerParams = access !== undefined && carriesReaderParamsOf(access);
      const body = op.requestBody ? firstContent(op.requestBody.content) : undefined;
      operations.push({
        id: op.operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        access,
        // An operation without a known access is shown with the public calls: the document says nothing more.
        audience: access ? AUDIENCE_OF[access.kind] : 'public',
        cache: op['x-cache'],
        open: op.security?.length === 0,
        token: op.security?.length === 0 ? 'none' : readerParams ? 'optional' : 'required',
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? false,
          description: p.description,
          schema: p.schema ?? {},
          example: p.example,
          reader: readerParams && p.in === 'query' && READER_NAMES.has(p.name),
        })),
        requestBody:
          op.requestBody && body
            ? {
                contentType: body.contentType ?? 'application/json',
                schema: body.schema,
                description: op.requestBody.description,
              }
            : undefined,
        responses: Object.entries(op.responses).map(([status, r]) => ({
          status,
          description: r.description ?? '',
          ...firstContent(r.content),
        })),
      });
    }
  }
  const bearer = Object.values(doc.components?.securitySchemes ?? {}).find((s) => s.scheme === 'bearer');
  return {
    title: doc.info.title,
    version: doc.info.version,
    openapi: doc.openapi,
    description: doc.info.description,
    operations,
    schemas: doc.components?.schemas ?? {},
    bearerFormat: typeof bearer?.bearerFormat === 'string' ? bearer.bearerFormat : undefined,
  };
}

/** Folds text for matching: lower case, no accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The operations matching every word of a search: in the method, path, summary, id or the document's description
 * (`post documents`, `drawdown`, `{id}/holdings`).
 */
export function filterOperations(operations: readonly ApiOperation[], query: string): ApiOperation[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...operations];
  return operations.filter((op) => {
    const haystack = fold(`${op.method} ${op.path} ${op.summary} ${op.id} ${op.description}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** The operations by audience, in the page's order of sections; empty sections left out. */
export function groupOperations(
  operations: readonly ApiOperation[],
): { audience: Audience; operations: ApiOperation[] }[] {
  return AUDIENCES.map((audience) => ({
    audience,
    operations: operations.filter((op) => op.audience === audience),
  })).filter((g) => g.operations.length > 0);
}
