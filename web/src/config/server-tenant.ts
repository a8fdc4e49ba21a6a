/**
 * Where the server renderer puts the tenant before it loads the app (web/src/server/entry.tsx), for
 * config/tenant-runtime.ts to read: the server has no document to read `#portal-tenant` from.
 */
export const SERVER_TENANT_GLOBAL = '__PORTAL_TENANT__';
