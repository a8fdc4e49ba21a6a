import { z } from 'zod';
import { BUILT_IN_ROLES } from '../constants.js';
import { platformLangSettingsSchema, userDefinedRoleSchema } from '../schemas/platform-settings.js';
import type { Catalogue } from './catalogue.js';
import { languageSchema } from './common.js';
import type { SiteSettings } from './site-settings.js';

/**
 * Initial platform settings of a tenant, `tenants/<id>/platform.json`: what the seed writes to `settings/platform`
 * (custom roles) and `settings/platform/langs/{lang}` (compliance texts). Admins edit both later in the console,
 * so this is only the starting point of a fresh project.
 */
export const tenantPlatformSeedSchema = /* @__PURE__ */ z
  .object({
    iam: z
      .object({ userDefinedRoles: z.array(userDefinedRoleSchema).default([]) })
      .strict()
      .default({ userDefinedRoles: [] }),
    /** Compliance section per language (seed 000 §3 "Platform settings"). */
    compliance: z.partialRecord(languageSchema, platformLangSettingsSchema.shape.compliance.strict()),
  })
  .strict()
  .superRefine((p, ctx) => {
    const names = p.iam.userDefinedRoles.map((r) => r.name);
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['iam', 'userDefinedRoles', i, 'name'],
          message: `duplicate role "${name}"`,
        });
      }
    });
  });
export type TenantPlatformSeed = z.infer<typeof tenantPlatformSeedSchema>;

/**
 * Cross-file rules of `platform.json`: custom roles name catalogue products, do not shadow a built-in role and are
 * grantable on the tenant; every tenant language has compliance texts (a missing one would leave the investor
 * profile check undefined for that locale). Returns readable problems, empty when consistent.
 */
export function crossCheckPlatformSeed(
  settings: Pick<SiteSettings, 'availableLanguages' | 'allowedRoles' | 'possibleRoles'>,
  catalogue: Pick<Catalogue, 'products'>,
  platform: TenantPlatformSeed,
): string[] {
  const problems: string[] = [];
  const ids = new Set(catalogue.products.map((p) => p.productId));
  platform.iam.userDefinedRoles.forEach((role, i) => {
    const where = `platform.json:iam.userDefinedRoles[${i}] (${role.name})`;
    role.allowedProductIds.forEach((id, j) => {
      if (!ids.has(id)) problems.push(`${where}.allowedProductIds[${j}]: unknown product "${id}"`);
    });
    if (BUILT_IN_ROLES.some((r) => r === role.name)) {
      problems.push(`${where}.name: "${role.name}" is a built-in role; pick another name`);
    }
    if (!settings.allowedRoles.includes(role.name)) {
      problems.push(`${where}.name: role is not in tenant.json allowedRoles, so it could never be granted`);
    }
  });
  for (const lang of settings.availableLanguages) {
    if (!platform.compliance[lang]) {
      problems.push(`platform.json:compliance.${lang}: missing (the tenant offers this language)`);
    }
  }
  for (const lang of Object.keys(platform.compliance)) {
    if (!settings.availableLanguages.some((l) => l === lang)) {
      problems.push(`platform.json:compliance.${lang}: language is not available on the tenant`);
    }
  }
  return problems;
}
