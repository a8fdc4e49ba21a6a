import { describe, expect, it } from 'vitest';
import { factsheetComponentsOf, shownOnFactsheet, type FactsheetCandidate } from './factsheet-components.js';

const c = (
  id: string,
  page: 'overview' | 'factsheet',
  order: number,
  showOnFactsheet = false,
): FactsheetCandidate => ({ id, page, order, showOnFactsheet });

describe('components on the factsheet', () => {
  it('takes every factsheet-page component and only the flagged overview ones', () => {
    expect(shownOnFactsheet(c('a', 'factsheet', 0))).toBe(true);
    expect(shownOnFactsheet(c('a', 'factsheet', 0, true))).toBe(true);
    expect(shownOnFactsheet(c('b', 'overview', 0))).toBe(false);
    expect(shownOnFactsheet(c('b', 'overview', 0, true))).toBe(true);
  });

  it('orders the factsheet page first, then the flagged overview components, each by its own order', () => {
    const all = [
      c('ov-late', 'overview', 5, true),
      c('fs-second', 'factsheet', 1),
      c('ov-hidden', 'overview', 0),
      c('ov-early', 'overview', 2, true),
      c('fs-first', 'factsheet', 0),
    ];
    expect(factsheetComponentsOf(all).map((x) => x.id)).toEqual([
      'fs-first',
      'fs-second',
      'ov-early',
      'ov-late',
    ]);
  });

  it('keeps the factsheet page copy when an overview component with the same id is flagged', () => {
    const own = c('shared', 'factsheet', 3);
    const linked = c('shared', 'overview', 0, true);
    expect(factsheetComponentsOf([linked, own])).toEqual([own]);
  });

  it('breaks order ties by id so the model is the same on every read', () => {
    expect(factsheetComponentsOf([c('b', 'factsheet', 0), c('a', 'factsheet', 0)]).map((x) => x.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('answers nothing for a product without factsheet components or flags', () => {
    expect(factsheetComponentsOf([c('x', 'overview', 0), c('y', 'overview', 1)])).toEqual([]);
    expect(factsheetComponentsOf([])).toEqual([]);
  });
});
