import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env, USE_EMULATORS } from '../config/env';
import { pdfRendererToken } from './custom-token';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.apiKey,
  authDomain: `${env.projectId}.firebaseapp.com`,
  projectId: env.projectId,
};

export const firebaseApp = initializeApp(firebaseConfig);
// The PDF renderer's page load (custom token in the URL, see ./custom-token.ts) keeps its session in memory only.
export const auth = pdfRendererToken
  ? initializeAuth(firebaseApp, { persistence: inMemoryPersistence })
  : getAuth(firebaseApp);
export const db = getFirestore(firebaseApp);
/** Callable functions (e.g. `setUserRoles`), in the tenant's region (every function of the project is deployed to it). */
export const functions = getFunctions(firebaseApp, env.region);

if (USE_EMULATORS) {
  // The page's own host name, so the app works whether it was opened via 127.0.0.1 or localhost.
  const host = window.location.hostname;
  connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, 8080);
  connectFunctionsEmulator(functions, host, 5001);
}
