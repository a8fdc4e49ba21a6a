/**
 * The `setUserRoles` callable and the PDF renderer token on the emulators (Auth + Firestore + Functions), in the demo
 * tenant's project with `rc-` uids only. The callable is called over HTTP exactly like the web's Functions SDK does.
 */
import {
  paths,
  platformSettingsSchema,
  roleChangeErrorDetailsSchema,
  setUserRolesResponseSchema,
  userRecordSchema,
  type PlatformSettings,
  type RoleChangeErrorDetails,
  type SetUserRolesResponse,
} from '@portal/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPdfRendererToken,
  PDF_RENDERER_UID,
} from '../../functions/src/services/auth/pdf-renderer-token.js';
import { setUserRoles } from '../../functions/src/services/roles/set-user-roles.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { callableCode, postCallable } from '../support/callables.js';

const AUTH_HOST = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/** A custom role of this suite, defined in settings/platform for the run. */
const DESK_ROLE = 'rcDesk';

type Label = 'admin' | 'superAdmin' | 'employee' | 'productAdmin' | 'investor' | 'target' | 'staleAdmin';
const CLAIMS: Record<Label, Record<string, boolean>> = {
  admin: { 'role:admin': true },
  superAdmin: { 'role:superAdmin': true },
  employee: { 'role:employee': true },
  productAdmin: { [`role:${DESK_ROLE}`]: true },
  investor: {},
  target: { 'role:viewer': true },
  staleAdmin: { 'role:admin': true },
};
const uidOf = (label: Label) => `rc-${label.toLowerCase()}`;
const UIDS = (Object.keys(CLAIMS) as Label[]).map(uidOf);

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

let admin: AdminHandle;
let platformBefore: Record<string, unknown> | undefined;
const sessions = new Map<Label, Session>();
const session = (label: Label): Session => {
  const s = sessions.get(label);
  if (!s) throw new Error(`no session for ${label}`);
  return s;
};

async function authRest<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`http://${AUTH_HOST()}/${path}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`${path}: ${json.error?.message ?? res.status}`);
  return json;
}

async function signIn(uid: string): Promise<Session> {
  const body = await authRest<{ idToken: string; refreshToken: string }>(
    'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
    { email: `${uid}@example.test`, password: `pw-${uid}-123456`, returnSecureToken: true },
  );
  return { uid, idToken: body.idToken, refreshToken: body.refreshToken };
}

const record = (uid: string, roles: string[]) =>
  userRecordSchema.parse({
    firstName: 'Role',
    lastName: uid,
    email: `${uid}@example.test`,
    country: 'CH',
    investorProfile: 'professional',
    roles,
  });

/** Waits until the clock is in a later whole second than now (revocation compares whole seconds). */
async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50 }).toBeGreaterThan(second);
}

async function resetUser(label: Label): Promise<Session> {
  const uid = uidOf(label);
  await admin.auth.deleteUser(uid).catch(() => undefined);
  await admin.auth.createUser({
    uid,
    email: `${uid}@example.test`,
    password: `pw-${uid}-123456`,
    emailVerified: true,
  });
  await admin.auth.setCustomUserClaims(uid, CLAIMS[label]);
  await admin.db.doc(paths.user(uid)).set(
    record(
      uid,
      Object.keys(CLAIMS[label]).map((k) => k.slice('role:'.length)),
    ),
  );
  const s = await signIn(uid);
  sessions.set(label, s);
  return s;
}

type CallOutcome =
  | { ok: true; status: number; result: SetUserRolesResponse }
  | { ok: false; status: number; code: string; message: string; details: RoleChangeErrorDetails };

/** Calls setUserRoles as the web does; the parsed response, or the refusal with its details. */
async function call(caller: Session | null, data: unknown): Promise<CallOutcome> {
  const { status, body } = await postCallable('setUserRoles', caller?.idToken, data);
  if (body.error) {
    return {
      ok: false,
      status,
      code: callableCode(body.error.status),
      message: body.error.message,
      details: roleChangeErrorDetailsSchema.parse(body.error.details),
    };
  }
  return { ok: true, status, result: setUserRolesResponseSchema.parse(body.result) };
}

function refused(outcome: CallOutcome): Extract<CallOutcome, { ok: false }> {
  if (outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.result)}`);
  return outcome;
}
function succeeded(outcome: CallOutcome): SetUserRolesResponse {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

const claimsOf = async (label: Label) => (await admin.auth.getUser(uidOf(label))).customClaims ?? {};
const auditEntries = async (db: Firestore, uid: string) =>
  (await db.collection(paths.auditLogs()).where('uid', '==', uid).get()).docs.map((d) => d.data());

async function clearAudit(): Promise<void> {
  for (const uid of UIDS) {
    const snap = await admin.db.collection(paths.auditLogs()).where('uid', '==', uid).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
}

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const platformRef = admin.db.doc(paths.platformSettings());
  platformBefore = (await platformRef.get()).data();
  const existing = platformSettingsSchema.safeParse(platformBefore);
  const base: PlatformSettings = existing.success
    ? existing.data
    : { langs: ['en'], iam: { userDefinedRoles: [] } };
  await platformRef.set({
    ...base,
    iam: {
      userDefinedRoles: [
        ...base.iam.userDefinedRoles.filter((r) => r.name !== DESK_ROLE),
        { name: DESK_ROLE, allowedProductIds: ['rc-product'] },
      ],
    },
  });
  await clearAudit();
  for (const label of Object.keys(CLAIMS) as Label[]) await resetUser(label);
});

