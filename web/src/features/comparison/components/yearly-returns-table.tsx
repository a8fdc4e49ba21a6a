import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignedValue } from '../../../components/signed-value';
import { formatPercent } from '../../../lib/format';
import { yearRows } from '../utils/yearly-returns';
import type { ComparedColumn } from './comparison-columns';
import { MissingValue, ProductsTable } from './table-cells';

/** Calendar-year returns over the chart window: a row per year (newest first), a column per product. */
export function YearlyReturnsTable({ columns }: { columns: readonly ComparedColumn[] }) {
  const { t } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const rows = yearRows(columns.map((c) => c.product));
  const caption = t('yearly.caption');
  return (
    <Stack gap="xs">
      <ProductsTable caption={caption} corner={ta('yearly.year')} columns={columns} firstColumnWidth={120}>
        {rows.map((row) => (
          <Table.Tr key={row.year}>
            <Table.Th scope="row" fw={400}>
              {row.year}
            </Table.Th>
            {row.cells.map((cell, i) => (
              <Table.Td key={columns[i]?.product.productId ?? i} ta="right">
                {cell ? (
                  <>
                    <SignedValue value={cell.value} formatted={formatPercent(cell.value)} size="sm" />
                    {cell.partial ? (
                      <>
                        <Text span size="xs" c="dimmed" aria-hidden>
                          {' *'}
                        </Text>
                        <VisuallyHidden> ({ta('yearly.partial')})</VisuallyHidden>
                      </>
                    ) : null}
                  </>
                ) : (
                  <MissingValue reason={t('yearly.noReturn')} />
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </ProductsTable>
      {rows.some((r) => r.cells.some((c) => c?.partial)) ? (
        <Text size="xs" c="dimmed">
          {t('yearly.partialNote', { partial: ta('yearly.partial') })}
        </Text>
      ) : null}
    </Stack>
  );
}
