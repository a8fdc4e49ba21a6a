import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../constants.js';
import { currencySchema, idSchema, isoDateSchema } from '../tenant/common.js';

/**
 * Price storage layout, designed for the reads (issue 3: 30 years of daily prices in at most 25 document reads).
 *
 *   priceSeries/{seriesId}                  meta: frequency, currency, first/last date, count, version, chunk ids
 *   priceSeries/{seriesId}/chunks/{decade}  columnar arrays of one calendar decade ("1990", "2000", ...)
 *
 * A decade of daily prices is ~2,610 points x (10-char date + 2 doubles) ~ 75 KB, far under Firestore's 1 MiB limit,
 * so 30 years load in 1 meta + 3-4 chunk reads. Every write goes through one batch or transaction that rewrites the
 * touched chunks together with the meta document (whose `version` increments), so a reader never sees a half-written
 * series and caches key on `version`. A full replacement deletes every old chunk in the same batch.
 */
export const PRICE_CHUNK_YEARS = 10;

export const pricePointSchema = /* @__PURE__ */ z.object({
  date: isoDateSchema,
  price: z.number().positive(),
  /** Price adjusted for distributions; defaults to `price`. */
  adjustedPrice: z.number().positive().optional(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * What a series holds: a product's or a benchmark's prices (above zero), or a risk-free `rate` series (annual rates
 * in percent, any sign: prices/risk-free.ts). Rate series are public reference data written by admins.
 */
export const PRICE_SERIES_KINDS = ['product', 'benchmark', 'rate'] as const;
export type PriceSeriesKind = (typeof PRICE_SERIES_KINDS)[number];

export const priceSeriesMetaSchema = /* @__PURE__ */ z.object({
  seriesId: idSchema,
  kind: z.enum(PRICE_SERIES_KINDS),
  /** The product or benchmark this series belongs to (a rate series: its own id). */
  ownerId: idSchema,
  frequency: z.enum(UPDATE_FREQUENCIES),
  currency: currencySchema,
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema.nullable(),
  count: z.number().int().nonnegative(),
  /** Incremented on every write; caches key on it. */
  version: z.number().int().nonnegative(),
  chunkIds: z.array(z.string()),
  /**
   * Set by the demo seed on generated data (a rate series' synthetic history), so that lists and docs say so; any
   * upload rewrites the meta without it (docs/risk-free.md).
   */
  synthetic: z.boolean().optional(),
});
export type PriceSeriesMeta = z.infer<typeof priceSeriesMetaSchema>;

export const priceChunkSchema = /* @__PURE__ */ z
  .object({
    seriesId: idSchema,
    chunkId: z.string(),
    dates: z.array(z.string()),
    prices: z.array(z.number()),
    /** Same length as `prices`; `null` where the adjusted price equals the price (saves space). */
    adjusted: z.array(z.number().nullable()),
  })
  .refine((c) => c.dates.length === c.prices.length && c.prices.length === c.adjusted.length, {
    message: 'dates, prices and adjusted must have the same length',
  });
export type PriceChunk = z.infer<typeof priceChunkSchema>;

/** Columnar series in memory: what the analytics engine reads. Dates ascending and unique. */
export interface PriceSeries {
  dates: string[];
  prices: number[];
  adjusted: number[];
}

export function chunkIdFor(date: string): string {
  const year = Number(date.slice(0, 4));
  return String(year - (year % PRICE_CHUNK_YEARS));
}

/** Splits sorted points into chunk documents (pure; the caller writes them in one batch with the meta). */
export function toChunks(seriesId: string, points: readonly PricePoint[]): PriceChunk[] {
  const byChunk = new Map<string, PriceChunk>();
  for (const p of points) {
    const id = chunkIdFor(p.date);
    let chunk = byChunk.get(id);
    if (!chunk) {
      chunk = { seriesId, chunkId: id, dates: [], prices: [], adjusted: [] };
      byChunk.set(id, chunk);
    }
    chunk.dates.push(p.date);
    chunk.prices.push(p.price);
    chunk.adjusted.push(
      p.adjustedPrice === undefined || p.adjustedPrice === p.price ? null : p.adjustedPrice,
    );
  }
  return [...byChunk.values()].sort((a, b) => a.chunkId.localeCompare(b.chunkId));
}

/** Reassembles chunks (any order) into one columnar series. */
export function fromChunks(chunks: readonly PriceChunk[]): PriceSeries {
  const sorted = [...chunks].sort((a, b) => a.chunkId.localeCompare(b.chunkId));
  const out: PriceSeries = { dates: [], prices: [], adjusted: [] };
  for (const c of sorted) {
    for (let i = 0; i < c.dates.length; i++) {
      const price = c.prices[i] ?? Number.NaN;
      out.dates.push(c.dates[i] ?? '');
      out.prices.push(price);
      out.adjusted.push(c.adjusted[i] ?? price);
    }
  }
  return out;
}

/** Meta document for a full series (version supplied by the writer: previous + 1). */
export function metaFor(
  base: Pick<PriceSeriesMeta, 'seriesId' | 'kind' | 'ownerId' | 'frequency' | 'currency'>,
  points: readonly PricePoint[],
  version: number,
): PriceSeriesMeta {
  const chunks = toChunks(base.seriesId, points);
  return {
    ...base,
    firstDate: points[0]?.date ?? null,
    lastDate: points.at(-1)?.date ?? null,
    count: points.length,
    version,
    chunkIds: chunks.map((c) => c.chunkId),
  };
}
