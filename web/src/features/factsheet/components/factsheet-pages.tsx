import type { FactsheetLayout, FactsheetModel } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartTableTexts } from '../../../components/chart-data-table';
import { factsheetChartTables } from '../chart-tables';
import { FactsheetFontFace } from './factsheet-font';
import { FactsheetPageSvg } from './factsheet-page-svg';
import classes from './factsheet-pages.module.css';

/** The pages of a laid-out factsheet as sheets of paper (shadow, gap), scaled to the container's width. */
export function FactsheetPages({
  layout,
  model,
  bare = false,
}: {
  layout: FactsheetLayout;
  model: FactsheetModel;
  /** Without the paper look: the page the PDF generator prints. */
  bare?: boolean;
}) {
  const { t } = useTranslation('factsheet');
  const texts = useChartTableTexts();
  // The page the PDF generator prints has no reader; the web page gets the charts' data tables.
  const tables = bare ? [] : factsheetChartTables(layout, model, { ...texts, rowHeader: texts.category });
  return (
    <div className={bare ? classes.bare : classes.sheets} data-testid="factsheet-pages">
      <FactsheetFontFace />
      {layout.pages.map((page) => (
        <div key={page.number} className={bare ? classes.barePage : classes.sheet}>
          <FactsheetPageSvg page={page} model={model} label={t('page', { page: page.number })} />
        </div>
      ))}
      {tables.map((x) => (
        <ChartDataTable key={x.id} table={x.table} captionId={`factsheet-chart-${x.id}`} />
      ))}
    </div>
  );
}
