import { epochDayOf, isWeekend } from '../../prices/business-days.js';
import { createBulkPriceCsvParser, type BulkPriceCsvResult } from './bulk-price-csv.js';

/**
 * Benchmark of the bulk price dry run (issue 11, performance: 1,000,000 rows, 250 products x 4,000 dates, validated
 * in under 5 s, memory under 500 MB). Pure: the caller supplies the clock and the memory gauge, e.g. from
 * `scripts/bench.ts`:
 *
 *   const r = benchBulkPriceCsv({ now: () => performance.now(), memoryBytes: () => process.memoryUsage().rss });
 *
 * The file is generated chunk by chunk while it is parsed, as a stream from the file store would arrive, so the
 * memory figure is the parser's (plus the runtime), not the whole file's. Only the parser's time is counted.
 */

export interface BulkPriceBenchOptions {
  products?: number;
  dates?: number;
  /** Rows per chunk pushed to the parser (about 40 bytes a row). */
  rowsPerChunk?: number;
}

export interface BulkPriceBenchProbe {
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Bytes in use by the process (resident set size, or heap used). */
  memoryBytes: () => number;
}

export interface BulkPriceBenchResult {
  rows: number;
  bytes: number;
  /** Time spent in the parser (push + finish), milliseconds. */
  parseMs: number;
  rowsPerSecond: number;
  /** Highest `memoryBytes` seen (sampled after every chunk and after finish), and the figure before the run. */
  peakMemoryBytes: number;
  startMemoryBytes: number;
  ok: boolean;
  errorCount: number;
  warningCount: number;
}

/**
 * A generated bulk file, `products` ids x `dates` business days from 2010-01-04, as text chunks of `rowsPerChunk`
 * rows. Prices follow a deterministic random walk with four decimals, the adjusted price a little above the price.
 */
export function* bulkPriceCsvChunks(options: BulkPriceBenchOptions = {}): Generator<string> {
  const products = options.products ?? 250;
  const dates = options.dates ?? 4000;
  const rowsPerChunk = options.rowsPerChunk ?? 25_000;
  const days: string[] = [];
  for (let day = epochDayOf(2010, 1, 4); days.length < dates; day++) {
    if (!isWeekend(day)) days.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  }
  let chunk = 'ID,DATE,PRICE,PRICE_ADJ\n';
  let inChunk = 0;
  let seed = 42;
  for (let p = 0; p < products; p++) {
    let price = 100;
    for (const date of days) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      price *= 1 + (seed / 2147483648 - 0.5) * 0.02;
      const rounded = Math.round(price * 1e4) / 1e4;
      chunk += `product-${p},${date},${rounded},${Math.round(rounded * 1.01 * 1e4) / 1e4}\n`;
      if (++inChunk === rowsPerChunk) {
        yield chunk;
        chunk = '';
        inChunk = 0;
      }
    }
  }
  if (chunk !== '') yield chunk;
}

/** Runs the dry-run validation over a generated file and reports its speed and memory. */
export function benchBulkPriceCsv(
  probe: BulkPriceBenchProbe,
  options: BulkPriceBenchOptions = {},
): BulkPriceBenchResult {
  const products = options.products ?? 250;
  const ids = new Set(Array.from({ length: products }, (_, p) => `product-${p}`));
  const parser = createBulkPriceCsvParser({ knownIds: ids, updatableIds: ids });
  const startMemoryBytes = probe.memoryBytes();
  let peakMemoryBytes = startMemoryBytes;
  let parseMs = 0;
  let bytes = 0;
  for (const chunk of bulkPriceCsvChunks(options)) {
    bytes += chunk.length;
    const t = probe.now();
    parser.push(chunk);
    parseMs += probe.now() - t;
    peakMemoryBytes = Math.max(peakMemoryBytes, probe.memoryBytes());
  }
  const t = probe.now();
  const result: BulkPriceCsvResult = parser.finish();
  parseMs += probe.now() - t;
  peakMemoryBytes = Math.max(peakMemoryBytes, probe.memoryBytes());
  const rows = result.ok ? result.rowCount : (options.dates ?? 4000) * products;
  return {
    rows,
    bytes,
    parseMs,
    rowsPerSecond: parseMs > 0 ? (rows / parseMs) * 1000 : 0,
    peakMemoryBytes,
    startMemoryBytes,
    ok: result.ok,
    errorCount: result.errorCount,
    warningCount: result.warningCount,
  };
}
