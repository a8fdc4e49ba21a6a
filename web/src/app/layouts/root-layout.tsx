import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AccessRightsWatcher } from '../../features/access-rights';

/** Top of every route: scroll restoration, the navigation progress bar, and the end of the start-up spinner. */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    // index.html shows a pure-CSS spinner until the app has mounted (and a Refresh button after 60 s).
    document.getElementById('startup')?.remove();
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
      <AccessRightsWatcher />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
