/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { SiteSettings } from '@portal/domain';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { STARTUP_NAMESPACE_FILES } from './src/lib/startup-namespaces';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(webDir, '..');

type TenantsModule = typeof import('../scripts/lib/tenants.js');
type WebTenantModule = typeof import('../scripts/lib/web-tenant.js');
type DomainModule = typeof import('@portal/domain');

/*
 * Vite bundles this file but leaves bare imports to Node, which cannot run the TypeScript sources of the workspace
 * packages: the tenant loader and the domain constants are therefore imported through tsx.
 */
const { loadTenant } = (await tsImport('../scripts/lib/tenants.ts', import.meta.url)) as TenantsModule;
const { SERVER_BUILD_DIR, stampIndexHtml, stampWebDist, WEB_LOCALES_FILE, WEB_TEMPLATE_FILE } =
  (await tsImport('../scripts/lib/web-tenant.ts', import.meta.url)) as WebTenantModule;
const { LANGUAGES, LIMITS, PDF_RENDERER_TOKEN_PARAM, SITE_CALLS, urlTemplateOf } = (await tsImport(
  '@portal/domain',
  import.meta.url,
)) as DomainModule;

/** Loads and validates the tenant once per build; a broken tenant stops the build with the readable lines. */
/** TENANTS_DIR lets tests build a fixture tenant without touching tenants/. */
const tenantsDirOption = () => (process.env.TENANTS_DIR ? { baseDir: resolve(process.env.TENANTS_DIR) } : {});

function loadSiteSettings(tenantId: string): { settings: SiteSettings; dir: string } {
  try {
    const tenant = loadTenant(tenantId, tenantsDirOption());
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

/**
 * Two of Mantine's modules replaced by the app's (why: in each), in the browser's and the server's build alike: they
 * render a server-rendered page a second time, or restyle all of it, right after hydration (docs/server-pages.md).
 */
const MANTINE_PATCHES: { from: RegExp; source: RegExp; to: string }[] = [
  {
    from: /[\\/]@mantine[\\/]hooks[\\/]/,
    source: /(^|\/)use-id\/use-id\.mjs$/,
    to: 'src/lib/mantine/use-id.ts',
  },
  {
    from: /[\\/]@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/,
    source: /(^|\/)use-resizing\/use-resizing\.mjs$/,
    to: 'src/lib/mantine/use-resizing.ts',
  },
];

function mantinePatches(): Plugin {
  return {
    name: 'portal:mantine-patches',
    enforce: 'pre',
    resolveId(source, importer) {
      const patch = MANTINE_PATCHES.find((p) => importer && p.from.test(importer) && p.source.test(source));
      return patch ? join(webDir, patch.to) : null;
    },
  };
}

/**
 * Lets index.html request, at once and in parallel with the entry script, what the landing page will need next: the
 * start-up translations of the visitor's language (the landing pages themselves are in the entry chunk, see
 * app/router.tsx) and, on the home page, the hero's background image. Without it they are requested only after the
 * entry script has run (the image only after the first render), one round trip later. The file names are known once the bundle is written, so they replace a placeholder in the
 * emitted HTML; in development the placeholder stays and the page preloads nothing.
 */
function startupPreloadsPlugin(): Plugin {
  return {
    name: 'portal:startup-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('startup preloads: the bundle has no entry chunk');
      const loadedByEntry = closure(entry.fileName);
      const filesOf = (module: RegExp): string[] => {
        const chunk = chunks.find((c) => c.facadeModuleId !== null && module.test(c.facadeModuleId));
        if (chunk) return [...closure(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
        // Bundled into a chunk the entry loads anyway (English texts the error screen imports): nothing to add.
        const host = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
        if (host && loadedByEntry.has(host.fileName)) return [];
        throw new Error(`startup preloads: no chunk for ${String(module)}`);
      };
      // Every language's start-up files: the stamp keeps those of the tenant's languages (scripts/lib/web-tenant.ts).
      const locales = Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          STARTUP_NAMESPACE_FILES.flatMap((ns) =>
            filesOf(new RegExp(`[\\\\/]locales[\\\\/]${lang}[\\\\/]${ns}\\.json$`)),
          ),
        ]),
      );
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('startup preloads: index.html is not in the bundle');
      const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      for (const placeholder of ['%STARTUP_PRELOADS%', '%PORTAL_TENANT%']) {
        if (!source.includes(placeholder)) throw new Error(`index.html has no ${placeholder} placeholder`);
      }
      // The template the stamp turns into each tenant's index.html (the tenant's own is written in closeBundle).
      this.emitFile({ type: 'asset', fileName: WEB_TEMPLATE_FILE, source });
      this.emitFile({ type: 'asset', fileName: WEB_LOCALES_FILE, source: JSON.stringify(locales) });
    },
  };
}

/**
 * The tenant: in the dev server, index.html is stamped for `TENANT` on every request and `tenants/<id>/assets/*` are
 * served under `/tenant/`; a build is tenant-neutral and stamped for `TENANT` once written (scripts/lib/web-tenant.ts:
 * index.html with the site settings as JSON, never products.json: hidden products must not reach a visitor's browser;
 * the assets and help content under `tenant/`).
 */
