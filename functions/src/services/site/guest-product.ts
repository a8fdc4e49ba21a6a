import {
  SITE_CALLS,
  type KeyNumbersItem,
  type Language,
  type OverviewResponse,
  type ProductConfig,
  type VisitorHints,
} from '@portal/domain';
import type { ApiDeps } from '../api/context.js';
import { guestApiCall, type GuestQuery } from './guest-api.js';

/*
 * What a visitor may read of one product, for the server-rendered parts of the site (a page's head, the link-preview
 * image): the product as the site state lists it, its overview and its key numbers, each through the API contract as
 * the visitor (./guest-api.ts), so the same gates decide as for their browser.
 */

/** The reader parameters of the visitor's API calls (as the web client sends them: web/src/lib/reader-query.ts). */
export function readerQuery(lang: Language, hints: VisitorHints): GuestQuery {
  return {
    lang,
    ...(hints.investorType ? { investor_profile: hints.investorType } : {}),
    ...(hints.country ? { country: hints.country } : {}),
  };
}

export interface GuestProduct {
  product: ProductConfig;
  overview: OverviewResponse;
  /** The key numbers, null when their gate refuses this visitor or the product is locked behind the login. */
  numbers: KeyNumbersItem | null;
}

/**
 * A refusal (4xx: not visible, gated for this visitor) means the visitor gets nothing of the product; any other
 * answer is a failure, thrown, so that the caller answers it as one rather than as "no such product" (which a CDN
 * would keep).
 */
function refused(answer: { status: number }): boolean {
  if (answer.status === 200) return false;
  if (answer.status >= 400 && answer.status < 500) return true;
  throw new Error(`the API answered ${String(answer.status)} to a guest read of the site`);
}

/**
 * The product `productId` as the visitor reading with `reader` may see it; null when it is unknown, hidden, for other
 * roles, or when the gate refuses them its overview (the page a product link opens).
 */
export async function guestProduct(
  api: ApiDeps,
  productId: string,
  reader: GuestQuery,
): Promise<GuestProduct | null> {
  const state = await guestApiCall(api, SITE_CALLS.siteState, {});
  const product = refused(state) ? undefined : state.body?.products.find((p) => p.productId === productId);
  if (!product) return null;
  const overview = await guestApiCall(api, SITE_CALLS.overview, { id: productId }, reader);
  if (refused(overview) || !overview.body) return null;
  const numbers = await guestApiCall(
    api,
    SITE_CALLS.keyNumbers,
    {},
    {
      ...reader,
      product_ids: productId,
      inception_dates: product.shareClass?.inceptionDate ?? product.inceptionDate,
    },
  );
  // The overview is open but the numbers have their own gate (the product's primary mode): then none.
  const item = refused(numbers)
    ? undefined
    : numbers.body?.items.find((i) => i.productId === productId && !i.locked);
  return { product, overview: overview.body, numbers: item ?? null };
}