afterAll(async () => {
  await clearAudit();
  await Promise.all(UIDS.map((uid) => admin.db.doc(paths.user(uid)).delete()));
  await admin.auth.deleteUsers([...UIDS, PDF_RENDERER_UID]);
  const platformRef = admin.db.doc(paths.platformSettings());
  if (platformBefore) await platformRef.set(platformBefore);
  else await platformRef.delete();
  await admin.close();
});

describe('setUserRoles callable: an admin changes a user roles', () => {
  it('sets the claims, mirrors roles and accessChangedAt, writes the audit entry and revokes the sessions', async () => {
    const target = await resetUser('target');
    // Revocation works in whole seconds: the target's session must start in an earlier second than the change.
    await nextSecond();
    const before = Date.now();
    const result = succeeded(
      await call(session('admin'), {
        uid: target.uid,
        roles: [DESK_ROLE, 'employee', 'employee'],
        reason: '  joins the desk  ',
      }),
    );
    const after = Date.now();
    expect(result).toMatchObject({
      uid: target.uid,
      roles: ['employee', DESK_ROLE],
      previousRoles: ['viewer'],
      changed: true,
    });

    // Claims: role claims replaced.
    expect(await claimsOf('target')).toEqual({ 'role:employee': true, [`role:${DESK_ROLE}`]: true });

    // Record: roles mirrored, accessChangedAt set between the call's start and end.
    const stored = userRecordSchema.parse((await admin.db.doc(paths.user(target.uid)).get()).data());
    expect(stored.roles).toEqual(['employee', DESK_ROLE]);
    expect(stored.accessChangedAt).toBe(result.accessChangedAt);
    expect(stored.accessChangedAt).toBeGreaterThanOrEqual(before);
    expect(stored.accessChangedAt).toBeLessThanOrEqual(after);
    expect(stored.firstName).toBe('Role');

    // Audit: actor, target, before, after, reason, time.
    const audit = await auditEntries(admin.db, target.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      type: 'setUserRoles',
      uid: target.uid,
      actorUid: uidOf('admin'),
      previousRoles: ['viewer'],
      roles: ['employee', DESK_ROLE],
      changed: true,
      reason: 'joins the desk',
    });
    const at = (audit[0]?.at as { toMillis(): number }).toMillis();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);

    // Sessions: the old ID token counts as revoked. Production also refuses its refresh token (TOKEN_EXPIRED, the
    // web's auth/user-token-expired); the Auth emulator keeps refreshing it, but every token it yields keeps the old
    // sign-in time and so still counts as revoked (the API answers 498, the web watcher signs the session out).
    await expect(admin.auth.verifyIdToken(target.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    const refreshed = await authRest<{ id_token: string }>('securetoken.googleapis.com/v1/token', {
      grant_type: 'refresh_token',
      refresh_token: target.refreshToken,
    }).catch((error: unknown) => ({ refused: String(error) }));
    if ('id_token' in refreshed) {
      await expect(admin.auth.verifyIdToken(refreshed.id_token, true)).rejects.toMatchObject({
        code: 'auth/id-token-revoked',
      });
    } else {
      expect(refreshed.refused).toMatch(/TOKEN_EXPIRED/);
    }

    // A fresh sign-in carries the new rights.
    const fresh = await signIn(target.uid);
    const decoded = await admin.auth.verifyIdToken(fresh.idToken, true);
    expect(decoded['role:employee']).toBe(true);
    expect(decoded[`role:${DESK_ROLE}`]).toBe(true);
    expect(decoded['role:viewer']).toBeUndefined();
  });

  it('confirms unchanged roles with an audit entry only: no revocation, no accessChangedAt', async () => {
    const target = await resetUser('target');
    await clearAudit();
    const result = succeeded(
      await call(session('admin'), { uid: target.uid, roles: ['viewer'], reason: 'review' }),
    );
    expect(result).toMatchObject({ changed: false, accessChangedAt: null, roles: ['viewer'] });
    const stored = userRecordSchema.parse((await admin.db.doc(paths.user(target.uid)).get()).data());
    expect(stored.accessChangedAt).toBeUndefined();
    await expect(admin.auth.verifyIdToken(target.idToken, true)).resolves.toMatchObject({ uid: target.uid });
    expect(await auditEntries(admin.db, target.uid)).toMatchObject([{ changed: false, reason: 'review' }]);
  });

  it('removes every role with an empty list', async () => {
    const target = await resetUser('target');
    const result = succeeded(await call(session('admin'), { uid: target.uid, roles: [], reason: 'left' }));
    expect(result.roles).toEqual([]);
    expect(await claimsOf('target')).toEqual({});
  });

  it('lets a superAdmin grant superAdmin', async () => {
    const target = await resetUser('target');
    succeeded(await call(session('superAdmin'), { uid: target.uid, roles: ['superAdmin'], reason: 'board' }));
    expect(await claimsOf('target')).toEqual({ 'role:superAdmin': true });
  });
});

