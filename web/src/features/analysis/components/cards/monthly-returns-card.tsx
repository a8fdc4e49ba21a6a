import { Table, Text } from '@mantine/core';
import type { MonthlyGridLine, MonthlyGridYear } from '@portal/domain';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedValue } from '../../../../components/signed-value';
import { formatPercent } from '../../../../lib/format';
import { ScrollTable } from '../../../../components/scroll-table';

/** Short month names of the UI language, January first (`Intl`, never a translated list). */
function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2001, m, 1))));
}

/** A return that rounds to zero reads 0.00%, never "-0.00%". */
const shown = (value: number | null) => (value !== null && Math.round(value * 10_000) === 0 ? 0 : value);

const cell = (value: number | null) => (
  <SignedValue
    size="sm"
    value={value}
    formatted={formatPercent(shown(value), { digits: 2, signed: false })}
  />
);

function Line({ label, line, benchmark }: { label: string; line: MonthlyGridLine; benchmark: boolean }) {
  return (
    <Table.Tr data-testid={benchmark ? 'monthly-benchmark-row' : 'monthly-fund-row'}>
      <Table.Th scope="row" fw={benchmark ? 400 : 600} c={benchmark ? 'dimmed' : undefined}>
        {label}
      </Table.Th>
      {line.months.map((v, m) => (
        <Table.Td key={m} ta="right">
          {v === null ? '' : cell(v)}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={600} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
        {cell(line.total)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The classic year x month table of returns (issue 26 item 2): a row per year with the fund's twelve monthly returns
 * and the year's total, the benchmark's line under it when one is chosen; most recent year first. Empty cells are
 * months outside the analysis period.
 */
export function MonthlyReturnsTable({
  years,
  fundLabel,
  benchmarkLabel,
}: {
  years: readonly MonthlyGridYear[];
  fundLabel: string;
  benchmarkLabel: string | null;
}) {
  const { t, i18n } = useTranslation('analysis');
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  const withBenchmark = benchmarkLabel !== null && years.some((y) => y.benchmark !== null);
  return (
    <>
      <ScrollTable label={t('monthly.title')} minWidth={960}>
        <Table
          verticalSpacing={4}
          horizontalSpacing={6}
          fz="sm"
          withRowBorders={false}
          striped={!withBenchmark}
          data-testid="monthly-returns-table"
        >
          <Table.Caption>{t('monthly.caption', { fund: fundLabel })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monthly.year')}</Table.Th>
              {months.map((m) => (
                <Table.Th key={m} ta="right">
                  {m}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('monthly.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {years.map((y) => (
              <Fragment key={y.year}>
                <Line label={String(y.year)} line={y.fund} benchmark={false} />
                {withBenchmark && y.benchmark ? (
                  <Line label={benchmarkLabel} line={y.benchmark} benchmark />
                ) : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="xs" c="dimmed" mt={4}>
        {t('monthly.note')}
      </Text>
    </>
  );
}
