/*
 * The Firebase SDKs and what the app's own stores use of them, in ONE module that is only ever imported dynamically
 * (lib/firebase-loader.ts). A visitor's first paint needs neither Auth nor Firestore (~170 KB gzip): public data comes
 * from `GET /api/site/state`, and this module loads right after the first paint, or at once for a signed-in user.
 * Import from 'firebase/*' anywhere on the public pages' static import graph and that budget is gone: the web bench
 * (`npm run bench`) lists the scripts loaded before the first paint.
 */
import { onIdTokenChanged, signInWithCustomToken, signOut } from 'firebase/auth';
import { onSnapshot, setDoc, updateDoc } from 'firebase/firestore';
import { auth, db } from './firebase';
import { refs } from './refs';

/** What the app's stores use, read through `loadFirebase()`. */
export const firebaseSdk = {
  auth,
  db,
  refs,
  onSnapshot,
  setDoc,
  updateDoc,
  onIdTokenChanged,
  signInWithCustomToken,
  signOut,
};
