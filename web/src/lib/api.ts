import { signOut } from 'firebase/auth';
import i18next from 'i18next';
import { withLang } from '../config/paths';
import { createApiClient } from './api-client';
import { auth } from './firebase';
import { stripLang } from './locale-path';
import { tenant } from './tenant';

type Navigate = (path: string) => void;

/** A full page load: also drops every in-memory state of the signed-out user. */
const assignLocation: Navigate = (path) => {
  window.location.assign(path);
};
let registeredNavigate: Navigate = assignLocation;

/**
 * Lets the router take over the navigations the API client makes (the 498 redirect to login); `null` restores the
 * default full page load. Returns a function that unregisters `navigate` again.
 */
export function setApiNavigator(navigate: Navigate | null): () => void {
  registeredNavigate = navigate ?? assignLocation;
  return () => {
    if (registeredNavigate === navigate) registeredNavigate = assignLocation;
  };
}

/** The app's client of the `/api/**` HTTP API (see ./api-client.ts), signed in through Firebase Auth. */
export const apiClient = createApiClient({
  currentUser: () => auth.currentUser,
  signOut: () => signOut(auth),
  navigate: (path) => {
    registeredNavigate(path);
  },
  currentPath: () => stripLang(window.location.pathname),
  localePath: (path) => (tenant.langInUrl ? withLang(path, i18next.language) : path),
});
