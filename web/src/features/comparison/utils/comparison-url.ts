import {
  COMPARISON_LIMITS,
  COMPARISON_PERIODS,
  dateBoundIssue,
  isRealDate,
  LIMITS,
  type ComparisonPeriod,
} from '@portal/domain';

/*
 * The comparison page keeps its whole state in the URL (`?products=a,b&period=36m&from=…&to=…`), so a shared or
 * bookmarked link shows the same comparison. A link is typed, edited or cut by hand: what cannot be honoured is
 * dropped here (the page shows what remains) rather than sent, for the API to refuse the whole call.
 */

/** What the page shows, as read from its URL. */
export interface ComparisonState {
  /** Distinct ids, in the reader's order, at most `COMPARISON_LIMITS.maxProducts`. */
  productIds: readonly string[];
  period: ComparisonPeriod;
  /** The chart window's start (`null`: the products' common start). */
  from: string | null;
  /** The chart window's end (`null`: each product's last price). */
  to: string | null;
}

/** The search params the page owns; any other parameter of the URL is left as it is. */
const KEYS = { products: 'products', period: 'period', from: 'from', to: 'to' } as const;

const isComparisonPeriod = (value: string | null): value is ComparisonPeriod =>
  (COMPARISON_PERIODS as readonly (string | null)[]).includes(value);

const realDateOrNull = (value: string | null): string | null =>
  value !== null && isRealDate(value) ? value : null;

/** The product ids of a `products` parameter: trimmed, empty and repeated ones left out, the first six kept. */
export function productIdsOf(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, COMPARISON_LIMITS.maxProducts);
}

/**
 * The page's state from its URL: an unknown period reads as `common`; a date that is not a real `YYYY-MM-DD` is left
 * out, and so is an end before the start (the API's own order rule), keeping the start the reader chose.
 */
export function readComparisonState(search: URLSearchParams): ComparisonState {
  const period = search.get(KEYS.period);
  const from = realDateOrNull(search.get(KEYS.from));
  const to = realDateOrNull(search.get(KEYS.to));
  const ordered =
    from === null || to === null || dateBoundIssue(to, from, 'after', LIMITS.periodMinDaysApart) === null;
  return {
    productIds: productIdsOf(search.get(KEYS.products)),
    period: isComparisonPeriod(period) ? period : 'common',
    from,
    to: ordered ? to : null,
  };
}

/**
 * `search` with the page's parameters set to `state`: defaults are left out (no `period` for `common`, no dates),
 * so the plain link of the products (`paths.compare(ids)`) and the page's own URL are the same address.
 */
export function withComparisonState(search: URLSearchParams, state: ComparisonState): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set(KEYS.products, state.productIds.join(','));
  set(KEYS.period, state.period === 'common' ? null : state.period);
  set(KEYS.from, state.from);
  set(KEYS.to, state.to);
  return next;
}

/** Whether the reader has chosen enough products for a comparison (the API's lower bound). */
export const canCompare = (state: Pick<ComparisonState, 'productIds'>): boolean =>
  state.productIds.length >= COMPARISON_LIMITS.minProducts;
