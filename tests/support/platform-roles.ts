/**
 * Custom roles for a suite (seed 000 §3 "Role": a name and the products it makes its holders admins of), added to
 * `settings/platform` with the Admin SDK and taken back afterwards. The emulator project may hold no platform
 * settings yet (API suites run on an unseeded project): then English is its one language.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { paths, platformSettingsSchema, type PlatformSettings, type UserDefinedRole } from '@portal/domain';

/** The settings document as it was before {@link addCustomRole}, for {@link restorePlatformSettings}. */
export type PlatformBefore = Record<string, unknown> | undefined;

export async function addCustomRole(db: Firestore, role: UserDefinedRole): Promise<PlatformBefore> {
  const ref = db.doc(paths.platformSettings());
  const before = (await ref.get()).data();
  const parsed = platformSettingsSchema.safeParse(before);
  const existing = parsed.success ? parsed.data : undefined;
  const roles = (existing?.iam.userDefinedRoles ?? []).filter((r) => r.name !== role.name);
  const platform: PlatformSettings = {
    langs: existing?.langs ?? ['en'],
    iam: { userDefinedRoles: [...roles, role] },
  };
  await ref.set(platform);
  return before;
}

export async function restorePlatformSettings(db: Firestore, before: PlatformBefore): Promise<void> {
  const ref = db.doc(paths.platformSettings());
  if (before) await ref.set(before);
  else await ref.delete();
}
