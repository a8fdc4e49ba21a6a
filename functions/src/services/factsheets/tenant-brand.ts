import type { FactsheetImage } from '@portal/domain';
import { tenantLogoBytes, tenantRuntime } from '../../tenant/tenant-runtime.js';

/*
 * The tenant's brand as the factsheets use it: its primary colour (`theme.primaryColor` of tenants/<id>/tenant.json)
 * for a factsheet whose config sets none, and its logo for a factsheet header that names none. The logo is a PNG
 * beside the bundle, rasterised from the tenant's SVG when the functions were stamped for the tenant
 * (functions/tenant-stamp.ts), since a PDF cannot embed SVG.
 */

/** The tenant's primary colour, `#rrggbb`. */
export const tenantPrimaryColor = (): string => tenantRuntime().primaryColor;

interface TenantLogo {
  url: string;
  width: number;
  height: number;
  mimeType: FactsheetImage['mimeType'];
  bytes: Uint8Array;
}

let logo: { runtime: unknown; value: TenantLogo | null } | undefined;

/** The tenant's logo for factsheets, or null (unit tests run the sources, which have no stamped logo). */
export function tenantLogo(): TenantLogo | null {
  const runtime = tenantRuntime();
  if (logo?.runtime === runtime) return logo.value;
  const meta = runtime.logo;
  const bytes = tenantLogoBytes();
  const value =
    meta && bytes
      ? { url: meta.url, width: meta.width, height: meta.height, mimeType: meta.mimeType, bytes }
      : null;
  logo = { runtime, value };
  return value;
}
