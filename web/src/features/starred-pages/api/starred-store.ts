import { keptStarredPages, toggleStarredPage, type StarredPage, type StarToggle } from '@portal/domain';
import { useSyncExternalStore } from 'react';

/*
 * The starred pages of this browser (localStorage, one JSON list). The rule (the first ten kept, an eleventh refused)
 * is the domain's (`toggleStarredPage`, `keptStarredPages`); this module only stores the list and tells the header
 * when it changes, in this tab and in the others.
 */

export const STARRED_PAGES_STORAGE_KEY = 'portal.starredPages';

const listeners = new Set<() => void>();
/** One empty list: the hydrating render's and the store's, so an empty store renders nothing again after hydration. */
const NO_PAGES: StarredPage[] = [];
let cache: { raw: string | null; pages: StarredPage[] } = { raw: null, pages: NO_PAGES };

function read(): StarredPage[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STARRED_PAGES_STORAGE_KEY);
  } catch {
    // Storage disabled: no starred pages.
  }
  if (raw === cache.raw) return cache.pages;
  let stored: unknown = [];
  try {
    stored = raw ? JSON.parse(raw) : NO_PAGES;
  } catch {
    stored = [];
  }
  cache = { raw, pages: keptStarredPages(stored) };
  return cache.pages;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STARRED_PAGES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stars or unstars a page; the list is written only when it changed (a full list refuses, see the domain). */
export function toggleStarred(page: StarredPage): StarToggle {
  const result = toggleStarredPage(read(), page);
  if (result.kind !== 'full') {
    try {
      window.localStorage.setItem(STARRED_PAGES_STORAGE_KEY, JSON.stringify(result.pages));
    } catch {
      // Storage disabled: the star does not stick; nothing else to do.
    }
    for (const listener of listeners) listener();
  }
  return result;
}

export const useStarredPages = (): StarredPage[] => useSyncExternalStore(subscribe, read, () => NO_PAGES);
