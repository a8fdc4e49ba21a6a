import type { LoginMethod } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import { guestReasonOf, sessionRoles, type Reader, type SessionToken } from './gate.js';
import { effectiveProfile } from './investor-profile.js';

/*
 * Who a follower reads as when the functions act for them without a session of theirs: the follow mirror
 * (`followGate`: may this user follow the product) and the follower mail (`readGate` per document at send time).
 * docs/follow.md "Who may follow, who is mailed".
 */

/** The parts of a follower's Firebase Auth account that decide their roles (the Admin SDK's `UserRecord`). */
export interface FollowerAccount {
  disabled: boolean;
  emailVerified: boolean;
  /** Provider ids of the account's sign-in methods: `password`, `google.com`, `microsoft.com`. */
  providerIds: readonly string[];
  customClaims?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The roles of the best sign-in the portal would accept for this account ({@link sessionRoles} of the token one of
 * its providers would mint): its `role:` claims when it can sign in at all, else a guest's. No account, a disabled
 * one, one whose only method is a password with an unverified address, or one with none of the tenant's login
 * methods: `['guest']`, whatever its claims name.
 */
export function followerRoles(
  account: FollowerAccount | null,
  allowedLoginMethods?: readonly LoginMethod[],
): string[] {
  if (!account || account.disabled) return sessionRoles(null);
  const token = account.providerIds
    .map((provider): SessionToken => ({
      ...account.customClaims,
      email_verified: account.emailVerified,
      firebase: { sign_in_provider: provider },
    }))
    .find((t) => guestReasonOf(t, allowedLoginMethods) === null);
  return sessionRoles(token ?? null, allowedLoginMethods);
}

/** What the functions read for one follower entry. */
export interface FollowerReaderInput {
  /**
   * An admin-added entry (an address and a language, no account): a guest's roles, even when the address belongs to
   * an account (nothing proves the admin meant that account). The investor-profile check counts as done: adding a
   * contact to a product's followers is the product admin's statement that the product may be offered to them (the
   * operator knows its clients; a guest's profile would only be self-declared anyway). Visibility, `allowedRoles`,
   * the login lock and a document's `loginRequired` still apply, as to any guest.
   */
  addedByAdmin: boolean;
  /** The self-registered follower's Auth account; `null` when it no longer exists. */
  account: FollowerAccount | null;
  /** The follower's `users/{uid}` investor-profile fields (raw: legacy values are migrated); `null`: no record. */
  record: { investorProfile?: unknown; country?: unknown } | null;
  /** `settings/platform.iam.userDefinedRoles`. */
  userDefinedRoles: readonly UserDefinedRole[];
  /** `investorProfileChecksActivated` of the entry's language (`settings/platform/langs/{lang}`). */
  checksActivated: boolean;
  /** The tenant's login methods; absent: all of them. */
  allowedLoginMethods?: readonly LoginMethod[] | undefined;
}

/** The gate's {@link Reader} of a follower entry (see {@link FollowerReaderInput} for who is what). */
export function followerReader(input: FollowerReaderInput): Reader {
  const roles = input.addedByAdmin
    ? sessionRoles(null)
    : followerRoles(input.account, input.allowedLoginMethods);
  return {
    access: { roles, userDefinedRoles: input.userDefinedRoles },
    profile: input.addedByAdmin
      ? { checksActivated: false, profile: undefined }
      : { checksActivated: input.checksActivated, profile: effectiveProfile(input.record, undefined) },
  };
}
