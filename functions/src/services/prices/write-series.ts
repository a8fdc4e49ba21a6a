import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  chunkIdFor,
  fromChunks,
  isRealDate,
  metaFor,
  priceSeriesMetaSchema,
  seriesValueProblem,
  seriesValueRule,
  toChunks,
  type PriceChunk,
  type PricePoint,
  type PriceSeries,
  type PriceSeriesKind,
  type PriceSeriesMeta,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

export type PriceSeriesBase = Pick<
  PriceSeriesMeta,
  'seriesId' | 'kind' | 'ownerId' | 'frequency' | 'currency'
>;

type PriceIssueProblem =
  | 'invalid-date'
  | 'unsorted-date'
  | 'duplicate-date'
  | 'invalid-price'
  | 'invalid-adjusted-price'
  | 'invalid-series';

/** One offending input: the index in the submitted points, its date and the value that is wrong. */
export interface PriceIssue {
  index: number;
  date: string;
  problem: PriceIssueProblem;
  value: unknown;
  message: string;
}

/** Bad input: nothing was written. `issues` lists every offending point (importers turn them into row errors). */
export class PriceSeriesValidationError extends Error {
  constructor(readonly issues: readonly PriceIssue[]) {
    const shown = issues.slice(0, 20).map((i) => `#${i.index} ${i.date}: ${i.message}`);
    const more = issues.length > shown.length ? ` (+${issues.length - shown.length} more)` : '';
    super(`invalid price series: ${shown.join('; ')}${more}`);
    this.name = 'PriceSeriesValidationError';
  }
}

/** The series as the transaction read it (`readStored`). */
export interface StoredSeries {
  meta: PriceSeriesMeta;
  series: PriceSeries;
}

/** Extra writes committed with the series (the audit entry of the change), and an optimistic version check. */
export interface WriteOptions {
  /**
   * `replacePriceSeries` only: runs inside the transaction after its reads, with the stored version (`null`: no series
   * yet), before its writes: may read and write other documents (a bulk update's marker) or throw to write nothing.
   */
  inTransaction?: (
    tx: Transaction,
    storedVersion: number | null,
    stored: StoredSeries | null,
  ) => Promise<void>;
  /** `replacePriceSeries` only: read the stored chunks whole and hand the series to `inTransaction` (a backup). */
  readStored?: boolean;
  alsoInTransaction?: (tx: Transaction, meta: PriceSeriesMeta) => void;
  /** Refuse (`PriceSeriesChangedError`) unless the stored version is this one (0: no series yet). */
  expectedVersion?: number;
}

/** The series changed since the caller read it (a preview computed on an older version): nothing was written. */
export class PriceSeriesChangedError extends Error {
  constructor(
    readonly seriesId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`price series ${seriesId} is at version ${actual}, not ${expected}`);
    this.name = 'PriceSeriesChangedError';
  }
}

/** `addPrice`: the date already has a price; `deletePrice`: it has none. Nothing was written. */
export class PriceDateError extends Error {
  constructor(
    readonly seriesId: string,
    readonly date: string,
    readonly problem: 'taken' | 'missing',
  ) {
    super(
      `price series ${seriesId}: ${date} ${problem === 'taken' ? 'already has a price' : 'has no price'}`,
    );
    this.name = 'PriceDateError';
  }
}

export class PriceSeriesNotFoundError extends Error {
  constructor(readonly seriesId: string) {
    super(`price series ${seriesId} does not exist`);
    this.name = 'PriceSeriesNotFoundError';
  }
}

/** Whether `x` is a value a series of `kind` may hold: prices above zero, rates any sign (prices/risk-free.ts). */
const isValidValue = (x: unknown, kind: PriceSeriesKind): x is number =>
  typeof x === 'number' && Number.isFinite(x) && seriesValueProblem(seriesValueRule(kind), x) === null;

