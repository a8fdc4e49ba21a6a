/**
 * The published contract (issue 25, docs/api-contract.md): GET /api/openapi.json serves the OpenAPI 3.1 document built
 * from the domain's contract table, open and cacheable, and every product read answers what the document says. Every
 * other suite's answers are held to the same contract by the call helpers (tests/support/contract.ts).
 */
import {
  API_ENTRIES,
  apiErrorSchema,
  openApiDocument,
  responseIssues,
  urlTemplateOf,
  type ApiEntry,
  type ApiName,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { removeApiFixture, seedApiFixture, type FixtureState } from '../support/api-fixture.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

let admin: AdminHandle;
let fixture: FixtureState | undefined;
let staff: TestUser | undefined;

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  fixture = await seedApiFixture(admin.db);
  staff = await createUserWithClaims(admin.auth, 'fx-oa-admin', { 'role:admin': true });
});

afterAll(async () => {
  await deleteUsers(admin.auth, staff ? [staff.uid] : []);
  await removeApiFixture(admin.db, fixture);
  await admin.close();
});

describe('GET /api/openapi.json', () => {
  it('serves the document built from the contract table, to anyone, cacheable', async () => {
    const res = await call('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const doc = res.body as { openapi: string; info: { title: string; version: string } };
    expect(doc.openapi).toBe('3.1.0');
    // The served document is the table's, through JSON: the schemas it holds are the ones checked below.
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument(doc.info))));
  });
});

/** The JSON reads an admin can make with the fixture alone (no document, media or operation id to know). */
const reads = API_ENTRIES.filter(
  ([, e]) =>
    e.method === 'GET' &&
    e.response.kind === 'json' &&
    [...e.path.matchAll(/:([^/]+)/g)].every(([, name]) => name === 'id'),
);

/** The fixture's values where the document's example names the demo tenant's data. */
const FIXTURE_QUERY: Partial<Record<ApiName, Record<string, string>>> = {
  keyNumbers: { product_ids: 'fx-open', inception_dates: '2016-03-15' },
  benchmarkPrices: { benchmark_symbol: 'fx-bench-a' },
};

/**
 * What the fixture cannot answer with data, and the refusal it gives instead (still an answer the document
 * describes): fx-open has no weighted components, no factsheet content, and does not allow price modification.
 */
const REFUSED: Partial<Record<ApiName, string>> = {
  weightedPerformanceData: 'api.errors.noWeightedComponents',
  cumulativeWeightedReturns: 'api.errors.noWeightedComponents',
  factsheet: 'api.errors.notFound',
  priceData: 'api.errors.priceDataNotAllowed',
};

function urlOf(name: ApiName, entry: ApiEntry): string {
  const id = entry.path.startsWith('benchmarks/') ? 'fx-bench-a' : 'fx-open';
  const path = urlTemplateOf(entry).replace('{id}', id);
  const query = new URLSearchParams({ ...entry.example?.query, ...FIXTURE_QUERY[name] }).toString();
  return query === '' ? path : `${path}?${query}`;
}

describe('every JSON read of the contract, as an admin on the fixture', () => {
  it.each(reads)('%s answers as the document says', async (name, entry) => {
    const url = urlOf(name, entry);
    const res = await call(url, { token: staff?.idToken });
    expect(responseIssues(entry, res.status, res.body), `${name} ${url}`).toEqual([]);
    const refusal = REFUSED[name];
    if (refusal) {
      expect(apiErrorSchema.parse(res.body).error.messageKey, name).toBe(refusal);
    } else {
      // An admin may read everything: data (or, for holdings, 204: the fixture has none).
      expect([200, 204], `${name} ${url}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
  });
});
