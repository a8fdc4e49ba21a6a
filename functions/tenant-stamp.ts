/**
 * Points a functions build (`functions/dist`) at one tenant: writes `dist/.tenant/site.json` (tenant id, organisation
 * name, Firebase region, roles that may be granted, languages, the contact form's address, primary colour, logo) and the tenant's logo as a PNG or JPEG beside it
 * (src/tenant/tenant-runtime.ts reads them). functions/build.ts calls it for `TENANT`; the multi-tenant test sweep
 * calls it again to serve another tenant from the same bundle (the emulator reloads the functions when dist changes).
 *
 * An SVG logo is rasterised with resvg at 960 px wide (a PDF embeds PNG and JPEG, not SVG); text in it is set in the
 * factsheet's own font (Liberation Sans, metric-compatible with Arial). PNG and JPEG logos are copied as they are.
 */
import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  TENANT_RUNTIME_DIR,
  TENANT_RUNTIME_FILE,
  tenantRuntimeSchema,
  type TenantRuntime,
} from './src/tenant/tenant-runtime.js';

const here = dirname(fileURLToPath(import.meta.url));
const fonts = join(here, '..', 'packages', 'domain', 'fonts');

/**
 * Writes a file so that a reader sees the old or the new one, never a missing or half-written one (the test sweep
 * re-stamps functions that are serving requests): a temporary file renamed over the target.
 */
function writeAtomically(file: string, bytes: Uint8Array | string): void {
  const tmp = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

/** Width of an SVG logo rasterised for factsheets: sharp at the header's 140 pt and more (about 500 dpi). */
const LOGO_RASTER_WIDTH = 960;

interface TenantJson {
  id?: unknown;
  orgName?: unknown;
  logo?: unknown;
  allowedRoles?: unknown;
  allowedLoginMethods?: unknown;
  availableLanguages?: unknown;
  help?: { contact?: unknown };
  disableIndexing?: unknown;
  langInUrl?: unknown;
  contactEmail?: unknown;
  theme?: { primaryColor?: unknown };
  firebase?: { region?: unknown };
}

/** The tenant's logo as a file for the PDF, written to `to`; null when the tenant has none a PDF can draw. */
function writeLogo(tenantDir: string, logo: unknown, to: string): TenantRuntime['logo'] {
  if (typeof logo !== 'string') return null;
  const source = readFileSync(join(tenantDir, 'assets', logo));
  const url = `/tenant/${logo}`;
  const ext = extname(logo).toLowerCase();
  if (ext === '.svg') {
    const svg = new Resvg(source, {
      fitTo: { mode: 'width', value: LOGO_RASTER_WIDTH },
      font: {
        fontFiles: [join(fonts, 'LiberationSans-Regular.ttf'), join(fonts, 'LiberationSans-Bold.ttf')],
        loadSystemFonts: false,
        defaultFontFamily: 'Liberation Sans',
      },
    });
    const png = svg.render();
    writeAtomically(join(to, 'logo.png'), png.asPng());
    return { file: 'logo.png', url, width: png.width, height: png.height, mimeType: 'image/png' };
  }
  if (ext !== '.png' && ext !== '.jpg' && ext !== '.jpeg') return null;
  const size = imageSize(source);
  const file = `logo${ext}`;
  writeAtomically(join(to, file), source);
  return {
    file,
    url,
    width: size.width,
    height: size.height,
    mimeType: ext === '.png' ? 'image/png' : 'image/jpeg',
  };
}

/**
 * Writes the tenant files of `tenants/<tenantId>/` into `<distDir>/tenant/`; returns what site.json says. `release`:
 * the release the build is for (build.ts passes `BUILD_ID`), named by `GET /api/health`.
 */
export function stampFunctionsTenant(
  distDir: string,
  tenantId: string,
  tenantsDir = join(here, '..', 'tenants'),
  release: string | null = null,
): TenantRuntime {
  const tenantDir = join(tenantsDir, tenantId);
  const settings = JSON.parse(readFileSync(join(tenantDir, 'tenant.json'), 'utf8')) as TenantJson;
  const roles = settings.allowedRoles;
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) {
    throw new Error(`${tenantDir}/tenant.json: allowedRoles must be a list of role names`);
  }
  if (typeof settings.orgName !== 'string') throw new Error(`${tenantDir}/tenant.json: orgName is missing`);
  const languages = settings.availableLanguages;
  if (!Array.isArray(languages) || !languages.every((l) => typeof l === 'string')) {
    throw new Error(`${tenantDir}/tenant.json: availableLanguages must be a list of languages`);
  }
  const to = join(distDir, TENANT_RUNTIME_DIR);
  mkdirSync(to, { recursive: true });
  const runtime: TenantRuntime = tenantRuntimeSchema.parse({
    tenantId,
    orgName: settings.orgName,
    // Where the functions and their task queues run (src/tenant/deploy-facts.ts): tenant.json is its one home.
    region: settings.firebase?.region,
    allowedRoles: roles,
    allowedLoginMethods: settings.allowedLoginMethods,
    languages,
    // The contact form mails this address; without the form (help.contact, on by default, set false) the API refuses
    // every message.
    contactEmail:
      settings.help?.contact !== false && typeof settings.contactEmail === 'string'
        ? settings.contactEmail
        : null,
    disableIndexing: settings.disableIndexing,
    langInUrl: settings.langInUrl,
    help: settings.help,
    primaryColor: typeof settings.theme?.primaryColor === 'string' ? settings.theme.primaryColor : '#001b6c',
    logo: writeLogo(tenantDir, settings.logo, to),
    release,
  });
  // The logo first: site.json names it, and a reader goes by site.json.
  writeAtomically(join(to, TENANT_RUNTIME_FILE), `${JSON.stringify(runtime, null, 2)}\n`);
  return runtime;
}
