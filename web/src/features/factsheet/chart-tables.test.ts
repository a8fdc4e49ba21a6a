import { layoutFactsheet } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { factsheetChartTables } from './chart-tables';
import { effectiveConfig } from './factsheet-config';
import { SAMPLE_FACTSHEET_CONFIG, SAMPLE_FACTSHEET_MODEL } from './testing/sample-model';

const texts = {
  caption: (chart: string) => `Data of the chart: ${chart}`,
  rowHeader: 'Category',
  valueHeader: 'Value',
  missing: 'n/a',
  formatDate: (iso: string) => `<${iso}>`,
};

describe('factsheetChartTables', () => {
  const layout = layoutFactsheet(
    SAMPLE_FACTSHEET_MODEL,
    effectiveConfig(SAMPLE_FACTSHEET_CONFIG, SAMPLE_FACTSHEET_MODEL),
  );
  const tables = factsheetChartTables(layout, SAMPLE_FACTSHEET_MODEL, texts);

  it('has a table for every chart placed on the pages, and none for other blocks', () => {
    const charts = layout.boxes
      .map((b) => b.componentId)
      .filter((id) => {
        const shape = SAMPLE_FACTSHEET_MODEL.blocks[id]?.content.shape;
        return shape === 'lineChart' || shape === 'pieChart' || shape === 'barChart';
      });
    expect(charts.length).toBeGreaterThan(1);
    expect(tables.map((t) => t.id)).toEqual(charts);
  });

  it('lists a line chart by date, values through Intl as percent, n/a for a gap', () => {
    const line = tables.find((t) => t.table.caption === 'Data of the chart: Cumulative returns')?.table;
    expect(line?.columns).toEqual(['Fund', 'Benchmark']);
    expect(line?.rows[0]).toEqual({ header: '<2026-05-29>', cells: ['0.00%', '0.00%'] });
    expect(line?.rows[3]).toEqual({ header: '<2026-08-31>', cells: ['+2.10%', 'n/a'] });
  });

  it('lists pie slices and bars with the text the factsheet shows', () => {
    const pie = tables.find((t) => t.id === 'holdings-assetClasses')?.table;
    expect(pie?.columns).toEqual(['Value']);
    expect(pie?.rows).toEqual([
      { header: 'Equities', cells: ['92.0%'] },
      { header: 'Cash', cells: ['5.0%'] },
      { header: 'Other', cells: ['3.0%'] },
    ]);
  });
});
