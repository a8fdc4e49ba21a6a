import { z } from 'zod';
import { genericComponentJsonSchema } from '../schemas/components.js';
import { holdingComponentSchema } from '../schemas/holdings.js';
import { languageSchema } from '../tenant/common.js';
import { documentReaderQuerySchema } from './documents.js';

/**
 * GET /api/products/{id}/overview?lang=&investor_profile=&country=: the per-language content of a product's overview
 * page that is not part of the catalogue (seed 000 §3 "Product language config" and the platform's default
 * disclaimer), for the same readers as the product's other public data (hidden products, roles, login lock and the
 * investor profile, decided like the documents page). Visitors need no Firestore for it.
 */
export const overviewQuerySchema = documentReaderQuerySchema;

export const overviewResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  lang: languageSchema,
  /** The product's description in this language ('' when none). */
  description: z.string(),
  header: z.object({
    text: z.string(),
    /** 0 to 1: how much the background image is darkened under the text. */
    darkening: z.number().min(0).max(1),
    /** The background image (served by `GET /api/products/{productId}/media/{mediaId}`), else null. */
    backgroundImage: z.object({ productId: z.string(), mediaId: z.string() }).nullable(),
    showFollowButton: z.boolean(),
    showDownloadLastFactsheetButton: z.boolean(),
  }),
  /**
   * The product's latest factsheet for the header's button: the newest non-archived document flagged last
   * factsheet in this language, else in the product's first document language; null when there is none. The
   * button downloads it through `/products/{productId}/download-document?documentId=` (access checked there).
   */
  lastFactsheet: z.object({ productId: z.string(), documentId: z.string(), lang: languageSchema }).nullable(),
  /**
   * The disclaimer under the page: the product's own in this language, else the platform's default product
   * disclaimer (platform settings, compliance), else none.
   */
  disclaimer: z.object({
    text: z.string(),
    source: z.enum(['product', 'platform', 'none']),
  }),
  /**
   * The generic components of the overview page, in their order (a record the schema refuses is left out, logged):
   * the page renders them from here, on the server and on a visitor's first paint; the live binding of the
   * components takes over once the Firebase SDKs have loaded.
   */
  components: z.array(genericComponentJsonSchema),
  /**
   * The holding components an admin shows on the overview (`showOnOverview`), in the order of
   * `HOLDING_COMPONENT_KINDS`: which charts the holdings section draws (their data comes from the holdings calls,
   * which decide who may see it). Rendered from here until the live binding takes over, as `components`.
   */
  holdingComponents: z.array(holdingComponentSchema),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
