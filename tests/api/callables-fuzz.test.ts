/**
 * Issue 14 item 3, the callables under generated input (fast-check): `setUserRoles`, `deleteUser` and
 * `forceEmailVerification`, their handlers called in-process as the deployed functions call them, against the Auth
 * and Firestore emulators. Generated callers (none, investor, staff, admin, superAdmin, unknown, revoked session)
 * and data (any JSON, prototype-pollution keys, hostile uids, roles and reasons), `fuzzRuns()` inputs per callable.
 * Property: an answer, or an `HttpsError` that is never `internal` and whose `details.messageKey` is translated in
 * every language; a refused call changes neither Firestore (users, audit log, followers) nor the Auth accounts.
 */
import fc from 'fast-check';
import { userRecordSchema } from '@portal/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleSetUserRolesCall,
  type CallDeps,
  type Caller,
} from '../../functions/src/services/roles/set-user-roles-call.js';
import { handleDeleteUserCall } from '../../functions/src/services/users/delete-user.js';
import { handleForceEmailVerificationCall } from '../../functions/src/services/users/force-email-verification.js';
import { clearFirestoreProject, emulatorProjectId } from '../support/api-emulators.js';
import {
  assertFuzzAsync,
  fuzzTimeout,
  changedPaths,
  snapshotCollections,
  untranslatedIn,
} from '../support/fuzz.js';

const PROJECT = 'demo-fuzz-callables';
const RUN = Date.now().toString(36);

/** Accounts of the suite: callers and targets, with the claims they start with. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'fz-admin': { 'role:admin': true },
  'fz-super': { 'role:superAdmin': true },
  'fz-staff': { 'role:staff': true },
  'fz-investor': {},
  'fz-target-a': { 'role:viewer': true },
  'fz-target-b': { 'role:admin': true },
  'fz-target-c': {},
};

let app: App;
let authApp: App;
let db: Firestore;
let auth: Auth;
let deps: CallDeps;
const errors: string[] = [];

async function createAccount(uid: string): Promise<void> {
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email: `${uid}@example.test`, emailVerified: uid !== 'fz-target-c' });
  await auth.setCustomUserClaims(uid, ACCOUNTS[uid] ?? {});
  const roles = Object.keys(ACCOUNTS[uid] ?? {}).map((k) => k.slice('role:'.length));
  await db.doc(`users/${uid}`).set(
    userRecordSchema.parse({
      firstName: 'Fuzz',
      lastName: uid,
      email: `${uid}@example.test`,
      country: 'CH',
      investorProfile: 'retail',
      followingProducts: [{ productId: 'fz-fund', lang: 'en' }],
      roles,
    }),
  );
  await db.doc(`followers/fz-fund/entries/${uid}-en`).set({ uid, email: `${uid}@example.test`, lang: 'en' });
}

beforeAll(async () => {
  // Firestore in a project of the suite's own (cleared after); Auth in the emulators' project (the Auth emulator
  // serves one project), with the suite's own `fz-` accounts, deleted after.
  app = initializeApp({ projectId: PROJECT }, `callables-fuzz-${RUN}`);
  authApp = initializeApp({ projectId: emulatorProjectId() }, `callables-fuzz-auth-${RUN}`);
  db = getFirestore(app);
  auth = getAuth(authApp);
  await clearFirestoreProject(PROJECT);
  for (const uid of Object.keys(ACCOUNTS)) await createAccount(uid);
  deps = {
    auth,
    db,
    log: {
      info: () => undefined,
      warn: () => undefined,
      error: (m, c) => errors.push(`${m} ${JSON.stringify(c)}`),
    },
  };
}, 120_000);

afterAll(async () => {
  for (const uid of Object.keys(ACCOUNTS)) await auth.deleteUser(uid).catch(() => undefined);
  await clearFirestoreProject(PROJECT);
  await deleteApp(app);
  await deleteApp(authApp);
});

/** The Auth side of the accounts, for the no-partial-write check. */
async function accountsState(): Promise<string> {
  const { users } = await auth.getUsers(Object.keys(ACCOUNTS).map((uid) => ({ uid })));
  return JSON.stringify(
    users
      .map((u) => ({
        uid: u.uid,
        claims: u.customClaims ?? {},
        disabled: u.disabled,
        verified: u.emailVerified,
      }))
      .sort((a, b) => a.uid.localeCompare(b.uid)),
  );
}
/** What the callables write: the records, the audit log, the follower entries of the suite's product. */
const ROOTS = ['users', 'auditLogs', 'followers/fz-fund/entries'];

// ---- generators ---------------------------------------------------------------------------------------------

const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'a'.repeat(129),
    'a'.repeat(600),
    '\u0000',
    '\uD800',
    '../users/fz-admin',
    'fz-admin/x',
    'viewer',
    'admin',
    'superAdmin',
    'staff',
    'developer',
    'role:admin',
    '<img src=x onerror=alert(1)>',
  ),
  fc.constantFrom(...Object.keys(ACCOUNTS)),
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 6, unit: 'binary' }),
);
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, 0, -1, 1e308, ''),
    hostile,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'uid', 'roles', 'reason'), hostile),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;
