import { tenantRuntime } from '../config/tenant-runtime';

/** The tenant's site settings, validated when the build was stamped for it (scripts/lib/web-tenant.ts). */
export const tenant = tenantRuntime.settings;

/** URL of a file from `tenants/<id>/assets/` (copied to `/tenant/` by the stamp). */
export const tenantAsset = (file: string): string => `/tenant/${file.replace(/^\/+/, '')}`;

export { localized } from './localized';
