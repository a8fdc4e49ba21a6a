import { Box, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../../lib/format';
import type { PeriodReturnColumn, PeriodReturnsData } from '../../api/get-period-returns';
import { formatReturn } from '../../utils/format-stat';

/** Below this width the periods become rows (two value columns fit any phone), above it columns (the usual layout). */
const WIDE_LAYOUT_MIN_WIDTH = 720;
const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface Row {
  series: 'fund' | 'benchmark';
  label: string;
}

/**
 * The period performance table: the fund and its benchmark over 1M … since inception. As wide as its frame: the
 * periods run across on a wide frame, down on a narrow one.
 */
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
  const { ref, width } = useElementSize();
  const rows: Row[] = [
    { series: 'fund', label: fundLabel },
    ...(data.hasBenchmark && benchmarkLabel ? [{ series: 'benchmark' as const, label: benchmarkLabel }] : []),
  ];
  const periodName = (c: PeriodReturnColumn) => t(`perfTable.periods.${c.period}`);
  const periodWindow = (c: PeriodReturnColumn) =>
    formatDateRange(c.startDate, c.endDate, i18n.language) ?? t('perfTable.notAvailable');
  const value = (c: PeriodReturnColumn, row: Row) => {
    const v = c[row.series];
    return (
      <Table.Td
        key={`${c.period}-${row.series}`}
        ta="right"
        c={v === null ? 'dimmed' : undefined}
        style={NUMBERS}
        data-series={row.series}
        data-period={c.period}
      >
        {formatReturn(v) ?? t('perfTable.notAvailable')}
      </Table.Td>
    );
  };
  const wide = width === 0 || width >= WIDE_LAYOUT_MIN_WIDTH;

  return (
    <Stack gap={4}>
      <Box ref={ref}>
        <ScrollArea type="auto">
          <Table
            striped
            withRowBorders={false}
            fz="sm"
            aria-label={t('perfTable.label')}
            data-layout={wide ? 'wide' : 'narrow'}
          >
            {wide ? (
              <>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    {data.columns.map((c) => (
                      <Table.Th key={c.period} ta="right" title={periodWindow(c)} style={NUMBERS}>
                        {periodName(c)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.series}>
                      <Table.Td fw={row.series === 'fund' ? 600 : undefined} miw={140}>
                        {row.label}
                      </Table.Td>
                      {data.columns.map((c) => value(c, row))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </>
            ) : (
              <>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    {rows.map((row) => (
                      <Table.Th key={row.series} ta="right" fw={row.series === 'fund' ? 700 : 600}>
                        {row.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.columns.map((c) => (
                    <Table.Tr key={c.period}>
                      <Table.Th scope="row" title={periodWindow(c)} style={{ whiteSpace: 'nowrap' }}>
                        {periodName(c)}
                      </Table.Th>
                      {rows.map((row) => value(c, row))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </>
            )}
          </Table>
        </ScrollArea>
      </Box>
      <Text size="xs" c="dimmed">
        {t('perfTable.cumulative')}
      </Text>
    </Stack>
  );
}