const proto = anyJson.map(
  (v) =>
    JSON.parse(
      `{"__proto__": {"roles": ["superAdmin"]}, "uid": "fz-target-a", "x": ${JSON.stringify(v ?? null)}}`,
    ) as unknown,
);
// Weighted towards well-formed requests too, so that generated calls also reach the authority checks and the writes.
const targetUid = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.keys(ACCOUNTS)) },
  { weight: 1, arbitrary: hostile },
  { weight: 1, arbitrary: anyJson },
);
const reason = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('offboarding', 'promoted', ' spaced ') },
  fc.constantFrom('', '   ', 'x'.repeat(501), 'x'.repeat(2001)),
  hostile,
  anyJson,
);
const rolesData = fc.record(
  {
    uid: targetUid,
    roles: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.subarray(['viewer', 'staff', 'admin', 'superAdmin', 'developer', 'insight']),
      },
      fc.array(hostile, { maxLength: 4 }),
      fc.array(fc.string(), { minLength: 51, maxLength: 52 }),
      anyJson,
    ),
    reason,
  },
  { requiredKeys: [] },
);
const userData = fc.record({ uid: targetUid, reason }, { requiredKeys: [] });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const caller: fc.Arbitrary<Caller | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('fz-admin', 'fz-super', 'fz-staff', 'fz-investor', 'fz-unknown').map((uid) => ({
    uid,
    token: { auth_time: nowSeconds() + 60 },
  })),
  // A session from before the accounts were made: revoked by any later revocation.
  fc.constantFrom('fz-admin', 'fz-super').map((uid) => ({ uid, token: { auth_time: 1 } })),
);

/**
 * An `HttpsError` of firebase-functions, told by its shape (the tests workspace does not depend on
 * firebase-functions; `instanceof` across the functions workspace's copy would be unreliable anyway).
 */
interface CallableError {
  code: string;
  details: unknown;
  httpErrorCode: { status: number };
}
const isCallableError = (error: unknown): error is CallableError =>
  error instanceof Error && 'httpErrorCode' in error && 'code' in error && typeof error.code === 'string';

const TRANSLATION_FILE = {
  setUserRoles: 'admin',
  deleteUser: 'user-admin',
  forceEmailVerification: 'user-admin',
};
type CallName = keyof typeof TRANSLATION_FILE;

/**
 * Runs `call` over generated callers and data. Refusals must not write: snapshots (Firestore and Auth) are compared
 * every 50 calls while nothing was accepted; an accepted call is allowed its writes, then the accounts are restored.
 */
async function fuzzCallable(
  name: CallName,
  data: fc.Arbitrary<unknown>,
  call: (c: Caller | undefined, d: unknown) => Promise<unknown>,
): Promise<void> {
  let baseline = { docs: await snapshotCollections(db, ROOTS), accounts: await accountsState() };
  let calls = 0;
  const outcomes = new Map<string, number>();
  await assertFuzzAsync(
    `callable ${name}`,
    fc.record({ caller, data: fc.oneof({ weight: 4, arbitrary: data }, proto, anyJson) }),
    async (input) => {
      let accepted = false;
      try {
        await call(input.caller, input.data);
        accepted = true;
        outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
      } catch (error) {
        const code = isCallableError(error) ? error.code : 'not an HttpsError';
        outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
        const context = `${name} ${JSON.stringify(input).slice(0, 300)} ${String(error)} ${errors.slice(-1).join('')}`;
        expect(isCallableError(error), context).toBe(true);
        if (!isCallableError(error)) return;
        expect(error.code, context).not.toBe('internal');
        expect(error.httpErrorCode.status, context).toBeLessThan(500);
        const key = (error.details as { messageKey?: unknown } | undefined)?.messageKey;
        expect(typeof key, context).toBe('string');
        expect(untranslatedIn(TRANSLATION_FILE[name], String(key)), context).toEqual([]);
      }
      calls++;
      if (accepted) {
        // An accepted call changed its target only (and appended to the audit log): that account is made again.
        await createAccount(String((input.data as Record<string, unknown>).uid).trim());
        baseline = { docs: await snapshotCollections(db, ROOTS), accounts: await accountsState() };
        calls = 0;
      } else if (calls % 50 === 0) {
        const now = { docs: await snapshotCollections(db, ROOTS), accounts: await accountsState() };
        expect(changedPaths(baseline.docs, now.docs)).toEqual([]);
        expect(now.accounts).toBe(baseline.accounts);
      }
    },
  );
  const counts = [...outcomes].map(([k, n]) => `${k}: ${String(n)}`);
  console.log(`fuzz outcomes | callable ${name} | ${counts.join(', ')}`);
}

describe('callables fuzz (in-process, Auth and Firestore emulators)', () => {
  it(
    'setUserRoles',
    async () => {
      await fuzzCallable('setUserRoles', rolesData, (c, d) => handleSetUserRolesCall(deps, c, d));
    },
    fuzzTimeout(),
  );

  it(
    'deleteUser',
    async () => {
      await fuzzCallable('deleteUser', userData, (c, d) => handleDeleteUserCall(deps, c, d));
    },
    fuzzTimeout(),
  );

  it(
    'forceEmailVerification',
    async () => {
      await fuzzCallable('forceEmailVerification', userData, (c, d) =>
        handleForceEmailVerificationCall(deps, c, d),
      );
    },
    fuzzTimeout(),
  );
});
