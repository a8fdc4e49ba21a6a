import type { Language } from '../constants.js';

/**
 * What a factsheet shows, built by the functions from the product's data for one language and one date
 * (`buildFactsheetModel`, docs/factsheets.md), already formatted with `Intl` in that language: the layout never
 * formats a number, so the web page and the PDF (both drawing `layoutFactsheet`'s display list) show the same text.
 * Each block is a content shape (table, key-value list, text, entries, line, pie or bar chart, image); the layout
 * renders shapes, not kinds of data.
 */

export type Align = 'left' | 'right' | 'center';

export interface TableColumn {
  label: string;
  align: Align;
  /** Relative width (default 1); the first column of a statistics table is usually wider. */
  weight?: number;
}

export interface TableContent {
  shape: 'table';
  columns: TableColumn[];
  /** Cells as shown; `null` = no value (drawn as an en dash). */
  rows: (string | null)[][];
  /** Row indexes drawn bold (a total, the product's own row). */
  boldRows?: number[];
  /** A line under the table (source, as-of note). */
  note?: string;
}

export interface KeyValueContent {
  shape: 'keyValue';
  rows: { label: string; value: string }[];
}

export interface TextContent {
  shape: 'text';
  paragraphs: string[];
  /** Smaller grey type (disclaimer, footnotes). */
  fine?: boolean;
}

/** Titled short texts: key characteristics, contacts. */
export interface EntriesContent {
  shape: 'entries';
  entries: { title: string; lines: string[]; imageId?: string }[];
}

export interface LineChartContent {
  shape: 'lineChart';
  /** ISO dates, ascending, shared by every series. */
  dates: string[];
  series: { label: string; values: (number | null)[]; color?: string }[];
  /** How axis values read: a fraction shown as percent (cumulative returns), or plain numbers. */
  valueFormat: 'percent' | 'number';
  /** Axis tick labels, formatted in the model's language. */
  yTicks: { value: number; label: string }[];
  xTicks: { date: string; label: string }[];
}

export interface PieChartContent {
  shape: 'pieChart';
  donut: boolean;
  /** Weights as fractions of the whole (any sum; drawn proportionally); `display` is the legend's value. */
  slices: { label: string; value: number; display: string }[];
}

export interface BarChartContent {
  shape: 'barChart';
  orientation: 'horizontal' | 'vertical';
  bars: { label: string; value: number; display: string }[];
}

export interface ImageContent {
  shape: 'image';
  imageId: string;
  caption?: string;
  /** A link the image opens (a video component shows its poster or a play frame with this link). */
  url?: string;
}

export type BlockContent =
  | TableContent
  | KeyValueContent
  | TextContent
  | EntriesContent
  | LineChartContent
  | PieChartContent
  | BarChartContent
  | ImageContent;

export interface FactsheetBlock {
  /** The layout's component id (`factsheetComponentIds`). */
  id: string;
  title: string | null;
  content: BlockContent;
  /** A footnote under the block. */
  footnote?: string;
}

/**
 * The id of the tenant's logo in `images` (its site logo, drawn for the PDF by the functions' build): the header's
 * logo while the factsheet config names none. It is drawn on a white plate on a coloured band, since a brand logo is
 * designed for a light background.
 */
export const TENANT_LOGO_IMAGE_ID = 'tenant-logo';

/** An image the display list refers to; the web gets `url`, the PDF the bytes (`width`/`height`: pixels). */
export interface FactsheetImage {
  id: string;
  url: string;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg';
}

export interface FactsheetModel {
  productId: string;
  lang: Language;
  /** The product's name in the language. */
  title: string;
  /** The factsheet date (ISO) and as shown ("31 October 2026"). */
  date: string;
  dateLabel: string;
  /** Fixed texts in the language: page numbers ("Page {page} of {pages}"). */
  labels: { page: string };
  /** Every block the product can show, keyed by component id; the layout picks and orders them. */
  blocks: Record<string, FactsheetBlock>;
  images: Record<string, FactsheetImage>;
  /**
   * The header's images (ids into `images`): the configured background image, and the configured logo, else the
   * tenant's ({@link TENANT_LOGO_IMAGE_ID}); `null` when there is none.
   */
  headerBackgroundImageId: string | null;
  logoImageId: string | null;
}
