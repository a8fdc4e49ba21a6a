import { Alert, ScrollArea, Table, Text } from '@mantine/core';
import type { FileIssue } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../lib/i18n';
import { storedKeyT } from './stored-key';

export interface FileIssueTableProps {
  issues: readonly FileIssue[];
  /** The namespace that translates the issues' `messageKey`s (the importer's feature). */
  messageNamespace: Namespace;
  /** How many issues the file had in all, when `issues` is a capped list. */
  total?: number;
  /** `red` for errors that block, `yellow` for warnings. */
  color?: 'red' | 'yellow';
  title?: string;
  testId?: string;
}

/**
 * Every problem of an uploaded file, one line each: row, column, the offending value and the translated message
 * (seed 000 §8). Shared by every importer page; the messages come from the importer's namespace.
 */
export function FileIssueTable({
  issues,
  messageNamespace,
  total,
  color = 'red',
  title,
  testId = 'file-issues',
}: FileIssueTableProps) {
  const { t, i18n } = useTranslation('operations');
  if (issues.length === 0) return null;
  const count = total ?? issues.length;
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <Alert
      color={color}
      title={title ?? t(color === 'red' ? 'issues.errorsTitle' : 'issues.warningsTitle', { count })}
      data-testid={testId}
    >
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
              <Table.Tr key={`${issue.row ?? 'file'}-${issue.column ?? ''}-${i}`}>
                <Table.Td>{issue.row === null ? t('issues.wholeFile') : numbers.format(issue.row)}</Table.Td>
                <Table.Td>{issue.column ?? '–'}</Table.Td>
                <Table.Td>
                  <Text span ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }}>
                    {issue.value === '' ? t('issues.empty') : issue.value}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {storedKeyT(t)(issue.messageKey, {
                    ns: messageNamespace,
                    value: issue.value,
                    row: issue.row,
                    column: issue.column,
                    ...issue.params,
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {count > issues.length ? (
        <Text size="sm" mt="xs">
          {t('issues.more', { count: count - issues.length })}
        </Text>
      ) : null}
    </Alert>
  );
}
