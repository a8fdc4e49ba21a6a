import type { User } from 'firebase/auth';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TwoFactorAdapter } from './adapter';

export interface TwoFactorStatus {
  status: 'loading' | 'ready';
  /** The user has a registered TOTP second factor. */
  enrolled: boolean;
}

let loaded: TwoFactorAdapter | undefined;
const noSubscription = () => () => undefined;

/**
 * Whether the signed-in user has a second factor (route guard step 3). The adapter needs the Auth SDK, so it is
 * loaded only for a signed-in user: a visitor has no second factor and must not wait for it.
 */
export function useTwoFactorStatus(user: User | null): TwoFactorStatus {
  const [adapter, setAdapter] = useState(loaded);
  useEffect(() => {
    if (!user || adapter) return;
    let live = true;
    void import('./active-adapter').then(({ twoFactor }) => {
      loaded = twoFactor;
      if (live) setAdapter(twoFactor);
    });
    return () => {
      live = false;
    };
  }, [user, adapter]);
  const enrolled = useSyncExternalStore(
    adapter?.subscribe ?? noSubscription,
    () => (user && adapter ? adapter.isEnrolled(user) : false),
    // A server-rendered page is a visitor's: no second factor.
    () => false,
  );
  return { status: user && !adapter ? 'loading' : 'ready', enrolled };
}
