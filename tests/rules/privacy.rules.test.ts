import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  CONSENT_METHODS,
  CONSENT_RECORD_FIELDS,
  LEGAL_DOCUMENTS,
  LEGAL_TEXT_VERSIONS,
  paths,
} from '@portal/domain';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimsFor, rulesEnv, rulesSource } from '../support/rules-env.js';

// Consent records (users/{uid}/consents) are append-only and unforgeable; the data-export marker is functions-only.
// docs/privacy.md. Its own project id, cleared before each test.
const PROJECT = 'demo-rules-privacy';
const OWNER = 'u-owner';
const OTHER = 'u-other';
const ADMIN = 'u-admin';
let env: RulesTestEnvironment;

const consent = (over: DocumentData = {}): DocumentData => ({
  document: 'terms',
  version: LEGAL_TEXT_VERSIONS.terms,
  acceptedAt: serverTimestamp(),
  language: 'en',
  how: 'registration',
  ...over,
});
const as = (uid: string, claims: Record<string, unknown> = {}) =>
  env.authenticatedContext(uid, { email: `${uid}@example.test`, ...claims }).firestore();
const consentRef = (db: ReturnType<typeof as>, uid: string, id: string) => doc(db, paths.consents(uid), id);

beforeAll(async () => {
  env = await rulesEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), paths.consents(OWNER), 'c1'), {
      ...consent(),
      acceptedAt: Timestamp.fromMillis(Date.parse('2024-01-02T03:04:05Z')),
    });
  });
});

describe('consent records', () => {
  it('the owner creates one with the server time, for each document and way of consenting', async () => {
    const db = as(OWNER);
    for (const document of LEGAL_DOCUMENTS) {
      for (const how of CONSENT_METHODS) {
        await assertSucceeds(
          setDoc(consentRef(db, OWNER, `${document}-${how}`), consent({ document, how, language: 'de' })),
        );
      }
    }
  });

  it('nobody creates one for someone else, not even an admin; guests not at all', async () => {
    await assertFails(setDoc(consentRef(as(OTHER), OWNER, 'x'), consent()));
    await assertFails(setDoc(consentRef(as(ADMIN, claimsFor.admin), OWNER, 'x'), consent()));
    await assertFails(
      setDoc(doc(env.unauthenticatedContext().firestore(), paths.consents(OWNER), 'x'), consent()),
    );
  });

  it('a forged acceptance time is refused (past, future, a string)', async () => {
    const db = as(OWNER);
    for (const acceptedAt of [
      Timestamp.fromMillis(Date.now() - 60_000),
      Timestamp.fromMillis(Date.now() + 60_000),
      new Date().toISOString(),
    ]) {
      await assertFails(setDoc(consentRef(db, OWNER, 'forged'), consent({ acceptedAt })));
    }
  });

  it('refuses unknown documents, methods, languages, versions that are not dates, extra and missing fields', async () => {
    const db = as(OWNER);
    const ref = consentRef(db, OWNER, 'bad');
    await assertFails(setDoc(ref, consent({ document: 'cookies' })));
    await assertFails(setDoc(ref, consent({ how: 'admin' })));
    await assertFails(setDoc(ref, consent({ language: 'xx' })));
    await assertFails(setDoc(ref, consent({ version: 'latest' })));
    await assertFails(setDoc(ref, consent({ uid: OWNER })));
    const withoutHow = consent();
    delete withoutHow.how;
    await assertFails(setDoc(ref, withoutHow));
  });

  it('is append-only: neither the owner nor an admin updates, overwrites or deletes one', async () => {
    for (const db of [as(OWNER), as(ADMIN, claimsFor.admin), as(ADMIN, claimsFor.superAdmin)]) {
      const ref = consentRef(db, OWNER, 'c1');
      await assertFails(updateDoc(ref, { version: '2030-01-01' }));
      await assertFails(setDoc(ref, consent()));
      await assertFails(deleteDoc(ref));
    }
  });

  it('the owner and admins read them; other users and guests do not', async () => {
    await assertSucceeds(getDocs(collection(as(OWNER), paths.consents(OWNER))));
    await assertSucceeds(getDoc(consentRef(as(ADMIN, claimsFor.admin), OWNER, 'c1')));
    await assertFails(getDoc(consentRef(as(OTHER), OWNER, 'c1')));
    await assertFails(getDocs(collection(as(OTHER), paths.consents(OWNER))));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), paths.consents(OWNER), 'c1')));
  });
});

describe('data-export marker', () => {
  it('no client reads or writes it, not even its user or an admin', async () => {
    for (const db of [as(OWNER), as(ADMIN, claimsFor.superAdmin)]) {
      await assertFails(getDoc(doc(db, paths.dataExport(OWNER))));
      await assertFails(setDoc(doc(db, paths.dataExport(OWNER)), { at: serverTimestamp() }));
    }
  });
});

describe('consistency with the domain', () => {
  it('the rules name exactly the schema fields, documents and methods', () => {
    const rules = rulesSource();
    const body = /function validConsent\(d\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';
    const list = (s: string) => [...s.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const keys = /hasOnly\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '';
    expect(list(keys).sort()).toEqual([...CONSENT_RECORD_FIELDS].sort());
    expect(list(/d\.document in \[([^\]]*)\]/.exec(body)?.[1] ?? '')).toEqual([...LEGAL_DOCUMENTS]);
    expect(list(/d\.how in \[([^\]]*)\]/.exec(body)?.[1] ?? '')).toEqual([...CONSENT_METHODS]);
  });
});
