import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { appQueryClient } from './app/providers';
import { prepareRoutes } from './app/router';
import { AppErrorBoundary } from './features/errors';
import { startErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { logger } from './lib/logger';
import { renderedPage, type RenderedPage } from './lib/rendered-page';
import { startSiteState } from './lib/site-state';
import { readStoredInvestorProfile } from './lib/stored-investor-profile';
import { tenant } from './lib/tenant';
import { logUncaughtErrors } from './lib/uncaught-errors';
import { updateVisitorCookie } from './lib/visitor-cookie';
import { HeldInput, stopHoldingInput } from './lib/early-input';

// First, so that whatever fails from here on reaches the error-reporting service.
// Marks read by the web bench (scripts/lib/web-bench.ts): when the entry script runs, when the first render starts.
performance.mark('portal:main');
startErrorReporting();
logUncaughtErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const rootOptions: RootOptions = {
  // An error caught by a boundary is logged by that boundary, with its context (the router's `onError`,
  // AppErrorBoundary); React's default would print it once more, past the logger.
  onCaughtError: () => undefined,
  onUncaughtError: (error, info) => {
    logger.error('Uncaught render error', { error, componentStack: info.componentStack });
  },
  onRecoverableError: (error, info) => {
    logger.warn('React recovered from an error', { error, componentStack: info.componentStack });
  },
};

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>
);

/**
 * A page the server rendered (docs/server-pages.md) is hydrated: its page module and texts are loaded first and the
 * API answers it was rendered with put into the query cache, so the first render matches the server's markup. It is
 * rendered afresh instead where the first render would differ from the server's: another language than the one the
 * app starts in (the visitor's storage says otherwise), or a fragment in the URL (`#faq-2` opens an entry; the server
 * never sees the fragment). So is a page whose module cannot be loaded: the router's own loading then shows the error
 * screen (and reloads once).
 */
async function render(container: HTMLElement, i18nLanguage: string | undefined): Promise<void> {
  const page = renderedPage();
  // The visitor followed a link of the server's page before the app took it over (web/public/startup.js): the
  // browser is on its way there, and the router's first history entry would cancel that navigation.
  const startup = window as { __portalLeaving?: boolean; __portalStarted?: boolean };
  if (page && startup.__portalLeaving) return;
  startup.__portalStarted = true;
  if (page && page.language === i18nLanguage && window.location.hash === '' && takeRenderedPage(page)) {
    const prepared = await prepareRoutes(window.location).then(
      () => true,
      (error: unknown) => {
        logger.warn('The page module could not be loaded for hydration', { error });
        return false;
      },
    );
    if (prepared) {
      hydrate(appQueryClient, page.queries);
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page (the page is already painted and readable). What the visitor pressed before is pressed
      // again once hydrated (lib/early-input.tsx).
      stopHoldingInput(true);
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            {app}
            <HeldInput root={container} />
          </>,
          rootOptions,
        );
      });
      return;
    }
  }
  stopHoldingInput(false);
  container.replaceChildren();
  createRoot(container, rootOptions).render(app);
}

/**
 * Whether the page the server rendered is the one this browser would render: rendered for the investor profile it
 * stores (else, a profile chosen before the `__session` cookie existed, web/public/startup.js hides the page and the
 * app renders afresh). A page rendered somewhere else than the address asked for (the route guard's investor-profile
 * step in place of the page it guards) then takes the step's address, as the app's own redirect would have.
 */
function takeRenderedPage(page: RenderedPage): boolean {
  const stored = readStoredInvestorProfile();
  if ((stored.type ?? null) !== (page.profile.type ?? null)) return false;
  if ((stored.country ?? null) !== (page.profile.country ?? null)) return false;
  if (page.path !== undefined) window.history.replaceState(window.history.state, '', page.path);
  return true;
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
  .then(
    (i18n) => i18n.language,
    (error: unknown) => {
      logger.error('Could not load the start-up translations', { error });
      return undefined;
    },
  )
  .then(async (language) => {
    performance.mark('portal:render');
    await render(root, language);
  })
  .catch((error: unknown) => {
    logger.error('Could not start the app', { error });
  });
