import { z } from 'zod';
import type { ComponentIssue } from '../components/content-rules.js';
import type { LinkIssue } from '../components/linking.js';
import {
  COMPONENT_PAGES,
  GENERIC_COMPONENT_TYPES,
  componentContentSchema,
  componentLocationSchema,
} from '../schemas/components.js';
import { idSchema, languageSchema } from '../tenant/common.js';

/*
 * The components API: every write of a generic component goes through it (firestore.rules refuse client writes,
 * so rich text is always sanitised, and linked copies are written in the same transaction). Reads stay with
 * Firestore (`products/{productId}/components`, readable with the product). See docs/components.md.
 *
 *   POST   /api/products/{id}/components                        create (body: page, id + the fields below)
 *   PUT    /api/products/{id}/components/{page}/{componentId}   update, link, unlink (type must not change)
 *   DELETE /api/products/{id}/components/{page}/{componentId}   delete, with every linked copy
 *   PUT    /api/products/{id}/components/{page}                 drag-and-drop order of the page {ids}
 */

const componentFieldsSchema = /* @__PURE__ */ z.strictObject({
  type: z.enum(GENERIC_COMPONENT_TYPES),
  content: z.partialRecord(languageSchema, componentContentSchema),
  numberOfDecimals: z.number().int().min(0).max(10).default(2),
  showOnFactsheet: z.boolean().default(false),
  /** The other locations this component is linked to (empty: not linked; fewer than before: unlinked there). */
  links: z.array(componentLocationSchema).max(40).default([]),
});

export const componentCreateBodySchema = /* @__PURE__ */ componentFieldsSchema.extend({
  page: z.enum(COMPONENT_PAGES),
  id: idSchema,
});
export type ComponentCreateBody = z.infer<typeof componentCreateBodySchema>;

export const componentUpdateBodySchema = componentFieldsSchema;
export type ComponentUpdateBody = z.infer<typeof componentUpdateBodySchema>;

export const componentOrderBodySchema = /* @__PURE__ */ z.strictObject({
  ids: z.array(idSchema).min(1).max(500),
});

export const componentWriteResponseSchema = /* @__PURE__ */ z.object({
  id: idSchema,
  page: z.enum(COMPONENT_PAGES),
});

/**
 * `details` of a 400 `api.errors.componentInvalid`: the content issues (language, field, row, column, value) and the
 * link issues (location); a create with an id already used on the page is `idTaken`.
 */
export interface ComponentRejectionDetails {
  issues: ComponentIssue[];
  linkIssues: LinkIssue[];
  idTaken?: boolean;
}
