/** Anything with a start and an optional end date (seed 001 §3 "Market events": `endDate: null` = ongoing). */
export interface DatedEvent {
  startDate: string;
  endDate: string | null;
}

/**
 * Market events overlapping the visible range `[from, to]` (inclusive), passed through unchanged and in input order
 * so the chart can shade them (clipping to the range is the chart's job). An ongoing event (`endDate: null`)
 * overlaps every range that ends on or after its start.
 */
export function eventsInRange<E extends DatedEvent>(events: readonly E[], from: string, to: string): E[] {
  return events.filter((e) => e.startDate <= to && (e.endDate === null || e.endDate >= from));
}
