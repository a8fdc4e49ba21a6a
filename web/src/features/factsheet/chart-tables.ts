import type { FactsheetLayout, FactsheetModel } from '@portal/domain';
import { timeSeriesChartTable, type ChartTable } from '../../lib/chart-table';
import { formatNumber, formatPercent } from '../../lib/format';

interface ChartTableTexts {
  caption: (chart: string) => string;
  rowHeader: string;
  valueHeader: string;
  missing: string;
  formatDate: (iso: string) => string;
}

/**
 * The data tables of the charts a factsheet shows (line, pie and bar blocks placed on its pages, in page order), for
 * screen readers: the pages are drawn as SVG, whose shapes say nothing. Values as the model formats them (pies and
 * bars carry their shown text); a line chart's values through Intl, as its axis reads them.
 */
export function factsheetChartTables(
  layout: Pick<FactsheetLayout, 'boxes'>,
  model: Pick<FactsheetModel, 'blocks'>,
  texts: ChartTableTexts,
): { id: string; table: ChartTable }[] {
  const tables: { id: string; table: ChartTable }[] = [];
  for (const box of layout.boxes) {
    const block = model.blocks[box.componentId];
    if (!block) continue;
    const caption = texts.caption(block.title ?? box.componentId);
    const c = block.content;
    if (c.shape === 'lineChart') {
      const format = (v: number) =>
        (c.valueFormat === 'percent' ? formatPercent(v, { digits: 2 }) : formatNumber(v, { digits: 2 })) ??
        '';
      const lines = c.series.map((s) => ({
        label: s.label,
        points: c.dates.map((date, i) => ({ date, value: s.values[i] ?? null })),
      }));
      tables.push({
        id: box.componentId,
        table: timeSeriesChartTable(lines, { ...texts, caption, format }),
      });
    } else if (c.shape === 'pieChart' || c.shape === 'barChart') {
      const items = c.shape === 'pieChart' ? c.slices : c.bars;
      tables.push({
        id: box.componentId,
        table: {
          caption,
          rowHeader: texts.rowHeader,
          columns: [texts.valueHeader],
          rows: items.map((x) => ({ header: x.label, cells: [x.display] })),
          sampled: false,
        },
      });
    }
  }
  return tables;
}