function tenantPlugin(
  tenantId: string,
  settings: SiteSettings,
  tenantDir: string,
  projectId: string,
): Plugin {
  const assetsDir = join(tenantDir, 'assets');
  let outDir: string | null = null;
  return {
    name: 'portal-tenant',
    configResolved(config) {
      if (config.command === 'build') outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/tenant', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        if (rel === 'help.json') {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(loadTenant(tenantId, tenantsDirOption()).help));
          return;
        }
        const file = resolve(assetsDir, rel);
        if (!rel || !file.startsWith(assetsDir) || !existsSync(file) || statSync(file).isDirectory()) {
          next();
          return;
        }
        res.setHeader('Content-Type', MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    transformIndexHtml(html, ctx) {
      // The site state's URL from its entry of the API contract: web/public/startup.js requests it before any script.
      const withConstants = html
        .replaceAll('%STARTUP_FALLBACK_MS%', String(LIMITS.startupSpinnerFallbackMs))
        .replaceAll('%SITE_STATE_URL%', urlTemplateOf(SITE_CALLS.siteState))
        .replaceAll('%TOKEN_PARAM%', PDF_RENDERER_TOKEN_PARAM);
      // A build keeps the tenant placeholders for the template (stamped in closeBundle).
      return ctx.server ? stampIndexHtml(withConstants, { tenantId, settings, projectId }) : withConstants;
    },
    closeBundle() {
      if (outDir === null) return;
      stampWebDist(outDir, tenantId, {
        ...tenantsDirOption(),
        projectId,
        ...(process.env.VITE_FIREBASE_API_KEY ? { apiKey: process.env.VITE_FIREBASE_API_KEY } : {}),
      });
    },
  };
}

/**
 * The build's id, sent as `release` with every error report to tell reports of a stale tab from the current build:
 * `BUILD_ID` when the deployment sets one, else the commit and the build time (a rebuild of one commit differs too).
 */
function buildId(command: 'build' | 'serve'): string {
  const fromEnv = process.env.BUILD_ID?.trim();
  if (fromEnv) return fromEnv;
  if (command === 'serve') return 'dev';
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // A source tarball without .git: the build time alone still tells builds apart.
  }
  return `${commit}-${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}`;
}

/*
 * Only the SDKs get chunks of their own (~100 kB gzip each: they download in parallel, cache independently and stay
 * out of the public pages' first load, which must not wait for them). UI libraries are left to the bundler, which
 * splits them by the routes that use them: a group would put every Mantine component of the admin console into the
 * home page's first load.
 */
const chunkGroups = [
  {
    name: 'firestore',
    test: /node_modules[\\/](@firebase[\\/]firestore|@firebase[\\/]webchannel-wrapper|re2js)[\\/]/,
    priority: 40,
  },
  { name: 'firebase-auth', test: /node_modules[\\/]@firebase[\\/]auth[\\/]/, priority: 40 },
  // Everything the entry script imports statically, in the entry's one chunk: otherwise every module it shares with
  // a lazy page becomes a small chunk of its own (~30 files), and on HTTP/1.1 (six connections) the start-up waits
  // for them in rounds.
  { name: 'index', tags: ['$initial' as const], priority: 30 },
];

/*
 * Outside its folder a feature is imported only through its `index.ts` (eslint.config.js), so the eager shell (guard,
 * header, navigation) imports the same barrels as the lazy routes. Feature modules do nothing on import, and saying
 * so lets the bundler drop a barrel's unused re-exports: otherwise the guard's one endpoint from `features/analysis`
 * would pull the whole analysis page (charts) into the start-up chunk. A feature module that must run on import
 * (none does) would have to be taken out of this pattern.
 */
const SIDE_EFFECT_FREE_FEATURES = /[\\/]web[\\/]src[\\/]features[\\/].*\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => {
  const requested = process.env.TENANT?.trim();
  const tenantId = requested !== undefined && requested.length > 0 ? requested : 'demo';
  const { settings, dir } = loadSiteSettings(tenantId);
  // The tenant's deploy facts (tenant.json `firebase`, their one home).
  const { projectId, region } = settings.firebase;
  // Local builds talk to the emulators unless a deployment explicitly says otherwise.
  const useEmulators = (process.env.VITE_USE_EMULATORS ?? 'true').toLowerCase() !== 'false';

  if (isSsrBuild) {
    // The public pages' server renderer (docs/server-pages.md): ES modules for Node with every dependency inside, lazy
    // pages and the Firebase SDKs in chunks of their own as in the browser (they touch `window` when they load).
    return {
      root: webDir,
      plugins: [react(), mantinePatches()],
      define: {
        'import.meta.env.VITE_USE_EMULATORS': JSON.stringify(String(useEmulators)),
        'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId(command)),
      },
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: 'src/server/entry.tsx',
        outDir: SERVER_BUILD_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          // The same barrels as the browser's build (see SIDE_EFFECT_FREE_FEATURES): nothing of a feature runs unasked.
          treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE_FEATURES.test(id) },
          output: { entryFileNames: 'entry.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      },
      envDir: repoRoot,
    };
  }

  return {
    root: webDir,
    plugins: [
      react(),
      mantinePatches(),
      tenantPlugin(tenantId, settings, dir, projectId),
      startupPreloadsPlugin(),
    ],
    define: {
      'import.meta.env.VITE_USE_EMULATORS': JSON.stringify(String(useEmulators)),
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId(command)),
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
      // dist/.vite/manifest.json: the JS per route that `npm run bench` prints (Hosting never serves dot folders).
      manifest: true,
      // The entry chunk holds all of the start-up code and the landing pages (~780 kB raw, ~241 kB gzip; its budget is
      // in `npm run bench`, see docs/public-pages.md).
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE_FEATURES.test(id),
        },
        output: {
          codeSplitting: { groups: chunkGroups },
          // A language's namespace is its own file, named apart from the page module of the same name
          // (locale-de-help-….js beside help-….js), so a look at the network tab tells them apart.
          chunkFileNames: (chunk) => {
            const locale = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    envDir: repoRoot,
  };
});
