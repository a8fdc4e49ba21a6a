import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeployedApiError, googleDeployedApi } from './google-deployed-api.js';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;

/** A fake Google: answers by URL, records every request with its headers. */
function fakeGoogle(routes: Record<string, { status?: number; body: unknown }>) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetchFn = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    const route = routes[url];
    if (!route)
      return Promise.resolve(
        Response.json({ error: { status: 'NOT_FOUND', message: 'no route' } }, { status: 404 }),
      );
    return Promise.resolve(Response.json(route.body, { status: route.status ?? 200 }));
  };
  const api = googleDeployedApi({
    headers: () => Promise.resolve(new Headers({ authorization: 'Bearer test-token' })),
    fetch: fetchFn,
  });
  return { api, requests };
}

const P = 'acme-portal-prod';
const RULES = `https://firebaserules.googleapis.com/v1/projects/${P}`;
const DB = `https://firestore.googleapis.com/v1/projects/${P}/databases/(default)/collectionGroups/-`;
const FUNCTIONS = `https://cloudfunctions.googleapis.com/v2/projects/${P}/locations/-/functions`;

describe('googleDeployedApi', () => {
  it('follows a release to its ruleset, with the credentials on every call', async () => {
    const release = fixture('release-firestore.json');
    const { api, requests } = fakeGoogle({
      [`${RULES}/releases/cloud.firestore`]: { body: release },
      [`https://firebaserules.googleapis.com/v1/${String(release.rulesetName)}`]: {
        body: fixture('ruleset-firestore.json'),
      },
    });
    const ruleset = await api.releasedRuleset(P, 'cloud.firestore');
    expect(ruleset?.source.files[0]?.name).toBe('firestore.rules');
    expect(requests.map((r) => r.authorization)).toEqual(['Bearer test-token', 'Bearer test-token']);
  });

  it('answers null for a release or a default bucket the project does not have', async () => {
    const { api, requests } = fakeGoogle({});
    expect(await api.releasedRuleset(P, 'firebase.storage/acme-portal-prod.firebasestorage.app')).toBeNull();
    expect(await api.defaultBucket(P)).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      `${RULES}/releases/firebase.storage/acme-portal-prod.firebasestorage.app`,
      `https://firebasestorage.googleapis.com/v1alpha/projects/${P}/defaultBucket`,
    ]);
  });

  it('reads the default bucket name from its resource name', async () => {
    const { api } = fakeGoogle({
      [`https://firebasestorage.googleapis.com/v1alpha/projects/${P}/defaultBucket`]: {
        body: {
          name: `projects/${P}/defaultBucket`,
          location: 'EUROPE-WEST6',
          bucket: { name: `projects/${P}/buckets/${P}.firebasestorage.app` },
        },
      },
    });
    expect(await api.defaultBucket(P)).toBe(`${P}.firebasestorage.app`);
  });

  it('reads every page of a listing', async () => {
    const [a, b, c] = (fixture('list-functions.json').functions as unknown[]).slice(0, 3);
    const { api, requests } = fakeGoogle({
      [FUNCTIONS]: { body: { functions: [a, b], nextPageToken: 'page-2' } },
      [`${FUNCTIONS}?pageToken=page-2`]: { body: { functions: [c], unreachable: ['asia-east1'] } },
    });
    const listed = await api.functions(P);
    expect(listed.functions.map((f) => f.name.split('/').pop())).toEqual([
      'api',
      'exportMyData',
      'applyBulkPrices',
    ]);
    expect(listed.unreachable).toEqual(['asia-east1']);
    expect(requests).toHaveLength(2);
  });

  it('lists indexes, and field overrides with the filter that includes TTL policies', async () => {
    const filter = new URLSearchParams({
      filter: 'indexConfig.usesAncestorConfig:false OR ttlConfig:*',
    }).toString();
    const { api } = fakeGoogle({
      [`${DB}/indexes`]: { body: fixture('list-indexes.json') },
      [`${DB}/fields?${filter}`]: { body: fixture('list-fields.json') },
    });
    expect(await api.compositeIndexes(P)).toHaveLength(3);
    expect(await api.fieldOverrides(P)).toHaveLength(4);
  });

  it("throws with the status and Google's message when a call fails", async () => {
    const { api } = fakeGoogle({
      [`${DB}/indexes`]: {
        status: 403,
        body: {
          error: { code: 403, status: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
        },
      },
    });
    const failure = api.compositeIndexes(P);
    await expect(failure).rejects.toBeInstanceOf(DeployedApiError);
    await expect(failure).rejects.toThrow(
      `GET ${DB}/indexes failed: 403 PERMISSION_DENIED: The caller does not have permission`,
    );
  });

  it('refuses a response that is not the documented shape', async () => {
    const { api } = fakeGoogle({ [FUNCTIONS]: { body: { functions: [{ displayName: 'no name' }] } } });
    await expect(api.functions(P)).rejects.toThrow(/unexpected response/);
  });
});
