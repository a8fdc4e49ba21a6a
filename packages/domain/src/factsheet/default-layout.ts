import { FACTSHEET_MAX_PAGES, type FactsheetConfig, type FactsheetLayoutItem } from '../schemas/factsheet.js';
import { defaultWidthOf } from './component-ids.js';
import { layoutFactsheet } from './layout.js';
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

/**
 * The default layout flowed onto as many pages as it needs (up to {@link FACTSHEET_MAX_PAGES}), like text: the first
 * component that does not fit the rest of its page moves to the next page together with everything after it on that
 * page, ahead of what the next page held. A product's default factsheet therefore never loses a component (the
 * disclaimer least of all) while pages remain; what still does not fit on the last page is removed as usual.
 */
export function flowFactsheetLayout(model: FactsheetModel, config: FactsheetConfig): FactsheetLayoutItem[] {
  let items = config.layout;
  // Each round moves at least one component one page on: bounded by components x pages.
  for (let round = 0; round <= items.length * FACTSHEET_MAX_PAGES; round++) {
    const { removed } = layoutFactsheet(model, { ...config, layout: items });
    const first = removed.find((r) => r.reason === 'doesNotFit' && r.page < FACTSHEET_MAX_PAGES);
    const at = first ? items.find((i) => i.componentId === first.componentId) : undefined;
    if (!at) return items;
    const moved = items.filter((i) => i.page === at.page && i.order >= at.order);
    const moving = new Set(moved.map((i) => i.componentId));
    const shift = Math.max(...moved.map((i) => i.order)) - at.order + 1;
    items = items.map((i) => {
      if (moving.has(i.componentId)) return { ...i, page: i.page + 1, order: i.order - at.order };
      return i.page === at.page + 1 ? { ...i, order: i.order + shift } : i;
    });
  }
  return items;
}

/** The default layout of a model, flowed for the config's style (see {@link flowFactsheetLayout}). */
export const flowedDefaultLayout = (model: FactsheetModel, config: FactsheetConfig): FactsheetLayoutItem[] =>
  flowFactsheetLayout(model, { ...config, layout: defaultFactsheetLayout(model) });
