import { signOut, type User } from 'firebase/auth';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/firebase-hooks';
import { stripLang, useLocalePath } from '../../lib/locale-path';
import { logger } from '../../lib/logger';
import { useSession } from '../../lib/session';
import { useUserRecord } from '../../lib/user-record';
import {
  accessChangedLoginPath,
  isInvalidatedSessionError,
  signedInBeforeAccessChange,
} from './access-rights';

/**
 * Signs a session out when the user's access rights changed after it signed in, and sends the user to the login page
 * flagged `accessChanged=true` with the current page as `redirectTo` (seed 000 §4; requirement: within a minute).
 *
 * Signals, fastest first:
 * 1. `users/{uid}.accessChangedAt`, bound live: a role change reaches every open tab within seconds.
 * 2. A token read that fails with `auth/user-token-expired` / `auth/user-disabled` (revoked or disabled account).
 * 3. The Auth SDK signing the user out by itself after such a failed refresh: the previous user's token is then
 *    refreshed once to tell this apart from an ordinary sign-out (which refreshes fine and is left alone).
 * The API client handles the fourth signal, a 498 answer, itself (web/src/lib/api.ts).
 */
export function AccessRightsWatcher() {
  const auth = useAuth();
  const session = useSession();
  const record = useUserRecord();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();

  /** The page shown now: read before signing out, since a route guard may redirect as soon as the user is gone. */
  const currentPath = useEffectEvent(() => `${stripLang(location.pathname)}${location.search}`);
  const goToLogin = useEffectEvent((from: string) => {
    void navigate(to(accessChangedLoginPath(from)), { replace: true });
  });
  /** The user this watcher signed out itself: signal 3 must not fire for them. */
  const signedOutByUs = useRef<User | null>(null);

  const user = session.user;
  const accessChangedAt = record.status === 'success' ? record.data.accessChangedAt : undefined;

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    const leave = async (reason: string) => {
      if (cancelled || signedOutByUs.current === user || auth.currentUser !== user) return;
      signedOutByUs.current = user;
      const from = currentPath();
      logger.info('Access rights changed: signing out', { reason });
      try {
        await signOut(auth);
      } catch (error) {
        logger.error('Sign-out after an access-rights change failed', { error: String(error) });
      }
      goToLogin(from);
    };
    user.getIdTokenResult().then(
      (result) => {
        if (signedInBeforeAccessChange(Date.parse(result.authTime), accessChangedAt)) {
          void leave('accessChangedAt');
        }
      },
      (error: unknown) => {
        if (isInvalidatedSessionError(error)) void leave('token');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [auth, user, accessChangedAt]);

  // Signal 3: remember who was signed in; when the session ends without us, find out whether it was invalidated.
  const previous = useRef<User | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = user;
    if (user || !before || before === signedOutByUs.current) return;
    const from = currentPath();
    before.getIdToken(true).then(
      () => undefined,
      (error: unknown) => {
        if (!isInvalidatedSessionError(error) || auth.currentUser) return;
        logger.info('Session ended by the identity provider', {
          code: String((error as { code: unknown }).code),
        });
        goToLogin(from);
      },
    );
  }, [auth, user]);

  return null;
}
