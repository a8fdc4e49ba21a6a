import { Progress } from '@mantine/core';
import { endStartupScreen } from '../../lib/startup-screen';
import { useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { renderedPage } from '../../lib/rendered-page';
import { useSession } from '../../lib/session';
import { lazyWithFirebase } from '../lazy-with-firebase';

/** Needs the Auth SDK and the user's record: loaded once a session exists, never for a visitor's first load. */
const AccessRightsWatcher = lazyWithFirebase(() =>
  import('../../features/access-rights').then((m) => m.AccessRightsWatcher),
);

/** Asks a signed-in user to accept new versions of the legal texts (docs/privacy.md); its texts load with it. */
const ConsentGate = lazyWithFirebase(() =>
  import('../../features/consent').then(async (m) => {
    await loadNamespaces(['settings']);
    return m.ConsentGate;
  }),
);

/** Top of every route: scroll restoration (from the first navigation on a server-rendered page), the navigation progress bar, and the end of the start-up spinner. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const session = useSession();
  // A page the server rendered is already where its reader scrolled it: scroll restoration (which scrolls a route it
  // has no position for to the top) starts with the first navigation, not at hydration, or a visitor who scrolled
  // before the app took over would be thrown back to the top, under the pointer (docs/server-pages.md).
  const [firstKey] = useState(() => (renderedPage() ? location.key : null));
  const [restoring, setRestoring] = useState(firstKey === null);
  if (!restoring && location.key !== firstKey) setRestoring(true);
  // Mounted from the first signed-in moment on and kept: it must see the sign-out that follows a revoked token.
  const [watch, setWatch] = useState(false);
  if (!watch && session.status === 'signedIn') setWatch(true);
  useLayoutEffect(() => {
    // index.html shows a pure-CSS spinner until the app has mounted (and a Refresh button after 60 s). Removed in the
    // commit, before the browser paints: a passive effect may run after the first paint, which then shows the
    // spinner instead of the page (a later first contentful paint).
    endStartupScreen();
  }, []);
  return (
    <>
      {navigation.state === 'loading' ? (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-hidden
        />
      ) : null}
      {watch ? <AccessRightsWatcher /> : null}
      {watch ? <ConsentGate /> : null}
      <Outlet />
      {restoring ? <ScrollRestoration /> : null}
    </>
  );
}
