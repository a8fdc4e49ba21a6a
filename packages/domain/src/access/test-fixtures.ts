import type { z } from 'zod';
import type { AnalysisModeId } from '../constants.js';
import type { analysisModeSchema } from '../tenant/product-config.js';

/** Tests only: an analysis mode of a product configuration, daily, one card, with the fields a test needs on top. */
export const mode = (
  m: AnalysisModeId,
  extra: Partial<z.input<typeof analysisModeSchema>> = {},
): z.input<typeof analysisModeSchema> => ({
  mode: m,
  updateFrequency: 'daily',
  genericCardsToShow: ['cumulativeReturns'],
  ...extra,
});