describe('setUserRoles callable: refusals change nothing', () => {
  async function expectUnchanged(run: () => Promise<void>): Promise<void> {
    const target = await resetUser('target');
    await clearAudit();
    await run();
    expect(await claimsOf('target')).toEqual({ 'role:viewer': true });
    const stored = userRecordSchema.parse((await admin.db.doc(paths.user(target.uid)).get()).data());
    expect(stored.roles).toEqual(['viewer']);
    expect(stored.accessChangedAt).toBeUndefined();
    expect(await auditEntries(admin.db, target.uid)).toEqual([]);
    await expect(admin.auth.verifyIdToken(target.idToken, true)).resolves.toMatchObject({ uid: target.uid });
  }
  const change = { uid: uidOf('target'), roles: ['employee'], reason: 'promotion' };

  it('refuses a caller without a token: unauthenticated', async () => {
    await expectUnchanged(async () => {
      const out = refused(await call(null, change));
      expect(out).toMatchObject({ status: 401, code: 'unauthenticated' });
      expect(out.details.messageKey).toBe('roleErrors.unauthenticated');
    });
  });

  it.each(['employee', 'investor'] as const)('refuses a non-admin (%s): permission denied', async (label) => {
    await expectUnchanged(async () => {
      const out = refused(await call(session(label), change));
      expect(out).toMatchObject({ status: 403, code: 'permission-denied' });
      expect(out.details.messageKey).toBe('roleErrors.notAdmin');
    });
  });

  it('refuses a product admin (custom role): permission denied', async () => {
    await expectUnchanged(async () => {
      const out = refused(await call(session('productAdmin'), change));
      expect(out).toMatchObject({ status: 403, code: 'permission-denied' });
      expect(out.details.issues[0]?.problem).toBe('not-admin');
    });
  });

  it('refuses a role the tenant does not know: invalid-argument naming the role', async () => {
    await expectUnchanged(async () => {
      const out = refused(
        await call(session('admin'), { ...change, roles: ['employee', 'pilotRole', 'role:admin'] }),
      );
      expect(out).toMatchObject({ status: 400, code: 'invalid-argument' });
      expect(out.message).toContain('"pilotRole"');
      expect(out.details.messageKey).toBe('roleErrors.roleNotAllowed');
      expect(out.details.issues.map((i) => [i.problem, i.role])).toEqual([
        ['role-not-allowed', 'pilotRole'],
        ['colon-in-role', 'role:admin'],
      ]);
    });
  });

  it('refuses a built-in role this tenant does not use (tenant.json allowedRoles, embedded at build)', async () => {
    // The demo tenant allows superAdmin, admin, employee, viewer and its custom role; alvolaCHF exists elsewhere.
    await expectUnchanged(async () => {
      const out = refused(await call(session('admin'), { ...change, roles: ['viewer', 'alvolaCHF'] }));
      expect(out).toMatchObject({ status: 400, code: 'invalid-argument' });
      expect(out.details.issues.map((i) => [i.problem, i.role])).toEqual([['role-not-allowed', 'alvolaCHF']]);
    });
  });

  it('refuses a request without a reason, naming the field and value', async () => {
    await expectUnchanged(async () => {
      const out = refused(await call(session('admin'), { ...change, reason: '   ' }));
      expect(out).toMatchObject({ status: 400, code: 'invalid-argument' });
      expect(out.details.issues).toMatchObject([{ problem: 'invalid-input', field: 'reason', value: '   ' }]);
    });
  });

  it('refuses an admin granting superAdmin', async () => {
    await expectUnchanged(async () => {
      const out = refused(await call(session('admin'), { ...change, roles: ['superAdmin'] }));
      expect(out).toMatchObject({ status: 403, code: 'permission-denied' });
      expect(out.details.messageKey).toBe('roleErrors.superAdminOnly');
    });
  });

  it('refuses an admin lowering their own rights', async () => {
    const me = await resetUser('admin');
    const out = refused(await call(me, { uid: me.uid, roles: ['viewer'], reason: 'oops' }));
    expect(out).toMatchObject({ status: 400, code: 'failed-precondition' });
    expect(out.details.messageKey).toBe('roleErrors.selfDemotion');
    expect(await claimsOf('admin')).toEqual({ 'role:admin': true });
  });

  it('answers not-found for an unknown uid', async () => {
    const out = refused(await call(session('admin'), { ...change, uid: 'rc-nobody' }));
    expect(out).toMatchObject({ status: 404, code: 'not-found' });
    expect(out.details.issues[0]).toMatchObject({ field: 'uid', value: 'rc-nobody' });
  });

  it('judges the caller by their current claims: a demoted admin with an old token is refused', async () => {
    const stale = await resetUser('staleAdmin');
    await nextSecond();
    succeeded(await call(session('superAdmin'), { uid: stale.uid, roles: [], reason: 'left the team' }));
    await expectUnchanged(async () => {
      const out = refused(await call(stale, change));
      expect(out).toMatchObject({ status: 401, code: 'unauthenticated' });
      expect(out.details.messageKey).toBe('roleErrors.sessionRevoked');
    });
  });
});

