import { Alert, Code, Stack, Table, Text } from '@mantine/core';
import type { HoldingFileError } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useHoldingLabels } from '../../../../lib/holding-labels';

/**
 * The errors of a refused holding file, one line each: row (or "file"), column, the value as written and the
 * translated message (seed 000 §5 "row-level error list: row number, property, invalid value"). Nothing was written.
 */
export function HoldingFileErrors({
  errors,
  moreErrors,
}: {
  errors: readonly HoldingFileError[];
  moreErrors: number;
}) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const labels = useHoldingLabels();
  const count = new Intl.NumberFormat(i18n.language);
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={t('errors.title', { count: errors.length + moreErrors })} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('errors.nothingWritten')}</Text>
        <Table.ScrollContainer minWidth={520} mah={360}>
          <Table striped withTableBorder data-testid="holding-file-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('errors.row')}</Table.Th>
                <Table.Th>{t('errors.column')}</Table.Th>
                <Table.Th>{t('errors.value')}</Table.Th>
                <Table.Th>{t('errors.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e, i) => (
                <Table.Tr key={`${String(e.row)}-${e.column ?? ''}-${String(i)}`}>
                  <Table.Td>{e.row === null ? t('errors.file') : count.format(e.row)}</Table.Td>
                  <Table.Td>{labels.column(e.column)}</Table.Td>
                  <Table.Td>
                    {e.value === '' ? (
                      <Text span size="sm" c="dimmed">
                        {t('errors.empty')}
                      </Text>
                    ) : (
                      <Code>{e.value.length > 120 ? `${e.value.slice(0, 120)}…` : e.value}</Code>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {labels.message(e.messageKey, { firstRow: e.firstRow, productId: e.productId })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {moreErrors > 0 ? (
          <Text size="sm">{t('errors.more', { count: moreErrors, shown: count.format(errors.length) })}</Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
