import type { FactsheetLayoutItem } from '../schemas/factsheet.js';
import { defaultWidthOf } from './component-ids.js';
import type { FactsheetModel } from './model.js';

/**
 * The layout a product's factsheet gets while none is stored for the language (docs/factsheets.md): a classic
 * two-page fund factsheet. Page 1: profile, key figures beside period returns, the cumulative returns chart, the
 * statistics beside the yearly returns. Page 2: the monthly returns table (page 1 is full with a chart of several
 * years and the yearly returns beside the statistics), holdings breakdowns in two columns,
 * drawdowns, details, key characteristics, contacts, the factsheet's generic components, the disclaimer. Only blocks
 * the model has are placed; `layoutFactsheet` then removes what does not fit.
 */
const PAGE_ONE: readonly (readonly [string, 0 | 1])[] = [
  ['productHeader', 0],
  ['keyFigures', 0],
  ['periodReturns', 1],
  ['cumulativeReturns', 0],
  ['statistics', 0],
  ['yearlyReturns', 1],
];
const PAGE_TWO_LEFT = [
  'holdings-assetClasses',
  'holdings-regions',
  'holdings-currencyExposure',
  'drawdowns',
  'details',
];
const PAGE_TWO_RIGHT = [
  'holdings-topHoldings',
  'holdings-sectors',
  'holdings-instrumentTypes',
  'keyCharacteristics',
  'contacts',
];

export function defaultFactsheetLayout(model: Pick<FactsheetModel, 'blocks'>): FactsheetLayoutItem[] {
  const has = (id: string) => model.blocks[id] !== undefined;
  const items: FactsheetLayoutItem[] = [];
  let order = 0;
  for (const [id, column] of PAGE_ONE) {
    if (has(id)) items.push({ componentId: id, page: 1, column, order: order++, width: defaultWidthOf(id) });
  }
  order = 0;
  if (has('monthlyReturns'))
    items.push({ componentId: 'monthlyReturns', page: 2, column: 0, order: order++, width: 'full' });
  const left = PAGE_TWO_LEFT.filter(has);
  const right = PAGE_TWO_RIGHT.filter(has);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i];
    const r = right[i];
    if (l) items.push({ componentId: l, page: 2, column: 0, order: order++, width: 'half' });
    if (r) items.push({ componentId: r, page: 2, column: 1, order: order++, width: 'half' });
  }
  for (const id of Object.keys(model.blocks)
    .filter((k) => k.startsWith('component-'))
    .sort()) {
    items.push({ componentId: id, page: 2, column: 0, order: order++, width: 'full' });
  }
  if (has('disclaimer'))
    items.push({ componentId: 'disclaimer', page: 2, column: 0, order: order++, width: 'full' });
  return items;
}
