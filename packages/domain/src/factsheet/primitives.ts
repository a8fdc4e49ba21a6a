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

export type Primitive =
  TextPrimitive | RectPrimitive | LinePrimitive | PathPrimitive | ImagePrimitive | LinkPrimitive;
