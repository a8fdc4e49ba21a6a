import {
  priceSeriesMetaSchema,
  type BulkPriceSeriesBase,
  type PricePoint,
  type PriceSeries,
} from '@portal/domain';
import { z } from 'zod';
import type { FileStore } from '../files/file-store.js';

/*
 * The files of a bulk price update in the file store (docs/bulk-prices.md), all written by functions:
 *   operations/<id>/upload.csv[.gz]     the file as uploaded (or taken from the price feed)
 *   operations/<id>/series/<n>.json     the n-th series to write, as the server parsed and validated it
 *   operations/<id>/backup/<n>.json     the n-th series as it was just before it was replaced (for the undo)
 */
export const uploadPath = (operationId: string, gzip: boolean) =>
  `operations/${operationId}/upload.csv${gzip ? '.gz' : ''}`;
const seriesPath = (operationId: string, index: number) => `operations/${operationId}/series/${index}.json`;
const backupPath = (operationId: string, index: number) => `operations/${operationId}/backup/${index}.json`;

const baseSchema = priceSeriesMetaSchema.pick({
  seriesId: true,
  kind: true,
  ownerId: true,
  frequency: true,
  currency: true,
});
const columnsSchema = z.object({
  dates: z.array(z.string()),
  prices: z.array(z.number()),
  adjusted: z.array(z.number().nullable()),
});

const preparedSchema = z.object({ id: z.string().min(1), base: baseSchema, points: columnsSchema });
/** `version: null`: the series did not exist (the undo deletes it). */
const backupSchema = z.object({
  version: z.number().int().nullable(),
  base: baseSchema,
  points: columnsSchema,
});

export interface PreparedSeries {
  id: string;
  base: BulkPriceSeriesBase;
  points: PricePoint[];
}
export interface SeriesBackup {
  version: number | null;
  base: BulkPriceSeriesBase;
  points: PricePoint[];
}

const toColumns = (points: readonly PricePoint[]) => ({
  dates: points.map((p) => p.date),
  prices: points.map((p) => p.price),
  adjusted: points.map((p) =>
    p.adjustedPrice === undefined || p.adjustedPrice === p.price ? null : p.adjustedPrice,
  ),
});
const fromColumns = (c: z.infer<typeof columnsSchema>): PricePoint[] =>
  c.dates.map((date, i) => {
    const price = c.prices[i] ?? NaN;
    const adjusted = c.adjusted[i] ?? null;
    return adjusted === null ? { date, price } : { date, price, adjustedPrice: adjusted };
  });

/** A stored series (columnar, as read) as points. */
export const pointsOfSeries = (s: PriceSeries): PricePoint[] =>
  s.dates.map((date, i) => {
    const price = s.prices[i] ?? NaN;
    const adjusted = s.adjusted[i] ?? price;
    return adjusted === price ? { date, price } : { date, price, adjustedPrice: adjusted };
  });

/** Writes one JSON file of an operation, its points in columns. */
async function writeColumns(
  files: FileStore,
  path: string,
  value: { points: readonly PricePoint[] } & Record<string, unknown>,
) {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...value, points: toColumns(value.points) }));
  await files.write(path, bytes, { contentType: 'application/json' });
}

/** Reads one JSON file of an operation back (`what` names it in the error when it is missing). */
async function readColumns<T>(
  files: FileStore,
  path: string,
  schema: z.ZodType<T>,
  what: string,
): Promise<T> {
  const bytes = await files.read(path);
  if (!bytes) throw new Error(`${what} is missing`);
  return schema.parse(JSON.parse(new TextDecoder().decode(bytes)));
}

export async function writePrepared(files: FileStore, operationId: string, index: number, s: PreparedSeries) {
  await writeColumns(files, seriesPath(operationId, index), { id: s.id, base: s.base, points: s.points });
}

export async function readPrepared(
  files: FileStore,
  operationId: string,
  index: number,
): Promise<PreparedSeries> {
  const what = `prepared series ${index} of operation ${operationId}`;
  const parsed = await readColumns(files, seriesPath(operationId, index), preparedSchema, what);
  return { id: parsed.id, base: parsed.base, points: fromColumns(parsed.points) };
}

export async function hasPrepared(files: FileStore, operationId: string, count: number): Promise<boolean> {
  const present = new Set(await files.list(`operations/${operationId}/series/`));
  for (let i = 0; i < count; i++) if (!present.has(seriesPath(operationId, i))) return false;
  return true;
}

export async function writeBackup(files: FileStore, operationId: string, index: number, b: SeriesBackup) {
  await writeColumns(files, backupPath(operationId, index), {
    version: b.version,
    base: b.base,
    points: b.points,
  });
}

export async function readBackup(
  files: FileStore,
  operationId: string,
  index: number,
): Promise<SeriesBackup> {
  const what = `backup of series ${index} of operation ${operationId}`;
  const parsed = await readColumns(files, backupPath(operationId, index), backupSchema, what);
  return { version: parsed.version, base: parsed.base, points: fromColumns(parsed.points) };
}
