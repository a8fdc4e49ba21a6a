import type { ShareClassIssue } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/format';

/** A fraction as the percentage the form takes (fees are typed in percent). */
const percent = (v: number | undefined) =>
  v === undefined ? '' : (formatPercent(v, { signed: false, digits: 2 }) ?? String(v));

/**
 * One translated sentence per share-class issue, naming the field, the refused value and, where one answer exists,
 * the expected one (the ISIN's check digit, the valor inside the ISIN). Fees and their bounds are shown in percent.
 */
export function useShareClassIssueMessage(): (issue: ShareClassIssue) => string {
  const { t } = useTranslation('shareClasses');
  return useCallback(
    (issue: ShareClassIssue) => {
      const fee = issue.problem === 'feeOutOfRange';
      return t(`issues.${issue.problem}`, {
        field: t(`fields.${issue.field}`),
        value: fee && typeof issue.value === 'number' ? percent(issue.value) : String(issue.value),
        expected: issue.expected ?? '',
        min: fee ? percent(issue.min) : String(issue.min ?? ''),
        max: fee ? percent(issue.max) : String(issue.max ?? ''),
      });
    },
    [t],
  );
}
