/**
 * Points a web build (`web/dist`) at one tenant. The build is tenant-neutral JavaScript plus a template of
 * index.html (`.portal/index.template.html`, with the start-up translation files of every language in
 * `.portal/startup-locales.json`); stamping writes the tenant's index.html (title, favicon, robots, language,
 * primary colour, start-up preloads, and the site settings as JSON the app reads at start-up: web/src/config/
 * tenant-runtime.ts) and copies its assets and help content to `dist/tenant/`. vite.config.ts stamps the build for
 * `TENANT`; a deploy stamps one copy per tenant; the multi-tenant test sweep re-stamps the served build between
 * tenants. Hosting ignores dot folders, so the template is never served.
 */
import {
  renameSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { robotsTxt, siteOrigin, type SiteSettings } from '@portal/domain';
import { writeSiteFiles } from '../../functions/src/tenant/site-files.js';
import { siteTexts } from './site-texts.js';
import { loadTenant, repoRoot, type TenantDirOptions } from './tenants.js';

export const WEB_TEMPLATE_FILE = join('.portal', 'index.template.html');
export const WEB_LOCALES_FILE = join('.portal', 'startup-locales.json');
/** The web app's server build (`vite build --ssr`, web/src/server/entry.tsx), a sibling of `dist`. */
export const SERVER_BUILD_DIR = 'dist-server';
/** The tenant's stamped page (what the `site` function serves), never served by Hosting itself (a dot folder). */
const WEB_PAGE_FILE = join('.portal', 'index.html');

/** What index.html preloads for the page it is opened on (web/public/startup.js reads its JSON block). */
interface StartupPreloads {
  /** The tenant's languages, first = default (the app's `resolveLanguage` order: stored, browser, first). */
  langs: readonly string[];
  /** Start-up translation files per language. */
  locales: Record<string, string[]>;
  /** The home hero's background image (`backgroundImage`), a CSS background the browser finds only once rendered. */
  homeImage: string | null;
}

export interface StampInput {
  tenantId: string;
  settings: SiteSettings;
  projectId: string;
  /** The web API key of the tenant's project (production); absent against the emulators. */
  apiKey?: string;
  /** Start-up translation files of every language (from the build); none in the dev server. */
  locales?: Record<string, string[]>;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that can sit inside a `<script>` element: `<`, and the line separators JS once rejected, escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tenant's index.html from the build's template (pure). */
export function stampIndexHtml(template: string, input: StampInput): string {
  const { settings } = input;
  const favicon = settings.favicon
    ? `<link rel="icon" href="/tenant/${escapeHtml(settings.favicon)}" />`
    : '';
  const robots = settings.disableIndexing ? '<meta name="robots" content="noindex" />' : '';
  const runtime = {
    tenantId: input.tenantId,
    projectId: input.projectId,
    ...(input.apiKey ? { apiKey: input.apiKey } : {}),
    settings,
  };
  let html = template
    .replaceAll('%TENANT_TITLE%', escapeHtml(settings.orgName))
    .replaceAll('%TENANT_HEAD%', [favicon, robots].filter(Boolean).join('\n    '))
    .replaceAll('%TENANT_LANG%', settings.availableLanguages[0] ?? 'en')
    .replaceAll('%TENANT_PRIMARY%', settings.theme.primaryColor)
    .replace('%PORTAL_TENANT%', () => scriptJson(runtime));
  if (input.locales) {
    const preloads: StartupPreloads = {
      langs: settings.availableLanguages,
      locales: Object.fromEntries(settings.availableLanguages.map((l) => [l, input.locales?.[l] ?? []])),
      homeImage: settings.backgroundImage
        ? `tenant/${settings.backgroundImage.src.replace(/^\/+/, '')}`
        : null,
    };
    html = html.replace('%STARTUP_PRELOADS%', () => scriptJson(preloads));
  }
  return html;
}

/** A temporary file renamed over the target: Hosting serves the old or the new file, never half of one. */
function writeAtomically(file: string, bytes: Uint8Array | string): void {
  const tmp = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

function copyDir(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) copyDir(src, join(to, name));
    else writeAtomically(join(to, name), readFileSync(src));
  }
}

/**
 * Stamps a built `distDir` for a tenant: index.html from the template, `tenant/` replaced by the tenant's assets
 * and its help content (`tenant/help.json`, defaults applied). The tenant is validated first.
 */
export function stampWebDist(
  distDir: string,
  tenantId: string,
  options: TenantDirOptions & {
    projectId?: string;
    apiKey?: string;
    /**
     * Remove the previous tenant's other assets (default). The test sweep re-stamps a build that Hosting is serving
     * and keeps them: the Hosting emulator stops altogether when a file it is about to serve disappears.
     */
    prune?: boolean;
    /**
     * The functions build the `site` function serves pages from (services/site): it gets this index.html, the head
     * texts and the help content (functions/src/tenant/site-files.ts). Default `functions/dist` when it exists.
     */
    functionsDist?: string;
  } = {},
): void {
  const tenant = loadTenant(tenantId, options);
  const templateFile = join(distDir, WEB_TEMPLATE_FILE);
  if (!existsSync(templateFile)) throw new Error(`${templateFile} is missing: build the web app first`);
  const locales = JSON.parse(readFileSync(join(distDir, WEB_LOCALES_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  const html = stampIndexHtml(readFileSync(templateFile, 'utf8'), {
    tenantId,
    settings: tenant.settings,
    projectId: options.projectId ?? tenant.settings.firebase.projectId,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    locales,
  });
  const assets = join(distDir, 'tenant');
  if (options.prune !== false && existsSync(assets)) rmSync(assets, { recursive: true });
  // Files are overwritten in place, never removed first (see `prune`).
  copyDir(join(tenant.dir, 'assets'), assets);
  writeAtomically(join(assets, 'help.json'), JSON.stringify(tenant.help));
  // No index.html where Hosting would serve it: every page, `/` included, comes from the `site` function with its own
  // head (docs/server-pages.md); the stamped copy stays beside the template for reading.
  writeAtomically(join(distDir, WEB_PAGE_FILE), html);
  rmSync(join(distDir, 'index.html'), { force: true });
  // The Functions runtime answers /robots.txt itself (404) before any function runs: a file of the site instead.
  writeAtomically(join(distDir, 'robots.txt'), robotsTxt(siteOrigin(tenant.settings), tenant.settings));
  const functionsDist = options.functionsDist ?? join(repoRoot, 'functions', 'dist');
  if (existsSync(functionsDist)) {
    // The server build (`vite build --ssr`, written before the browser's build that stamps) when there is one.
    const serverBuild = join(distDir, '..', SERVER_BUILD_DIR);
    writeSiteFiles(
      functionsDist,
      {
        template: html,
        texts: siteTexts(tenant.settings.availableLanguages, tenant.settings.orgName),
        help: tenant.help,
      },
      existsSync(join(serverBuild, 'entry.mjs')) ? serverBuild : undefined,
    );
  }
}
