import { useEffect, useState } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Warns before unsaved edits are lost: an in-app navigation to another page is held by the router (the caller shows a
 * confirmation for the returned blocker) and closing or reloading the tab triggers the browser's own prompt. Changing
 * only the query (the page's tabs) is no navigation away.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
  return blocker;
}

/**
 * `useUnsavedChangesGuard` for an editor with actions of its own that would drop the edits too (switching the
 * language, closing the editor): those pass through `guard`. `asking` opens the one confirmation for both kinds;
 * `discard` runs what was asked for (or lets the navigation go on), `keep` cancels it.
 */
export function useUnsavedGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const blocker = useUnsavedChangesGuard(dirty);
  return {
    asking: pending !== null || blocker.state === 'blocked',
    guard: (action: () => void) => {
      if (dirty) setPending(() => action);
      else action();
    },
    keep: () => {
      setPending(null);
      if (blocker.state === 'blocked') blocker.reset();
    },
    discard: () => {
      const action = pending;
      setPending(null);
      if (blocker.state === 'blocked') blocker.proceed();
      action?.();
    },
  };
}
