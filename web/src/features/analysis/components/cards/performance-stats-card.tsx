import { Anchor, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { isRelativeStat, RISK_FREE_STAT_IDS, statDisplay, type StatId } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDate, formatPercent } from '../../../../lib/format';
import { useLocalePath } from '../../../../lib/locale-path';
import { tenant } from '../../../../lib/tenant';
import type { PerformanceStatsData, StatCell, StatsColumn } from '../../types';
import { formatStatValue } from '../../../../lib/statistics-display';

/** `/help/knowledge-base/terms/<term>` (seed 000 §2). */
const termPath = (term: string) => `${paths.help.knowledgeBase()}/terms/${term}`;

function StatName({ statId, newTab }: { statId: StatId; newTab: boolean }) {
  const { t } = useTranslation('analysis');
  const to = useLocalePath();
  const name = t(`stats.names.${statId}`);
  const term = statDisplay(statId).term;
  if (!term || !tenant.help.knowledgeBase) return <Text size="sm">{name}</Text>;
  const title = t('stats.learnMore', { name });
  // In an embed the knowledge base opens on the portal, in a new tab, not inside the partner's frame.
  if (newTab)
    return (
      <Anchor
        href={to(termPath(term))}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        title={title}
        underline="hover"
      >
        {name}
      </Anchor>
    );
  return (
    <Anchor component={Link} to={to(termPath(term))} size="sm" title={title} underline="hover">
      {name}
    </Anchor>
  );
}

/**
 * The risk-free convention of the statistics (docs/risk-free.md): "Risk-free rate: SARON, last fixing 27 Nov 2026"
 * (the currency's series, the date in the page's language) or the constant rate, typed or 0.
 */
function useRiskFreeLine(): (data: PerformanceStatsData) => string {
  const { t, i18n } = useTranslation('analysis');
  return (data) => {
    const rf = data.conventions.riskFree;
    return rf.kind === 'series'
      ? t('riskFree.series', { name: rf.name, date: formatDate(rf.lastDate, i18n.language) })
      : t('riskFree.constant', { rate: formatPercent(rf.rate, { digits: 2, signed: false }) });
  };
}

/** The value of one statistic in one period, with the conventions it was computed with on hover. */
function StatValue({
  statId,
  cell,
  column,
  data,
}: {
  statId: StatId;
  cell: StatCell;
  column: StatsColumn;
  data: PerformanceStatsData;
}) {
  const { t, i18n } = useTranslation('analysis');
  const riskFreeLine = useRiskFreeLine();
  const display = statDisplay(statId);
  const formatted = formatStatValue(statId, cell.value);
  const monthly =
    display.unit.startsWith('monthly') || display.unit === 'monthCount' || display.unit === 'oneMonthLoss';
  const lines = [
    t(`stats.units.${display.unit}`),
    t('stats.tooltip.window', {
      start: formatDate(column.startDate, i18n.language),
      end: formatDate(column.endDate, i18n.language),
    }),
    monthly && column.nMonths !== null
      ? t('stats.tooltip.months', { count: column.nMonths })
      : t('stats.tooltip.returns', { count: column.nReturns }),
    t('stats.tooltip.method'),
    ...(display.unit === 'annualized' || display.unit === 'annualizedRatio'
      ? [t('stats.tooltip.scale', { scale: data.conventions.scale })]
      : []),
    ...(RISK_FREE_STAT_IDS.has(statId) ? [riskFreeLine(data)] : []),
    ...(display.unit === 'oneMonthLoss' ? [t('stats.tooltip.var')] : []),
    ...(display.requiresBenchmark && data.benchmarkLabel
      ? [t('stats.tooltip.benchmark', { name: data.benchmarkLabel })]
      : []),
  ];
  const label = (
    <Stack gap={2}>
      {cell.missing ? (
        <Text size="xs" fw={600}>
          {t(`stats.missing.${cell.missing}`)}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
  return (
    <Tooltip label={label} multiline w={300} withArrow openDelay={150}>
      <Text
        span
        size="sm"
        tabIndex={0}
        c={formatted === null ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', cursor: 'help' }}
        data-stat={statId}
        data-period={column.period}
      >
        {formatted ?? t('notAvailable')}
      </Text>
    </Tooltip>
  );
}

/**
 * The statistics table: the mode's `perfStats`, one column per available period, formatted per the catalogue.
 * `linksInNewTab`: the statistics' knowledge-base links open a new tab (an embedded table).
 */
export function PerformanceStatsCard({
  data,
  linksInNewTab = false,
}: {
  data: PerformanceStatsData;
  linksInNewTab?: boolean;
}) {
  const { t } = useTranslation('analysis');
  const riskFreeLine = useRiskFreeLine();
  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table striped highlightOnHover withRowBorders={false} miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.statistic')}</Table.Th>
              {data.columns.map((c) => (
                <Table.Th key={c.period} ta="right">
                  {t(`stats.periods.${c.period}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.statId}>
                <Table.Td>
                  <StatName statId={row.statId} newTab={linksInNewTab} />
                </Table.Td>
                {data.columns.map((column, i) => (
                  <Table.Td key={column.period} ta="right">
                    <StatValue
                      statId={row.statId}
                      cell={row.cells[i] ?? { value: null }}
                      column={column}
                      data={data}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {/* Only when a shown statistic depends on the benchmark: otherwise the note would explain nothing. */}
      {data.rows.some((row) => isRelativeStat(row.statId)) ? (
        <Text size="xs" c="dimmed">
          {data.benchmarkLabel
            ? t('stats.benchmarkNote', { name: data.benchmarkLabel })
            : t('stats.noBenchmarkNote')}
        </Text>
      ) : null}
      {/* The convention line, where a shown statistic reads the risk-free rate. */}
      {data.rows.some((row) => RISK_FREE_STAT_IDS.has(row.statId)) ? (
        <Text size="xs" c="dimmed" data-testid="risk-free-convention">
          {riskFreeLine(data)}
        </Text>
      ) : null}
    </Stack>
  );
}
