import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, db, firebaseApp } from '../lib/firebase';
import { defaultColorScheme, theme } from '../lib/theme';

/** Firebase (reactfire in non-Suspense mode: every hook reports its own loading status) and Mantine. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>
          <MantineProvider theme={theme} defaultColorScheme={defaultColorScheme}>
            <Notifications position="top-right" />
            {children}
          </MantineProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
