import type { ComponentLocation, LinkIssue } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { DraftIssue } from './draft';

/**
 * A content or link issue as a sentence naming the language, row, column and value (numbers through `Intl`).
 * `languageName` and `locationName` turn codes into what the editor shows.
 */
export function issueMessage(
  t: TFunction<'components'>,
  issue: DraftIssue,
  languageName: (lang: string) => string,
  numberFormat: Intl.NumberFormat,
): string {
  const text = t(`issues.${issue.code}`, {
    row: 'row' in issue ? issue.row : undefined,
    column: 'column' in issue ? issue.column : undefined,
    value: 'value' in issue ? issue.value : undefined,
    sum: 'sum' in issue && issue.sum !== undefined ? numberFormat.format(issue.sum) : undefined,
    expected:
      'expected' in issue && issue.expected !== undefined ? numberFormat.format(issue.expected) : undefined,
  });
  return 'lang' in issue && issue.lang ? `${languageName(issue.lang)}: ${text}` : text;
}

export function linkIssueMessage(
  t: TFunction<'components'>,
  issue: LinkIssue,
  locationName: (l: ComponentLocation) => string,
): string {
  return t(`linkIssues.${issue.code}`, { location: locationName(issue) });
}
