import { consentRecordSchema, type ConsentRecord, type Language, type LegalDocument } from '@portal/domain';
import { z } from 'zod';
import { doc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';
import { useLiveStore, type LiveState } from './live-store';
import { refs } from './refs';

/*
 * Consent records (docs/privacy.md): written by registration (in the batch that creates the user record) and by the
 * re-consent dialog; read by that dialog. Append-only: firestore.rules lets the user create them with the server's
 * time and nothing else.
 */

/** What the dialog needs of a record; the other fields are ignored (the full schema is strict). */
const versionOnly = z.object({
  document: consentRecordSchema.shape.document,
  version: consentRecordSchema.shape.version,
});

/** Adds one consent record per document to `batch`, accepted now (the server's time). */
export function addConsents(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  consent: {
    versions: Record<LegalDocument, string>;
    documents: readonly LegalDocument[];
    language: Language;
    how: ConsentRecord['how'];
  },
): void {
  for (const document of consent.documents) {
    batch.set(doc(refs(db).consents(uid)), {
      document,
      version: consent.versions[document],
      acceptedAt: serverTimestamp(),
      language: consent.language,
      how: consent.how,
    });
  }
}

type AcceptedVersion = Pick<ConsentRecord, 'document' | 'version'>;

/** The accepted documents and versions, bound live; a record the schema refuses is skipped (it proves nothing). */
export function useAcceptedConsents(uid: string | undefined): LiveState<AcceptedVersion[]> {
  return useLiveStore(uid ? `consents/${uid}` : null, (sdk, emit) =>
    sdk.onSnapshot(
      sdk.refs(sdk.db).consents(uid ?? ''),
      (snapshot) => {
        emit({
          status: 'success',
          data: snapshot.docs.flatMap((d) => {
            const parsed = versionOnly.safeParse(d.data());
            return parsed.success ? [parsed.data] : [];
          }),
        });
      },
      (error) => {
        emit({ status: 'error', error });
      },
    ),
  );
}
