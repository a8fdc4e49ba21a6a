import {
  CALL_RATE_LIMITS,
  callRateCounterId,
  paths,
  roleChangeErrorDetailsSchema,
  userAdminErrorDetailsSchema,
  type RateLimitedCallable,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeCallQuota } from '../../functions/src/services/rate-limits/take-call-quota.js';
import enAdmin from '../../web/src/locales/en/admin.json' with { type: 'json' };
import enUserAdmin from '../../web/src/locales/en/user-admin.json' with { type: 'json' };
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';
import { postCallable } from '../support/callables.js';

// The sensitive callables' rate limits on the emulators (docs/security.md "Rate limits"): past the limit a caller is
// refused with `resource-exhausted` and a translated message naming the wait, before anything else is looked at; the
// counter is one Firestore document per callable and caller, shared by every instance. `rl-` uids only.

const CALLABLES: RateLimitedCallable[] = ['setUserRoles', 'deleteUser', 'forceEmailVerification'];
const ADMIN_UID = 'rl-admin';
const TARGET_UID = 'rl-target';

let admin: AdminHandle;
let caller: TestUser;

const counter = (callable: RateLimitedCallable, uid: string) =>
  admin.db.doc(paths.callRateLimit(callRateCounterId(callable, uid)));

/** Fills the caller's counter with `count` calls made just now. */
async function callsJustMade(callable: RateLimitedCallable, uid: string, count: number): Promise<void> {
  const now = Date.now();
  await counter(callable, uid).set({
    hits: Array.from({ length: count }, (_, i) => new Date(now - 1000 - i)),
    expiresAt: new Date(now + 60_000),
  });
}

const call = (callable: RateLimitedCallable, data: unknown) => postCallable(callable, caller.idToken, data);

const REQUESTS: Record<RateLimitedCallable, unknown> = {
  setUserRoles: { uid: TARGET_UID, roles: ['viewer'], reason: 'rate limit test' },
  deleteUser: { uid: TARGET_UID, reason: 'rate limit test' },
  forceEmailVerification: { uid: TARGET_UID },
};

/** The i18n key of a refusal and the English text the admin console shows for it. */
function translated(callable: RateLimitedCallable, details: unknown): { key: string; text: string } {
  if (callable === 'setUserRoles') {
    const parsed = roleChangeErrorDetailsSchema.parse(details);
    const text = (enAdmin.roleErrors as Record<string, string>)[parsed.messageKey.split('.')[1] ?? ''] ?? '';
    return { key: parsed.messageKey, text: text.replace('{{value}}', parsed.issues[0]?.value ?? '') };
  }
  const parsed = userAdminErrorDetailsSchema.parse(details);
  const text = (enUserAdmin.errors as Record<string, string>)[parsed.messageKey.split('.')[1] ?? ''] ?? '';
  return { key: parsed.messageKey, text: text.replace('{{value}}', parsed.issues[0]?.value ?? '') };
}

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  caller = await createUserWithClaims(admin.auth, ADMIN_UID, { 'role:admin': true });
  await admin.auth.deleteUser(TARGET_UID).catch(() => undefined);
  await admin.auth.createUser({ uid: TARGET_UID, email: `${TARGET_UID}@example.test` });
});

afterAll(async () => {
  await Promise.all(CALLABLES.map((c) => counter(c, ADMIN_UID).delete()));
  await deleteUsers(admin.auth, [ADMIN_UID, TARGET_UID]).catch(() => undefined);
  await admin.close();
});

describe('sensitive callables past their rate limit', () => {
  it.each(CALLABLES)('%s: resource-exhausted with a translated message, nothing done', async (callable) => {
    await callsJustMade(callable, ADMIN_UID, CALL_RATE_LIMITS[callable].limit);
    const { status, body } = await call(callable, REQUESTS[callable]);
    expect(status).toBe(429);
    expect(body.error?.status).toBe('RESOURCE_EXHAUSTED');
    const { key, text } = translated(callable, body.error?.details);
    expect(key).toMatch(/\.rateLimited$/);
    expect(text).toMatch(/^Too many .+ [Ww]ait \d+ seconds and try again\.$/);
    // The target was not touched, and the refused call did not extend the counter.
    const target = await admin.auth.getUser(TARGET_UID);
    expect(target.disabled).toBe(false);
    expect(target.emailVerified).toBe(false);
    expect(target.customClaims ?? {}).toEqual({});
    expect(((await counter(callable, ADMIN_UID).get()).get('hits') as unknown[]).length).toBe(
      CALL_RATE_LIMITS[callable].limit,
    );
  });

  it('one call below the limit goes through to the callable and is counted', async () => {
    await callsJustMade(
      'forceEmailVerification',
      ADMIN_UID,
      CALL_RATE_LIMITS.forceEmailVerification.limit - 1,
    );
    const { body } = await call('forceEmailVerification', REQUESTS.forceEmailVerification);
    expect(body.error).toBeUndefined();
    expect((await admin.auth.getUser(TARGET_UID)).emailVerified).toBe(true);
    expect(((await counter('forceEmailVerification', ADMIN_UID).get()).get('hits') as unknown[]).length).toBe(
      CALL_RATE_LIMITS.forceEmailVerification.limit,
    );
  });
});

describe('takeCallQuota', () => {
  it('lets exactly the limit through, then names the wait until the oldest call leaves the window', async () => {
    const uid = 'rl-quota';
    await counter('deleteUser', uid).delete();
    const now = new Date();
    const { limit, windowMs } = CALL_RATE_LIMITS.deleteUser;
    const outcomes = [];
    for (let i = 0; i < limit + 2; i++) outcomes.push(await takeCallQuota(admin.db, 'deleteUser', uid, now));
    expect(outcomes.filter((o) => o === null)).toHaveLength(limit);
    for (const refused of outcomes.filter((o) => o !== null)) {
      expect(refused.retryAfterSeconds).toBe(windowMs / 1000);
    }
    // Once the window has passed, the caller may call again.
    expect(
      await takeCallQuota(admin.db, 'deleteUser', uid, new Date(now.getTime() + windowMs + 1)),
    ).toBeNull();
    await counter('deleteUser', uid).delete();
  });
});
