import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { keptStarredPages, toggleStarredPage, type StarredPage } from './starred-pages.js';

const page = (n: number): StarredPage => ({ path: `/products/p${n}/overview`, title: `Product ${n}` });
const pages = (count: number) => Array.from({ length: count }, (_, i) => page(i + 1));

describe('starred pages (seed 000 §9 "Only the first 10 starred pages are kept")', () => {
  it('keeps ten', () => {
    expect(LIMITS.starredPagesKept).toBe(10);
  });

  it('stars a page at the end of the list and unstars it again', () => {
    const starred = toggleStarredPage(pages(2), page(3));
    expect(starred).toEqual({ kind: 'starred', pages: pages(3) });
    expect(toggleStarredPage(starred.pages, page(2))).toEqual({
      kind: 'unstarred',
      pages: [page(1), page(3)],
    });
  });

  it('refuses an eleventh page and keeps the first ten unchanged', () => {
    const full = pages(10);
    expect(toggleStarredPage(full, page(11))).toEqual({ kind: 'full', pages: full, limit: 10 });
    // Unstarring still works on a full list, and then there is room again.
    const after = toggleStarredPage(full, page(4));
    expect(after.kind).toBe('unstarred');
    expect(toggleStarredPage(after.pages, page(11))).toMatchObject({ kind: 'starred' });
  });

  it('reads a stored list as its first ten valid entries, each path once', () => {
    expect(keptStarredPages(pages(14))).toEqual(pages(10));
    expect(
      keptStarredPages([
        page(1),
        page(1),
        { path: 'https://evil.example/', title: 'x' },
        'junk',
        null,
        page(2),
      ]),
    ).toEqual([page(1), page(2)]);
    expect(keptStarredPages('not a list')).toEqual([]);
    expect(keptStarredPages(null)).toEqual([]);
  });
});
