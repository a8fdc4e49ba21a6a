import type { PageRenderer, ServerBuildEntry, ServerServices } from '@portal/domain';
import { SERVER_TENANT_GLOBAL } from '../config/server-tenant';

/*
 * The server build's entry (docs/server-pages.md): the `site` function imports this bundle once per tenant (each
 * tenant is its own deploy; the test sweep re-stamps one build with each tenant in turn) and renders the public pages
 * with the app's own components. The app reads its tenant when its modules load (config/tenant-runtime.ts), so the
 * tenant is set first and the app imported after it.
 */
export const createPageRenderer: ServerBuildEntry['createPageRenderer'] = async (
  tenant: unknown,
  services: ServerServices,
): Promise<PageRenderer> => {
  (globalThis as Record<string, unknown>)[SERVER_TENANT_GLOBAL] = tenant;
  const { createRenderer } = await import('./render');
  return createRenderer(services);
};
