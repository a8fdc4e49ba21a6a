import { csvCell } from '../csv/csv-writer.js';
import type { PriceSeries } from './layout.js';

/**
 * The product's price file in the file store (`priceModificationUpdateGcpStorage`, docs/price-data.md): the whole
 * series in the single-product price CSV format of seed 000 §5, so the file an admin downloads can be uploaded
 * again unchanged (`parsePriceCsv(formatPriceCsv(s))` gives the same points back).
 */
export function priceFilePath(productId: string): string {
  return `prices/${productId}.csv`;
}

/**
 * `date,price,adjusted_price` with a header, dates ascending, numbers as JavaScript prints them (decimal point, no
 * grouping, shortest text that reads back to the same double). The third column is always written. Every cell goes
 * through the export's `csvCell` (csv/csv-writer.ts), like every CSV the portal writes: a date is checked text and
 * a price a number, so nothing changes today, but a cell can never become a spreadsheet formula.
 */
export function formatPriceCsv(series: PriceSeries): string {
  const lines = ['date,price,adjusted_price'];
  for (let i = 0; i < series.dates.length; i++) {
    const price = series.prices[i] ?? NaN;
    lines.push([series.dates[i], price, series.adjusted[i] ?? price].map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