function pointIssues(p: PricePoint, index: number, kind: PriceSeriesKind = 'product'): PriceIssue[] {
  const issues: PriceIssue[] = [];
  // Input may come straight from a parsed CSV or JSON body, so the static types are not trusted here.
  const date: unknown = p.date;
  const dateText = typeof date === 'string' ? date : String(date);
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) {
    issues.push({
      index,
      date: dateText,
      problem: 'invalid-date',
      value: date,
      message: 'expected a YYYY-MM-DD date',
    });
  }
  const rule = kind === 'rate' ? 'a rate in percent inside ±100' : 'a positive finite number';
  if (!isValidValue(p.price, kind)) {
    issues.push({
      index,
      date: dateText,
      problem: 'invalid-price',
      value: p.price,
      message: `price must be ${rule}`,
    });
  }
  if (p.adjustedPrice !== undefined && !isValidValue(p.adjustedPrice, kind)) {
    issues.push({
      index,
      date: dateText,
      problem: 'invalid-adjusted-price',
      value: p.adjustedPrice,
      message: `adjusted price must be ${rule}`,
    });
  }
  return issues;
}

/**
 * Every problem of a full series of `kind`: per-point values (the kind's value rule) plus strictly ascending,
 * unique dates. Pure.
 */
export function validatePricePoints(
  points: readonly PricePoint[],
  kind: PriceSeriesKind = 'product',
): PriceIssue[] {
  const issues: PriceIssue[] = [];
  let previous: string | undefined;
  points.forEach((p, index) => {
    issues.push(...pointIssues(p, index, kind));
    if (typeof p.date !== 'string') return;
    if (previous !== undefined) {
      if (p.date === previous) {
        issues.push({
          index,
          date: p.date,
          problem: 'duplicate-date',
          value: p.date,
          message: 'duplicate date',
        });
      } else if (p.date < previous) {
        issues.push({
          index,
          date: p.date,
          problem: 'unsorted-date',
          value: p.date,
          message: `date is before the previous one (${previous}); dates must ascend`,
        });
      }
    }
    previous = p.date;
  });
  return issues;
}

function assertValidBase(base: PriceSeriesBase): void {
  const parsed = priceSeriesMetaSchema
    .pick({ seriesId: true, kind: true, ownerId: true, frequency: true, currency: true })
    .safeParse(base, { reportInput: true });
  if (!parsed.success) {
    throw new PriceSeriesValidationError(
      parsed.error.issues.map((i) => ({
        index: -1,
        date: '',
        problem: 'invalid-series',
        value: i.input,
        message: `${i.path.join('.')}: ${i.message}`,
      })),
    );
  }
}

/**
 * Replaces a whole series (bulk price update: "existing prices are fully replaced"). Validates first, then in ONE
 * transaction reads the old meta (and its chunk ids), deletes chunks no longer used, writes the new chunks and the meta
 * with `version + 1`. Readers therefore see the old or the new series, never a mix, and caches keyed on the version
 * notice the change.
 */
export async function replacePriceSeries(
  db: Firestore,
  base: PriceSeriesBase,
  points: readonly PricePoint[],
  options: WriteOptions = {},
): Promise<PriceSeriesMeta> {
  assertValidBase(base);
  const issues = validatePricePoints(points, base.kind);
  if (issues.length > 0) throw new PriceSeriesValidationError(issues);

  const r = refs(db);
  const chunks = toChunks(base.seriesId, points);
  const keep = new Set(chunks.map((c) => c.chunkId));
  return db.runTransaction(async (tx) => {
    // The chunks are read by the ids the meta lists (every write keeps them exact), never by a query: a query in a
    // transaction locks far more than its documents (on the emulator, every `chunks` collection at once).
    const storedMeta = (await tx.get(r.priceMeta(base.seriesId))).data();
    const oldChunkIds = storedMeta?.chunkIds ?? [];
    const stored = storedMeta ? storedMeta.version : null;
    let storedSeries: StoredSeries | null = null;
    if (options.readStored && storedMeta) {
      const refsOf = oldChunkIds.map((id) => r.priceChunk(base.seriesId, id));
      const snaps = refsOf.length > 0 ? await tx.getAll(...refsOf) : [];
      const chunks = snaps.flatMap((snap) => {
        const chunk = snap.data();
        return chunk ? [chunk] : [];
      });
      storedSeries = { meta: storedMeta, series: fromChunks(chunks) };
    }
    await options.inTransaction?.(tx, stored, storedSeries);
    const version = (stored ?? 0) + 1;
    const meta = metaFor(base, points, version);
    for (const id of oldChunkIds) {
      if (!keep.has(id)) tx.delete(r.priceChunk(base.seriesId, id));
    }
    if (options.expectedVersion !== undefined && version - 1 !== options.expectedVersion) {
      throw new PriceSeriesChangedError(base.seriesId, options.expectedVersion, version - 1);
    }
    for (const chunk of chunks) tx.set(r.priceChunk(base.seriesId, chunk.chunkId), chunk);
    tx.set(r.priceMeta(base.seriesId), meta);
    options.alsoInTransaction?.(tx, meta);
    return meta;
  });
}

