import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { trendTextColors } from '../../../../lib/theme';
import type { ChartShading, DrawdownsData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { TimeSeriesChart, type TimeSeriesLine } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/** Drawdowns from the running peak (area below 0) and the ten largest drawdown episodes. */
export function DrawdownsCard({
  data,
  shading,
  colors,
}: {
  data: DrawdownsData;
  shading: ChartShading;
  colors: SeriesColors;
}) {
  const { t, i18n } = useTranslation('analysis');
  const lines: TimeSeriesLine[] = [
    { ...data.fund, color: colors.fund },
    ...(data.benchmark ? [{ ...data.benchmark, color: colors.benchmark, dashed: true }] : []),
  ];
  const date = (d: string | null) => formatDate(d, i18n.language) ?? t('drawdowns.notRecovered');
  return (
    <Stack gap="sm">
      <TimeSeriesChart
        lines={lines}
        shading={shading}
        area
        height={260}
        formatValue={(v) => formatReturn(v, 1) ?? ''}
        ariaLabel={t('cards.drawdowns')}
      />
      {data.episodes.length ? (
        <>
          <Text fw={600} size="sm" mt="xs">
            {t('drawdowns.tableTitle')}
          </Text>
          <Table striped highlightOnHover fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('drawdowns.rank')}</Table.Th>
                <Table.Th>{t('drawdowns.start')}</Table.Th>
                <Table.Th>{t('drawdowns.trough')}</Table.Th>
                <Table.Th>{t('drawdowns.recovery')}</Table.Th>
                <Table.Th ta="right">{t('drawdowns.depth')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.episodes.map((e, i) => (
                <Table.Tr key={e.startDate}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{date(e.startDate)}</Table.Td>
                  <Table.Td>{date(e.troughDate)}</Table.Td>
                  <Table.Td c={e.recoveryDate ? undefined : 'dimmed'}>{date(e.recoveryDate)}</Table.Td>
                  <Table.Td ta="right" c={trendTextColors.down}>
                    {formatReturn(e.depth)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
