import { Box, Group, Paper, Stack, Text } from '@mantine/core';

export interface SliceTooltipRow {
  id: string | number;
  color: string;
  label: string;
  /** The value as shown (the caller's format, or its "n/a"). */
  value: string;
}

/** The tooltip of a dated chart's slice (nivo `sliceTooltip`): the date, then a swatch, name and value per series. */
export function ChartSliceTooltip({ date, rows }: { date: string | null; rows: readonly SliceTooltipRow[] }) {
  return (
    <Paper shadow="sm" p="xs" withBorder>
      <Stack gap={2}>
        <Text size="xs" fw={600}>
          {date}
        </Text>
        {rows.map((row) => (
          <Group key={row.id} gap={6} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: row.color }} />
            <Text size="xs">{row.label}</Text>
            <Text size="xs" fw={600} ml="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
