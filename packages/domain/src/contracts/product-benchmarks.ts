import { z } from 'zod';
import { ANALYSIS_MODES, UPDATE_FREQUENCIES } from '../constants.js';
import { localizedTextSchema } from '../tenant/common.js';

/*
 * The benchmarks a product offers (GET /api/products/{id}/benchmarks): one of the start-up calls of the web app
 * (./api/site-calls.ts), so apart from the other analytics responses (./analytics-responses.ts re-exports it), whose
 * schemas a phone would otherwise build before the first page is interactive (docs/server-pages.md).
 */

/** A benchmark as offered on a product: `modes` = the product's modes (visible to the caller) that offer it. */
export const productBenchmarkSchema = /* @__PURE__ */ z.object({
  id_: z.string(),
  name: localizedTextSchema,
  currency: z.string(),
  updateFrequency: z.enum(UPDATE_FREQUENCIES),
  modes: z.array(z.enum(ANALYSIS_MODES)),
});
export type ProductBenchmark = z.infer<typeof productBenchmarkSchema>;

/** GET /api/products/{id}/benchmarks */
export const productBenchmarksResponseSchema = /* @__PURE__ */ z.array(productBenchmarkSchema);
export type ProductBenchmarksResponse = z.infer<typeof productBenchmarksResponseSchema>;
