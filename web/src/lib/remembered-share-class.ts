/*
 * Seed 000 §4 step 6: which share class was last shown for each share-class root, in localStorage as one JSON map
 * `{ [shareClassRoot]: productId }`, so that links to a fund can open the class the visitor looked at. Written by the
 * route guard's `rememberShareClass` effect, read by the navigation's fund entries; which class a link then opens is
 * the domain's `shareClassToOpen`.
 */

const SHARE_CLASS_STORAGE_KEY = 'shareClassByRoot';

function readMap(): Record<string, string> {
  try {
    const raw = window.localStorage.getItem(SHARE_CLASS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function rememberShareClass(shareClassRoot: string, productId: string): void {
  const map = readMap();
  if (map[shareClassRoot] === productId) return;
  map[shareClassRoot] = productId;
  try {
    window.localStorage.setItem(SHARE_CLASS_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Storage disabled: nothing to remember.
  }
}

/** The share class last shown for a root, if any (storage disabled or unreadable: none). */
export function rememberedShareClass(shareClassRoot: string): string | undefined {
  return readMap()[shareClassRoot];
}
