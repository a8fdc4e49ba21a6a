/**
 * The live `DeployedApi`: plain REST calls with application default credentials (google-auth-library, scope
 * cloud-platform), the same endpoints the Firebase CLI reads before a deploy. No call of it can run offline; its URLs,
 * paging and error handling are tested with a fake `fetch` (google-deployed-api.test.ts).
 *
 * With user credentials (`gcloud auth application-default login`) some of these APIs want a quota project: set one
 * with `gcloud auth application-default set-quota-project <project>`; google-auth-library then sends it.
 */
import type { z } from 'zod';
import { googleAuth } from '../google-auth.js';
import type { DeployedApi } from './deployed-api.js';
import {
  defaultBucketSchema,
  listFieldsSchema,
  listFunctionsSchema,
  listIndexesSchema,
  releaseSchema,
  rulesetSchema,
} from './live-schemas.js';

const RULES = 'https://firebaserules.googleapis.com/v1';
const FIRESTORE = 'https://firestore.googleapis.com/v1';
const FUNCTIONS = 'https://cloudfunctions.googleapis.com/v2';
// The Firebase CLI's own source of the default bucket (firebase-tools gcp/storage.js getDefaultBucket).
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com/v1alpha';

/**
 * Field overrides: the listing returns only explicitly configured fields when filtered, and the filter must name
 * both kinds (Firestore Admin ListFieldsRequest.filter: "indexConfig.usesAncestorConfig:false or ttlConfig:*"), or a
 * TTL policy on a field with default indexing would be missed. The Firebase CLI sends the same filter.
 */
const FIELD_OVERRIDES_FILTER = 'indexConfig.usesAncestorConfig:false OR ttlConfig:*';

export interface GoogleApiOptions {
  /** The request headers (Authorization, quota project) for a URL; google-auth-library's by default. */
  headers?: (url: string) => Promise<Headers>;
  fetch?: typeof fetch;
}

/** An API call that failed: which API, which URL, the status and Google's message. */
export class DeployedApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    detail: string,
  ) {
    super(`GET ${url} failed: ${String(status)} ${detail}`);
    this.name = 'DeployedApiError';
  }
}

function defaultHeaders(): (url: string) => Promise<Headers> {
  return (url) => googleAuth().getRequestHeaders(url);
}

/** Google's error body {error: {status, message}} as one line, or the start of whatever else came back. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: { status?: string; message?: string } };
    if (body.error) return [body.error.status, body.error.message].filter(Boolean).join(': ');
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 200);
}

export function googleDeployedApi(options: GoogleApiOptions = {}): DeployedApi {
  const headers = options.headers ?? defaultHeaders();
  const fetchFn = options.fetch ?? fetch;

  /** GET `url` parsed by `schema`; null on 404 when `missingIsNull`. */
  async function get<S extends z.ZodType>(
    url: string,
    schema: S,
    missingIsNull: boolean,
  ): Promise<z.infer<S> | null> {
    const response = await fetchFn(url, { headers: await headers(url) });
    if (response.status === 404 && missingIsNull) return null;
    if (!response.ok) throw new DeployedApiError(url, response.status, await errorDetail(response));
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      throw new DeployedApiError(url, response.status, `unexpected response: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  async function getRequired<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
    const body = await get(url, schema, false);
    if (body === null) throw new DeployedApiError(url, 404, 'not found');
    return body;
  }

  /** Every page of a listing: `pageToken` from the previous page's `nextPageToken` until there is none. */
  async function allPages<S extends z.ZodType<{ nextPageToken?: string | undefined }>>(
    url: string,
    query: Record<string, string>,
    schema: S,
  ): Promise<z.infer<S>[]> {
    const pages: z.infer<S>[] = [];
    let pageToken: string | undefined;
    do {
      const params = new URLSearchParams(query);
      if (pageToken) params.set('pageToken', pageToken);
      const qs = params.toString();
      const page = await getRequired(qs ? `${url}?${qs}` : url, schema);
      pages.push(page);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return pages;
  }

  const database = (projectId: string) => `${FIRESTORE}/projects/${projectId}/databases/(default)`;

  return {
    async releasedRuleset(projectId, release) {
      const found = await get(`${RULES}/projects/${projectId}/releases/${release}`, releaseSchema, true);
      if (!found) return null;
      return getRequired(`${RULES}/${found.rulesetName}`, rulesetSchema);
    },

    async defaultBucket(projectId) {
      const found = await get(
        `${FIREBASE_STORAGE}/projects/${projectId}/defaultBucket`,
        defaultBucketSchema,
        true,
      );
      return found?.bucket?.name.split('/').pop() ?? null;
    },

    async compositeIndexes(projectId) {
      const pages = await allPages(
        `${database(projectId)}/collectionGroups/-/indexes`,
        {},
        listIndexesSchema,
      );
      return pages.flatMap((p) => p.indexes);
    },

    async fieldOverrides(projectId) {
      const pages = await allPages(
        `${database(projectId)}/collectionGroups/-/fields`,
        { filter: FIELD_OVERRIDES_FILTER },
        listFieldsSchema,
      );
      return pages.flatMap((p) => p.fields);
    },

    async functions(projectId) {
      const pages = await allPages(
        `${FUNCTIONS}/projects/${projectId}/locations/-/functions`,
        {},
        listFunctionsSchema,
      );
      return {
        functions: pages.flatMap((p) => p.functions),
        unreachable: [...new Set(pages.flatMap((p) => p.unreachable))],
      };
    },
  };
}
