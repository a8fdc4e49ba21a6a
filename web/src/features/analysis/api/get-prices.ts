import { API, priceDownloadCsv, priceDownloadFileName, type DownloadableSeries } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET products/{id}/product-prices`: the product's primary price series. */
const productPricesEndpoint = defineEndpoint(API.productPrices, {});

/** `GET products/{id}/benchmark-prices`: an offered benchmark's prices. */
const benchmarkPricesEndpoint = defineEndpoint(API.benchmarkPrices, {});

function save(series: DownloadableSeries & { seriesId: string }) {
  const csv = priceDownloadCsv(series);
  saveFile({
    blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    fileName: priceDownloadFileName(series.seriesId, series.dates.at(-1) ?? null),
  });
}

/**
 * Fetches the product's prices (or a benchmark's, `benchmarkId`) through the API and saves them as a CSV the price
 * importer reads (the domain's `priceDownloadCsv`, formula-neutralised); rejects with the API's `ApiRequestError`.
 */
export async function downloadPrices(productId: string, benchmarkId: string | null): Promise<void> {
  if (benchmarkId) {
    save(await apiClient.request(benchmarkPricesEndpoint, { id: productId, benchmark_symbol: benchmarkId }));
  } else {
    save(await apiClient.request(productPricesEndpoint, { id: productId }));
  }
}
