/**
 * Demo accounts of a tenant, `emulator-data/<tenant>/accounts.json`: one per role so every screen can be tried
 * (staff roles, a custom product-admin role, a viewer and a plain investor). Emulator only: the password is public.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { roleNameSchema, userRecordSchema, type UserRecord } from '@portal/domain';
import { repoRoot } from './tenants.js';

const profileSchema = userRecordSchema.pick({
  firstName: true,
  lastName: true,
  country: true,
  investorProfile: true,
  company: true,
  telNumber: true,
  telNumberCountryCode: true,
  /** Products the account follows (docs/follow.md "Seed"). */
  followingProducts: true,
});

const accountsFileSchema = z
  .object({
    password: z.string().min(6),
    accounts: z
      .array(
        z
          .object({
            /** Short name shown next to the account (e.g. in `npm start`). */
            label: z.string().min(1),
            /** Fixed uid so re-seeding replaces the same user. */
            uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
            email: z.email(),
            /** Granted through setUserRoles; empty = a signed-in investor (insight only). */
            roles: z.array(roleNameSchema),
            /**
             * The development section's own authorisation (the `devSection` claim, not a role: constants.ts
             * DEV_SECTION_CLAIM), as the platform operator grants it.
             */
            devSection: z.boolean().default(false),
            profile: profileSchema,
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((f, ctx) => {
    for (const key of ['uid', 'email', 'label'] as const) {
      const seen = new Set<string>();
      f.accounts.forEach((a, i) => {
        if (seen.has(a[key]))
          ctx.addIssue({ code: 'custom', path: ['accounts', i, key], message: `duplicate ${key}` });
        seen.add(a[key]);
      });
    }
  });

export interface DemoAccount {
  label: string;
  uid: string;
  email: string;
  password: string;
  roles: string[];
  devSection: boolean;
  profile: z.infer<typeof profileSchema>;
}

const accountsFile = (tenantId: string, baseDir = join(repoRoot, 'emulator-data')): string =>
  join(baseDir, tenantId, 'accounts.json');

/** The tenant's demo accounts; none when the tenant has no accounts file. */
export function loadDemoAccounts(tenantId: string, baseDir?: string): DemoAccount[] {
  const file = accountsFile(tenantId, baseDir);
  if (!existsSync(file)) return [];
  const parsed = accountsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return parsed.data.accounts.map((a) => ({ ...a, password: parsed.data.password }));
}

/** `users/{uid}` of a demo account; roles are mirrored later by setUserRoles. */
export function userRecordFor(account: DemoAccount): UserRecord {
  return userRecordSchema.parse({ ...account.profile, email: account.email, roles: [] });
}
