import {
  adminProductIds as adminProductIdsOf,
  isAdmin as isAdminRole,
  isStaff as isStaffRole,
  rolesFromClaims,
  type PlatformSettings,
} from '@portal/domain';
import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { useMemo, useSyncExternalStore } from 'react';
import { useAuth, useFirestore, useFirestoreDocData } from 'reactfire';
import { refs } from './refs';

type Claims = Readonly<Record<string, unknown>>;

type Snapshot =
  | { status: 'loading'; user: null; claims: null }
  | { status: 'guest'; user: null; claims: null }
  | { status: 'signedIn'; user: User; claims: Claims };

const LOADING: Snapshot = { status: 'loading', user: null, claims: null };
const GUEST: Snapshot = { status: 'guest', user: null, claims: null };

interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Snapshot;
}

/**
 * One listener per Auth instance for the life of the page: roles come from the ID token's claims, which change on
 * sign-in, sign-out and token refresh, so `onIdTokenChanged` (not `onAuthStateChanged`) is the right signal.
 */
const stores = new WeakMap<Auth, SessionStore>();
function sessionStore(auth: Auth): SessionStore {
  const existing = stores.get(auth);
  if (existing) return existing;
  let snapshot: Snapshot = LOADING;
  let started = false;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const emit = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    started = true;
    onIdTokenChanged(auth, (user) => {
      const mine = ++sequence;
      if (!user) {
        emit(GUEST);
        return;
      }
      user.getIdTokenResult().then(
        (result) => {
          if (mine === sequence) emit({ status: 'signedIn', user, claims: result.claims });
        },
        (error: unknown) => {
          // Without claims the user still is signed in (insight); admin rights wait for the next token.
          console.error('Could not read the ID token claims', error);
          if (mine === sequence) emit({ status: 'signedIn', user, claims: {} });
        },
      );
    });
  };
  const store: SessionStore = {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  stores.set(auth, store);
  return store;
}

/** `settings/platform` (languages, custom roles), bound live; `data` is `undefined` while loading or when absent. */
export function usePlatformSettings(): {
  status: 'loading' | 'error' | 'success';
  data: PlatformSettings | undefined;
} {
  const db = useFirestore();
  const ref = useMemo(() => refs(db).platformSettings(), [db]);
  const { status, data } = useFirestoreDocData(ref);
  return { status, data: status === 'success' ? data : undefined };
}

export interface Session {
  status: 'loading' | 'guest' | 'signedIn';
  user: User | null;
  /** `guest`, or `insight` plus the `role:<name>` claims (seed 000 §4). */
  roles: string[];
  isAdmin: boolean;
  isStaff: boolean;
  /** Products the user administers through custom roles of the platform settings. */
  adminProductIds: Set<string>;
  userDefinedRoles: PlatformSettings['iam']['userDefinedRoles'];
}

export function useSession(): Session {
  const auth = useAuth();
  const store = sessionStore(auth);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const platform = usePlatformSettings();
  const userDefinedRoles = platform.data?.iam.userDefinedRoles;
  // Custom roles decide product-admin rights: until they are known the session is not ready (no false 403s).
  const platformLoading = platform.status === 'loading';
  return useMemo(() => {
    const roles = snapshot.status === 'signedIn' ? rolesFromClaims(snapshot.claims) : ['guest'];
    const definedRoles = userDefinedRoles ?? [];
    return {
      status: platformLoading ? 'loading' : snapshot.status,
      user: snapshot.user,
      roles,
      isAdmin: isAdminRole(roles),
      isStaff: isStaffRole(roles),
      adminProductIds: adminProductIdsOf(roles, definedRoles),
      userDefinedRoles: definedRoles,
    };
  }, [snapshot, userDefinedRoles, platformLoading]);
}
