import settings from 'virtual:tenant';

/** The tenant's site settings, validated at build time (vite.config.ts). */
export const tenant = settings;

/** URL of a file from `tenants/<id>/assets/` (copied to `/tenant/` by the build). */
export const tenantAsset = (file: string): string => `/tenant/${file.replace(/^\/+/, '')}`;

export { localized } from './localized';
