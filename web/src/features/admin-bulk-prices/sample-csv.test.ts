import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BULK_PRICE_CSV_MESSAGE_KEYS,
  BULK_PRICE_OPERATION_ERROR_KEYS,
  PRICE_QUALITY_MESSAGE_KEYS,
  SAMPLE_BULK_PRICE_CSV,
  SAMPLE_BULK_PRICE_CSV_PATH,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/bulk-prices.json';

describe('the downloadable bulk price sample', () => {
  it('is served from web/public byte for byte as the domain defines it', () => {
    const file = fileURLToPath(new URL(`../../../public${SAMPLE_BULK_PRICE_CSV_PATH}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(SAMPLE_BULK_PRICE_CSV);
  });
});

describe('the bulkPrices namespace', () => {
  // The other languages have the same keys (i18n.test.ts).
  it('translates every message key the dry run and the operation can store', () => {
    const text = (key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    const keys = [
      ...BULK_PRICE_CSV_MESSAGE_KEYS,
      ...PRICE_QUALITY_MESSAGE_KEYS,
      ...BULK_PRICE_OPERATION_ERROR_KEYS,
    ];
    expect(keys.filter((k) => typeof text(k) !== 'string')).toEqual([]);
  });
});
