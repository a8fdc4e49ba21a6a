/** What `seedTenant` (scripts/seed.ts) wrote, as it reports it and `--verify` (seed-verify.ts) reads it back. */
export interface SeedSummary {
  tenantId: string;
  projectId: string;
  today: string;
  products: number;
  benchmarks: number;
  priceSeries: number;
  pricePoints: number;
  accounts: number;
  /** Document files (one per document and language). */
  documents: number;
  /** Milliseconds per phase and in total. */
  timings: Record<'clear' | 'configuration' | 'documents' | 'prices' | 'accounts' | 'total', number>;
}
