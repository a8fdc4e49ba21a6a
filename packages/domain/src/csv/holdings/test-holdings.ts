import type { HoldingKey } from '../../schemas/holdings.js';

/** The holdings a product has in the override suites (tests only): the keys the override fixtures refer to. */
export const KNOWN_HOLDINGS: readonly HoldingKey[] = [
  { holdingName: 'Nestle', currency: 'CHF', isin: 'CH0038863350' },
  { holdingName: 'Cash', currency: 'CHF', isin: '' },
  { holdingName: 'Apple Inc.', currency: 'USD', isin: 'US0378331005' },
  { holdingName: 'Roche', currency: 'CHF', isin: 'CH0012032048' },
  { holdingName: 'Gold', currency: 'XAU', isin: '' },
];
