import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_COLORS, type FactsheetImage } from '@portal/domain';

/*
 * The tenant's brand as the factsheets use it: its primary colour (`theme.primaryColor` of tenants/<id>/tenant.json)
 * for a factsheet whose config sets none, and its logo for a factsheet header that names none. functions/build.ts
 * embeds both at build time (each tenant is its own project and deploy) and writes the logo as a PNG beside the
 * bundle (`dist/tenant/`), rasterised from the tenant's SVG, since a PDF cannot embed SVG.
 */

/** What functions/build.ts embeds as `__PORTAL_BRAND__`. */
export interface BuiltBrand {
  primaryColor: string;
  logo: {
    /** File beside the bundle (`dist/tenant/<file>`). */
    file: string;
    /** Where the web app gets the logo (`/tenant/<asset>`, served by Hosting). */
    url: string;
    width: number;
    height: number;
    mimeType: FactsheetImage['mimeType'];
  } | null;
}

declare const __PORTAL_BRAND__: BuiltBrand | undefined;

const BRAND: BuiltBrand =
  typeof __PORTAL_BRAND__ === 'undefined'
    ? { primaryColor: BRAND_COLORS.primary, logo: null }
    : __PORTAL_BRAND__;

/** The tenant's primary colour, `#rrggbb`. */
export const tenantPrimaryColor = (): string => BRAND.primaryColor;

let logo: (NonNullable<BuiltBrand['logo']> & { bytes: Uint8Array }) | null | undefined;

/** The tenant's logo for factsheets, or null (unit tests run the sources, which have no built logo). */
export function tenantLogo(): (NonNullable<BuiltBrand['logo']> & { bytes: Uint8Array }) | null {
  if (logo !== undefined) return logo;
  const built = BRAND.logo;
  const file = built ? join(dirname(fileURLToPath(import.meta.url)), 'tenant', built.file) : null;
  logo = built && file && existsSync(file) ? { ...built, bytes: readFileSync(file) } : null;
  return logo;
}
