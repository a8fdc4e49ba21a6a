import type { PriceSeriesMeta } from '@portal/domain';
import { getDocs } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-hooks';
import { refs } from '../../../lib/refs';

export type RiskFreeSeriesLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; metas: ReadonlyMap<string, PriceSeriesMeta> };

/**
 * The stored risk-free rate series (docs/risk-free.md), read once when the page opens and again after `refresh`
 * changes (a finished bulk update): their span and whether the demo seed generated them.
 */
export function useRiskFreeSeries(refresh: unknown): RiskFreeSeriesLoad {
  const db = useFirestore();
  const [state, setState] = useState<RiskFreeSeriesLoad>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getDocs(refs(db).rateSeries()).then(
      (snapshot) => {
        if (active)
          setState({ status: 'success', metas: new Map(snapshot.docs.map((d) => [d.id, d.data()])) });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [db, refresh]);
  return state;
}
