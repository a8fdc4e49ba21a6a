import i18next from 'i18next';
import { withLang } from '../config/paths';
import { createApiClient } from './api-client';
import { loadedFirebase, loadFirebase } from './firebase-loader';
import { stripLang } from './locale-path';
import { currentReaderParams } from './reader-query';
import { siteFetch } from './rendered-page';
import { tenant } from './tenant';
import { trackApiFailure } from './web-analytics';

/**
 * The app's client of the `/api/**` HTTP API (see ./api-client/), signed in through Firebase Auth. Until the Auth
 * SDK has loaded (lib/firebase-loader.ts) nobody is signed in on this page, so requests go out as a guest's.
 */
export const apiClient = createApiClient({
  currentUser: () => loadedFirebase()?.auth.currentUser ?? null,
  signOut: async () => {
    const sdk = await loadFirebase();
    await sdk.signOut(sdk.auth);
  },
  // A full page load: also drops every in-memory state of the signed-out user.
  navigate: (path) => {
    window.location.assign(path);
  },
  currentPath: () => stripLang(window.location.pathname),
  localePath: (path) => (tenant.langInUrl ? withLang(path, i18next.language) : path),
  // Every product read carries the reader's language and stored investor profile (issue 24).
  readerParams: currentReaderParams,
  fetch: siteFetch,
  // Only uploads ask for progress: the transport loads with the first one, never on a visitor's page.
  uploadFetch: async (url, init, onUploadProgress) =>
    (await import('./xhr-fetch')).xhrFetch(url, init, onUploadProgress),
  // Sent only where the tenant has analytics and the visitor consented (docs/web-analytics.md).
  onFailure: trackApiFailure,
});
