import { z } from 'zod';
import { ApiHttpError } from './http.js';

function parseOr400<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.map(String),
    message: i.message,
    code: i.code,
  }));
  throw new ApiHttpError(
    'bad-request',
    `invalid ${what}: ${issues.map((i) => `${i.path.join('.') || `(${what})`}: ${i.message}`).join('; ')}`,
    { details: { issues } },
  );
}

/** Query parameters through a contract schema; a failure is a 400 listing zod's issues (path, message, code). */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  return parseOr400(schema, query, 'query');
}

/** A JSON request body through a contract schema; a failure is a 400 like {@link parseQuery}'s. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return parseOr400(schema, body, 'body');
}

/** Endpoints without parameters (seed 000 §7 "none"): an unexpected parameter is a 400, as everywhere else. */
export const noQuerySchema = z.strictObject({});
