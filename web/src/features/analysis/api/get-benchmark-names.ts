import { benchmarkConfigSchema, paths, type BenchmarkConfig } from '@portal/domain';
import { collection, documentId, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { firestoreConverter } from '../../../lib/converter';
import { localized } from '../../../lib/localized';

const converter = firestoreConverter(benchmarkConfigSchema);
/** Firestore allows at most 30 values in an `in` filter; a tab offers a handful of benchmarks. */
const MAX_IDS = 30;

/**
 * Names of the given benchmarks in the UI language, from `benchmarks/{id}` (public read). Phase 2 may take them
 * from `GET /api/products/{id}/benchmarks` instead; until the names load, the ids stand in.
 */
export function useBenchmarkNames(ids: readonly string[], lang: string): ReadonlyMap<string, string> {
  const db = useFirestore();
  const key = ids.slice(0, MAX_IDS).join(',');
  const benchmarksQuery = useMemo(
    () =>
      query(
        collection(db, paths.benchmarks()).withConverter(converter),
        // An `in` filter needs at least one value: a sentinel id that no benchmark has.
        where(documentId(), 'in', key ? key.split(',') : ['-']),
      ),
    [db, key],
  );
  const { status, data } = useFirestoreCollectionData<BenchmarkConfig>(benchmarksQuery);
  return useMemo(() => {
    const names = new Map<string, string>();
    if (status === 'success') for (const b of data) names.set(b.id, localized(b.name, lang));
    return names;
  }, [status, data, lang]);
}
