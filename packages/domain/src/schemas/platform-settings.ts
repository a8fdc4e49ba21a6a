import { z } from 'zod';
import { idSchema, languageSchema, roleNameSchema } from '../tenant/common.js';

/** A custom role: admin rights on the listed products (seed 000 §3 "Role"). Stored in `settings/platform`. */
export const userDefinedRoleSchema = z.object({
  name: roleNameSchema,
  allowedProductIds: z.array(idSchema),
});
export type UserDefinedRole = z.infer<typeof userDefinedRoleSchema>;

/** `settings/platform`: languages and IAM. Readable by everyone (the app needs `langs` before sign-in). */
export const platformSettingsSchema = z.object({
  langs: z.array(languageSchema).min(1),
  iam: z
    .object({ userDefinedRoles: z.array(userDefinedRoleSchema).default([]) })
    .default({ userDefinedRoles: [] }),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** `settings/platform/langs/{lang}`: per-language compliance texts (seed 000 §3 "Platform settings"). */
export const platformLangSettingsSchema = z.object({
  compliance: z.object({
    investorProfileChecksActivated: z.boolean(),
    investorProfileDisclaimer: z.string().default(''),
    showLogo: z.boolean().default(true),
    ombudsmanText: z.string().default(''),
    defaultProductDisclaimer: z.string().default(''),
  }),
});
export type PlatformLangSettings = z.infer<typeof platformLangSettingsSchema>;

/** `settings/catalogueState`: bumped by a trigger whenever products, benchmarks or platform settings change. */
export const catalogueStateSchema = z.object({
  version: z.number().int().nonnegative(),
});
export type CatalogueState = z.infer<typeof catalogueStateSchema>;
