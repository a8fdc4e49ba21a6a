import { useState, type ReactNode } from 'react';
import type { ApiQueryResult } from '../../../lib/use-api-query';
import { AnalysisCard, type CardBodyState } from './analysis-card';

type NotEnoughReason = Extract<CardBodyState, { kind: 'notEnoughData' }>['reason'];

/**
 * An analysis card outside the tab's configured cards (`genericCardsToShow` names the ten of seed 001 §3), bound
 * to one API query: the same container, states and actions as the configured ones (collapse, refresh, remove, code
 * view). `shortfall` says why the answer cannot be drawn, `null` when it can.
 */
export function QueryCard<D>({
  title,
  testId,
  query,
  shortfall,
  children,
}: {
  title: string;
  testId: string;
  query: ApiQueryResult<D>;
  shortfall?: (data: D) => NotEnoughReason | null;
  children: (data: D) => ReactNode;
}) {
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  const reason = query.status === 'success' ? (shortfall?.(query.data) ?? null) : null;
  const state: CardBodyState =
    query.status === 'error'
      ? { kind: 'error' }
      : query.status !== 'success'
        ? { kind: 'loading' }
        : reason
          ? { kind: 'notEnoughData', reason }
          : { kind: 'ready' };
  return (
    <AnalysisCard
      title={title}
      testId={testId}
      state={state}
      data={query.status === 'success' ? query.data : null}
      onRefresh={() => {
        query.refetch();
        return Promise.resolve();
      }}
      onRemove={() => {
        setRemoved(true);
      }}
    >
      {query.status === 'success' && state.kind === 'ready' ? children(query.data) : null}
    </AnalysisCard>
  );
}
