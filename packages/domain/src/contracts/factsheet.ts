import { z } from 'zod';
import type { Language } from '../constants.js';
import type { FactsheetModel } from '../factsheet/model.js';
import type { FactsheetConfig } from '../schemas/factsheet.js';
import { isoDateSchema, languageSchema } from '../tenant/common.js';

/**
 * GET /api/products/{id}/factsheet?lang=&date=: what the factsheet page, its editor and the PDF draw (docs/factsheets.md):
 * the model (every block the product can show, formatted in `lang`, computed as of `date`: the last price date on or
 * before it; default the last price date) and the stored factsheet config of that language. Access: the product's
 * `factsheet` section (`factsheet.allowedRoles`, `needLoginToSee`), as the route guard decides it.
 *
 * GET /api/products/{id}/factsheet.pdf?lang=&date=: the same drawn as a PDF (a preview; not stored), same access.
 */
export const factsheetQuerySchema = /* @__PURE__ */ z
  .object({
    lang: languageSchema.optional(),
    date: isoDateSchema.optional(),
  })
  .strict();
export type FactsheetQuery = z.infer<typeof factsheetQuerySchema>;

export interface FactsheetResponse {
  productId: string;
  lang: Language;
  /** Languages the product has (the editor's and the page's language switch). */
  availableLanguages: Language[];
  model: FactsheetModel;
  config: FactsheetConfig;
  /** The first and last price dates: the date picker's bounds. */
  firstDate: string | null;
  lastDate: string | null;
}
