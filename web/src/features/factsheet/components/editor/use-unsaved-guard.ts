import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are confirmed before they are lost: leaving the page (router navigation or closing the tab) and
 * the editor's own actions passed through `guard` (switching the language, closing the editor). `asking` opens the
 * confirmation; `discard` runs what was asked for, `keep` cancels it.
 */
export function useUnsavedGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
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
