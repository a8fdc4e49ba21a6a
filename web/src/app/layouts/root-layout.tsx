import { Progress } from '@mantine/core';
import { endStartupScreen } from '../../lib/startup-screen';
import { useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
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

/** Top of every route: scroll restoration, the navigation progress bar, and the end of the start-up spinner. */
export function RootLayout() {
  const navigation = useNavigation();
  const session = useSession();
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
      <ScrollRestoration />
    </>
  );
}
