import { useSyncExternalStore } from 'react';

/*
 * Whether the visitor opened the analytics settings from the footer: the panel then shows although they answered
 * already, so withdrawing a consent is as easy as giving it. Page state only: a reload closes it.
 */

let open = false;
const closed = () => false;
const listeners = new Set<() => void>();

export function setAnalyticsSettingsOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAnalyticsSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, closed);
}
