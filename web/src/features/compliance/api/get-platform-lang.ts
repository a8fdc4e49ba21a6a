import { type Language, type PlatformLangSettings } from '@portal/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { refs } from '../../../lib/refs';

/** `settings/platform/langs/{lang}`: compliance texts of one language, bound live; `undefined` until loaded. */
export function usePlatformLang(lang: Language): {
  status: 'loading' | 'error' | 'success';
  data: PlatformLangSettings | undefined;
} {
  const db = useFirestore();
  const ref = useMemo(() => refs(db).platformLang(lang), [db, lang]);
  const { status, data } = useFirestoreDocData(ref);
  return { status, data: status === 'success' ? data : undefined };
}
