import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  BRAND_COLORS,
  CLAIMABLE_ROLES,
  LOGIN_METHODS,
  languageSchema,
  siteSettingsSchema,
} from '@portal/domain';

/*
 * The tenant these functions serve (each tenant is its own Firebase project and deploy). functions/tenant-stamp.ts
 * writes it beside the bundle, `dist/.tenant/site.json` (+ the logo for factsheets), when the functions are built for
 * a tenant, and again whenever a build is re-targeted at another tenant (the multi-tenant test sweep), so one bundle
 * serves any tenant. Read once per instance; unbundled (unit tests run the sources) there is no file and the
 * defaults apply.
 */

export const tenantRuntimeSchema = z.object({
  tenantId: z.string().min(1),
  orgName: z.string().min(1),
  /** tenant.json `allowedRoles`: what the role-claims callable may grant. */
  allowedRoles: z.array(z.string()),
  /**
   * tenant.json `allowedLoginMethods`: a token of any other provider is a guest's (the gate's `sessionRoles`).
   * Absent in an older stamp: the site settings' default.
   */
  allowedLoginMethods: siteSettingsSchema.shape.allowedLoginMethods,
  /** tenant.json `firebase.region`: where every function and task queue of the deploy lives (./deploy-facts.ts). */
  region: z.string().min(1),
  /** tenant.json `availableLanguages`: the first is the operator's (the contact mail is written in it). */
  languages: z.array(languageSchema).min(1).default(['en']),
  /**
   * Where the contact form's messages go (tenant.json `contactEmail`); null when the tenant offers no contact form
   * (`help.contact` off), and the contact API then refuses every message.
   */
  contactEmail: z.email().nullable().default(null),
  /** tenant.json `disableIndexing`: robots.txt disallows everything and no sitemap is served (services/site). */
  disableIndexing: siteSettingsSchema.shape.disableIndexing,
  /** tenant.json `langInUrl`: public page URLs start with the language (the sitemap's URLs). */
  langInUrl: siteSettingsSchema.shape.langInUrl,
  /** tenant.json `help`: the help pages the tenant offers (the sitemap lists them). */
  help: siteSettingsSchema.shape.help,
  /** The factsheets' default colour (tenant.json `theme.primaryColor`). */
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** The tenant's logo for factsheets (a PNG or JPEG beside this file); null when it has none. */
  logo: z
    .object({
      file: z.string().min(1),
      /** Where the web app gets the logo (`/tenant/<asset>`, served by Hosting). */
      url: z.string().min(1),
      width: z.number().positive(),
      height: z.number().positive(),
      mimeType: z.enum(['image/png', 'image/jpeg']),
    })
    .nullable(),
  /**
   * The release this build was made for (`BUILD_ID` at build time: the deploy's release tag, scripts/lib/deploy);
   * null for a local build. `GET /api/health` names it, so a smoke check after a deploy sees the new code answer.
   */
  release: z.string().min(1).nullable().default(null),
});
export type TenantRuntime = z.infer<typeof tenantRuntimeSchema>;

/**
 * The folder beside the bundle that holds `site.json` and the logo. A dot folder: the functions emulator does not
 * reload the functions when it changes (it ignores dot files), and `tenantRuntime` reads the file again when it
 * changes, so re-stamping a running emulator for another tenant takes effect at once (a deploy uploads it).
 */
export const TENANT_RUNTIME_DIR = '.tenant';
export const TENANT_RUNTIME_FILE = 'site.json';

const here = () => dirname(fileURLToPath(import.meta.url));

let cached: { mtimeMs: number; runtime: TenantRuntime & { bundled: boolean } } | undefined;

/**
 * The region when run from the sources (no stamp: unit tests, the in-process API suites): the configuration of the
 * tenant a build would stamp (`TENANT`, default demo), read from the repo's tenants/ folder.
 */
function unbundledRegion(): string {
  // An empty TENANT means the default, as for a build.
  const tenant = process.env.TENANT?.trim().replace(/^$/, 'demo') ?? 'demo';
  const file = join(here(), '..', '..', '..', 'tenants', tenant, 'tenant.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as { firebase?: { region?: unknown } };
  return z.string().min(1).parse(settings.firebase?.region);
}

let unbundled: (TenantRuntime & { bundled: boolean }) | undefined;
const unbundledRuntime = (): TenantRuntime & { bundled: boolean } => ({
  tenantId: 'unbundled',
  region: unbundledRegion(),
  orgName: 'Portal',
  allowedRoles: [...CLAIMABLE_ROLES],
  // Unbundled (unit tests): every login method the product supports.
  allowedLoginMethods: [...LOGIN_METHODS],
  languages: ['en'],
  contactEmail: null,
  // Unbundled (unit tests): a site search engines must not index, with every help page.
  disableIndexing: true,
  langInUrl: false,
  help: { knowledgeBase: true, faq: true, contact: true },
  primaryColor: BRAND_COLORS.primary,
  logo: null,
  release: null,
  bundled: false,
});

/**
 * The tenant of this deploy; `bundled: false` when run unbundled (no stamped file: unit tests). Read again when the
 * file changes (never in production; between tenants in the test sweep, whatever the emulator's reloading).
 */
export function tenantRuntime(): TenantRuntime & { bundled: boolean } {
  const file = join(here(), TENANT_RUNTIME_DIR, TENANT_RUNTIME_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    unbundled ??= unbundledRuntime();
    return unbundled;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    const runtime = tenantRuntimeSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    cached = { mtimeMs, runtime: { ...runtime, bundled: true } };
  }
  return cached.runtime;
}

/** The bytes of the tenant's logo, or null. */
export function tenantLogoBytes(): Uint8Array | null {
  const logo = tenantRuntime().logo;
  if (!logo) return null;
  const file = join(here(), TENANT_RUNTIME_DIR, logo.file);
  return existsSync(file) ? readFileSync(file) : null;
}
