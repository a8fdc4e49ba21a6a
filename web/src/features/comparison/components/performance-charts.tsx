import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import type { ComparedColumn } from './comparison-columns';
import { ComparisonLineChart, type ComparisonLine } from './comparison-line-chart';
import { ComparisonSection } from './comparison-section';

/*
 * The three dated charts of the comparison, over the chart window: cumulative performance (a wealth index from 100
 * at the common start, so the lines meet there), drawdowns and rolling one-year volatility. A chart without any
 * product's data is left out.
 */

// Stable formatters: the charts memoise their data tables on them.
const wealth = (v: number) => formatNumber(v, { digits: 2 }) ?? '';
const wealthAxis = (v: number) => formatNumber(v, { digits: 0 }) ?? '';
const loss = (v: number) => formatPercent(v, { digits: 2 }) ?? '';
const lossAxis = (v: number) => formatPercent(v, { digits: 0 }) ?? '';
const level = (v: number) => formatPercent(v, { digits: 2, signed: false }) ?? '';
const levelAxis = (v: number) => formatPercent(v, { digits: 0, signed: false }) ?? '';

type SeriesOf = (product: ComparedColumn['product']) => { dates: string[]; values: (number | null)[] };

function linesOf(columns: readonly ComparedColumn[], series: SeriesOf): ComparisonLine[] {
  return columns.flatMap(({ product, color }) => {
    const { dates, values } = series(product);
    if (dates.length === 0) return [];
    return [
      {
        id: product.productId,
        label: product.name,
        color,
        points: dates.map((date, i) => ({ date, value: values[i] ?? null })),
      },
    ];
  });
}

export function PerformanceCharts({
  columns,
  chartStart,
}: {
  columns: readonly ComparedColumn[];
  chartStart: string | null;
}) {
  const { t, i18n } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const cumulative = linesOf(columns, (p) => p.cumulative);
  const drawdowns = linesOf(columns, (p) => p.drawdowns);
  const volatility = linesOf(columns, (p) => p.rollingVolatility);
  const start = formatDate(chartStart, i18n.language);
  return (
    <>
      {cumulative.length > 0 ? (
        <ComparisonSection
          title={ta('cards.cumulativeReturns')}
          note={start ? t('charts.cumulativeNote', { date: start }) : t('charts.cumulativeNoteNoStart')}
          testId="comparison-cumulative"
        >
          <ComparisonLineChart
            lines={cumulative}
            label={ta('cards.cumulativeReturns')}
            formatValue={wealth}
            formatAxis={wealthAxis}
          />
        </ComparisonSection>
      ) : null}
      {drawdowns.length > 0 ? (
        <ComparisonSection
          title={ta('cards.drawdowns')}
          note={t('charts.drawdownsNote')}
          testId="comparison-drawdowns"
        >
          <ComparisonLineChart
            lines={drawdowns}
            label={ta('cards.drawdowns')}
            formatValue={loss}
            formatAxis={lossAxis}
            height={260}
            area
          />
        </ComparisonSection>
      ) : null}
      {volatility.some((l) => l.points.some((p) => p.value !== null)) ? (
        <ComparisonSection
          title={ta('cards.volatility')}
          note={t('charts.volatilityNote')}
          testId="comparison-volatility"
        >
          <ComparisonLineChart
            lines={volatility}
            label={ta('cards.volatility')}
            formatValue={level}
            formatAxis={levelAxis}
            height={260}
          />
        </ComparisonSection>
      ) : null}
    </>
  );
}
