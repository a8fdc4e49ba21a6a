import type { HoldingVocabularyKind } from '../../schemas/holding-vocabulary.js';

/*
 * The columns the holding files share (the holding data CSV, the holding override CSV, the seed's holdings.json): the
 * key (name, currency, ISIN) and the translatable properties, under the same header names, so that a file exported
 * from one reads in the other.
 */

/** The columns whose values must be accepted vocabulary terms (../../schemas/holding-vocabulary.ts). */
export const HOLDING_TERM_COLUMNS = [
  'assetClass',
  'instrumentType',
  'sector',
  'region',
] as const satisfies readonly HoldingVocabularyKind[];

/** What describes a position apart from its weight and value on a date: its key, then its terms. */
export const HOLDING_DESCRIPTIVE_COLUMNS = [
  'holdingName',
  'currency',
  'isin',
  ...HOLDING_TERM_COLUMNS,
] as const;

/** Header names accepted for the shared columns (compared with `normaliseHeader`). */
export const HOLDING_HEADER_NAMES: Readonly<
  Record<(typeof HOLDING_DESCRIPTIVE_COLUMNS)[number], readonly string[]>
> = {
  holdingName: ['holdingname', 'name', 'holding'],
  currency: ['currency', 'ccy'],
  isin: ['isin'],
  assetClass: ['assetclass'],
  instrumentType: ['instrumenttype', 'instrument'],
  sector: ['sector'],
  region: ['region'],
};
