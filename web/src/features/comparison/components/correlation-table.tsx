import { ColorSwatch, Group, Table, Text, Tooltip } from '@mantine/core';
import { correlationMatrix, type ComparisonResponse, type CorrelationCell } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatNumber } from '../../../lib/format';
import type { ComparedColumn } from './comparison-columns';
import { MissingValue, ProductsTable } from './table-cells';

/** A pair's correlation, with the returns and dates it was computed on (on hover and focus). */
function Correlation({ cell }: { cell: CorrelationCell }) {
  const { t, i18n } = useTranslation('comparison');
  if (cell.kind === 'self')
    return (
      <Text span size="sm">
        {formatNumber(1, { digits: 2 })}
      </Text>
    );
  const value = cell.kind === 'pair' ? formatNumber(cell.value, { digits: 2 }) : null;
  if (cell.kind === 'missing' || value === null) return <MissingValue reason={t('correlations.tooFew')} />;
  const range = formatDateRange(cell.startDate, cell.endDate, i18n.language) ?? '';
  return (
    <Tooltip label={t('correlations.basis', { count: cell.nReturns, range })} withArrow openDelay={150}>
      <Text span size="sm" tabIndex={0} style={{ cursor: 'help' }}>
        {value}
      </Text>
    </Tooltip>
  );
}

/**
 * How alike the products moved: the correlation of every pair's returns on the dates both have, over the statistics
 * window (the products against themselves, 1, on the diagonal).
 */
export function CorrelationTable({
  columns,
  correlations,
}: {
  columns: readonly ComparedColumn[];
  correlations: ComparisonResponse['correlations'];
}) {
  const { t } = useTranslation('comparison');
  const matrix = correlationMatrix(
    columns.map((c) => c.product.productId),
    correlations,
  );
  const caption = t('correlations.caption');
  return (
    <ProductsTable
      caption={caption}
      corner={t('correlations.product')}
      columns={columns}
      columnWidth={120}
      bordered
    >
      {columns.map((column, i) => (
        <Table.Tr key={column.product.productId}>
          <Table.Th scope="row" fw={400}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={column.color} size={10} withShadow={false} aria-hidden />
              <Text span size="sm" title={column.product.name}>
                {column.product.shortName}
              </Text>
            </Group>
          </Table.Th>
          {(matrix[i] ?? []).map((cell, j) => (
            <Table.Td key={columns[j]?.product.productId ?? j} ta="right">
              <Correlation cell={cell} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ProductsTable>
  );
}
