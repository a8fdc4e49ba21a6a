import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../constants.js';
import { csvListParam, isoDateParam } from './http.js';

/** GET /api/products/key-numbers?product_ids=a,b&inception_dates=2020-01-01,&period_end_date=2024-12-31 */
export const keyNumbersQuerySchema = /* @__PURE__ */ z
  .object({
    product_ids: csvListParam.pipe(z.array(z.string().min(1)).min(1).max(500)),
    inception_dates: csvListParam.pipe(z.array(z.union([z.literal(''), isoDateParam]))).optional(),
    period_end_date: isoDateParam.optional(),
  })
  .refine((q) => !q.inception_dates || q.inception_dates.length === q.product_ids.length, {
    message: 'inception_dates must have one entry per product id (empty text for missing ones)',
    path: ['inception_dates'],
  });
export type KeyNumbersQuery = z.infer<typeof keyNumbersQuerySchema>;

export const keyNumbersItemSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  currency: z.string(),
  /** `lockedBehindLogin` product asked for by a guest: listed, but its numbers are null until sign-in. */
  locked: z.boolean(),
  lastDate: z.string().nullable(),
  lastPrice: z.number().nullable(),
  lastChange: z.number().nullable(),
  lastDayChange: z.number().nullable(),
  mtdReturn: z.number().nullable(),
  ytdReturn: z.number().nullable(),
  sinceInceptionReturn: z.number().nullable(),
  inceptionDate: z.string().nullable(),
});
export type KeyNumbersItem = z.infer<typeof keyNumbersItemSchema>;

/**
 * Products the caller may not see, or that do not exist, are simply absent (not an error), so that the response
 * never reveals a hidden product's existence.
 */
export const keyNumbersResponseSchema = /* @__PURE__ */ z.object({
  items: z.array(keyNumbersItemSchema),
  conventions: z.object({
    returnMethod: z.literal('simple'),
    /** Last price and absolute change: the price; every return: the adjusted price (`RETURNS_PRICE_FIELD`). */
    pricesFrom: z.literal('price'),
    returnsFrom: z.literal('adjusted'),
    mtdAnchor: z.literal('last price on or before the last day of the previous month'),
    ytdAnchor: z.literal('last price on or before 31 Dec of the previous year'),
    inceptionAnchor: z.literal('last price on or before the inception date, else the first price'),
  }),
});
export type KeyNumbersResponse = z.infer<typeof keyNumbersResponseSchema>;

/** GET /api/products/{id}/product-prices: the product's main series, columnar. */
export const productPricesResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  seriesId: z.string(),
  mode: z.enum(['live', 'historical', 'internal']),
  currency: z.string(),
  frequency: z.enum(UPDATE_FREQUENCIES),
  /** Legacy data ends on this date (inclusive); the UI shades it. */
  oldDataEndDate: z.string().nullable(),
  version: z.number().int(),
  dates: z.array(z.string()),
  prices: z.array(z.number()),
  /**
   * Distribution-adjusted prices (the basis of every return), aligned with `dates`; `null` when they equal
   * `prices` at every date (no distribution ever adjusted the series), so the body carries one column, not two.
   */
  adjustedPrices: z.array(z.number()).nullable(),
});
export type ProductPricesResponse = z.infer<typeof productPricesResponseSchema>;
