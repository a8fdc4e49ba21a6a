import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  isRelativeStat,
  riskFreeConventionOf,
  statDisplay,
  statisticsWindowOf,
  type StatId,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, formatPercent } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { formatStatValue } from '../../../lib/statistics-display';
import { statisticRows } from '../utils/statistics';
import type { ComparedColumn } from './comparison-columns';
import { MissingValue, ProductsTable } from './table-cells';

/**
 * A statistic's name as the analysis page words it, linking to its knowledge-base term where the tenant has one; a
 * statistic relative to the benchmark is marked, the note under the table says against which.
 */
function StatName({ statId }: { statId: StatId }) {
  const { t } = useTranslation('analysis');
  const to = useLocalePath();
  const name = t(`stats.names.${statId}`);
  const term = statDisplay(statId).term;
  const mark = isRelativeStat(statId) ? <RelativeMark /> : null;
  if (!term || !tenant.help.knowledgeBase)
    return (
      <Text size="sm" span>
        {name}
        {mark}
      </Text>
    );
  return (
    <>
      <Anchor
        component={Link}
        to={to(paths.help.knowledgeBaseTerm(term))}
        size="sm"
        title={t('stats.learnMore', { name })}
        underline="hover"
      >
        {name}
      </Anchor>
      {mark}
    </>
  );
}

/** The mark of a statistic relative to the benchmark: a star to the eye, words to a screen reader. */
function RelativeMark() {
  const { t } = useTranslation('comparison');
  return (
    <>
      <Text span size="sm" aria-hidden>
        {' *'}
      </Text>
      <VisuallyHidden> ({t('statistics.relativeMark')})</VisuallyHidden>
    </>
  );
}

/** The risk-free rate a product's statistics read (docs/risk-free.md): its currency's series or a constant. */
function useRiskFreeText(): (column: ComparedColumn) => string {
  const { t, i18n } = useTranslation('analysis');
  return ({ product }) => {
    const rf = riskFreeConventionOf(product.statistics.conventions);
    return rf.kind === 'series'
      ? t('riskFree.series', { name: rf.name, date: formatDate(rf.lastDate, i18n.language) })
      : t('riskFree.constant', { rate: formatPercent(rf.rate, { digits: 2, signed: false }) });
  };
}

/**
 * Every statistic of the catalogue, one column per product, each computed as on the product's analysis page for the
 * chosen period. A column header names the window its figures cover (each product's own for a statistics period;
 * the dates they all have for the common period) and the benchmark of its relative statistics.
 */
export function StatisticsTable({
  columns,
  periodLabel,
}: {
  columns: readonly ComparedColumn[];
  periodLabel: string;
}) {
  const { t, i18n } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const riskFreeText = useRiskFreeText();
  const rows = statisticRows(columns.map((c) => c.product));
  const caption = t('statistics.caption', { period: periodLabel });
  return (
    <Stack gap="xs">
      <ProductsTable
        caption={caption}
        corner={ta('stats.statistic')}
        columns={columns}
        firstColumnWidth={260}
        columnWidth={150}
        head={(column) => {
          const window = statisticsWindowOf(column.product);
          const benchmark = column.product.benchmark;
          return (
            <>
              <Text size="xs" c="dimmed" fw={400}>
                {window
                  ? formatDateRange(window.startDate, window.endDate, i18n.language)
                  : t('statistics.noWindow')}
              </Text>
              <Text size="xs" c="dimmed" fw={400}>
                {benchmark
                  ? t('statistics.benchmark', { name: benchmark.name })
                  : t('statistics.noBenchmark')}
              </Text>
            </>
          );
        }}
      >
        {rows.map((row) => (
          <Table.Tr key={row.statId} data-stat={row.statId}>
            <Table.Th scope="row" fw={400}>
              <StatName statId={row.statId} />
            </Table.Th>
            {row.cells.map((cell, i) => {
              const formatted = formatStatValue(row.statId, cell.value);
              return (
                <Table.Td key={columns[i]?.product.productId ?? i} ta="right">
                  {formatted ?? (
                    <MissingValue reason={cell.missing ? ta(`stats.missing.${cell.missing}`) : null} />
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </ProductsTable>
      <Text size="xs" c="dimmed">
        {t('statistics.relativeNote')}
      </Text>
      {columns.map((column) => (
        <Text key={column.product.productId} size="xs" c="dimmed" data-testid="risk-free-convention">
          {t('statistics.riskFreeOf', {
            product: column.product.shortName,
            convention: riskFreeText(column),
          })}
        </Text>
      ))}
    </Stack>
  );
}
