import {
  adminProductIds as adminProductIdsOf,
  isAdmin as isAdminRole,
  isStaff as isStaffRole,
  devSectionClaimed,
  sessionRoles,
  type PlatformSettings,
  type SessionToken,
} from '@portal/domain';
import type { User } from 'firebase/auth';
import { useMemo, useSyncExternalStore } from 'react';
import { pdfRendererToken } from './custom-token';
import { loadFirebase, loadFirebaseAfterPaint, whenFirebaseLoaded } from './firebase-loader';
import { docSource, useLiveStore } from './live-store';
import { logger } from './logger';
import { tenant } from './tenant';
import { updateVisitorCookie } from './visitor-cookie';

/**
 * The decoded ID token: every claim of its payload (`IdTokenResult.claims` is the whole payload, Firebase's own
 * `firebase.sign_in_provider` and `email_verified` included, not only the custom claims), or `null` when it could
 * not be read.
 */
type Claims = Readonly<SessionToken> | null;

type Snapshot =
  | { status: 'loading'; user: null; claims: null }
  | { status: 'guest'; user: null; claims: null }
  | { status: 'signedIn'; user: User; claims: Claims };

const LOADING: Snapshot = { status: 'loading', user: null, claims: null };
const GUEST: Snapshot = { status: 'guest', user: null, claims: null };
const guestSnapshot = (): Snapshot => GUEST;

/**
 * Set while this browser holds a Firebase session, so a page load knows without the Auth SDK whether it must wait
 * for the session (signed in) or can render at once as a visitor (no hint). Firebase keeps the session itself in
 * IndexedDB, which cannot be read synchronously; its localStorage/sessionStorage fallbacks are checked too.
 */
const SESSION_HINT_KEY = 'portal.session';

function hasSessionHint(): boolean {
  try {
    if (window.localStorage.getItem(SESSION_HINT_KEY) === '1') return true;
    const stores = [window.localStorage, window.sessionStorage];
    return stores.some((store) => Object.keys(store).some((key) => key.startsWith('firebase:authUser:')));
  } catch {
    return false;
  }
}

function writeSessionHint(signedIn: boolean): void {
  // The server must know too: it never caches a page for a signed-in browser (lib/visitor-cookie.ts).
  updateVisitorCookie({ signedIn });
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage every load is treated as a visitor's first, then corrected when Auth answers.
  }
}

interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Snapshot;
}

/**
 * One listener for the life of the page: roles come from the ID token's claims, which change on sign-in, sign-out
 * and token refresh, so `onIdTokenChanged` (not `onAuthStateChanged`) is the right signal. A page load without a
 * session hint starts as a visitor and loads Auth after the first paint (a session it then finds replaces the
 * visitor's view); with a hint, or for the PDF renderer's custom token, the session is loading until Auth answers.
 */
function createSessionStore(): SessionStore {
  const waitForAuth = pdfRendererToken !== null || hasSessionHint();
  let snapshot: Snapshot = waitForAuth ? LOADING : GUEST;
  let started = false;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const emit = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    started = true;
    // A visitor's page loads the SDKs after its first paint, or earlier when a page needs them (whenFirebaseLoaded).
    if (waitForAuth) void loadFirebase();
    else loadFirebaseAfterPaint();
    void whenFirebaseLoaded().then(({ auth, onIdTokenChanged }) => {
      onIdTokenChanged(auth, (user) => {
        const mine = ++sequence;
        writeSessionHint(user !== null);
        if (!user) {
          emit(GUEST);
          return;
        }
        user.getIdTokenResult().then(
          (result) => {
            if (mine === sequence) emit({ status: 'signedIn', user, claims: result.claims });
          },
          (error: unknown) => {
            // Without the token nothing tells an accepted sign-in: the user holds a guest's roles until the next one.
            logger.error('Could not read the ID token claims', { error });
            if (mine === sequence) emit({ status: 'signedIn', user, claims: null });
          },
        );
      });
    });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

const sessionStore = createSessionStore();

/**
 * `settings/platform` (languages, custom roles), bound live while `enabled` (signed in: custom roles decide
 * product-admin rights; a visitor holds no role, so a visitor's page does not wait for it).
 */
function usePlatformSettings(enabled = true): {
  status: 'loading' | 'error' | 'success';
  data: PlatformSettings | undefined;
} {
  const state = useLiveStore(
    enabled ? 'settings/platform' : null,
    docSource((sdk) => sdk.refs(sdk.db).platformSettings()),
  );
  return { status: state.status, data: state.status === 'success' ? state.data : undefined };
}

export interface Session {
  status: 'loading' | 'guest' | 'signedIn';
  user: User | null;
  /**
   * `guest`, or `insight` plus the `role:<name>` claims (seed 000 §4), as the API and the rules count them
   * (`sessionRoles`): an anonymous session, a password account whose e-mail is not verified and a provider the tenant
   * does not offer hold `guest` while signed in (`status` and `user` still say who is signed in).
   */
  roles: string[];
  /** The token carries the development section's authorisation (the `devSection` claim, `devSectionClaimed`). */
  devSection: boolean;
  isAdmin: boolean;
  isStaff: boolean;
  /** Products the user administers through custom roles of the platform settings. */
  adminProductIds: Set<string>;
  userDefinedRoles: PlatformSettings['iam']['userDefinedRoles'];
}

export function useSession(): Session {
  // The server renders a visitor's page only (docs/server-pages.md): a hydrating render is a guest's.
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, guestSnapshot);
  const platform = usePlatformSettings(snapshot.status === 'signedIn');
  const userDefinedRoles = snapshot.status === 'signedIn' ? platform.data?.iam.userDefinedRoles : undefined;
  // Custom roles decide product-admin rights: until they are known a signed-in session is not ready (no false 403s).
  const platformLoading = snapshot.status === 'signedIn' && platform.status === 'loading';
  return useMemo(() => {
    const roles =
      snapshot.status === 'signedIn' ? sessionRoles(snapshot.claims, tenant.allowedLoginMethods) : ['guest'];
    const definedRoles = userDefinedRoles ?? [];
    return {
      status: platformLoading ? 'loading' : snapshot.status,
      user: snapshot.user,
      roles,
      devSection: roles.includes('insight') && devSectionClaimed(snapshot.claims),
      isAdmin: isAdminRole(roles),
      isStaff: isStaffRole(roles),
      adminProductIds: adminProductIdsOf(roles, definedRoles),
      userDefinedRoles: definedRoles,
    };
  }, [snapshot, userDefinedRoles, platformLoading]);
}
