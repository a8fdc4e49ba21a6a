import type { ContentIssue, Language } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../../lib/firebase-errors';
import { languageName } from '../../../../lib/format-document';

/** One translated sentence per content issue, naming the row, the field and the language (seed 000 §5). */
export function useIssueMessage(): (issue: ContentIssue) => string {
  const { t, i18n } = useTranslation('productContent');
  return useCallback(
    (issue: ContentIssue) => {
      const field = t(`fields.${issue.field}` as 'fields.name', { defaultValue: issue.field });
      const message = t(`issues.${issue.problem}`, {
        field,
        language: issue.lang ? languageName(issue.lang, i18n.language) : '',
        max: issue.max ?? 0,
      });
      return issue.row === undefined ? message : t('issues.inRow', { row: issue.row, message });
    },
    [t, i18n.language],
  );
}

/** Languages with an issue: the language switch marks them. */
export const languagesWithIssues = (issues: readonly ContentIssue[]): Set<Language> =>
  new Set(issues.flatMap((i) => (i.lang ? [i.lang] : [])));

/** The message key of a refused Firestore write: the rules said no, the database is out of reach, or else. */
export function writeErrorKey(
  error: unknown,
): 'errors.permissionDenied' | 'errors.offline' | 'errors.unknown' {
  const code = errorCode(error);
  if (code === 'permission-denied') return 'errors.permissionDenied';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'errors.offline';
  return 'errors.unknown';
}
