import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../../lib/format';
import type { PeriodReturnsData } from '../../api/get-period-returns';
import { formatReturn } from '../../utils/format-stat';

/** The period performance table: one column per period, a row for the fund and one for its benchmark. */
export function PeriodReturnsTable({
  data,
  fundLabel,
  benchmarkLabel,
}: {
  data: PeriodReturnsData;
  fundLabel: string;
  benchmarkLabel: string | null;
}) {
  const { t, i18n } = useTranslation('embeds');
  const rows: { series: 'fund' | 'benchmark'; label: string }[] = [
    { series: 'fund', label: fundLabel },
    ...(data.hasBenchmark && benchmarkLabel ? [{ series: 'benchmark' as const, label: benchmarkLabel }] : []),
  ];
  return (
    <Stack gap={4}>
      <ScrollArea type="auto">
        <Table
          striped
          withRowBorders={false}
          miw={480}
          fz="sm"
          aria-label={t('perfTable.label')}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {data.columns.map((c) => (
                <Table.Th
                  key={c.period}
                  ta="right"
                  title={
                    formatDateRange(c.startDate, c.endDate, i18n.language) ?? t('perfTable.notAvailable')
                  }
                >
                  {t(`perfTable.periods.${c.period}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.series}>
                <Table.Td fw={row.series === 'fund' ? 600 : undefined}>{row.label}</Table.Td>
                {data.columns.map((c) => {
                  const value = c[row.series];
                  return (
                    <Table.Td
                      key={c.period}
                      ta="right"
                      c={value === null ? 'dimmed' : undefined}
                      data-series={row.series}
                      data-period={c.period}
                    >
                      {formatReturn(value) ?? t('perfTable.notAvailable')}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed">
        {t('perfTable.cumulative')}
      </Text>
    </Stack>
  );
}
