import type { Compliance, Language } from '@portal/domain';
import { writeBatch, type Firestore } from 'firebase/firestore';
import { refs } from '../../../lib/refs';

/**
 * Writes the compliance sections of the changed languages in ONE batch (all or none), each validated by the
 * converter's schema on the way out and by firestore.rules (`validCompliance`) on the server.
 */
export async function saveCompliance(
  db: Firestore,
  sections: Readonly<Record<string, Compliance>>,
  isLanguage: (lang: string) => lang is Language,
): Promise<void> {
  const batch = writeBatch(db);
  for (const [lang, compliance] of Object.entries(sections)) {
    if (!isLanguage(lang)) throw new Error(`not a language: ${lang}`);
    batch.set(refs(db).platformLang(lang), { compliance });
  }
  await batch.commit();
}
