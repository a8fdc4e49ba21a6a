import { BULK_COMPONENT_CSV_MESSAGE_KEYS } from './bulk-components/bulk-component-csv.js';
import { BULK_PRICE_CSV_MESSAGE_KEYS } from './bulk-prices/bulk-price-csv.js';
import { HOLDING_CSV_MESSAGE_KEYS } from './holdings/holding-csv.js';
import { HOLDING_OVERRIDE_CSV_MESSAGE_KEYS } from './holdings/holding-override-csv.js';
import { PRICE_CSV_MESSAGE_KEYS } from './price-csv.js';
import { RISK_FREE_CSV_MESSAGE_KEYS } from './risk-free-csv.js';

/*
 * Where the texts of the CSV errors live: once, in the web locales (every language), in the file of the screen
 * that imports the format. The domain answers keys and params only (./core/error.ts); the API sends them as they
 * are, the web translates them, the CLI prints the English file's text. A test checks that every key here has a
 * text in every language (messages.test.ts).
 */
export const CSV_MESSAGE_KEYS_BY_LOCALE_FILE = {
  'price-data': [...PRICE_CSV_MESSAGE_KEYS, ...RISK_FREE_CSV_MESSAGE_KEYS],
  'bulk-prices': BULK_PRICE_CSV_MESSAGE_KEYS,
  'bulk-components': BULK_COMPONENT_CSV_MESSAGE_KEYS,
  'holdings-admin': [...HOLDING_CSV_MESSAGE_KEYS, ...HOLDING_OVERRIDE_CSV_MESSAGE_KEYS],
} as const satisfies Record<string, readonly `csv.${string}`[]>;
