import { z } from 'zod';
import { idSchema, languageSchema } from '../tenant/common.js';
import { fileRefSchema } from './file-ref.js';

/**
 * `products/{productId}/documents/{documentId}` (seed 000 §3 "Document"): the metadata of a downloadable document.
 * Visitors who may see the product read the active (not archived) ones; the file itself is served by functions,
 * which check `loginRequired`. Archiving is reversible, deleting is permanent (seed 000 §4 "Documents").
 */
export const productDocumentSchema = /* @__PURE__ */ z
  .object({
    /** Unique among the product's documents of one language (seed 000 §5). */
    displayName: z.string().trim().min(1).max(200),
    file: fileRefSchema,
    lang: languageSchema,
    /** The share class (product id) the document belongs to; `null` = every share class. */
    shareClass: idSchema.nullable().default(null),
    loginRequired: z.boolean().default(false),
    /** The latest factsheet of its language (what download-last-factsheet serves). */
    lastFactsheet: z.boolean().default(false),
    archived: z.boolean().default(false),
    /** Position in the drag-and-drop order, ascending. */
    order: z.number().int().nonnegative(),
    createdAt: z.date(),
  })
  .strict();
export type ProductDocument = z.infer<typeof productDocumentSchema>;
