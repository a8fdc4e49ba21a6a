import { z } from 'zod';
import { shareClassFieldsSchema } from '../tenant/product-config.js';
import { SHARE_CLASS_FIELDS, SHARE_CLASS_PROBLEMS } from '../tenant/share-class-fields.js';

/*
 * The share-class API (`PUT /api/products/{id}/share-class`, functions/src/services/api/handlers/products/
 * share-class.ts; decisions: docs/share-classes.md): the admin's share-class tab saves a class's static data and its
 * default flag here. The body is checked for its shape only; the server then applies `shareClassIssues` (the same
 * function the form runs) and answers 400 `api.errors.shareClassInvalid` with every issue, so a refusal names the
 * field and the value as the form would.
 */

/**
 * The share class as the form sends it: the stored fields (fees as fractions, optional ones left out when empty), the
 * class name possibly blank, so that the server's `shareClassIssues` answers it in words like every other issue.
 */
export const shareClassBodySchema = /* @__PURE__ */ shareClassFieldsSchema.extend({ class: z.string() });

export const shareClassUpdateBodySchema = /* @__PURE__ */ z
  .object({
    shareClass: shareClassBodySchema,
    /** The class becomes the family's default (the others lose the flag), or gives it up to another class. */
    isDefaultShareClass: z.boolean(),
  })
  .strict();
export type ShareClassUpdateBody = z.infer<typeof shareClassUpdateBodySchema>;

export const shareClassUpdateResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  /** The family's classes whose default flag this save changed (the edited one included when it changed). */
  defaultChanged: z.array(z.object({ productId: z.string(), isDefaultShareClass: z.boolean() })),
  /** Whether the class's data changed (false: only the default flag, or nothing). */
  shareClassChanged: z.boolean(),
});
export type ShareClassUpdateResponse = z.infer<typeof shareClassUpdateResponseSchema>;

/** 400 `details` of a refused save (messageKey `api.errors.shareClassInvalid`): every issue, as `shareClassIssues`. */
export const shareClassRefusalSchema = /* @__PURE__ */ z.object({
  issues: z.array(
    z.object({
      field: z.enum([...SHARE_CLASS_FIELDS, 'isDefaultShareClass']),
      problem: z.enum(SHARE_CLASS_PROBLEMS),
      value: z.union([z.string(), z.number(), z.boolean()]),
      expected: z.string().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
    }),
  ),
});
export type ShareClassRefusal = z.infer<typeof shareClassRefusalSchema>;
