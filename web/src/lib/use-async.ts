import { useEffect, useEffectEvent, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = { key: string } & (
  { status: 'success'; data: T; error: undefined } | { status: 'error'; data: undefined; error: unknown }
);

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` whenever `key` changes (`null` = nothing to load) and aborts the previous run. The state is stored with
 * the key it belongs to, so a new key reads as loading at once without resetting state inside the effect.
 */
export function useAsync<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): AsyncState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', data: undefined, error });
      },
    );
    return () => {
      controller.abort();
    };
  }, [key]);
  if (key === null) return IDLE;
  if (settled?.key !== key) return LOADING;
  return settled;
}
