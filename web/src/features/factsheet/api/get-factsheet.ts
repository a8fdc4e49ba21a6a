import {
  factsheetConfigSchema,
  isoDateSchema,
  languageSchema,
  type FactsheetModel,
  type FactsheetQuery,
  type FactsheetResponse,
} from '@portal/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, defineFileEndpoint, params, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiQuery } from '../../../lib/use-api-query';

/*
 * `GET /api/products/{id}/factsheet` and `GET /api/products/{id}/factsheet.pdf`
 * (packages/domain/src/contracts/factsheet.ts). The model is built and formatted by the functions; the page only
 * checks its outline (a block map and an image map) and draws it.
 */

const modelSchema = z.custom<FactsheetModel>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<FactsheetModel>).blocks === 'object' &&
    typeof (value as Partial<FactsheetModel>).images === 'object',
  { message: 'a factsheet model' },
);

const factsheetResponseSchema = z.object({
  productId: z.string(),
  lang: languageSchema,
  availableLanguages: z.array(languageSchema),
  model: modelSchema,
  config: factsheetConfigSchema,
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema.nullable(),
}) satisfies z.ZodType<FactsheetResponse>;

const factsheetEndpoint = defineEndpoint({
  path: '/api/products/{id}/factsheet',
  params: params<FactsheetQuery>(),
  response: factsheetResponseSchema,
});

const factsheetPdfEndpoint = defineFileEndpoint({
  path: '/api/products/{id}/factsheet.pdf',
  params: params<FactsheetQuery>(),
});

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
