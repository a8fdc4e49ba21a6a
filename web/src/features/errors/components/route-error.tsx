import { useState, useEffect } from 'react';
import { useLocation, useRouteError, type ClientOnErrorFunction } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ChunkLoadError, isChunkLoadError, reloadOnceFor } from '../../../lib/chunk-load';
import { logger } from '../../../lib/logger';
import { AppErrorScreen } from './app-error-screen';

/**
 * `errorElement` of the root route: every error of a route (its lazy module, its rendering) ends here rather than on
 * React Router's built-in "Unexpected Application Error" screen. A page module that failed to load reloads the page
 * once (a deploy replaced the chunks this tab knows); then, or for any other error, the translated error screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // Decided once per error screen: the marker it writes is what makes the next failure on this path show the error.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceFor(pathname));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <CenteredLoader minHeight="60vh" />;
  return <AppErrorScreen kind={isChunkLoadError(error) ? 'chunk' : 'render'} />;
}

/**
 * The router's `onError`: called once per error of a route (unlike the error element, which may render again), with
 * the route pattern and, for a render error, React's component stack.
 */
export const logRouteError: ClientOnErrorFunction = (error, { location, pattern, errorInfo }) => {
  logger.error(isChunkLoadError(error) ? 'A page module failed to load' : 'A route failed', {
    path: location.pathname,
    pattern,
    error,
    // The browser's own message names the file that failed; the wrapper's stack is ours.
    ...(error instanceof ChunkLoadError && error.cause !== undefined ? { cause: error.cause } : {}),
    ...(errorInfo?.componentStack ? { componentStack: errorInfo.componentStack } : {}),
  });
};
