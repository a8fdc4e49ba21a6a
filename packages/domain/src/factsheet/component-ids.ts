import type { HoldingComponentKind } from '../schemas/holdings.js';

/**
 * The components a factsheet layout places (issue 12 item 1), by id:
 * - the predefined blocks below;
 * - `holdings-<kind>`: a holdings breakdown (asset classes, currency exposure, instrument types, regions, sectors,
 *   top holdings), drawn as its holding component's chart type;
 * - `component-<id>`: a generic component of the product's factsheet page (`page: 'factsheet'`).
 */
export const FACTSHEET_BLOCK_IDS = [
  'productHeader',
  'keyFigures',
  'cumulativeReturns',
  'periodReturns',
  'statistics',
  'monthlyReturns',
  'yearlyReturns',
  'drawdowns',
  'details',
  'keyCharacteristics',
  'contacts',
  'disclaimer',
] as const;
export type FactsheetBlockId = (typeof FACTSHEET_BLOCK_IDS)[number];

export const holdingsComponentId = (kind: HoldingComponentKind) => `holdings-${kind}`;
export const genericComponentId = (componentId: string) => `component-${componentId}`;

/** Blocks that need the whole page width by default (wide tables, the chart, texts); the rest take half. */
const FULL_WIDTH_BY_DEFAULT: ReadonlySet<string> = new Set([
  'productHeader',
  'cumulativeReturns',
  'monthlyReturns',
  'disclaimer',
]);
export const defaultWidthOf = (id: string): 'full' | 'half' =>
  FULL_WIDTH_BY_DEFAULT.has(id) ? 'full' : 'half';
