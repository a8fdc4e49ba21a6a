import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './features/errors';
import { startErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { logger } from './lib/logger';
import { startSiteState } from './lib/site-state';
import { readStoredInvestorProfile } from './lib/stored-investor-profile';
import { tenant } from './lib/tenant';
import { logUncaughtErrors } from './lib/uncaught-errors';
import { updateVisitorCookie } from './lib/visitor-cookie';

// First, so that whatever fails from here on reaches the error-reporting service.
// Marks read by the web bench (scripts/lib/web-bench.ts): when the entry script runs, when the first render starts.
performance.mark('portal:main');
startErrorReporting();
logUncaughtErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(container: HTMLElement): void {
  createRoot(container, {
    // An error caught by a boundary is logged by that boundary, with its context (the router's `onError`,
    // AppErrorBoundary); React's default would print it once more, past the logger.
    onCaughtError: () => undefined,
    onUncaughtError: (error, info) => {
      logger.error('Uncaught render error', { error, componentStack: info.componentStack });
    },
    onRecoverableError: (error, info) => {
      logger.warn('React recovered from an error', { error, componentStack: info.componentStack });
    },
  }).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// Picks up the site state index.html requested, while the start-up texts load.
startSiteState();

// A profile chosen before the server read the `__session` cookie: tell it (lib/visitor-cookie.ts).
const storedProfile = readStoredInvestorProfile();
updateVisitorCookie({
  ...(storedProfile.type ? { investorType: storedProfile.type } : {}),
  ...(storedProfile.country ? { country: storedProfile.country } : {}),
});

// The first render waits for the language's start-up texts (one small chunk), so it never shows raw keys. If they
// cannot be loaded the app renders anyway: the error screens carry their own fallback texts.
initI18n(tenant.availableLanguages)
  .catch((error: unknown) => {
    logger.error('Could not load the start-up translations', { error });
  })
  .finally(() => {
    performance.mark('portal:render');
    render(root);
  });
