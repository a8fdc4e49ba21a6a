import { GoogleAuth } from 'google-auth-library';

/** The scope every operator call uses unless it needs less (the Firebase CLI asks for the same). */
const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';

const byScope = new Map<string, GoogleAuth>();

/**
 * Google application default credentials (`gcloud auth application-default login`, or a service account key in
 * `GOOGLE_APPLICATION_CREDENTIALS`), like the Admin SDK: the one place the operator commands (setup, drift, backup,
 * rollback) get credentials for Google's REST APIs. One instance per scope, so tokens are fetched once per run.
 */
export function googleAuth(scope: string = CLOUD_PLATFORM): GoogleAuth {
  let auth = byScope.get(scope);
  if (!auth) {
    auth = new GoogleAuth({ scopes: [scope] });
    byScope.set(scope, auth);
  }
  return auth;
}
