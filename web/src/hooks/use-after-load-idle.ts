import { useEffect, useState } from 'react';
import { whenPageSettled } from '../lib/page-settled';

/** True once the page has settled (lib/page-settled.ts), when the main thread is idle: its own content goes first. */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenPageSettled(() => {
        setReady(true);
      }),
    [],
  );
  return ready;
}
