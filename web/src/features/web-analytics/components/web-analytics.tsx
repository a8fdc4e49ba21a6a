import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadNamespaces } from '../../../lib/i18n';
import { analyticsTarget, trackPageView, useAnalyticsDecision } from '../../../lib/web-analytics';
import { useAnalyticsSettingsOpen } from '../settings-open';

/*
 * Web analytics in the app frame (docs/web-analytics.md): page views of router navigations, the consent panel and
 * the footer's settings link. Mounted by the shell layout, so embedded pages and the PDF source page have none. For
 * a tenant without analytics everything here renders nothing and loads nothing; the panel and its texts are a chunk
 * of their own, loaded only when there is something to ask.
 */

/** A page counts once the visitor has been on it this long: a redirect (`/` to `/en`) is one view, not two. */
export const PAGE_VIEW_SETTLE_MS = 500;

const withTexts = <T,>(module: Promise<T>) =>
  Promise.all([module, loadNamespaces(['webAnalytics'])]).then(([m]) => m);

const ConsentPanel = lazy(() =>
  withTexts(import('./consent-panel')).then((m) => ({ default: m.AnalyticsConsentPanel })),
);
const SettingsLink = lazy(() =>
  withTexts(import('./consent-panel')).then((m) => ({ default: m.AnalyticsSettingsLink })),
);

function ActiveWebAnalytics() {
  const { pathname } = useLocation();
  const decision = useAnalyticsDecision();
  const settingsOpen = useAnalyticsSettingsOpen();
  useEffect(() => {
    const timer = window.setTimeout(trackPageView, PAGE_VIEW_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [pathname]);
  if (decision.state !== 'ask' && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel decision={decision} />
    </Suspense>
  );
}

/** Page views and the consent panel; nothing for a tenant whose pages send no analytics. */
export function WebAnalytics() {
  return analyticsTarget ? <ActiveWebAnalytics /> : null;
}

/** The footer's "Analytics settings" link; nothing for a tenant whose pages send no analytics. */
export function AnalyticsSettingsFooterLink() {
  return analyticsTarget ? (
    <Suspense fallback={null}>
      <SettingsLink />
    </Suspense>
  ) : null;
}
