import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  followerReader,
  type Language,
  type LoginMethod,
  type PlatformLangSettings,
  type Reader,
  type UserDefinedRole,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/** What building followers' readers needs: the data, their Auth accounts, the tenant's login methods. */
export interface FollowerReaderDeps {
  db: Firestore;
  auth: Pick<Auth, 'getUsers'>;
  /** tenant.json `allowedLoginMethods`; absent: every method. */
  allowedLoginMethods?: readonly LoginMethod[] | undefined;
  log: { warn(message: string, context: Record<string, unknown>): void };
}

/** A follower entry as the gate needs it: self-registered (`uid`) or admin-added (`uid: null`), and its language. */
export interface FollowerRef {
  uid: string | null;
  lang: Language;
}

/** `getUsers` takes at most this many identifiers per call. */
const GET_USERS_LIMIT = 100;

/**
 * `investorProfileChecksActivated` of a language, read like the API reads it (services/documents/reader-profile.ts):
 * no document, checks off; an unreadable one, checks on (failing closed).
 */
function checksActivatedOf(snap: DocumentSnapshot<PlatformLangSettings>): boolean {
  if (!snap.exists) return false;
  try {
    return snap.data()?.compliance.investorProfileChecksActivated ?? true;
  } catch {
    return true;
  }
}

/**
 * The gate's reader of each follower, in order (docs/follow.md "Who may follow, who is mailed"), the one place the
 * follow mirror and the follower mail get them from: a self-registered follower reads with the roles of their Auth
 * account (`role:` claims; a guest when it cannot sign in: gone, disabled, unverified password) and the investor
 * profile of their `users/{uid}` record; an admin-added address reads as a guest without a profile. Both with the
 * custom roles of `settings/platform` and the investor-profile switch of the entry's language. Reads each account,
 * record and language once per call.
 */
export async function followerReaders(
  deps: FollowerReaderDeps,
  followers: readonly FollowerRef[],
): Promise<Reader[]> {
  const r = refs(deps.db);
  const uids = [...new Set(followers.flatMap((f) => (f.uid === null ? [] : [f.uid])))];
  const langs = [...new Set(followers.map((f) => f.lang))];
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += GET_USERS_LIMIT) chunks.push(uids.slice(i, i + GET_USERS_LIMIT));
  const [accountLists, records, platformSnap, langSnaps] = await Promise.all([
    Promise.all(chunks.map((chunk) => deps.auth.getUsers(chunk.map((uid) => ({ uid }))))),
    uids.length > 0 ? deps.db.getAll(...uids.map((uid) => r.user(uid))) : Promise.resolve([]),
    r.platformSettings().get(),
    Promise.all(langs.map((lang) => r.platformLang(lang).get())),
  ]);
  const accounts = new Map<string, UserRecord>(
    accountLists.flatMap((list) => list.users.map((u) => [u.uid, u] as const)),
  );
  const recordOf = new Map(
    records.map((snap) => [
      snap.id,
      // The raw profile fields, not the whole record: an unrelated invalid field must not cost the profile.
      snap.exists
        ? { investorProfile: snap.get('investorProfile') as unknown, country: snap.get('country') as unknown }
        : null,
    ]),
  );
  let userDefinedRoles: readonly UserDefinedRole[] = [];
  try {
    userDefinedRoles = platformSnap.data()?.iam.userDefinedRoles ?? [];
  } catch (error) {
    deps.log.warn('invalid settings/platform: no custom roles apply to followers', { error: String(error) });
  }
  const checks = new Map(
    langs.map((lang, i) => [lang, langSnaps[i] ? checksActivatedOf(langSnaps[i]) : true]),
  );
  return followers.map((f) => {
    const account = f.uid === null ? undefined : accounts.get(f.uid);
    return followerReader({
      addedByAdmin: f.uid === null,
      account: account
        ? {
            disabled: account.disabled,
            emailVerified: account.emailVerified,
            providerIds: account.providerData.map((p) => p.providerId),
            customClaims: account.customClaims,
          }
        : null,
      record: f.uid === null ? null : (recordOf.get(f.uid) ?? null),
      userDefinedRoles,
      checksActivated: checks.get(f.lang) ?? true,
      allowedLoginMethods: deps.allowedLoginMethods,
    });
  });
}
