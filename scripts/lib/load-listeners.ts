/**
 * `npm run load`, listener part: browser-like sessions, each its own Firebase app (own Auth state, own Firestore
 * client and listen stream, as each browser tab has), holding the live bindings a product's overview page opens
 * (web/src/features/products/api/get-products.ts: the visitor's product list query; product-components: the
 * overview's components), half as visitors and half signed in as investors. An admin then edits the product the
 * way the admin console does (client SDK, under the security rules), one edit at a time: each edit must reach every
 * session, and the time from the write to each session's snapshot is measured.
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  query,
  updateDoc,
  where,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { paths } from '@portal/domain';
import { summarise, type LatencySummary } from './load-stats.js';
import { EMULATOR_HOST, PORTS } from './emulators.js';

export interface ListenerOptions {
  projectId: string;
  productId: string;
  sessions: number;
  edits: number;
  /** An admin account of the seed (it signs in like the admin console does). */
  admin: { email: string; password: string };
  /** Creates the investor accounts the signed-in half uses. */
  adminAuth: AdminAuth;
  /** How long one edit may take to reach every session before it counts as missed. */
  editTimeoutMs?: number;
}

export interface ListenerReport {
  sessions: number;
  signedIn: number;
  edits: number;
  /** Write (just before `updateDoc`) to snapshot, one sample per session and edit. */
  latency: LatencySummary;
  /** Write to the admin's own commit acknowledgement. */
  commit: LatencySummary;
  /** Sessions x edits that never arrived within the timeout. */
  missed: number;
  errors: string[];
  /** Time for every session to receive its first snapshots (connect, sign in, listen). */
  attachMs: number;
}

const PASSWORD = 'load-investor-pw';

interface Session {
  app: FirebaseApp;
  /** Edit marker seen last per listener (the product list and the overview's components). */
  seen: number | null;
  ready: Promise<void>;
  close: () => void;
}

function connect(app: FirebaseApp): { db: Firestore; auth: Auth } {
  const db = getFirestore(app);
  connectFirestoreEmulator(db, EMULATOR_HOST, PORTS.firestore);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${PORTS.auth}`, { disableWarnings: true });
  return { db, auth };
}

/** Investor accounts for the signed-in sessions (no roles: what a registered visitor is). */
async function ensureInvestors(adminAuth: AdminAuth, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `load-investor-${i}@example.test`);
  await Promise.all(
    emails.map(async (email, i) => {
      try {
        await adminAuth.createUser({
          uid: `load-investor-${i}`,
          email,
          password: PASSWORD,
          emailVerified: true,
        });
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
      }
    }),
  );
  return emails;
}

function openSession(
  name: string,
  options: { projectId: string; productId: string; email: string | null },
  onMarker: (session: Session, marker: number) => void,
  onError: (message: string) => void,
): Session {
  const app = initializeApp({ projectId: options.projectId, apiKey: 'load-test-key' }, name);
  const { db, auth } = connect(app);
  let unsubscribes: (() => void)[] = [];
  const session: Session = {
    app,
    seen: null,
    ready: Promise.resolve(),
    close: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
  session.ready = (async () => {
    if (options.email) await signInWithEmailAndPassword(auth, options.email, PASSWORD);
    // The visitor's product list query (web/src/lib/refs.ts `openProducts`) and the overview's components.
    const products = query(
      collection(db, paths.products()),
      where('general.hidden', '==', false),
      where('dev', '==', false),
      where('allowedRoles', '==', []),
    );
    const components = query(
      collection(db, paths.components(options.productId)),
      where('page', '==', 'overview'),
    );
    await new Promise<void>((resolve, reject) => {
      let pending = 2;
      // Resolves once both listeners have their first snapshot; an error of either fails the session.
      const listen = (label: string, q: Query, onData: (snap: QuerySnapshot) => void) => {
        let first = true;
        return onSnapshot(
          q,
          (snap) => {
            onData(snap);
            if (first) {
              first = false;
              pending -= 1;
              if (pending === 0) resolve();
            }
          },
          (error) => {
            onError(`${name} ${label}: ${error.message}`);
            reject(error);
          },
        );
      };
      unsubscribes = [
        listen('products', products, (snap) => {
          const aum: unknown = snap.docs.find((d) => d.id === options.productId)?.get('aum');
          if (typeof aum === 'number') onMarker(session, aum);
        }),
        listen('components', components, () => undefined),
      ];
    });
  })();
  return session;
}

/** Runs the sessions and the edits; resolves with the figures (errors and misses are in the report, not thrown). */
export async function runListenerLoad(options: ListenerOptions): Promise<ListenerReport> {
  const { sessions: count, edits, productId, projectId } = options;
  const timeoutMs = options.editTimeoutMs ?? 10_000;
  const signedIn = Math.floor(count / 2);
  const emails = await ensureInvestors(options.adminAuth, signedIn);
  const errors: string[] = [];
  // Markers are AUM values no seed uses: 1e12 + edit number.
  const BASE = 1e12;
  let current: { marker: number; at: number; waiting: Set<Session>; done: () => void } | null = null;
  const samples: number[] = [];
  const onMarker = (session: Session, marker: number) => {
    if (session.seen === marker) return;
    session.seen = marker;
    if (current?.marker === marker && current.waiting.delete(session)) {
      samples.push(performance.now() - current.at);
      if (current.waiting.size === 0) current.done();
    }
  };

  const attachStart = performance.now();
  const all = Array.from({ length: count }, (_, i) =>
    openSession(
      `load-session-${i}`,
      { projectId, productId, email: i < signedIn ? (emails[i] ?? null) : null },
      onMarker,
      (message) => errors.push(message),
    ),
  );
  const adminApp = initializeApp({ projectId, apiKey: 'load-test-key' }, 'load-admin');
  try {
    const attached = await Promise.allSettled(all.map((s) => s.ready));
    for (const r of attached) if (r.status === 'rejected') errors.push(String(r.reason));
    const attachMs = performance.now() - attachStart;
    const listening = all.filter((_, i) => attached[i]?.status === 'fulfilled');

    const admin = connect(adminApp);
    await signInWithEmailAndPassword(admin.auth, options.admin.email, options.admin.password);
    const productRef = doc(admin.db, paths.product(productId));
    const commits: number[] = [];
    let missed = 0;
    for (let k = 1; k <= edits; k++) {
      const marker = BASE + k;
      let done: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => {
        done = resolve;
      });
      const at = performance.now();
      current = { marker, at, waiting: new Set(listening), done };
      // A session whose snapshot already shows the marker (impossible before the write, but cheap to rule out).
      for (const s of listening) if (s.seen === marker) current.waiting.delete(s);
      await updateDoc(productRef, { aum: marker });
      commits.push(performance.now() - at);
      const timer = setTimeout(done, timeoutMs);
      await arrived;
      clearTimeout(timer);
      missed += current.waiting.size;
    }
    return {
      sessions: count,
      signedIn,
      edits,
      latency: summarise(samples),
      commit: summarise(commits),
      missed: missed + (count - listening.length) * edits,
      errors,
      attachMs,
    };
  } finally {
    current = null;
    for (const s of all) s.close();
    await Promise.allSettled([...all.map((s) => deleteApp(s.app)), deleteApp(adminApp)]);
  }
}
