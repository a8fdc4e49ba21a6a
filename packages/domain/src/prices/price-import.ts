import type { UpdateFrequency } from '../constants.js';
import { compareSeries, type BulkPriceChange } from './bulk-price-preview.js';
import type { PricePoint } from './layout.js';
import { priceQualityWarnings, type PriceQualityMessageKey } from './price-quality.js';

/**
 * The preview of a single-product price CSV upload (price data tab, docs/price-data.md). The file REPLACES the
 * product's series, like a bulk price update does for each of its ids (seed 000 §4), so the preview is the bulk one
 * for that single id, plus the data quality warnings of the series as it will be stored, each named by its dates.
 */
export interface DatedQualityWarning {
  messageKey: PriceQualityMessageKey;
  /** The date concerned (the later one of a gap or move, the last of an unchanged run). */
  date: string;
  /** The earlier date of a gap, a move or an unchanged run. */
  fromDate?: string;
  businessDays?: number;
  move?: number;
  sigmas?: number;
}

export interface PriceImportPreview {
  change: BulkPriceChange;
  warnings: DatedQualityWarning[];
}

export function previewPriceImport(
  seriesId: string,
  current: readonly PricePoint[],
  next: readonly PricePoint[],
  frequency: UpdateFrequency,
): PriceImportPreview {
  const warnings = priceQualityWarnings(next, { frequency }).map((w): DatedQualityWarning => {
    const from = w.fromIndex === undefined ? undefined : next[w.fromIndex]?.date;
    return {
      messageKey: w.messageKey,
      date: next[w.index]?.date ?? '',
      ...(from === undefined ? {} : { fromDate: from }),
      ...(w.businessDays === undefined ? {} : { businessDays: w.businessDays }),
      ...(w.move === undefined ? {} : { move: w.move }),
      ...(w.sigmas === undefined ? {} : { sigmas: w.sigmas }),
    };
  });
  return { change: compareSeries(seriesId, current, next), warnings };
}

/** The stored columnar series as points (the adjusted price kept only where it differs from the price). */
export function seriesToPoints(series: {
  dates: readonly string[];
  prices: readonly number[];
  adjusted: readonly number[];
}): PricePoint[] {
  return series.dates.map((date, i) => {
    const price = series.prices[i] ?? NaN;
    const adjusted = series.adjusted[i] ?? price;
    return adjusted === price ? { date, price } : { date, price, adjustedPrice: adjusted };
  });
}
