import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';
import { fileRefSchema } from './file-ref.js';

export const GENERIC_COMPONENT_TYPES = [
  'text',
  'image',
  'video',
  'table',
  'line-chart',
  'pie-chart',
  'donut-chart',
  'horizontal-bar-chart',
  'vertical-bar-chart',
] as const;
export type GenericComponentType = (typeof GENERIC_COMPONENT_TYPES)[number];
/** Types the bulk component CSV may set (seed 000 §5 "Bulk component CSV"). */
export const IMPORTABLE_COMPONENT_TYPES = [
  'horizontal-bar-chart',
  'vertical-bar-chart',
  'pie-chart',
  'donut-chart',
  'table',
] as const satisfies readonly GenericComponentType[];
export const COMPONENT_PAGES = ['overview', 'factsheet'] as const;
export type ComponentPage = (typeof COMPONENT_PAGES)[number];

const CHART_TYPES: readonly GenericComponentType[] = [
  'line-chart',
  'pie-chart',
  'donut-chart',
  'horizontal-bar-chart',
  'vertical-bar-chart',
];

/** One row of a table or chart: a name (or a date for line charts) and a value. */
export const componentRowSchema = z
  .object({
    key: z.string().min(1),
    value: z.union([z.string(), z.number()]),
    weightPercent: z.number().optional(),
  })
  .strict();

/** The content of a component in one language. */
export const componentContentSchema = z
  .object({
    title: z.string().default(''),
    text: z.string().optional(),
    /** Image or video file (at most 30 MB, seed 000 §9; checked on upload). */
    media: fileRefSchema.optional(),
    header: z.string().optional(),
    columns: z.array(z.string().min(1)).optional(),
    rows: z.array(componentRowSchema).default([]),
    footnote: z.string().default(''),
  })
  .strict();
export type ComponentContent = z.infer<typeof componentContentSchema>;

/** What a saved component of `type` must contain (seed 000 §5: never empty or partly filled). */
function contentProblem(type: GenericComponentType, c: ComponentContent): string | null {
  if (type === 'text') return c.text?.trim() ? null : 'a text component needs text';
  if (type === 'image' || type === 'video') return c.media ? null : `an ${type} component needs a file`;
  if (c.rows.length === 0) return `a ${type} component needs rows`;
  if (type === 'table') return c.columns?.length ? null : 'a table needs columns';
  if (CHART_TYPES.includes(type)) {
    const bad = c.rows.findIndex((r) => typeof r.value !== 'number' || Number.isNaN(r.value));
    if (bad >= 0) return `chart row ${bad + 1}: the value must be a number`;
    if (type === 'line-chart') {
      const badDate = c.rows.findIndex((r) => !isoDateSchema.safeParse(r.key).success);
      if (badDate >= 0) return `line chart row ${badDate + 1}: the key must be a date YYYY-MM-DD`;
    }
  }
  return null;
}

/**
 * `products/{productId}/components/{page}--{id}` (seed 000 §3 "Generic component"): a component of the overview or
 * factsheet page, with its content per language. Linked components (same id on other pages and share classes) are
 * kept in sync by the writer; `links` lists the other locations. The type of a saved component never changes.
 */
export const genericComponentSchema = z
  .object({
    id: idSchema,
    page: z.enum(COMPONENT_PAGES),
    type: z.enum(GENERIC_COMPONENT_TYPES),
    content: z
      .partialRecord(languageSchema, componentContentSchema)
      .refine((c) => Object.keys(c).length > 0, { message: 'give the content in at least one language' }),
    numberOfDecimals: z.number().int().min(0).max(10).default(2),
    showOnFactsheet: z.boolean().default(false),
    links: z.array(z.object({ productId: idSchema, page: z.enum(COMPONENT_PAGES) }).strict()).default([]),
    /** Predefined components come with the product type and are not editable by the bulk import. */
    predefined: z.boolean().default(false),
    editable: z.boolean().default(true),
    order: z.number().int().nonnegative(),
    updatedAt: z.date(),
  })
  .strict()
  .superRefine((component, ctx) => {
    const rowCounts = new Set<number>();
    for (const [lang, content] of Object.entries(component.content)) {
      const problem = contentProblem(component.type, content);
      if (problem) ctx.addIssue({ code: 'custom', path: ['content', lang], message: problem });
      if (component.type !== 'text' && component.type !== 'image' && component.type !== 'video') {
        rowCounts.add(content.rows.length);
      }
    }
    if (rowCounts.size > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'every language needs the same number of rows',
      });
    }
  });
export type GenericComponent = z.infer<typeof genericComponentSchema>;

/** Document id of a component: unique per page of a product (the id is unique in its location). */
export const componentDocId = (page: ComponentPage, id: string): string => `${page}--${id}`;