describe('setUserRoles service: all or nothing', () => {
  it('puts the old claims back when the record and audit batch fails', async () => {
    const target = await resetUser('target');
    await clearAudit();
    // The real emulator, with only the batch commit made to fail (a dropped connection, a quota...).
    const failingDb = new Proxy(admin.db, {
      get(db, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(db, prop, receiver) as unknown;
        return () => {
          const batch = db.batch();
          return new Proxy(batch, {
            get(b, p, r) {
              if (p === 'commit') return () => Promise.reject(new Error('commit failed (injected)'));
              const value = Reflect.get(b, p, r) as unknown;
              return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(b) : value;
            },
          });
        };
      },
    });
    const errors: string[] = [];
    await expect(
      setUserRoles(
        { auth: admin.auth, db: failingDb, log: { error: (m) => errors.push(m) } },
        {
          uid: target.uid,
          roles: ['employee'],
          reason: 'will fail',
          actorUid: uidOf('admin'),
          actorRoles: ['admin'],
          allowedRoleNames: ['viewer', 'employee'],
        },
      ),
    ).rejects.toThrow('commit failed (injected)');
    expect(await claimsOf('target')).toEqual({ 'role:viewer': true });
    const stored = userRecordSchema.parse((await admin.db.doc(paths.user(target.uid)).get()).data());
    expect(stored.roles).toEqual(['viewer']);
    expect(stored.accessChangedAt).toBeUndefined();
    expect(await auditEntries(admin.db, target.uid)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('PDF renderer token', () => {
  it('signs the renderer in on the Auth emulator with read-only claims for one product', async () => {
    const token = await createPdfRendererToken(admin.auth, { productId: 'global-equity-chf' });
    const body = await authRest<{ idToken: string }>(
      'identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken',
      { token, returnSecureToken: true },
    );
    const decoded = await admin.auth.verifyIdToken(body.idToken, true);
    expect(decoded.uid).toBe(PDF_RENDERER_UID);
    expect(decoded['role:employee']).toBe(true);
    expect(decoded.pdfRenderer).toBe(true);
    expect(decoded.pdfProductId).toBe('global-equity-chf');
    const roleClaims = Object.keys(decoded).filter((k) => k.startsWith('role:'));
    expect(roleClaims).toEqual(['role:employee']);
    // The claims belong to this session only: nothing is stored on the Auth user.
    expect((await admin.auth.getUser(PDF_RENDERER_UID)).customClaims ?? {}).toEqual({});
  });
});
