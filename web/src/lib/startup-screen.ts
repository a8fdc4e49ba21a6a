/**
 * Ends what index.html shows before the app has mounted: the pure-CSS start-up spinner (and its Refresh button after
 * 60 s), and the hiding of a server-rendered page made for another investor profile than this browser stores
 * (`data-stale-page`, web/public/startup.js). Called in the commit that first shows the app's own content.
 */
export function endStartupScreen(): void {
  document.getElementById('startup')?.remove();
  document.documentElement.removeAttribute('data-stale-page');
}
