import { factsheetQuerySchema } from '@portal/domain';
import { loadFactsheet } from '../factsheets/factsheet-model.js';
import { factsheetPdf } from '../factsheets/render-pdf.js';
import type { Handler } from './context.js';
import { fileReply, ok } from './http.js';
import { parseQuery } from './parse.js';

/**
 * GET /products/{id}/factsheet?lang=&date=: the factsheet model and the language's config (contracts/factsheet.ts),
 * access as the route guard's `factsheet` section (services/factsheets/factsheet-model.ts).
 */
export const getFactsheet: Handler = async (c) => {
  const loaded = await loadFactsheet(c, parseQuery(factsheetQuerySchema, c.query));
  return ok(loaded.response);
};

/** GET /products/{id}/factsheet.pdf?lang=&date=: the same drawn as a PDF (a preview, not stored). */
export const getFactsheetPdf: Handler = async (c) => {
  const loaded = await loadFactsheet(c, parseQuery(factsheetQuerySchema, c.query));
  const pdf = await factsheetPdf(loaded.model, loaded.config, { imageBytes: loaded.imageBytes });
  return fileReply({
    bytes: pdf.bytes,
    contentType: 'application/pdf',
    fileName: pdf.fileName,
  });
};
