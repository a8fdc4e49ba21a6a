/**
 * Loads and validates one tenant's configuration folder, `tenants/<id>/`:
 *
 *   tenant.json    site settings     (siteSettingsSchema)
 *   products.json  catalogue         (catalogueSchema)
 *   platform.json  platform seed     (tenantPlatformSeedSchema)
 *   help.json      help content      (helpContentSchema: FAQ, contact reply time; needed when a help flag is on)
 *   assets/        logo, background, favicon referenced by tenant.json
 *
 * Every problem of every file is collected before failing, so one run of `npm run tenants:check` shows the whole
 * list. Messages name the file, the path inside it and, where the path passes through a product or benchmark, its id.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueSchema,
  crossCheckHelp,
  crossCheckPlatformSeed,
  crossCheckTenant,
  formatIssues,
  helpContentSchema,
  siteSettingsSchema,
  tenantPlatformSeedSchema,
  webAnalyticsOrigin,
  type Catalogue,
  type HelpContent,
  type SiteSettings,
  type TenantPlatformSeed,
} from '@portal/domain';
import type { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const defaultTenantsDir = join(repoRoot, 'tenants');

export interface LoadedTenant {
  id: string;
  dir: string;
  settings: SiteSettings;
  catalogue: Catalogue;
  platform: TenantPlatformSeed;
  help: HelpContent;
}

export interface TenantDirOptions {
  /** Folder holding one sub-folder per tenant; `tenants/` of the repo by default (tests pass fixtures). */
  baseDir?: string;
}

/** A tenant folder that cannot be used. `problems` holds one readable line per problem; `message` lists them all. */
export class TenantConfigError extends Error {
  constructor(
    readonly tenantId: string,
    readonly problems: readonly string[],
  ) {
    super(
      `tenant "${tenantId}" has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'TenantConfigError';
  }
}

/** Tenant ids: every sub-folder of the base dir holding a tenant.json, sorted. */
export function listTenants(options: TenantDirOptions = {}): string[] {
  const baseDir = options.baseDir ?? defaultTenantsDir;
  if (!existsSync(baseDir)) return [];
  return readdirSync(baseDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(baseDir, e.name, 'tenant.json')))
    .map((e) => e.name)
    .sort();
}

type ReadResult = { ok: true; value: unknown } | { ok: false; problem: string };

function readJson(dir: string, file: string): ReadResult {
  const path = join(dir, file);
  if (!existsSync(path)) return { ok: false, problem: `${file}: file is missing (${path})` };
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `${file}: not valid JSON (${reason})` };
  }
}

/** Parses one file with its schema; problems are appended to `problems` as `file:path (id): message` lines. */
function parseFile<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: string[],
): z.infer<S> | undefined {
  const read = readJson(dir, file);
  if (!read.ok) {
    problems.push(read.problem);
    return undefined;
  }
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) {
    problems.push(...formatIssues(parsed.error, read.value, `${file}:`));
    return undefined;
  }
  return parsed.data;
}

/** Files tenant.json points at under `assets/` must exist: a missing logo would only show up in the browser. */
function assetProblems(dir: string, settings: SiteSettings): string[] {
  const referenced: [string, string | undefined][] = [
    ['logo', settings.logo],
    ['favicon', settings.favicon],
    ['backgroundImage.src', settings.backgroundImage?.src],
  ];
  const problems: string[] = [];
  for (const [field, file] of referenced) {
    if (file === undefined) continue;
    const path = join(dir, 'assets', file);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push(`tenant.json:${field}: asset "${file}" not found in ${join(dir, 'assets')}`);
    }
  }
  return problems;
}

/**
 * The tenant's deploy facts (tenant.json `firebase`: project id, region) for scripts and tests, without loading the
 * rest of the tenant: the one place outside the deployed code that knows the region (functions read their stamped
 * runtime, the web its stamped config). Throws `TenantConfigError` when tenant.json is invalid.
 */
export function tenantFirebase(tenantId: string, options: TenantDirOptions = {}): SiteSettings['firebase'] {
  return tenantSettingsOnly(tenantId, options).firebase;
}

/**
 * The origin the tenant's pages send web analytics to, or `null` (domain `webAnalyticsOrigin`): for the CSP of its
 * emulator runs and deploys, without loading the rest of the tenant. Throws `TenantConfigError` like `tenantFirebase`.
 */
export function tenantAnalyticsOrigin(tenantId: string, options: TenantDirOptions = {}): string | null {
  return webAnalyticsOrigin(tenantSettingsOnly(tenantId, options));
}

/** tenant.json alone, validated. */
function tenantSettingsOnly(tenantId: string, options: TenantDirOptions): SiteSettings {
  const dir = join(options.baseDir ?? defaultTenantsDir, tenantId);
  const problems: string[] = [];
  const settings = parseFile(dir, 'tenant.json', siteSettingsSchema, problems);
  if (!settings) throw new TenantConfigError(tenantId, problems);
  return settings;
}

/**
 * Reads and validates `<baseDir>/<tenantId>/`. Throws `TenantConfigError` listing every problem; returns the parsed
 * (defaults applied) configuration otherwise.
 */
export function loadTenant(tenantId: string, options: TenantDirOptions = {}): LoadedTenant {
  const dir = join(options.baseDir ?? defaultTenantsDir, tenantId);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new TenantConfigError(tenantId, [`folder ${dir} does not exist`]);
  }
  const problems: string[] = [];
  const settings = parseFile(dir, 'tenant.json', siteSettingsSchema, problems);
  const catalogue = parseFile(dir, 'products.json', catalogueSchema, problems);
  const platform = parseFile(dir, 'platform.json', tenantPlatformSeedSchema, problems);
  // Without valid site settings the flags are unknown: help.json is then checked only when present.
  const needsHelp = settings ? settings.help.faq || settings.help.contact : false;
  const help =
    needsHelp || existsSync(join(dir, 'help.json'))
      ? parseFile(dir, 'help.json', helpContentSchema, problems)
      : helpContentSchema.parse({});

  if (settings) {
    if (settings.id !== tenantId) {
      problems.push(`tenant.json:id: "${settings.id}" differs from the folder name "${tenantId}"`);
    }
    problems.push(...assetProblems(dir, settings));
  }
  if (settings && catalogue) problems.push(...crossCheckTenant(settings, catalogue));
  if (settings && catalogue && platform)
    problems.push(...crossCheckPlatformSeed(settings, catalogue, platform));
  if (settings && help) problems.push(...crossCheckHelp(settings, help));

  if (problems.length > 0 || !settings || !catalogue || !platform || !help)
    throw new TenantConfigError(tenantId, problems);
  return { id: tenantId, dir, settings, catalogue, platform, help };
}
