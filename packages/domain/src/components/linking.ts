import { COMPONENT_PAGES, type ComponentPage, type GenericComponentType } from './component-types.js';

/*
 * Linking generic components across pages and share classes (seed 000 §4 "Generic components"): a component may be
 * linked to the same id on the other page of its product and on the pages of the other share classes of its fund.
 * The locations of a link group hold copies of the same content, kept in sync by the components API on every edit
 * and delete; each copy's `links` lists the other locations of its group. See docs/components.md.
 */

export interface Location {
  productId: string;
  page: ComponentPage;
}

export const locationKey = (l: Location): string => `${l.productId}/${l.page}`;
export const sameLocation = (a: Location, b: Location): boolean =>
  a.productId === b.productId && a.page === b.page;

/** The share classes of a product's fund (itself included), as the catalogue lists them. */
interface ShareClassFields {
  productId: string;
  productShareClassRoot: string;
}

/** Where a component of `self` may be linked to: both pages of every share class of its fund, but `self`. */
export function linkTargets(self: Location, catalogue: readonly ShareClassFields[]): Location[] {
  const root = catalogue.find((p) => p.productId === self.productId)?.productShareClassRoot;
  if (root === undefined) return [];
  return catalogue
    .filter((p) => p.productShareClassRoot === root)
    .flatMap((p) => COMPONENT_PAGES.map((page) => ({ productId: p.productId, page })))
    .filter((l) => !sameLocation(l, self));
}

export type LinkIssueCode =
  /** A location is the component's own. */
  | 'linkSelf'
  | 'linkDuplicate'
  /** Not a page of a share class of the component's fund. */
  | 'linkOutsideFund'
  /** The caller does not administer the product of that location. */
  | 'linkNotAdmin'
  /** A component with the same id but another type is there (a type never changes). */
  | 'linkTypeConflict'
  /** The same-id component there is linked to locations outside this group: unlink it first. */
  | 'linkOtherGroup';

export interface LinkIssue {
  code: LinkIssueCode;
  productId: string;
  page: ComponentPage;
}

/** The problems of the links a component at `self` asks for; `[]` when they may be saved. */
export function linkIssues(
  self: Location,
  links: readonly Location[],
  catalogue: readonly ShareClassFields[],
  administers: (productId: string) => boolean,
): LinkIssue[] {
  const targets = new Set(linkTargets(self, catalogue).map(locationKey));
  const seen = new Set<string>();
  const issues: LinkIssue[] = [];
  for (const l of links) {
    const at = { productId: l.productId, page: l.page };
    if (sameLocation(l, self)) issues.push({ code: 'linkSelf', ...at });
    else if (seen.has(locationKey(l))) issues.push({ code: 'linkDuplicate', ...at });
    else if (!targets.has(locationKey(l))) issues.push({ code: 'linkOutsideFund', ...at });
    else if (!administers(l.productId)) issues.push({ code: 'linkNotAdmin', ...at });
    seen.add(locationKey(l));
  }
  return issues;
}

/** A location's place in the new state of a group change: its `links` (the other members of its group). */
export interface LinkedCopy {
  location: Location;
  links: Location[];
}

export interface LinkPlan {
  /** The locations that hold the saved content afterwards (`self` first), each with its links. */
  group: LinkedCopy[];
  /**
   * Locations that were linked and are not any more: they keep their content, and stay linked among themselves
   * (unlinking one location from a group of three leaves the other two linked).
   */
  detached: LinkedCopy[];
}

const others = (members: readonly Location[], self: Location): Location[] =>
  members.filter((m) => !sameLocation(m, self));

/**
 * The copies to write when the component at `self`, linked today to `before`, is saved with links `after`: the
 * content goes to `self` and every location of `after` (overwriting a same-id component there); locations of
 * `before` missing from `after` are detached.
 */
export function planLinks(self: Location, before: readonly Location[], after: readonly Location[]): LinkPlan {
  const members = [self, ...after.filter((l) => !sameLocation(l, self))];
  const keys = new Set(members.map(locationKey));
  const removed = before.filter((l) => !keys.has(locationKey(l)));
  return {
    group: members.map((m) => ({ location: m, links: others(members, m) })),
    detached: removed.map((m) => ({ location: m, links: others(removed, m) })),
  };
}

/** What is stored at a location under the component's id, as far as linking cares. */
export interface ExistingCopy {
  type: GenericComponentType;
  links: readonly Location[];
}

/**
 * Whether the copies of a save may overwrite what is stored at the group's other locations under the same id: a
 * same-id component there is overwritten (the editor confirmed it) only if it has the same type and is not linked
 * to a location outside the new group and the old one.
 */
export function overwriteIssues(
  type: GenericComponentType,
  self: Location,
  before: readonly Location[],
  after: readonly Location[],
  existingAt: (l: Location) => ExistingCopy | undefined,
): LinkIssue[] {
  const known = new Set([self, ...before, ...after].map(locationKey));
  const issues: LinkIssue[] = [];
  for (const l of after) {
    const there = existingAt(l);
    if (!there) continue;
    const at = { productId: l.productId, page: l.page };
    if (there.type !== type) issues.push({ code: 'linkTypeConflict', ...at });
    else if (there.links.some((x) => !known.has(locationKey(x))))
      issues.push({ code: 'linkOtherGroup', ...at });
  }
  return issues;
}
