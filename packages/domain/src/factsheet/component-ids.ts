import { HOLDING_COMPONENT_KINDS, type HoldingComponentKind } from '../schemas/holdings.js';

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

export type FactsheetComponentRef =
  | { type: 'block'; block: FactsheetBlockId }
  | { type: 'holdings'; kind: HoldingComponentKind }
  | { type: 'generic'; componentId: string };

export const holdingsComponentId = (kind: HoldingComponentKind) => `holdings-${kind}`;
export const genericComponentId = (componentId: string) => `component-${componentId}`;

/** What a layout id names, or null for an id no factsheet knows. */
export function parseFactsheetComponentId(id: string): FactsheetComponentRef | null {
  if ((FACTSHEET_BLOCK_IDS as readonly string[]).includes(id)) {
    return { type: 'block', block: id as FactsheetBlockId };
  }
  if (id.startsWith('holdings-')) {
    const kind = id.slice('holdings-'.length);
    return (HOLDING_COMPONENT_KINDS as readonly string[]).includes(kind)
      ? { type: 'holdings', kind: kind as HoldingComponentKind }
      : null;
  }
  if (id.startsWith('component-') && id.length > 'component-'.length) {
    return { type: 'generic', componentId: id.slice('component-'.length) };
  }
  return null;
}

/** Blocks that need the whole page width by default (wide tables, the chart, texts); the rest take half. */
const FULL_WIDTH_BY_DEFAULT: ReadonlySet<string> = new Set([
  'productHeader',
  'cumulativeReturns',
  'monthlyReturns',
  'disclaimer',
]);
export const defaultWidthOf = (id: string): 'full' | 'half' =>
  FULL_WIDTH_BY_DEFAULT.has(id) ? 'full' : 'half';
