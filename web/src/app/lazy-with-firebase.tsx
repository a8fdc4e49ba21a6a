import { lazy, Suspense, type ComponentType } from 'react';
import { loadFirebase } from '../lib/firebase-loader';

/**
 * A component that needs reactfire (and so the Firebase SDKs), loaded on first render together with the providers
 * (./firebase-providers.tsx), so that it stays off the public pages' first load. Renders nothing while loading.
 */
export function lazyWithFirebase<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    const [Component, { FirebaseProviders }] = await Promise.all([
      load(),
      import('./firebase-providers'),
      loadFirebase(),
    ]);
    return {
      default: (props: P) => (
        <FirebaseProviders>
          <Component {...props} />
        </FirebaseProviders>
      ),
    };
  });
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
