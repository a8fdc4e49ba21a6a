/**
 * Focus across an analysis tab switch (WCAG 2.4.3). Each mode is its own route, so choosing a tab replaces the page,
 * tab list included, and focus would fall back to the page while the new mode loads. The tab list notes the mode
 * chosen while it had focus; the new page's tab list takes it back once it is there. A note is good for a short
 * while only: a page that opens much later (another visit) does not steal focus.
 */
const VALID_MS = 30_000;
let pending: { mode: string; at: number } | null = null;

/** Called when a tab is chosen from a focused tab list. */
export function noteTabFocus(mode: string, now = Date.now()): void {
  pending = { mode, at: now };
}

/** Whether the tab list of `mode`'s page, just mounted, should take focus (true once per note). */
export function takeTabFocus(mode: string, now = Date.now()): boolean {
  if (pending?.mode !== mode || now - pending.at > VALID_MS) return false;
  pending = null;
  return true;
}
