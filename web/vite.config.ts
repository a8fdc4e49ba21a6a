/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { SiteSettings } from '@portal/domain';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(webDir, '..');

const VIRTUAL_ID = 'virtual:tenant';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;

type TenantsModule = typeof import('../scripts/lib/tenants.js');
type DomainModule = typeof import('@portal/domain');

/*
 * Vite bundles this file but leaves bare imports to Node, which cannot run the TypeScript sources of the workspace
 * packages: the tenant loader and the domain constants are therefore imported through tsx.
 */
const { loadTenant } = (await tsImport('../scripts/lib/tenants.ts', import.meta.url)) as TenantsModule;
const { LIMITS } = (await tsImport('@portal/domain', import.meta.url)) as DomainModule;

/** Loads and validates the tenant once per build; a broken tenant stops the build with the readable lines. */
function loadSiteSettings(tenantId: string): { settings: SiteSettings; dir: string } {
  try {
    // TENANTS_DIR lets tests build a fixture tenant without touching tenants/.
    const baseDir = process.env.TENANTS_DIR;
    const tenant = loadTenant(tenantId, baseDir ? { baseDir: resolve(baseDir) } : {});
    return { settings: tenant.settings, dir: tenant.dir };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Without the stack: the lines name the file and field, which is all a tenant editor needs.
    const readable = new Error(`Tenant "${tenantId}" cannot be built:\n${message}`);
    readable.stack = readable.message;
    throw readable;
  }
}

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
};

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, rel) : [rel];
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Exposes only the site settings as `virtual:tenant` (never products.json: hidden products must not reach a
 * visitor's bundle), serves/copies `tenants/<id>/assets/*` under `/tenant/`, and brands index.html.
 */
function tenantPlugin(settings: SiteSettings, tenantDir: string): Plugin {
  const assetsDir = join(tenantDir, 'assets');
  return {
    name: 'portal-tenant',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : null;
    },
    load(id) {
      return id === RESOLVED_VIRTUAL_ID ? `export default ${JSON.stringify(settings)};` : null;
    },
    configureServer(server) {
      server.middlewares.use('/tenant', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const file = resolve(assetsDir, rel);
        if (!rel || !file.startsWith(assetsDir) || !existsSync(file) || statSync(file).isDirectory()) {
          next();
          return;
        }
        res.setHeader('Content-Type', MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const rel of listFiles(assetsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `tenant/${rel}`,
          source: readFileSync(join(assetsDir, rel)),
        });
      }
    },
    transformIndexHtml(html) {
      const favicon = settings.favicon
        ? `<link rel="icon" href="/tenant/${escapeHtml(settings.favicon)}" />`
        : '';
      const robots = settings.disableIndexing ? '<meta name="robots" content="noindex" />' : '';
      return html
        .replaceAll('%TENANT_TITLE%', escapeHtml(settings.orgName))
        .replaceAll('%TENANT_HEAD%', [favicon, robots].filter(Boolean).join('\n    '))
        .replaceAll('%TENANT_LANG%', settings.availableLanguages[0] ?? 'en')
        .replaceAll('%TENANT_PRIMARY%', settings.theme.primaryColor)
        .replaceAll('%STARTUP_FALLBACK_MS%', String(LIMITS.startupSpinnerFallbackMs));
    },
  };
}

const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  // Firestore and Auth are each ~100 kB gzip: separate chunks download in parallel and cache independently.
  {
    name: 'firestore',
    test: /node_modules[\\/](@firebase[\\/]firestore|@firebase[\\/]webchannel-wrapper|re2js)[\\/]/,
    priority: 40,
  },
  { name: 'firebase-auth', test: /node_modules[\\/]@firebase[\\/]auth[\\/]/, priority: 40 },
  {
    name: 'firebase',
    test: /node_modules[\\/](@firebase|firebase|reactfire|rxfire|rxjs|idb)[\\/]/,
    priority: 30,
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx|type-fest)/,
    priority: 20,
  },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

/*
 * reactfire imports every Firebase SDK it has hooks for, and the SDKs register themselves on import, so the bundler
 * would keep Realtime Database, Storage and Remote Config (~80 kB gzip) although the app never uses them (clients
 * never talk to Storage: files go through functions). Storage and Remote Config are declared free of side effects so
 * tree-shaking drops them; Database is referenced from reactfire's module-level code, so it is replaced by a stub.
 * Whoever starts using one of these SDKs must take it out of these lists.
 */
const UNUSED_FIREBASE_SDKS = /node_modules[\\/]@?firebase[\\/](storage|remote-config|installations)[\\/]/;
const firebaseDatabaseStub = fileURLToPath(new URL('./src/lib/firebase-database-stub.ts', import.meta.url));

export default defineConfig(({ command }) => {
  const requested = process.env.TENANT?.trim();
  const tenantId = requested !== undefined && requested.length > 0 ? requested : 'demo';
  const { settings, dir } = loadSiteSettings(tenantId);
  const projectId = settings.firebase?.projectId ?? `demo-portal-${tenantId}`;
  // Local builds talk to the emulators unless a deployment explicitly says otherwise.
  const useEmulators = (process.env.VITE_USE_EMULATORS ?? 'true').toLowerCase() !== 'false';
  const region = settings.firebase?.region ?? 'europe-west6';

  return {
    root: webDir,
    plugins: [react(), tenantPlugin(settings, dir)],
    resolve: { alias: { 'firebase/database': firebaseDatabaseStub } },
    define: {
      'import.meta.env.VITE_TENANT_ID': JSON.stringify(tenantId),
      'import.meta.env.VITE_FIREBASE_PROJECT_ID': JSON.stringify(projectId),
      'import.meta.env.VITE_USE_EMULATORS': JSON.stringify(String(useEmulators)),
    },
    server: {
      port: 5173,
      proxy: {
        // Hosting rewrites /api/** to the `api` function in production; in dev go to the functions emulator.
        '/api': {
          target: 'http://127.0.0.1:5001',
          rewrite: (path: string) => `/${projectId}/${region}/api${path}`,
        },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: command === 'build' ? 'hidden' : true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => !UNUSED_FIREBASE_SDKS.test(id),
        },
        output: {
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    envDir: repoRoot,
  };
});
