import type { FactsheetModel } from './model.js';
import type { Primitive } from './primitives.js';
import type { ResolvedStyle } from './style.js';

/**
 * What every content renderer (renderers.ts, and the charts of charts.ts) answers: given the width it may use, how
 * tall it is, and how it draws itself at a position. Pure: the layout measures every block with it before placing any.
 */
export interface RenderedContent {
  height: number;
  draw: (x: number, y: number) => Primitive[];
}

/** What a renderer draws with: its width, the resolved style and the whole model (labels, language). */
export interface RenderContext {
  width: number;
  style: ResolvedStyle;
  model: FactsheetModel;
  /** The block's title, for what a figure says to a reader who cannot see it. */
  title?: string | null;
}
