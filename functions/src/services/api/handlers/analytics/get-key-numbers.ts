import type { Firestore } from 'firebase-admin/firestore';
import {
  computeKeyNumbers,
  NO_KEY_NUMBERS,
  primaryAccess,
  priceSeriesIdFor,
  readGate,
  type Reader,
  type KeyNumbersItem,
  type KeyNumbersQuery,
  type KeyNumbersResponse,
} from '@portal/domain';
import { loadSeries } from '../../../prices/read-series.js';
import type { PortalConfig } from '../../../analytics/config-cache.js';

const CONVENTIONS: KeyNumbersResponse['conventions'] = {
  returnMethod: 'simple',
  pricesFrom: 'price',
  returnsFrom: 'adjusted',
  mtdAnchor: 'last price on or before the last day of the previous month',
  ytdAnchor: 'last price on or before 31 Dec of the previous year',
  inceptionAnchor: 'last price on or before the inception date, else the first price',
};

/**
 * Key numbers of the requested products, in request order (duplicates once). Products the caller may not see are
 * left out rather than refused, so the answer never reveals that a hidden product exists; so are products the
 * reader's investor profile may not open (the gate's `primary` mode read, without the login lock: a locked product
 * is listed as locked).
 */
export async function getKeyNumbers(
  db: Firestore,
  config: PortalConfig,
  reader: Reader,
  query: KeyNumbersQuery,
): Promise<KeyNumbersResponse> {
  const seen = new Set<string>();
  const jobs: Promise<KeyNumbersItem>[] = [];
  query.product_ids.forEach((productId, i) => {
    if (seen.has(productId)) return;
    seen.add(productId);
    const access = primaryAccess(reader.access, config.products.get(productId), config.products);
    if (access.kind === 'absent') return;
    // The profile part of the gate: the product's own rules passed (primaryAccess), the login lock aside.
    const unlocked = { ...access.product, lockedBehindLogin: false };
    const gate = readGate(reader, {
      kind: 'mode',
      product: unlocked,
      mode: 'primary',
      catalogue: config.products,
    });
    if (gate.kind === 'deny') return;
    const { product, mode } = access;
    // Empty text in inception_dates means "use the product's own" (seed 000 §7).
    const given = query.inception_dates?.[i];
    const inceptionDate = given === undefined || given === '' ? product.inceptionDate : given;
    if (access.kind === 'locked') {
      const item: KeyNumbersItem = {
        productId,
        currency: product.currency,
        locked: true,
        ...NO_KEY_NUMBERS,
        inceptionDate,
      };
      jobs.push(Promise.resolve(item));
      return;
    }
    jobs.push(
      loadSeries(db, priceSeriesIdFor(product, mode.mode)).then((loaded) => {
        const series = loaded?.series ?? { dates: [], prices: [], adjusted: [] };
        const numbers = computeKeyNumbers(series, {
          inceptionDate,
          periodEndDate: query.period_end_date ?? null,
        });
        return { productId, currency: loaded?.meta.currency ?? product.currency, locked: false, ...numbers };
      }),
    );
  });
  return { items: await Promise.all(jobs), conventions: CONVENTIONS };
}
