import { defaultFactsheetLayout, FACTSHEET_MAX_PAGES, type FactsheetLayoutItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FACTSHEET_MODEL } from '../testing/sample-model';
import {
  addPage,
  layoutOf,
  pagesOf,
  paletteOf,
  placeComponent,
  placeNew,
  removeComponent,
  removeEmptyPage,
  updateComponent,
} from './layout-edit';

const item = (componentId: string, page: number, order: number, column: 0 | 1 = 0): FactsheetLayoutItem => ({
  componentId,
  page,
  order,
  column,
});
const ids = (pages: ReturnType<typeof pagesOf>) => pages.map((p) => p.map((i) => i.componentId));

describe('layout editing', () => {
  const layout = [item('b', 1, 1), item('a', 1, 0), item('c', 2, 0), item('d', 2, 0, 1)];

  it('lists each page in the layout order (order, left column first)', () => {
    expect(ids(pagesOf(layout))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(ids(pagesOf([], 1))).toEqual([[]]);
    expect(ids(pagesOf([item('a', 1, 0)], 3))).toEqual([['a'], [], []]);
  });

  it('keeps a duplicated component at its first place only', () => {
    expect(ids(pagesOf([item('a', 1, 0), item('a', 2, 0)]))).toEqual([['a'], []]);
  });

  it('round-trips through the layout with orders renumbered', () => {
    const back = layoutOf(pagesOf(layout));
    expect(back).toEqual([item('a', 1, 0), item('b', 1, 1), item('c', 2, 0), item('d', 2, 1, 1)]);
    expect(pagesOf(back)).toEqual(pagesOf(layout).map((p) => p.map((i, order) => ({ ...i, order }))));
  });

  it('moves a component to another page and position, keeping its column and width', () => {
    const pages = updateComponent(pagesOf(layout), 'b', { width: 'full', column: 1 });
    const moved = placeComponent(pages, 'b', 1, 1);
    expect(ids(moved)).toEqual([['a'], ['c', 'b', 'd']]);
    expect(layoutOf(moved).find((i) => i.componentId === 'b')).toEqual({
      componentId: 'b',
      page: 2,
      order: 1,
      column: 1,
      width: 'full',
    });
  });

  it('moves within a page and clamps an index past the end', () => {
    expect(ids(placeComponent(pagesOf(layout), 'a', 0, 99))).toEqual([
      ['b', 'a'],
      ['c', 'd'],
    ]);
    expect(placeComponent(pagesOf(layout), 'a', 5, 0)).toEqual(pagesOf(layout));
  });

  it('places a palette component with its defaults and removes one', () => {
    const added = placeComponent(pagesOf(layout), 'e', 1, 0, { column: 1, width: 'half' });
    expect(layoutOf(added).find((i) => i.componentId === 'e')).toEqual({
      componentId: 'e',
      page: 2,
      order: 0,
      column: 1,
      width: 'half',
    });
    expect(ids(removeComponent(added, 'e'))).toEqual(ids(pagesOf(layout)));
  });

  it('adds pages up to the maximum and drops only empty ones', () => {
    let pages = pagesOf(layout);
    for (let i = 0; i < 10; i++) pages = addPage(pages);
    expect(pages).toHaveLength(FACTSHEET_MAX_PAGES);
    expect(removeEmptyPage(pages, 0)).toBe(pages);
    expect(removeEmptyPage(pages, 2)).toHaveLength(FACTSHEET_MAX_PAGES - 1);
    expect(removeEmptyPage([[]], 0)).toHaveLength(1);
  });

  it("offers the model's blocks that are not placed", () => {
    const placed = pagesOf(defaultFactsheetLayout(SAMPLE_FACTSHEET_MODEL));
    expect(paletteOf(SAMPLE_FACTSHEET_MODEL, placed)).toEqual([]);
    const fewer = removeComponent(placed, 'contacts');
    expect(paletteOf(SAMPLE_FACTSHEET_MODEL, fewer)).toEqual(['contacts']);
    expect(paletteOf(SAMPLE_FACTSHEET_MODEL, [[]])).toEqual(Object.keys(SAMPLE_FACTSHEET_MODEL.blocks));
  });

  it('places a newly created component at the end of the last page once, in its default width', () => {
    const pages = pagesOf(layout);
    const placed = placeNew(pages, 'component-note');
    expect(ids(placed)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'component-note'],
    ]);
    expect(placed[1]?.[2]).toMatchObject({ column: 0, width: 'half', page: 2 });
    // Already placed (e.g. the admin dragged it meanwhile): it stays where it is.
    expect(ids(placeNew(placeComponent(pages, 'component-note', 0, 0), 'component-note'))).toEqual([
      ['component-note', 'a', 'b'],
      ['c', 'd'],
    ]);
    // An empty last page (just added) takes it.
    expect(ids(placeNew(addPage(pages), 'component-note'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['component-note'],
    ]);
  });
});
