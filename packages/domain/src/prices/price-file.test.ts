import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv, priceRowsToSeries } from '../csv/price-csv.js';
import { formatPriceCsv, priceFilePath } from './price-file.js';

describe('formatPriceCsv', () => {
  it('writes the header and one line per date, the adjusted price always', () => {
    expect(
      formatPriceCsv({ dates: ['2024-01-02', '2024-01-03'], prices: [100, 101.5], adjusted: [100, 99.25] }),
    ).toBe('date,price,adjusted_price\n2024-01-02,100,100\n2024-01-03,101.5,99.25\n');
  });

  it('writes only the header for an empty series', () => {
    expect(formatPriceCsv({ dates: [], prices: [], adjusted: [] })).toBe('date,price,adjusted_price\n');
    expect(parsePriceCsv(formatPriceCsv({ dates: [], prices: [], adjusted: [] }))).toEqual({
      ok: true,
      rows: [],
      hasAdjustedPrice: true,
    });
  });

  it('reads back to the same series through the single-product importer', () => {
    const day = fc.integer({ min: 0, max: 20000 });
    const price = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(day, price, price), { selector: (t) => t[0], maxLength: 60 }),
        (rows) => {
          const sorted = [...rows].sort((a, b) => a[0] - b[0]);
          const series = {
            dates: sorted.map(([d]) =>
              new Date(Date.UTC(1990, 0, 1) + d * 86_400_000).toISOString().slice(0, 10),
            ),
            prices: sorted.map(([, p]) => p),
            adjusted: sorted.map(([, , a]) => a),
          };
          const parsed = parsePriceCsv(formatPriceCsv(series));
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(priceRowsToSeries(parsed.rows)).toEqual(series);
        },
      ),
    );
  });

  it('places the file under prices/', () => {
    expect(priceFilePath('fund-a')).toBe('prices/fund-a.csv');
  });
});
