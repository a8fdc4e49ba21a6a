import type { Language, PlatformLangSettings } from '@portal/domain';
import { getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-hooks';
import { refs } from '../../../lib/refs';

export type ComplianceLoad =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; saved: Partial<Record<Language, PlatformLangSettings | undefined>> };

/**
 * The compliance documents of the tenant's languages, read once: the form edits a snapshot (a live binding would
 * overwrite what the admin is typing). Saving resets the form to what was written.
 */
export function useComplianceDocuments(languages: readonly Language[]): ComplianceLoad {
  const db = useFirestore();
  const [state, setState] = useState<ComplianceLoad>({ status: 'loading' });
  const key = languages.join(',');
  useEffect(() => {
    let active = true;
    const langs = key.split(',').filter(Boolean) as Language[];
    Promise.all(
      langs.map(async (lang) => [lang, (await getDoc(refs(db).platformLang(lang))).data()] as const),
    ).then(
      (entries) => {
        if (active) setState({ status: 'success', saved: Object.fromEntries(entries) });
      },
      (error: unknown) => {
        if (active)
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      active = false;
    };
  }, [db, key]);
  return state;
}
