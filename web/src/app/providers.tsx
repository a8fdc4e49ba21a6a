import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterLoadIdle } from '../hooks/use-after-load-idle';
import { cssVariablesResolver, defaultColorScheme, theme } from '../lib/theme';
import { createQueryClient } from '../lib/use-api-query';

/** The browser's one cache of API answers; a server-rendered page's answers are put into it before hydration. */
export const appQueryClient = createQueryClient();

/** TanStack Query's devtools (the cache of the API calls), in development builds only. */
const QueryDevtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })))
  : null;

/** Only the sign-in, settings and admin pages show notifications: the container loads once the page is idle. */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine and the API calls' query cache. The Firebase SDKs need no provider: they load lazily
 * (lib/firebase-loader.ts) and live data binds through lib/live-store.ts (docs/web-data.md). Notifications shown
 * before the container has loaded wait in Mantine's store and appear when it mounts.
 */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** The server renders each request with a cache of its own. */
  queryClient?: QueryClient;
}) {
  const loaded = useAfterLoadIdle();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        defaultColorScheme={defaultColorScheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        {loaded ? (
          <Suspense fallback={null}>
            <Notifications position="top-right" />
            {QueryDevtools ? <QueryDevtools buttonPosition="bottom-left" /> : null}
          </Suspense>
        ) : null}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
