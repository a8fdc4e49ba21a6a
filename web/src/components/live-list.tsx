import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LiveState } from '../lib/live-store';
import { CenteredLoader } from './centered-loader';
import { DataTable } from './data-table';

/**
 * A live list of an admin tab in its four states: loading, failed (a red alert), empty (a dimmed line), or the rows
 * as `children` draws them (a table).
 */
export function LiveList<T>({
  state,
  errorText,
  emptyText,
  children,
}: {
  state: LiveState<readonly T[]>;
  errorText: string;
  emptyText: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (state.status === 'loading') return <CenteredLoader />;
  if (state.status === 'error') return <Alert color="red">{errorText}</Alert>;
  if (state.data.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return children(state.data);
}

/** A live list drawn as a striped table: `head` the header cells, `children` the rows of the loaded list. */
export function LiveTable<T>({
  state,
  errorText,
  emptyText,
  head,
  testId,
  children,
}: {
  state: LiveState<readonly T[]>;
  errorText: string;
  emptyText: string;
  head: ReactNode;
  testId: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  return (
    <LiveList state={state} errorText={errorText} emptyText={emptyText}>
      {(rows) => (
        <DataTable striped highlightOnHover data-testid={testId} head={head}>
          {children(rows)}
        </DataTable>
      )}
    </LiveList>
  );
}
