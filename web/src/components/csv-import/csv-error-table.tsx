import { Alert, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { FileIssue } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../lib/i18n';
import { storedKeyT } from '../operations/stored-key';

/** A value longer than this is cut in the table (a broken file can put a whole line into one cell). */
const MAX_VALUE_CHARS = 120;

export interface CsvErrorTableProps<I extends FileIssue = FileIssue> {
  /**
   * The file's problems; an importer's error list with its own fields becomes this with `fileIssuesFromCsvErrors`
   * (which moves them into `params`), unless `describe` reads them itself.
   */
  issues: readonly I[];
  /** The namespace that translates the issues' `messageKey`s (the importer's feature). */
  messageNamespace: Namespace;
  /** How many issues the file had in all, when `issues` is a capped list. */
  total?: number;
  /** `red` for errors that block, `yellow` for warnings. */
  color?: 'red' | 'yellow';
  title?: string;
  /** A line above the table (what happened to the file). */
  hint?: ReactNode;
  /** The column as the reader knows it (the importer's translated column names); the raw name by default. */
  columnLabel?: (column: NonNullable<I['column']>) => string;
  /** The message of one issue, when the importer adds to the translated key (a note on the first row). */
  describe?: (issue: I) => string;
  testId?: string;
}

/**
 * Every problem of an uploaded file, one line each: row, column, the offending value and the translated message
 * (seed 000 §8). The one error table of every importer (the import panels and the operation history); the messages
 * are the domain's CSV keys (packages/domain/src/csv/messages.ts), translated in the importer's namespace. Each line
 * carries `data-row` and `data-column` so a test can find the error of one cell.
 */
export function CsvErrorTable<I extends FileIssue>({
  issues,
  messageNamespace,
  total,
  color = 'red',
  title,
  hint,
  columnLabel,
  describe,
  testId = 'file-issues',
}: CsvErrorTableProps<I>) {
  const { t, i18n } = useTranslation('operations');
  if (issues.length === 0) return null;
  const count = total ?? issues.length;
  const numbers = new Intl.NumberFormat(i18n.language);
  const message =
    describe ??
    ((issue: I) =>
      storedKeyT(t)(issue.messageKey, {
        ns: messageNamespace,
        value: issue.value,
        row: issue.row,
        column: issue.column,
        ...issue.params,
      }));
  return (
    <Alert
      color={color}
      title={title ?? t(color === 'red' ? 'issues.errorsTitle' : 'issues.warningsTitle', { count })}
      data-testid={testId}
    >
      <Stack gap="xs">
        {hint ? <Text size="sm">{hint}</Text> : null}
        <ScrollArea.Autosize mah={420} type="auto">
          <Table striped withTableBorder fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('issues.row')}</Table.Th>
                <Table.Th>{t('issues.column')}</Table.Th>
                <Table.Th>{t('issues.value')}</Table.Th>
                <Table.Th>{t('issues.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.map((issue, i) => (
                <Table.Tr
                  key={`${issue.row ?? 'file'}-${issue.column ?? ''}-${i}`}
                  data-row={issue.row ?? ''}
                  data-column={issue.column ?? ''}
                >
                  <Table.Td>
                    {issue.row === null ? t('issues.wholeFile') : numbers.format(issue.row)}
                  </Table.Td>
                  <Table.Td>
                    {issue.column === null ? '–' : columnLabel ? columnLabel(issue.column) : issue.column}
                  </Table.Td>
                  <Table.Td>
                    {issue.value === '' ? (
                      <Text span c="dimmed" fz="sm">
                        {t('issues.empty')}
                      </Text>
                    ) : (
                      <Text span ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }}>
                        {issue.value.length > MAX_VALUE_CHARS
                          ? `${issue.value.slice(0, MAX_VALUE_CHARS)}…`
                          : issue.value}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{message(issue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {count > issues.length ? (
          <Text size="sm">{t('issues.more', { count: count - issues.length })}</Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
