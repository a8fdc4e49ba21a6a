/**
 * The tenant's validated site settings, bundled at build time by the `portal-tenant` plugin in vite.config.ts.
 * Only the site settings: the product catalogue comes from Firestore so hidden products never reach the bundle.
 */
declare module 'virtual:tenant' {
  import type { SiteSettings } from '@portal/domain';

  const settings: SiteSettings;
  export default settings;
}
