import { Table, Text } from '@mantine/core';
import type { BulkPriceChangeRecord } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';

/** The dry run's preview: per id, the rows replaced, the first and last date and the last price, before and after. */
export function BulkPricePreviewTable({ changes }: { changes: readonly BulkPriceChangeRecord[] }) {
  const { t, i18n } = useTranslation('bulkPrices');
  const numbers = new Intl.NumberFormat(i18n.language);
  const prices = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (d: string | null) => (d === null ? '–' : dates.format(new Date(`${d}T00:00:00Z`)));
  const price = (p: number | null) => (p === null ? '–' : prices.format(p));
  const span = (first: string | null, last: string | null) =>
    first === null ? t('preview.noPrices') : `${date(first)} – ${date(last)}`;
  return (
    <DataTable
      striped
      verticalSpacing="xs"
      data-testid="bulk-price-preview"
      minWidth={760}
      label={t('preview.title')}
      head={
        <>
          <Table.Th>{t('preview.id')}</Table.Th>
          <Table.Th ta="right">{t('preview.rows')}</Table.Th>
          <Table.Th>{t('preview.dates')}</Table.Th>
          <Table.Th ta="right">{t('preview.lastPrice')}</Table.Th>
          <Table.Th>{t('preview.changes')}</Table.Th>
        </>
      }
    >
      {changes.map((c) => (
        <Table.Tr key={c.id} data-testid="bulk-price-preview-row" data-id={c.id}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {c.id}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            {t('preview.rowsBeforeAfter', {
              before: numbers.format(c.rowsBefore),
              after: numbers.format(c.rowsAfter),
            })}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{span(c.firstDateBefore, c.lastDateBefore)}</Text>
            <Text size="sm" c="blue">
              {span(c.firstDateAfter, c.lastDateAfter)}
            </Text>
          </Table.Td>
          <Table.Td ta="right" data-testid="bulk-price-last-price">
            {t('preview.priceBeforeAfter', {
              before: price(c.lastPriceBefore),
              after: price(c.lastPriceAfter),
            })}
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={c.datesRemoved > 0 ? 'orange' : undefined}>
              {t('preview.summary', {
                added: numbers.format(c.datesAdded),
                removed: numbers.format(c.datesRemoved),
                changed: numbers.format(c.pricesChanged),
              })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
