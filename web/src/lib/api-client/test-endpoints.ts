import { routeAccessOf, type ApiMethod } from '@portal/domain';
import { z } from 'zod';
import { defineEndpoint, type ContractEntry } from './endpoints';
import { params } from './request';

// Test fixtures of the api-client's unit tests: contract entries of the tests' own (the request rules hold for any
// entry), so the tests do not depend on what the API's contract happens to hold.

/** A contract entry of the test's own (the transport rules hold for any entry). */
export const testEntry = <const P extends string, S extends z.ZodType>(
  method: ApiMethod,
  path: P,
  schema: S,
) =>
  ({
    method,
    path,
    body: { kind: method === 'GET' ? 'none' : 'json' },
    response: { kind: 'json', schema, status: 200, noData: false },
    // A path the API has keeps its declared access (so a product read carries the reader's parameters).
    access: routeAccessOf(method, path) ?? { kind: 'open', why: 'a test entry' },
  }) as const satisfies ContractEntry;

const itemSchema = z.object({ id: z.string(), value: z.number() });

/** `GET items/:id` answering one item, with an optional `mode` parameter. */
export const itemEndpoint = defineEndpoint(testEntry('GET', 'items/:id', itemSchema), {
  params: params<{ mode?: string }>(),
});
