import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { USE_EMULATORS } from '../../../config/env';
import { firebaseApp } from '../../../lib/firebase';

/**
 * A second, in-memory Firebase Auth + Firestore pair on which sign-ins and registrations run until they have passed
 * every check of seed 000 §4 (verified e-mail, single provider, user record; registration steps and rollback).
 *
 * Why: a sign-in on the app's own Auth instance is seen at once by the session and the route guard, which would
 * treat the half-checked user as signed in (guest-only pages redirect away mid-flow, the header flashes the account
 * menu, and a user refused by the checks would briefly be "in"). Only an account that passed is handed over to the
 * app with `updateCurrentUser`, in the persistence "remember me" chose. Registration never reaches the app at all.
 */
const STAGING_APP_NAME = 'sign-in-staging';

let auth: Auth | null = null;
let db: Firestore | null = null;

function stagingApp(): FirebaseApp {
  return getApps().some((a) => a.name === STAGING_APP_NAME)
    ? getApp(STAGING_APP_NAME)
    : initializeApp(firebaseApp.options, STAGING_APP_NAME);
}

/** The emulator host the app itself uses (lib/firebase.ts): the page's own host name. */
const emulatorHost = () => window.location.hostname;

export function stagingAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(stagingApp(), {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (USE_EMULATORS) connectAuthEmulator(auth, `http://${emulatorHost()}:9099`, { disableWarnings: true });
  }
  return auth;
}

/** Firestore acting as the staged user (record check, record creation during registration). */
export function stagingDb(): Firestore {
  if (!db) {
    stagingAuth();
    db = getFirestore(stagingApp());
    if (USE_EMULATORS) connectFirestoreEmulator(db, emulatorHost(), 8080);
  }
  return db;
}
