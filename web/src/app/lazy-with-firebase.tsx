import { lazy, Suspense, type ComponentType } from 'react';
import { loadFirebase } from '../lib/firebase-loader';

/**
 * A component that uses the Firebase SDKs, loaded on first render together with them (lib/firebase-loader.ts), so
 * that it stays off the public pages' first load. Renders nothing while loading.
 */
export function lazyWithFirebase<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    const [Component] = await Promise.all([load(), loadFirebase()]);
    return { default: Component };
  });
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
