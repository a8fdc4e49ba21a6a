import { useEffect } from 'react';

/*
 * Controls pressed on a server-rendered page before the app took it over (docs/server-pages.md): web/public/startup.js
 * holds each press and notes the control by its place under #root; once React has hydrated the page, the app presses
 * them again, in order.
 */

interface HeldPress {
  /** Child indices from #root down to the control. */
  path: number[];
  /** The control's tag, to press nothing else should the page have changed. */
  tag: string;
}

interface StartupInput {
  __portalInput?: HeldPress[];
  __portalTakesInput?: boolean;
}

let held: HeldPress[] = [];

/**
 * From now on React sees every press itself: startup.js stops holding them. The presses held so far wait for
 * `<HeldInput>`'s commit; a page rendered afresh instead of hydrated drops them (`keep` false: other elements).
 */
export function stopHoldingInput(keep: boolean): void {
  const startup = window as StartupInput;
  startup.__portalTakesInput = true;
  held = keep ? (startup.__portalInput ?? []) : [];
  startup.__portalInput = [];
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children.item(index) ?? null;
  return node;
}

/**
 * Rendered last in the hydrated root (it renders nothing): its effect runs once React has committed the hydrated
 * page, every handler in place, and presses again what the visitor pressed before.
 */
export function HeldInput({ root }: { root: HTMLElement }) {
  useEffect(() => {
    const presses = held;
    held = [];
    for (const press of presses) {
      const control = elementAt(root, press.path);
      if (control instanceof HTMLElement && control.tagName === press.tag && control.isConnected)
        control.click();
    }
  }, [root]);
  return null;
}
