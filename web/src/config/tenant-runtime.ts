import type { SiteSettings } from '@portal/domain';
import { SERVER_TENANT_GLOBAL } from './server-tenant';

/**
 * What index.html tells the app about the tenant it serves, as JSON in `<script type="application/json"
 * id="portal-tenant">`: written when the build is stamped for a tenant (scripts/lib/web-tenant.ts), so one build
 * serves any tenant (each tenant's site gets its own stamped copy). Only the site settings: the product catalogue
 * comes from Firestore, so hidden products never reach a visitor's browser.
 */
export interface PortalTenantRuntime {
  tenantId: string;
  /** The tenant's Firebase project (each tenant is its own project). */
  projectId: string;
  /** The web API key of that project; absent against the emulators (any key works there). */
  apiKey?: string;
  settings: SiteSettings;
}

export const PORTAL_TENANT_ELEMENT_ID = 'portal-tenant';

function readRuntime(): PortalTenantRuntime {
  const onServer = (globalThis as Record<string, unknown>)[SERVER_TENANT_GLOBAL];
  if (onServer) return onServer as PortalTenantRuntime;
  const element = typeof document === 'undefined' ? null : document.getElementById(PORTAL_TENANT_ELEMENT_ID);
  if (!element?.textContent) {
    // A page without it was not stamped for a tenant: fail loudly at start-up rather than half-render.
    throw new Error(`index.html has no #${PORTAL_TENANT_ELEMENT_ID}: the build was not stamped for a tenant`);
  }
  return JSON.parse(element.textContent) as PortalTenantRuntime;
}

/** Read once, at start-up. */
export const tenantRuntime: PortalTenantRuntime = readRuntime();
