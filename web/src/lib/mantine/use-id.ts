import { useId as useReactId } from 'react';

/*
 * Mantine's `useId` (@mantine/hooks) starts from React's id and swaps it for a random one in a layout effect once
 * mounted. On a server-rendered page that swap renders every popover, menu, input and the app shell a second time,
 * synchronously, right after hydration (~200 ms of a phone's main thread on the investor-profile step). React's own id
 * is unique within the root and the same on the server and in the browser, which is all the ids are for (labels,
 * aria links). The build resolves Mantine's module to this one (vite.config.ts, `mantinePatches`).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[:«»]/g, '')}`;
}
