import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartTable } from '../lib/chart-table';
import { formatDate } from '../lib/format';

/**
 * A chart's accessible frame (docs/accessibility.md): the container is an image named `label` and described by the
 * caption of its data table, and the table (visually hidden, read by screen readers) holds the chart's values. The
 * description points at the caption, not the whole table: a description is read as one string, and a table of a
 * few hundred cells is for navigating, not for hearing at once. The chart's own svg gets `role="presentation"`
 * (nivo makes it an image of its own, which would be a second, unnamed one).
 */
export function useChartA11y(label: string) {
  const id = useId();
  return {
    /** Spread on the element that draws the chart. */
    chartProps: { role: 'img', 'aria-label': label, 'aria-describedby': id } as const,
    captionId: id,
  };
}

/** The texts every chart table shares: its caption, the "n/a" of a missing value, column headers, dates. */
export function useChartTableTexts() {
  const { t, i18n } = useTranslation('common');
  const shared = {
    caption: (chart: string) => t('chartTable.caption', { chart }),
    missing: t('notAvailable'),
    category: t('chartTable.category'),
    valueHeader: t('chartTable.value'),
    formatDate: (d: string) => formatDate(d, i18n.language) ?? d,
  };
  return {
    ...shared,
    /** The texts of a dated chart's table (`timeSeriesChartTable`): a date column. */
    forDates: (chart: string) => ({
      caption: shared.caption(chart),
      rowHeader: t('chartTable.date'),
      missing: shared.missing,
      formatDate: shared.formatDate,
    }),
    /** The texts of a one-series chart's table (`labelledValuesTable`): category and value columns. */
    forChart: (chart: string) => ({
      caption: shared.caption(chart),
      rowHeader: shared.category,
      valueHeader: shared.valueHeader,
      missing: shared.missing,
    }),
  };
}

/** The visually hidden `<table>` of a chart's values (built by lib/chart-table.ts). */
export function ChartDataTable({ table, captionId }: { table: ChartTable; captionId: string }) {
  const { t } = useTranslation('common');
  return (
    <VisuallyHidden>
      <table data-testid="chart-data-table">
        <caption id={captionId}>
          {table.caption}
          {table.sampled ? ` (${t('chartTable.sampled')})` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeader}</th>
            {table.columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r.header}</th>
              {r.cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
