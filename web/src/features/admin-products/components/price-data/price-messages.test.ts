import {
  PRICE_CSV_MESSAGE_KEYS,
  PRICE_ENTRY_MESSAGES_EN,
  PRICE_QUALITY_MESSAGE_KEYS,
  PRICE_QUALITY_MESSAGES_EN,
  LANGUAGES,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../../../lib/all-locales';

const resources = allResources();
const lookup = (node: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (n, part) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined),
      node,
    );

describe('price data messages', () => {
  const keys = [
    ...PRICE_CSV_MESSAGE_KEYS,
    ...PRICE_QUALITY_MESSAGE_KEYS,
    ...Object.keys(PRICE_ENTRY_MESSAGES_EN),
  ];

  it.each(LANGUAGES)('translates every key of the domain importers in %s (namespace priceData)', (lang) => {
    const missing = keys.filter((k) => typeof lookup(resources[lang].priceData, k) !== 'string');
    expect(missing).toEqual([]);
  });

  // The CSV texts live here only (packages/domain/src/csv/messages.ts); entry and quality keep an English copy.
  it('keeps the English texts of the entry keys as the domain writes them', () => {
    for (const [k, text] of Object.entries(PRICE_ENTRY_MESSAGES_EN))
      expect(lookup(resources.en.priceData, k)).toBe(text);
    // The quality texts add the figure behind the warning in brackets.
    for (const k of PRICE_QUALITY_MESSAGE_KEYS)
      expect(String(lookup(resources.en.priceData, k))).toContain(
        PRICE_QUALITY_MESSAGES_EN[k].replace(/\.$/, ''),
      );
  });
});