/** Inserts `point` into a sorted chunk, or replaces the price of the same date. */
function upsertIntoChunk(chunk: PriceChunk, point: PricePoint): { chunk: PriceChunk; replaced: boolean } {
  const adjusted =
    point.adjustedPrice === undefined || point.adjustedPrice === point.price ? null : point.adjustedPrice;
  const dates = [...chunk.dates];
  const prices = [...chunk.prices];
  const adj = [...chunk.adjusted];
  let at = dates.findIndex((d) => d >= point.date);
  if (at === -1) at = dates.length;
  const replaced = dates[at] === point.date;
  dates.splice(at, replaced ? 1 : 0, point.date);
  prices.splice(at, replaced ? 1 : 0, point.price);
  adj.splice(at, replaced ? 1 : 0, adjusted);
  return { chunk: { ...chunk, dates, prices, adjusted: adj }, replaced };
}

/**
 * Adds one price, or replaces the price of an existing date (single-product admin edit). One transaction touching
 * only the meta and the one chunk holding that date; `version + 1`. Throws `PriceSeriesNotFoundError` when the
 * series does not exist (its frequency and currency are unknown), `PriceSeriesValidationError` on a bad point.
 */
export async function upsertPrice(
  db: Firestore,
  seriesId: string,
  point: PricePoint,
): Promise<{ meta: PriceSeriesMeta; replaced: boolean }> {
  const issues = pointIssues(point, 0);
  if (issues.length > 0) throw new PriceSeriesValidationError(issues);

  const r = refs(db);
  const chunkId = chunkIdFor(point.date);
  return db.runTransaction(async (tx) => {
    const [metaSnap, chunkSnap] = await Promise.all([
      tx.get(r.priceMeta(seriesId)),
      tx.get(r.priceChunk(seriesId, chunkId)),
    ]);
    const old = metaSnap.data();
    if (!old) throw new PriceSeriesNotFoundError(seriesId);
    const before = chunkSnap.data() ?? { seriesId, chunkId, dates: [], prices: [], adjusted: [] };
    const { chunk, replaced } = upsertIntoChunk(before, point);
    const meta: PriceSeriesMeta = {
      ...old,
      firstDate: old.firstDate === null || point.date < old.firstDate ? point.date : old.firstDate,
      lastDate: old.lastDate === null || point.date > old.lastDate ? point.date : old.lastDate,
      count: old.count + (replaced ? 0 : 1),
      version: old.version + 1,
      chunkIds: [...new Set([...old.chunkIds, chunkId])].sort(),
    };
    tx.set(r.priceChunk(seriesId, chunkId), chunk);
    tx.set(r.priceMeta(seriesId), meta);
    return { meta, replaced };
  });
}

/**
 * Adds the price of a date the series does not have yet (the admin's "add one price", seed 000 §5: a new price date
 * must not duplicate an existing one). One transaction reading the meta and the date's chunk: a taken date throws
 * `PriceDateError('taken')`; a series that does not exist yet is created from `base`. `version + 1`.
 */
