import { z } from 'zod';
import { fileRefSchema } from './file-ref.js';

/**
 * `products/{productId}/media/{mediaId}`: an image or video uploaded through the media API (contracts/media.ts).
 * Readable with the product (so the admin tabs can list them); written by functions only, which keep the record and
 * the file together (`media/{productId}/{mediaId}/{file name}` in the FileStore).
 */
export const productMediaSchema = /* @__PURE__ */ z
  .object({
    file: fileRefSchema,
    kind: z.enum(['image', 'video']),
    createdAt: z.date(),
    createdBy: z.string().min(1),
  })
  .strict();
export type ProductMedia = z.infer<typeof productMediaSchema>;
