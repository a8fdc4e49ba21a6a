import { z } from 'zod';
import { LIMITS } from '../constants.js';

/**
 * Starred pages (seed 000 §9 "Only the first 10 starred pages are kept"): a visitor stars pages of the portal to find
 * them again from the header. The list is the browser's (localStorage), in the order the pages were starred. This is
 * the one place that enforces the limit: starring an eleventh page is refused (the first ten are kept, nothing is
 * pushed out behind the visitor's back), and a stored list longer than that (written by hand, or by an older build)
 * is cut to its first ten when read.
 */

export const starredPageSchema = /* @__PURE__ */ z.object({
  /** An app path (`/products/alpinum/overview`), never a full URL. */
  path: z.string().startsWith('/').max(500),
  /** The page's title when it was starred. */
  title: z.string().max(200),
});
export type StarredPage = z.infer<typeof starredPageSchema>;

/** The stored list as the app may use it: valid entries only, each path once, at most the first ten. */
export function keptStarredPages(stored: unknown): StarredPage[] {
  if (!Array.isArray(stored)) return [];
  const kept: StarredPage[] = [];
  for (const item of stored) {
    const parsed = starredPageSchema.safeParse(item);
    if (!parsed.success || kept.some((p) => p.path === parsed.data.path)) continue;
    kept.push(parsed.data);
    if (kept.length === LIMITS.starredPagesKept) break;
  }
  return kept;
}

export type StarToggle =
  | { kind: 'starred' | 'unstarred'; pages: StarredPage[] }
  /** The list holds the maximum already: nothing changes; the visitor is told to unstar a page first. */
  | { kind: 'full'; pages: StarredPage[]; limit: number };

/** Stars the page, or unstars it when it is starred; refused when the list is full. */
export function toggleStarredPage(pages: readonly StarredPage[], page: StarredPage): StarToggle {
  const current = keptStarredPages(pages);
  if (current.some((p) => p.path === page.path)) {
    return { kind: 'unstarred', pages: current.filter((p) => p.path !== page.path) };
  }
  if (current.length >= LIMITS.starredPagesKept) {
    return { kind: 'full', pages: current, limit: LIMITS.starredPagesKept };
  }
  return { kind: 'starred', pages: [...current, page] };
}