export async function addPrice(
  db: Firestore,
  base: PriceSeriesBase,
  point: PricePoint,
  options: WriteOptions = {},
): Promise<PriceSeriesMeta> {
  assertValidBase(base);
  const issues = pointIssues(point, 0);
  if (issues.length > 0) throw new PriceSeriesValidationError(issues);

  const r = refs(db);
  const { seriesId } = base;
  const chunkId = chunkIdFor(point.date);
  return db.runTransaction(async (tx) => {
    const [metaSnap, chunkSnap] = await Promise.all([
      tx.get(r.priceMeta(seriesId)),
      tx.get(r.priceChunk(seriesId, chunkId)),
    ]);
    const old = metaSnap.data() ?? metaFor(base, [], 0);
    const before = chunkSnap.data() ?? { seriesId, chunkId, dates: [], prices: [], adjusted: [] };
    if (before.dates.includes(point.date)) throw new PriceDateError(seriesId, point.date, 'taken');
    const { chunk } = upsertIntoChunk(before, point);
    const meta: PriceSeriesMeta = {
      ...old,
      firstDate: old.firstDate === null || point.date < old.firstDate ? point.date : old.firstDate,
      lastDate: old.lastDate === null || point.date > old.lastDate ? point.date : old.lastDate,
      count: old.count + 1,
      version: old.version + 1,
      chunkIds: [...new Set([...old.chunkIds, chunkId])].sort(),
    };
    tx.set(r.priceChunk(seriesId, chunkId), chunk);
    tx.set(r.priceMeta(seriesId), meta);
    options.alsoInTransaction?.(tx, meta);
    return meta;
  });
}

/**
 * Deletes the price of one date (the admin's "delete a date"). One transaction: the meta, the date's chunk and, when
 * the date was the first or last one, the chunk holding the new first or last date; an emptied chunk is deleted.
 * A date without a price throws `PriceDateError('missing')`. `version + 1`.
 */
export async function deletePrice(
  db: Firestore,
  seriesId: string,
  date: string,
  options: WriteOptions = {},
): Promise<PriceSeriesMeta> {
  const r = refs(db);
  const chunkId = chunkIdFor(date);
  return db.runTransaction(async (tx) => {
    const [metaSnap, chunkSnap] = await Promise.all([
      tx.get(r.priceMeta(seriesId)),
      tx.get(r.priceChunk(seriesId, chunkId)),
    ]);
    const old = metaSnap.data();
    const before = chunkSnap.data();
    const at = before?.dates.indexOf(date) ?? -1;
    if (!old || !before || at === -1) throw new PriceDateError(seriesId, date, 'missing');
    const chunk: PriceChunk = {
      ...before,
      dates: before.dates.filter((_, i) => i !== at),
      prices: before.prices.filter((_, i) => i !== at),
      adjusted: before.adjusted.filter((_, i) => i !== at),
    };
    const chunkIds = chunk.dates.length === 0 ? old.chunkIds.filter((c) => c !== chunkId) : old.chunkIds;
    // The neighbours of a first or last date may sit in another chunk: read the boundary chunk (before any write).
    const boundary = async (which: 'first' | 'last'): Promise<string | null> => {
      const id = which === 'first' ? chunkIds[0] : chunkIds.at(-1);
      if (id === undefined) return null;
      const dates =
        id === chunkId ? chunk.dates : ((await tx.get(r.priceChunk(seriesId, id))).data()?.dates ?? []);
      return (which === 'first' ? dates[0] : dates.at(-1)) ?? null;
    };
    const firstDate = date === old.firstDate ? await boundary('first') : old.firstDate;
    const lastDate = date === old.lastDate ? await boundary('last') : old.lastDate;
    const meta: PriceSeriesMeta = {
      ...old,
      firstDate,
      lastDate,
      count: old.count - 1,
      version: old.version + 1,
      chunkIds,
    };
    if (chunk.dates.length === 0) tx.delete(r.priceChunk(seriesId, chunkId));
    else tx.set(r.priceChunk(seriesId, chunkId), chunk);
    tx.set(r.priceMeta(seriesId), meta);
    options.alsoInTransaction?.(tx, meta);
    return meta;
  });
}
