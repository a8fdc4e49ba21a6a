import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { auth, db } from './firebase';

/*
 * The app's Auth and Firestore instances (./firebase.ts) for components and hooks. There is one of each, so these
 * are plain reads, no React context; being hooks keeps them in the dependency lists of the effects that use them.
 * Only modules that load with the Firebase SDK import this file (see ./firebase-sdk.ts on the first paint).
 */
export const useAuth = (): Auth => auth;
export const useFirestore = (): Firestore => db;
