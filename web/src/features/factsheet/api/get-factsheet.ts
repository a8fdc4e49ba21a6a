import { API } from '@portal/domain';
import { type FactsheetModel, type FactsheetQuery, type FactsheetResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiQuery } from '../../../lib/use-api-query';

/*
 * `GET /api/products/{id}/factsheet` and `GET /api/products/{id}/factsheet.pdf`
 * (packages/domain/src/contracts/factsheet.ts). The model is built and formatted by the functions; the page only
 * checks its outline (a block map and an image map) and draws it.
 */

const factsheetEndpoint = defineEndpoint(API.factsheet, {
  // The entry checks the model's outline (a block map and an image map); its blocks are the renderer's.
  select: (answer): FactsheetResponse => ({ ...answer, model: answer.model as unknown as FactsheetModel }),
});

const factsheetPdfEndpoint = defineEndpoint(API.factsheetPdf);

/** The factsheet of a product in a language as of a date (`undefined`: the last price date). */
export function useFactsheet(productId: string, query: FactsheetQuery) {
  return useApiQuery(factsheetEndpoint, { id: productId, lang: query.lang, date: query.date });
}

/** Fetches the preview PDF and saves it under the server's file name. */
export async function downloadFactsheetPdf(
  productId: string,
  query: FactsheetQuery,
): Promise<DownloadedFile> {
  const file = await apiClient.request(factsheetPdfEndpoint, { id: productId, ...query });
  saveFile(file);
  return file;
}
