import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '../config/env';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.apiKey,
  authDomain: `${env.projectId}.firebaseapp.com`,
  projectId: env.projectId,
};

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const db = getFirestore(firebaseApp);

if (env.useEmulators) {
  // The page's own host name, so the app works whether it was opened via 127.0.0.1 or localhost.
  const host = window.location.hostname;
  connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, 8080);
}
