import { useEffect } from 'react';
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
