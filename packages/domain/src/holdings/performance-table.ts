import { computeKeyNumbers } from '../analytics/key-numbers.js';
import type { PerformanceTableResponse, PerformanceTableRow } from '../contracts/holdings.js';
import type { PriceSeries } from '../prices/layout.js';
import type { ProductConfig } from '../tenant/product-config.js';

/** A share class of the fund with its primary price series (empty when it has no prices yet). */
export interface ShareClassSeries {
  product: Pick<
    ProductConfig,
    'productId' | 'productName' | 'currency' | 'inceptionDate' | 'isin' | 'shareClass'
  >;
  series: PriceSeries;
}

/**
 * The performance table of seed 000 §3's share-class fields: one row per share class of the fund (the caller may see
 * each, the endpoint decides), with its class, currency, ISIN, fees, inception date, NAV and NAV date (last price
 * of its primary series) and its MTD, YTD and since-inception total returns, computed as the key numbers are
 * (`computeKeyNumbers`: adjusted prices, anchors at the previous month end, the previous year end and the
 * inception date). Rows in the given order. `null` = no share class has a price (204).
 */
export function performanceTable(
  current: { productId: string; shareClassRoot: string },
  classes: readonly ShareClassSeries[],
): PerformanceTableResponse | null {
  if (!classes.some((c) => c.series.dates.length > 0)) return null;
  const rows = classes.map(({ product, series }): PerformanceTableRow => {
    const inceptionDate = product.shareClass?.inceptionDate ?? product.inceptionDate;
    const k = computeKeyNumbers(series, { inceptionDate });
    return {
      productId: product.productId,
      productName: product.productName,
      shareClass: product.shareClass?.class ?? null,
      currency: product.currency,
      isin: product.shareClass?.isin ?? product.isin ?? null,
      inceptionDate,
      managementFee: product.shareClass?.managementFee ?? null,
      performanceFee: product.shareClass?.performanceFee ?? null,
      navDate: k.lastDate,
      nav: k.lastPrice,
      mtdReturn: k.mtdReturn,
      ytdReturn: k.ytdReturn,
      sinceInceptionReturn: k.sinceInceptionReturn,
      current: product.productId === current.productId,
    };
  });
  return { productId: current.productId, shareClassRoot: current.shareClassRoot, rows };
}
