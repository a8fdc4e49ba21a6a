import type { LiveField, LiveFunction, LiveIndex, LiveRuleset } from './live-schemas.js';

/** Every Cloud Functions v2 function of a project, and the locations the listing could not reach. */
export interface LiveFunctionList {
  functions: LiveFunction[];
  unreachable: string[];
}

/**
 * What is deployed in a tenant's project, read through the Google APIs (google-deployed-api.ts) or a fake in tests.
 * Each method returns the API's own response objects (live-schemas.ts), every page of a listing; it throws when a
 * call fails (credentials, permission, an API not enabled): an unreadable project is not a project without drift.
 */
export interface DeployedApi {
  /**
   * The ruleset a Firebase Rules release points at (`cloud.firestore`, `firebase.storage/<bucket>`); null when the
   * project has no such release (rules never deployed).
   */
  releasedRuleset(projectId: string, release: string): Promise<LiveRuleset | null>;
  /** The project's default Cloud Storage for Firebase bucket (as the Firebase CLI finds it); null when not set up. */
  defaultBucket(projectId: string): Promise<string | null>;
  /** The composite indexes of the (default) database. */
  compositeIndexes(projectId: string): Promise<LiveIndex[]>;
  /** The field overrides (index exemptions and TTL policies) of the (default) database. */
  fieldOverrides(projectId: string): Promise<LiveField[]>;
  /** Every function in every location. */
  functions(projectId: string): Promise<LiveFunctionList>;
}
