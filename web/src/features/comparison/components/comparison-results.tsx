import { Stack } from '@mantine/core';
import type { ComparisonResponse } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isRefused } from '../utils/refusal';
import { yearRows } from '../utils/yearly-returns';
import type { ComparedColumn } from './comparison-columns';
import { usePeriodLabel } from './comparison-controls';
import { ComparisonSection } from './comparison-section';
import { CorrelationTable } from './correlation-table';
import { HoldingsOverlapSection } from './holdings-overlap-section';
import { KeyFactsTable } from './key-facts-table';
import { PerformanceCharts } from './performance-charts';
import { RefusedProductsAlert } from './refused-products-alert';
import { StatisticsTable } from './statistics-table';
import { YearlyReturnsTable } from './yearly-returns-table';

/**
 * Everything the answer holds, part by part, each only where it has something to show: the refused products first
 * (so nobody reads the columns as the whole comparison), then the charts, the statistics, the calendar years, the
 * key facts, the correlations and the holdings in common.
 */
export function ComparisonResults({
  answer,
  columns,
  nameOf,
}: {
  answer: ComparisonResponse;
  columns: readonly ComparedColumn[];
  nameOf: (productId: string) => string;
}) {
  const { t } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const periodLabel = usePeriodLabel();
  const refused = answer.products.filter(isRefused);
  const hasYears = yearRows(columns.map((c) => c.product)).length > 0;
  return (
    <Stack gap="lg">
      {refused.length > 0 ? <RefusedProductsAlert refused={refused} nameOf={nameOf} /> : null}
      {columns.length > 0 ? (
        <>
          <PerformanceCharts columns={columns} chartStart={answer.chartStart} />
          <ComparisonSection title={ta('cards.performanceStats')} testId="comparison-statistics">
            <StatisticsTable columns={columns} periodLabel={periodLabel(answer.period)} />
          </ComparisonSection>
          {hasYears ? (
            <ComparisonSection title={ta('cards.yearlyCumulativeReturns')} testId="comparison-yearly">
              <YearlyReturnsTable columns={columns} />
            </ComparisonSection>
          ) : null}
          <ComparisonSection title={t('sections.keyFacts')} testId="comparison-key-facts">
            <KeyFactsTable columns={columns} />
          </ComparisonSection>
          {columns.length >= 2 && answer.correlations.length > 0 ? (
            <ComparisonSection
              title={t('sections.correlations')}
              note={t('correlations.note')}
              testId="comparison-correlations"
            >
              <CorrelationTable columns={columns} correlations={answer.correlations} />
            </ComparisonSection>
          ) : null}
          {answer.holdingsOverlap ? (
            <ComparisonSection
              title={t('sections.overlap')}
              note={t('overlap.note')}
              testId="comparison-overlap"
            >
              <HoldingsOverlapSection overlap={answer.holdingsOverlap} columns={columns} />
            </ComparisonSection>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
