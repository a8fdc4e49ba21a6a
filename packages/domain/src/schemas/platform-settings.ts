import { z } from 'zod';
import { BUILT_IN_ROLES } from '../constants.js';
import { idSchema, languageSchema, roleNameSchema } from '../tenant/common.js';

/** A custom role: admin rights on the listed products (seed 000 §3 "Role"). Stored in `settings/platform`. */
export const userDefinedRoleSchema = /* @__PURE__ */ z.object({
  name: roleNameSchema,
  allowedProductIds: z.array(idSchema),
});
export type UserDefinedRole = z.infer<typeof userDefinedRoleSchema>;

const builtInRoles: readonly string[] = BUILT_IN_ROLES;

/**
 * Custom roles: unique names that never shadow a built-in role (a custom role named `viewer` would make every viewer
 * an admin of its products).
 */
export const userDefinedRolesSchema = /* @__PURE__ */ z
  .array(userDefinedRoleSchema)
  .superRefine((roles, ctx) => {
    roles.forEach((role, i) => {
      if (builtInRoles.includes(role.name)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: `"${role.name}" is a built-in role; choose another name`,
        });
      } else if (roles.findIndex((r) => r.name === role.name) !== i) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate role "${role.name}"` });
      }
    });
  });

/**
 * `settings/platform`: languages and IAM. Readable by everyone (the app needs `langs` before sign-in, and the custom
 * roles to know which products a signed-in user administers). Written by admin and superAdmin. Every write
 * re-derives `settings/productAdminClaims` (functions trigger).
 */
export const platformSettingsSchema = /* @__PURE__ */ z.object({
  langs: z.array(languageSchema).min(1),
  iam: z.object({ userDefinedRoles: userDefinedRolesSchema.default([]) }).default({ userDefinedRoles: [] }),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** Longest compliance text (characters); firestore.rules enforce the same limit. */
export const COMPLIANCE_TEXT_MAX = 10_000;

/**
 * The compliance section as the admin console saves it (Admin → Platform settings → Compliance): every field present,
 * nothing else, texts trimmed and at most {@link COMPLIANCE_TEXT_MAX} characters. firestore.rules check the same shape.
 */
export const complianceSchema = /* @__PURE__ */ z.strictObject({
  investorProfileChecksActivated: z.boolean(),
  investorProfileDisclaimer: z.string().trim().max(COMPLIANCE_TEXT_MAX),
  showLogo: z.boolean(),
  ombudsmanText: z.string().trim().max(COMPLIANCE_TEXT_MAX),
  defaultProductDisclaimer: z.string().trim().max(COMPLIANCE_TEXT_MAX),
});
export type Compliance = z.infer<typeof complianceSchema>;
/** The fields of the compliance section (firestore.rules list the same keys; tests/rules checks they agree). */
export const COMPLIANCE_FIELDS = Object.keys(complianceSchema.shape) as (keyof Compliance)[];

/** `settings/platform/langs/{lang}`: per-language compliance texts (seed 000 §3 "Platform settings"). */
export const platformLangSettingsSchema = /* @__PURE__ */ z.object({
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
export const catalogueStateSchema = /* @__PURE__ */ z.object({
  version: z.number().int().nonnegative(),
});
