import {
  defaultWidthOf,
  FACTSHEET_MAX_PAGES,
  type FactsheetLayoutItem,
  type FactsheetModel,
} from '@portal/domain';

/**
 * The editor's view of a layout (docs/factsheets.md): one ordered list of components per page, as `layoutFactsheet`
 * places them (by `order`, then the left column first, then the id). Every edit works on these lists and writes the
 * layout back with `order` renumbered 0..n per page, so what the editor shows is what the layout draws.
 */
export type EditorPages = FactsheetLayoutItem[][];

const byOrder = (a: FactsheetLayoutItem, b: FactsheetLayoutItem) =>
  a.order - b.order || a.column - b.column || a.componentId.localeCompare(b.componentId);

/** The pages of a layout (at least `minPages`; a component listed twice keeps its first place, as in the layout). */
export function pagesOf(layout: readonly FactsheetLayoutItem[], minPages = 1): EditorPages {
  const count = Math.min(FACTSHEET_MAX_PAGES, Math.max(minPages, 1, ...layout.map((i) => i.page)));
  const seen = new Set<string>();
  const pages: EditorPages = [];
  for (let page = 1; page <= count; page++) {
    const items = layout
      .filter((i) => i.page === page)
      .sort(byOrder)
      .filter((i) => {
        if (seen.has(i.componentId)) return false;
        seen.add(i.componentId);
        return true;
      });
    pages.push(items);
  }
  return pages;
}

/** The layout of the pages: each item on its page, `order` = its position. Empty trailing pages store nothing. */
export function layoutOf(pages: EditorPages): FactsheetLayoutItem[] {
  return pages.flatMap((items, p) => items.map((item, order) => ({ ...item, page: p + 1, order })));
}

const without = (pages: EditorPages, id: string): EditorPages =>
  pages.map((items) => items.filter((i) => i.componentId !== id));

/** Where a component sits: page index (0-based) and position, or null. */
export function positionOf(pages: EditorPages, id: string): { page: number; index: number } | null {
  for (let page = 0; page < pages.length; page++) {
    const index = (pages[page] ?? []).findIndex((i) => i.componentId === id);
    if (index >= 0) return { page, index };
  }
  return null;
}

/**
 * Puts a component at `index` of page `page` (0-based; an index past the end appends). A placed component moves
 * (keeping its column and width); a new one comes from the palette with `defaults`.
 */
export function placeComponent(
  pages: EditorPages,
  id: string,
  page: number,
  index: number,
  defaults: Pick<FactsheetLayoutItem, 'column' | 'width'> = { column: 0 },
): EditorPages {
  if (page < 0 || page >= pages.length) return pages;
  const item: FactsheetLayoutItem = pages.flat().find((i) => i.componentId === id) ?? {
    componentId: id,
    page: page + 1,
    order: 0,
    ...defaults,
  };
  // As dnd-kit's arrayMove: the item leaves its place, then goes to `index` of the list without it.
  const next = without(pages, id);
  const target = next[page] ?? [];
  const at = Math.max(0, Math.min(index, target.length));
  next[page] = [...target.slice(0, at), { ...item, page: page + 1 }, ...target.slice(at)];
  return next;
}

/**
 * A component just created beside the layout (the factsheet page's generic components): at the end of the last page,
 * in its default width, so the preview shows it at once; one already placed stays where it is.
 */
export function placeNew(pages: EditorPages, id: string): EditorPages {
  if (positionOf(pages, id)) return pages;
  return placeComponent(pages, id, pages.length - 1, Number.MAX_SAFE_INTEGER, {
    column: 0,
    width: defaultWidthOf(id),
  });
}

export function removeComponent(pages: EditorPages, id: string): EditorPages {
  return without(pages, id);
}

export function updateComponent(
  pages: EditorPages,
  id: string,
  patch: Partial<Pick<FactsheetLayoutItem, 'column' | 'width'>>,
): EditorPages {
  return pages.map((items) => items.map((i) => (i.componentId === id ? { ...i, ...patch } : i)));
}

/** One more (empty) page, up to FACTSHEET_MAX_PAGES. */
export function addPage(pages: EditorPages): EditorPages {
  return pages.length >= FACTSHEET_MAX_PAGES ? pages : [...pages, []];
}

/** A page without components goes (the pages after it move up). */
export function removeEmptyPage(pages: EditorPages, page: number): EditorPages {
  if (pages.length <= 1 || (pages[page]?.length ?? 0) > 0) return pages;
  return pages.filter((_, i) => i !== page);
}

/** The model's blocks not placed yet (the palette), in the model's order. */
export function paletteOf(model: Pick<FactsheetModel, 'blocks'>, pages: EditorPages): string[] {
  const placed = new Set(pages.flat().map((i) => i.componentId));
  return Object.keys(model.blocks).filter((id) => !placed.has(id));
}
