import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, db, firebaseApp } from '../lib/firebase';

/*
 * reactfire's providers (non-Suspense mode: every hook reports its own loading status) for the parts of the app
 * that use its hooks: sign-in, settings, admin and compliance pages, the signed-in user's menu and access-rights
 * watcher. This module imports the Firebase SDKs, so it is only ever loaded lazily (the public pages' first paint
 * must not wait for it; see lib/firebase-sdk.ts).
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/** A pathless layout route: its child routes render inside the providers. */
export function FirebaseProvidersOutlet() {
  return (
    <FirebaseProviders>
      <Outlet />
    </FirebaseProviders>
  );
}
