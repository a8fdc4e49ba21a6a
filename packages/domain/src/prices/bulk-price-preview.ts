import type { PricePoint } from './layout.js';

/**
 * The dry-run preview of a bulk price update (issue 11.2): what happens to each id's series. A bulk update replaces
 * the whole series of every id in the file (seed 000 §4: existing prices are deleted before the new ones are
 * inserted), so besides the counts the preview says which stored dates will be gone afterwards: a file with only
 * the last month of prices would otherwise wipe out the history without anyone noticing.
 */
export interface BulkPriceChange {
  id: string;
  /** Points stored now (all of them are deleted) and points stored after the update. */
  rowsBefore: number;
  rowsAfter: number;
  firstDateBefore: string | null;
  lastDateBefore: string | null;
  firstDateAfter: string | null;
  lastDateAfter: string | null;
  /** The price on the last date, before and after. */
  lastPriceBefore: number | null;
  lastPriceAfter: number | null;
  /** Dates only in the file (new prices). */
  datesAdded: number;
  /** Dates stored now and absent from the file: these prices are lost. */
  datesRemoved: number;
  /** Dates in both whose price or adjusted price (defaulting to the price) differs. */
  pricesChanged: number;
  /** The earliest date whose price is added, removed or changed; `null` when the series stays the same. */
  firstChangedDate: string | null;
}

export interface BulkPricePreview {
  /** One entry per id of the file, in the file's order. */
  changes: BulkPriceChange[];
  totals: {
    ids: number;
    /** Ids whose series ends up exactly as it is now. */
    unchangedIds: number;
    rowsBefore: number;
    rowsAfter: number;
    datesAdded: number;
    datesRemoved: number;
    pricesChanged: number;
  };
}

const adjustedOf = (p: PricePoint): number => p.adjustedPrice ?? p.price;

/** Points sorted by date (a copy only when they are not already). */
function sortedByDate(points: readonly PricePoint[]): readonly PricePoint[] {
  for (let i = 1; i < points.length; i++) {
    if ((points[i - 1]?.date ?? '') > (points[i]?.date ?? '')) {
      return [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    }
  }
  return points;
}

/** Compares one id's stored series with its new one (each sorted by date, dates unique). */
export function compareSeries(
  id: string,
  current: readonly PricePoint[],
  next: readonly PricePoint[],
): BulkPriceChange {
  const before = sortedByDate(current);
  const after = sortedByDate(next);
  let datesAdded = 0;
  let datesRemoved = 0;
  let pricesChanged = 0;
  let firstChangedDate: string | null = null;
  const changedAt = (date: string) => {
    if (firstChangedDate === null || date < firstChangedDate) firstChangedDate = date;
  };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const b = before[i];
    const a = after[j];
    if (b && (!a || b.date < a.date)) {
      datesRemoved++;
      changedAt(b.date);
      i++;
    } else if (a && (!b || a.date < b.date)) {
      datesAdded++;
      changedAt(a.date);
      j++;
    } else if (a && b) {
      if (a.price !== b.price || adjustedOf(a) !== adjustedOf(b)) {
        pricesChanged++;
        changedAt(a.date);
      }
      i++;
      j++;
    }
  }
  const lastBefore = before.at(-1);
  const lastAfter = after.at(-1);
  return {
    id,
    rowsBefore: before.length,
    rowsAfter: after.length,
    firstDateBefore: before[0]?.date ?? null,
    lastDateBefore: lastBefore?.date ?? null,
    firstDateAfter: after[0]?.date ?? null,
    lastDateAfter: lastAfter?.date ?? null,
    lastPriceBefore: lastBefore?.price ?? null,
    lastPriceAfter: lastAfter?.price ?? null,
    datesAdded,
    datesRemoved,
    pricesChanged,
    firstChangedDate,
  };
}

/**
 * The preview of a bulk update: `next` is the parsed file (`parseBulkPriceCsv(...).byId`), `current` each id's
 * stored series (an id missing from it has no prices yet).
 */
export function previewBulkPriceUpdate(
  next: ReadonlyMap<string, readonly PricePoint[]>,
  current: ReadonlyMap<string, readonly PricePoint[]>,
): BulkPricePreview {
  const changes = [...next].map(([id, points]) => compareSeries(id, current.get(id) ?? [], points));
  const sum = (pick: (c: BulkPriceChange) => number) => changes.reduce((s, c) => s + pick(c), 0);
  return {
    changes,
    totals: {
      ids: changes.length,
      unchangedIds: changes.filter((c) => c.firstChangedDate === null).length,
      rowsBefore: sum((c) => c.rowsBefore),
      rowsAfter: sum((c) => c.rowsAfter),
      datesAdded: sum((c) => c.datesAdded),
      datesRemoved: sum((c) => c.datesRemoved),
      pricesChanged: sum((c) => c.pricesChanged),
    },
  };
}
