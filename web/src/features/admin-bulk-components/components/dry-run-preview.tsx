import { Table, Text } from '@mantine/core';
import type { BulkComponentDryRunResponse } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ScrollTable } from '../../../components/scroll-table';

const count = (n: number) => formatNumber(n, { digits: 0 }) ?? String(n);

/** The updates a valid file would make, per product and page: rows per language before and after, linked copies. */
export function DryRunPreview({ preview }: { preview: BulkComponentDryRunResponse['preview'] }) {
  const { t } = useTranslation('bulkComponents');
  return (
    <ScrollTable label={t('preview.caption')} minWidth={720}>
      <Table striped withTableBorder aria-label={t('preview.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('preview.product')}</Table.Th>
            <Table.Th>{t('preview.page')}</Table.Th>
            <Table.Th>{t('preview.component')}</Table.Th>
            <Table.Th>{t('preview.type')}</Table.Th>
            <Table.Th>{t('preview.languages')}</Table.Th>
            <Table.Th>{t('preview.links')}</Table.Th>
            <Table.Th>{t('preview.row')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.flatMap((page) =>
            page.components.map((c) => (
              <Table.Tr key={`${page.productId}/${page.page}/${c.componentId}`}>
                <Table.Td>{page.productId}</Table.Td>
                <Table.Td>{t(`pages.${page.page}`)}</Table.Td>
                <Table.Td>{c.componentId}</Table.Td>
                <Table.Td>{c.type}</Table.Td>
                <Table.Td>
                  {c.languages.map((l) => (
                    <Text key={l.language} size="sm">
                      {`${l.language.toUpperCase()}: ${count(l.rowsBefore)} → ${count(l.rowsAfter)}`}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  {c.links.length === 0
                    ? t('preview.none')
                    : c.links.map((l) => (
                        <Text key={`${l.productId}/${l.page}`} size="sm">
                          {`${l.productId} (${t(`pages.${l.page}`)})`}
                        </Text>
                      ))}
                </Table.Td>
                <Table.Td>{count(c.firstRow)}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
