/**
 * Bundles the functions into functions/dist, the directory firebase.json deploys and the emulator loads.
 *
 * Workspace code (@portal/domain) is not on the npm registry, so Cloud Build could never install it: we bundle it,
 * together with every other plain dependency. firebase-functions and firebase-admin stay external because the
 * Functions runtime and the emulator inspect them as real packages (SDK version checks, trigger discovery).
 * Locally, Node resolves them from functions/dist by climbing to the repo's node_modules.
 *
 * `tsx build.ts --watch` rebuilds on change; the emulator reloads when dist changes.
 */
import { Resvg } from '@resvg/resvg-js';
import { build, context, type BuildOptions } from 'esbuild';
import { imageSize } from 'image-size';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltBrand } from './src/services/factsheets/tenant-brand.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'dist');

const RUNTIME_PACKAGES = ['firebase-functions', 'firebase-admin'] as const;

/**
 * The tenant's `allowedRoles` (tenants/<TENANT>/tenant.json, validated by `npm run tenants:check` before every build):
 * embedded so that the role-claims callable refuses roles the tenant does not use, exactly as the admin console
 * does. Each tenant is its own project and deploy builds the functions per tenant (scripts/deploy.ts).
 */
function tenantAllowedRoles(): string[] {
  const tenantId = process.env.TENANT ?? 'demo';
  const file = join(here, '..', 'tenants', tenantId, 'tenant.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as { allowedRoles?: unknown };
  const roles = settings.allowedRoles;
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) {
    throw new Error(`${file}: allowedRoles must be a list of role names`);
  }
  return roles;
}

/** A string setting of the tenant (tenants/<TENANT>/tenant.json). */
function tenantSetting(key: string): string {
  const file = join(here, '..', 'tenants', process.env.TENANT ?? 'demo', 'tenant.json');
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`${file}: ${key} must be a string`);
  return value;
}

/** Width of the tenant's logo rasterised for factsheets: sharp at the header's 140 pt and more (about 500 dpi). */
const LOGO_RASTER_WIDTH = 960;

/**
 * The tenant's colour and logo for factsheets (services/factsheets/tenant-brand.ts): the logo is written to
 * `dist/tenant/`, an SVG rasterised to PNG with resvg (a PDF embeds PNG and JPEG, not SVG; text in the SVG is set in
 * the factsheet's own font, Liberation Sans), a PNG or JPEG copied as it is.
 */
function tenantBrand(): BuiltBrand {
  const tenantDir = join(here, '..', 'tenants', process.env.TENANT ?? 'demo');
  const settings = JSON.parse(readFileSync(join(tenantDir, 'tenant.json'), 'utf8')) as {
    logo?: unknown;
    theme?: { primaryColor?: unknown };
  };
  const primaryColor =
    typeof settings.theme?.primaryColor === 'string' ? settings.theme.primaryColor : '#001b6c';
  if (typeof settings.logo !== 'string') return { primaryColor, logo: null };
  const source = readFileSync(join(tenantDir, 'assets', settings.logo));
  const url = `/tenant/${settings.logo}`;
  const to = join(outDir, 'tenant');
  mkdirSync(to, { recursive: true });
  const ext = extname(settings.logo).toLowerCase();
  if (ext === '.svg') {
    const fonts = join(here, '..', 'packages', 'domain', 'fonts');
    const svg = new Resvg(source, {
      fitTo: { mode: 'width', value: LOGO_RASTER_WIDTH },
      font: {
        fontFiles: [join(fonts, 'LiberationSans-Regular.ttf'), join(fonts, 'LiberationSans-Bold.ttf')],
        loadSystemFonts: false,
        defaultFontFamily: 'Liberation Sans',
      },
    });
    const png = svg.render();
    writeFileSync(join(to, 'logo.png'), png.asPng());
    return {
      primaryColor,
      logo: { file: 'logo.png', url, width: png.width, height: png.height, mimeType: 'image/png' },
    };
  }
  if (ext !== '.png' && ext !== '.jpg' && ext !== '.jpeg') return { primaryColor, logo: null };
  const size = imageSize(source);
  const file = `logo${ext}`;
  writeFileSync(join(to, file), source);
  return {
    primaryColor,
    logo: {
      file,
      url,
      width: size.width,
      height: size.height,
      mimeType: ext === '.png' ? 'image/png' : 'image/jpeg',
    },
  };
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

const options: BuildOptions = {
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile: join(outDir, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  external: RUNTIME_PACKAGES.flatMap((name) => [name, `${name}/*`]),
  define: {
    __PORTAL_TENANT_ROLES__: JSON.stringify(tenantAllowedRoles()),
    // The sender name of follower mails.
    __PORTAL_ORG_NAME__: JSON.stringify(tenantSetting('orgName')),
    // The factsheets' default colour and logo.
    __PORTAL_BRAND__: JSON.stringify(tenantBrand()),
  },
  // Bundled CommonJS dependencies call require() for Node built-ins, which ESM output does not have.
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module';\nconst require = __portalCreateRequire(import.meta.url);",
  },
};

/** The deployed directory's manifest: registry packages only, so Cloud Build can `npm install` it. */
function writeDistPackageJson(): void {
  const source = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as PackageJson;
  const dependencies: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const version = source.dependencies?.[name];
    if (!version) throw new Error(`functions/package.json must list ${name} in dependencies`);
    dependencies[name] = version;
  }
  const manifest = {
    name: source.name,
    type: 'module',
    main: 'index.js',
    engines: { node: '20' },
    dependencies,
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The factsheet PDF's fonts (services/factsheets/render-pdf.ts loads them from `dist/fonts`). */
function copyFactsheetFonts(): void {
  const from = join(here, '..', 'packages', 'domain', 'fonts');
  const to = join(outDir, 'fonts');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) copyFileSync(join(from, file), join(to, file));
}

writeDistPackageJson();
copyFactsheetFonts();
if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
