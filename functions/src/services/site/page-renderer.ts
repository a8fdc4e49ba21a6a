import { createHash } from 'node:crypto';
import { cpSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, ServerBuildEntry, ServerFetch } from '@portal/domain';
import { sanitizeRichText } from '../components/sanitize-rich-text.js';

/*
 * The web app's server build (docs/server-pages.md), written beside the functions by the stamp
 * (functions/src/tenant/site-files.ts). The app reads its tenant when its modules load, so one loaded copy serves one
 * tenant: a deploy has one; the emulator's test sweep stamps one build with each tenant in turn, so each tenant gets
 * its own copy of the build's files (a module is loaded once per file path) under the system's temporary folder.
 */

const PORTAL_TENANT = /<script type="application\/json" id="portal-tenant">([\s\S]*?)<\/script>/;

const loaded = new Map<string, Promise<PageRenderer>>();

/** The tenant's runtime JSON of a stamped index.html (the app's `#portal-tenant`). */
export function tenantOfTemplate(template: string): unknown {
  const json = PORTAL_TENANT.exec(template)?.[1];
  if (!json) throw new Error('the stamped index.html has no #portal-tenant');
  return JSON.parse(json) as unknown;
}

/**
 * The renderer of `serverDir` for the tenant of `template`, loaded on first use; null when no server build was
 * written (a functions build without the web app).
 */
export function pageRenderer(
  serverDir: string,
  template: string,
  fetch: ServerFetch,
): Promise<PageRenderer> | null {
  const entry = join(serverDir, 'entry.mjs');
  if (!existsSync(entry)) return null;
  const tenant = tenantOfTemplate(template);
  const key = createHash('sha256')
    .update(JSON.stringify(tenant))
    .update(String(statSync(entry).mtimeMs))
    .digest('hex')
    .slice(0, 16);
  let renderer = loaded.get(key);
  if (!renderer) {
    const copy = join(tmpdir(), 'portal-server-build', key);
    if (!existsSync(join(copy, 'entry.mjs'))) cpSync(serverDir, copy, { recursive: true });
    renderer = (import(pathToFileURL(join(copy, 'entry.mjs')).href) as Promise<ServerBuildEntry>).then((m) =>
      m.createPageRenderer(tenant, { fetch, sanitizeRichText }),
    );
    // A failed load is tried again by the next request.
    renderer.catch(() => loaded.delete(key));
    loaded.set(key, renderer);
  }
  return renderer;
}
