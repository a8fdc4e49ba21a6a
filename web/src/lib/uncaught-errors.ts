import { logger } from './logger';

/** Chromium's notice that a resize observer (charts, Mantine) needed another frame: harmless, and frequent. */
const BENIGN_PREFIX = 'ResizeObserver loop';

/**
 * Errors that no code caught (event handlers, timers, promises nobody awaited) go to the logger, so that the
 * error-reporting service receives them too. Render errors are not among them: the error boundaries log those.
 */
export function logUncaughtErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.message.startsWith(BENIGN_PREFIX)) return;
    logger.error('Uncaught error', {
      error: event.error instanceof Error ? event.error : event.message,
      source: `${event.filename}:${event.lineno}:${event.colno}`,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logger.error('Unhandled promise rejection', { error: event.reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
