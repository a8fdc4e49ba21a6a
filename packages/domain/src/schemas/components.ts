import { z } from 'zod';
import { idSchema, languageSchema, mediaRefSchema } from '../tenant/common.js';
import {
  COMPONENT_PAGES,
  GENERIC_COMPONENT_TYPES,
  type ComponentPage,
} from '../components/component-types.js';
import {
  componentContentIssues,
  describeComponentIssue,
  rowCountIssue,
} from '../components/content-rules.js';

export {
  CHART_COMPONENT_TYPES,
  COMPONENT_PAGES,
  GENERIC_COMPONENT_TYPES,
  IMPORTABLE_COMPONENT_TYPES,
  WEIGHTED_COMPONENT_TYPES,
  isChartType,
  isMediaType,
  isWeightedType,
  type ComponentPage,
  type GenericComponentType,
} from '../components/component-types.js';

/**
 * One row of a table or chart: a name (a date YYYY-MM-DD for line charts) and a value. Tables keep the value as
 * text ("1.2 %", "CHF"); charts need a number (pie and donut: a weight in percent).
 */
export const componentRowSchema = /* @__PURE__ */ z
  .object({
    key: z.string().max(200),
    value: z.union([z.string().max(500), z.number()]),
  })
  .strict();
export type ComponentRow = z.infer<typeof componentRowSchema>;

/**
 * An image or video of the product media store (`products/{productId}/media/{mediaId}`), served by
 * `GET /api/products/{productId}/media/{mediaId}` (contracts/media.ts). `productId` is the product the file was
 * uploaded to: a linked copy on another share class keeps pointing at it.
 */
export const componentMediaSchema = mediaRefSchema;
export type ComponentMedia = z.infer<typeof componentMediaSchema>;

/** The content of a component in one language (only the fields of its type are filled). */
export const componentContentSchema = /* @__PURE__ */ z
  .object({
    title: z.string().max(200).default(''),
    /** Rich text (HTML), sanitised by the components API before it is stored. */
    text: z.string().max(100_000).optional(),
    media: componentMediaSchema.optional(),
    /** Table column headers: the names column, then the values column. */
    columns: z.array(z.string().max(200)).optional(),
    rows: z.array(componentRowSchema).max(500).default([]),
    footnote: z.string().max(1000).default(''),
  })
  .strict();
export type ComponentContent = z.infer<typeof componentContentSchema>;

export const componentLocationSchema = /* @__PURE__ */ z
  .object({ productId: idSchema, page: z.enum(COMPONENT_PAGES) })
  .strict();
export type ComponentLocation = z.infer<typeof componentLocationSchema>;

/**
 * `products/{productId}/components/{page}--{id}` (seed 000 §3 "Generic component"): a component of the overview or
 * factsheet page, with its content per language. Linked components (same id on other pages and share classes) are
 * kept in sync by the components API; `links` lists the other locations. The type of a saved component never
 * changes. Written by the components API only (firestore.rules refuse client writes: rich text must be sanitised).
 */
const genericComponentFields = /* @__PURE__ */ z.object({
  id: idSchema,
  page: z.enum(COMPONENT_PAGES),
  type: z.enum(GENERIC_COMPONENT_TYPES),
  content: z.partialRecord(languageSchema, componentContentSchema),
  numberOfDecimals: z.number().int().min(0).max(10).default(2),
  showOnFactsheet: z.boolean().default(false),
  links: z.array(componentLocationSchema).default([]),
  /** Predefined components come with the product type and are not editable by the bulk import. */
  predefined: z.boolean().default(false),
  editable: z.boolean().default(true),
  order: z.number().int().nonnegative(),
  updatedAt: z.date(),
});

/** The content of a component fits its type (rows, columns, media) in every language. */
function checkComponentContent(
  component: Pick<z.infer<typeof genericComponentFields>, 'type' | 'content'>,
  ctx: z.RefinementCtx,
): void {
  const issues = componentContentIssues(component.type, component.content);
  const rows = rowCountIssue(component.type, component.content);
  for (const issue of rows ? [...issues, rows] : issues) {
    ctx.addIssue({
      code: 'custom',
      path: issue.lang ? ['content', issue.lang] : ['content'],
      message: describeComponentIssue(issue),
    });
  }
}

export const genericComponentSchema = genericComponentFields.strict().superRefine(checkComponentContent);
/** A component as the API sends it (JSON): `updatedAt` as an ISO date-time. */
export const genericComponentJsonSchema = genericComponentFields
  .extend({ updatedAt: z.iso.datetime() })
  .strict()
  .superRefine(checkComponentContent);
export type GenericComponent = z.infer<typeof genericComponentSchema>;

/** Document id of a component: unique per page of a product (the id is unique in its location). */
export const componentDocId = (page: ComponentPage, id: string): string => `${page}--${id}`;
