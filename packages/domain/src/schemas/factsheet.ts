import { z } from 'zod';
import { hexColorSchema, mediaRefSchema } from '../tenant/common.js';
import { fileRefSchema } from './file-ref.js';

/** Seed 000 §3 "Factsheet config" / §9: the header image is 794 x 150 px (A4 width at 96 dpi). */
export const FACTSHEET_HEADER_SIZE = { width: 794, height: 150 } as const;

export const FACTSHEET_FONT_SIZES = ['small', 'normal', 'large'] as const;
export const FACTSHEET_SPACINGS = ['compact', 'comfortable'] as const;
export const FACTSHEET_TITLE_BORDERS = ['none', 'above', 'below'] as const;
export const FACTSHEET_DATE_POSITIONS = ['left', 'center', 'right', 'hidden'] as const;

export const factsheetHeaderSchema = /* @__PURE__ */ z
  .object({
    backgroundImage: fileRefSchema.nullable().default(null),
    logo: fileRefSchema.nullable().default(null),
    hideProductName: z.boolean().default(false),
    datePosition: z.enum(FACTSHEET_DATE_POSITIONS).default('right'),
    textInPrimaryColor: z.boolean().default(false),
    onlyOnFirstPage: z.boolean().default(true),
  })
  .strict();

export const factsheetFooterSchema = /* @__PURE__ */ z
  .object({
    text: z.string().max(2000).default(''),
    pageNumber: z.boolean().default(true),
    footerLine: z.boolean().default(true),
  })
  .strict();

export const factsheetStyleSchema = /* @__PURE__ */ z
  .object({
    /** `null`: the tenant's primary colour (its site theme), resolved by the functions before layout. */
    primaryColor: hexColorSchema.nullable().default(null),
    fontSize: z.enum(FACTSHEET_FONT_SIZES).default('normal'),
    spacing: z.enum(FACTSHEET_SPACINGS).default('comfortable'),
    titleBorder: z.enum(FACTSHEET_TITLE_BORDERS).default('below'),
  })
  .strict();

/** Pages a factsheet may have (seed 000 §5 "too many pages generated is an error"). */
export const FACTSHEET_MAX_PAGES = 4;

/**
 * Where a component sits in the drag-and-drop layout (seed 000 §3 "Factsheet has an edit mode by drag and drop";
 * docs/factsheets.md): its page, its order on the page, and either the whole width or a half (`column` 0 = left,
 * 1 = right). `componentId` grammar: `factsheet/component-ids.ts`. Absent `width` = the component's default.
 */
export const factsheetLayoutItemSchema = /* @__PURE__ */ z
  .object({
    componentId: z.string().min(1),
    page: z.number().int().min(1).max(FACTSHEET_MAX_PAGES),
    column: z.number().int().min(0).max(1).default(0),
    order: z.number().int().nonnegative(),
    width: z.enum(['full', 'half']).optional(),
  })
  .strict();
export type FactsheetLayoutItem = z.infer<typeof factsheetLayoutItemSchema>;

/**
 * Factsheet configuration of one product in one language (`products/{id}/langs/{lang}.factsheet`, seed 000 §3
 * "Factsheet config"). Who may open the factsheet lives in the product's `factsheet` access section.
 */
export const factsheetConfigSchema = /* @__PURE__ */ z
  .object({
    header: factsheetHeaderSchema.default(factsheetHeaderSchema.parse({})),
    footer: factsheetFooterSchema.default(factsheetFooterSchema.parse({})),
    style: factsheetStyleSchema.default(factsheetStyleSchema.parse({})),
    layout: z.array(factsheetLayoutItemSchema).default([]),
  })
  .strict();
export type FactsheetConfig = z.infer<typeof factsheetConfigSchema>;

/** Overview page header (seed 000 §3): background image, text, darkening, follow and last-factsheet buttons. */
export const overviewHeaderSchema = /* @__PURE__ */ z
  .object({
    /** An image uploaded through the media API (served by it, with the product's access checks). */
    backgroundImage: mediaRefSchema.nullable().default(null),
    text: z.string().max(2000).default(''),
    /** Darkening ratio laid over the background image, 0 = none. */
    darkening: z.number().min(0).max(1).default(0),
    showFollowButton: z.boolean().default(true),
    showDownloadLastFactsheetButton: z.boolean().default(true),
  })
  .strict();
