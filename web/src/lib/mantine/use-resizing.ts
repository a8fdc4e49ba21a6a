import { useWindowEvent } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState } from 'react';

/*
 * Mantine's AppShell marks its root `data-resizing` (transitions off) while the window resizes or a resizable section
 * settles, and also on mount, unmarking it one transition later. The mark sets an inherited custom property on the
 * root, so unmarking restyles every element of the page: on a server-rendered overview, ~900 elements restyled on a
 * phone's main thread right after hydration, for nothing (a first paint changes nothing that could animate).
 * Here the shell starts unmarked; the rest is Mantine's (@mantine/core AppShell/use-resizing). The build resolves
 * Mantine's module to this one (vite.config.ts, `mantinePatches`).
 */
export function useResizing({
  transitionDuration,
  disabled,
  resizeKey,
}: {
  transitionDuration?: number;
  disabled?: boolean;
  resizeKey?: string;
}): boolean {
  const [resizing, setResizing] = useState(false);
  const [settling, setSettling] = useState({ key: resizeKey, active: false });
  const resizingTimeout = useRef(-1);
  const disabledTimeout = useRef(-1);
  const mounted = useRef(false);
  if (settling.key !== resizeKey) setSettling({ key: resizeKey, active: true });

  useEffect(() => {
    if (!settling.active) return undefined;
    const settlingTimeout = window.setTimeout(() => {
      startTransition(() => {
        setSettling((current) => ({ ...current, active: false }));
      });
    }, transitionDuration ?? 0);
    return () => {
      window.clearTimeout(settlingTimeout);
    };
  }, [settling, transitionDuration]);

  useWindowEvent('resize', () => {
    setResizing(true);
    window.clearTimeout(resizingTimeout.current);
    resizingTimeout.current = window.setTimeout(() => {
      startTransition(() => {
        setResizing(false);
      });
    }, 200);
  });

  // Switching the shell on or off, or its transition, must not animate; mounting it has nothing to animate.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    setResizing(true);
    window.clearTimeout(disabledTimeout.current);
    disabledTimeout.current = window.setTimeout(() => {
      startTransition(() => {
        setResizing(false);
      });
    }, transitionDuration ?? 0);
  }, [disabled, transitionDuration]);

  return resizing || settling.active;
}
