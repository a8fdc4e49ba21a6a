import type { GenericComponent } from '../schemas/components.js';

/** The fields that decide whether and where a generic component is on the factsheet. */
export type FactsheetCandidate = Pick<GenericComponent, 'id' | 'page' | 'order' | 'showOnFactsheet'>;

/**
 * Whether a component belongs on its product's factsheet (seed 000 §3 "Generic component": page overview or
 * factsheet, "show on factsheet"): every component of the factsheet page does; a component of the overview only
 * when its "show on factsheet" flag is set. The flag means nothing on the factsheet page itself.
 */
export const shownOnFactsheet = (component: Pick<FactsheetCandidate, 'page' | 'showOnFactsheet'>): boolean =>
  component.page === 'factsheet' || component.showOnFactsheet;

const byOrder = (a: FactsheetCandidate, b: FactsheetCandidate) =>
  a.order - b.order || a.id.localeCompare(b.id);

/**
 * The generic components a product's factsheet model shows, in their order (docs/components.md "On the factsheet"):
 * the factsheet page's components in their drag-and-drop order, then the overview's components flagged "show on
 * factsheet" in theirs. Both become the block `component-<id>`, so an overview component whose id the factsheet page
 * also has is left out: that is its linked copy (same content) or a component the factsheet's editors put there on
 * purpose, and either way the factsheet page's own one is what its layout places.
 */
export function factsheetComponentsOf<T extends FactsheetCandidate>(components: readonly T[]): T[] {
  const own = components.filter((c) => c.page === 'factsheet').sort(byOrder);
  const ownIds = new Set(own.map((c) => c.id));
  const flagged = components
    .filter((c) => c.page === 'overview' && shownOnFactsheet(c) && !ownIds.has(c.id))
    .sort(byOrder);
  return [...own, ...flagged];
}
