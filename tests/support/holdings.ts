/** The holding the holdings suites (API, rules, browser) import, override and read back: Nestlé, a Swiss share. */
import type { Holding } from '@portal/domain';

/** Nestlé's override key (holding name, currency, ISIN), as an override file names it. */
export const NESTLE_KEY = { holdingName: 'Nestle', currency: 'CHF', isin: 'CH0038863350' } as const;

/** Nestlé as a stored snapshot row; `over` sets the weight, value or anything else the test is about. */
export const nestle = (over: Partial<Holding> = {}): Holding => ({
  ...NESTLE_KEY,
  assetClass: 'equity',
  instrumentType: 'share',
  sector: 'consumerStaples',
  region: 'switzerland',
  weight: 1,
  value: 10,
  ...over,
});
