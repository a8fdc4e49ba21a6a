import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../lib/use-api-query';
import { monthlyReturnsEndpoint, toMonthlyTable } from '../api/get-monthly-returns';
import { seriesParams, type TabSeries } from '../api/tab-series';
import { MonthlyReturnsTable } from './cards/monthly-returns-card';
import { QueryCard } from './query-card';

/**
 * The monthly returns card of every analysis tab (issue 26 item 2): the year x month table over the analysis period,
 * with the benchmark's line under each year when one is chosen. Not one of the configurable cards (seed 001 §3 fixes
 * their list), so it follows them on every tab.
 */
export function MonthlyReturnsSection({
  series,
  fundLabel,
  benchmarkLabel,
}: {
  series: TabSeries;
  fundLabel: string;
  benchmarkLabel: string | null;
}) {
  const { t } = useTranslation('analysis');
  const query = useApiQuery(monthlyReturnsEndpoint, seriesParams(series));
  return (
    <QueryCard
      title={t('monthly.title')}
      testId="card-monthlyReturns"
      query={query}
      shortfall={(data) => {
        const table = toMonthlyTable(data);
        return table.status === 'ok' ? null : table.reason;
      }}
    >
      {(data) => {
        const table = toMonthlyTable(data);
        return table.status === 'ok' ? (
          <MonthlyReturnsTable
            years={table.years}
            fundLabel={fundLabel}
            benchmarkLabel={data.benchmarkId ? benchmarkLabel : null}
          />
        ) : null;
      }}
    </QueryCard>
  );
}
