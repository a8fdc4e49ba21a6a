/**
 * The display list of a laid-out factsheet (docs/factsheets.md): what the PDF (functions, pdf-lib) and the web page
 * (SVG) both draw, so the two look the same by construction. Units are PostScript points (1/72 inch) on an A4 page,
 * origin at the top-left corner, y growing downwards (the PDF backend flips it). Colours are `#rrggbb`.
 */

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type FontWeight = 'regular' | 'bold';

export interface TextPrimitive {
  kind: 'text';
  /** Left edge of the text (after alignment: the backends never align themselves). */
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  size: number;
  weight: FontWeight;
  color: string;
}

export interface RectPrimitive {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  /** 0..1 */
  opacity?: number;
}

export interface LinePrimitive {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  width: number;
  dash?: readonly number[];
}

/** An SVG path (`M`, `L`, `A`, `C`, `Z` commands, absolute page coordinates). */
export interface PathPrimitive {
  kind: 'path';
  d: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

/** An image of the model (`FactsheetModel.images`), scaled into the box (`fit: 'cover'` crops, `'contain'` fits). */
export interface ImagePrimitive {
  kind: 'image';
  imageId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fit: 'cover' | 'contain';
  /** A dark veil laid over the image, 0..1 (header background). */
  darken?: number;
}

/** A link area (web: an anchor; PDF: a URI annotation). */
export interface LinkPrimitive {
  kind: 'link';
  x: number;
  y: number;
  width: number;
  height: number;
  url: string;
}

/** The standard structure types the factsheet uses (ISO 32000-1 §14.8.4), and `Artifact` for page furniture. */
export const STRUCTURE_ROLES = [
  'Sect',
  'H1',
  'H2',
  'P',
  'Table',
  'TR',
  'TH',
  'TD',
  'L',
  'LI',
  'LBody',
  'Figure',
  'Caption',
  'Link',
  'Artifact',
] as const;
export type StructureRole = (typeof STRUCTURE_ROLES)[number];

/** Opens a structure element: the primitives up to the matching `end` are its content. */
export interface BeginPrimitive {
  kind: 'begin';
  role: StructureRole;
  /** A figure's alternative text (required for `Figure`). */
  alt?: string;
  /** A header cell's scope. */
  scope?: 'Row' | 'Column';
  /** The element's whole text where what is drawn is shortened (a cell's text cut to its width with "…"). */
  actualText?: string;
}

/** Closes the innermost open structure element. */
export interface EndPrimitive {
  kind: 'end';
}

export type StructurePrimitive = BeginPrimitive | EndPrimitive;

/**
 * What a page is made of: things drawn, and the marks of the page's logical structure around them (./structure.ts:
 * headings, paragraphs, tables, figures, artifacts), which the PDF writes as its structure tree and the web ignores.
 */
export type Primitive =
  | TextPrimitive
  | RectPrimitive
  | LinePrimitive
  | PathPrimitive
  | ImagePrimitive
  | LinkPrimitive
  | StructurePrimitive;
