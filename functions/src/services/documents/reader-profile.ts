import type { Firestore } from 'firebase-admin/firestore';
import {
  completeProfile,
  effectiveProfile,
  migrateCountry,
  type DocumentReaderQuery,
  type Language,
  type ProfileContext,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { sharedReadsFor } from '../analytics/shared-reads.js';

/**
 * What the investor-profile checks of a document request need (seed 000 §4 steps 7-9): the compliance switch of the
 * reader's language, read like the route guard reads it (no compliance document: checks off; an unreadable one:
 * checks on, failing closed), and the profile: the signed-in user's record, else the visitor's browser storage (sent
 * as `investor_profile` and `country`).
 */
export async function readerProfile(
  db: Firestore,
  caller: { uid: string | null },
  query: DocumentReaderQuery,
  lang: Language,
): Promise<ProfileContext> {
  const r = refs(db);
  const [langSnap, recordSnap] = await Promise.all([
    // Shared with concurrent requests reading the same language document (shared-reads.ts).
    sharedReadsFor(db).run(`platformLang:${lang}`, () => r.platformLang(lang).get()),
    caller.uid === null ? Promise.resolve(null) : r.user(caller.uid).get(),
  ]);
  let checksActivated = false;
  if (langSnap.exists) {
    try {
      checksActivated = langSnap.data()?.compliance.investorProfileChecksActivated ?? true;
    } catch {
      checksActivated = true;
    }
  }
  // The visitor's stored values, read like the web reads browser storage.
  const stored = completeProfile({ type: query.investor_profile, country: migrateCountry(query.country) });
  // The raw fields, not the whole record: an unrelated invalid field must not cost the user their profile.
  const record = recordSnap?.exists
    ? {
        investorProfile: recordSnap.get('investorProfile') as unknown,
        country: recordSnap.get('country') as unknown,
      }
    : null;
  return { checksActivated, profile: effectiveProfile(record, stored) };
}
