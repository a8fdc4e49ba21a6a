import { BULK_COMPONENT_CSV_MESSAGE_KEYS, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../lib/all-locales';

/** Every key the domain importer can answer is translated in every language (the page shows them by key). */
describe('bulk component CSV messages', () => {
  const resources = allResources();
  const text = (lang: (typeof LANGUAGES)[number], key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resources[lang].bulkComponents,
      );

  it.each(LANGUAGES)('are all in %s', (lang) => {
    const missing = BULK_COMPONENT_CSV_MESSAGE_KEYS.filter((key) => typeof text(lang, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('cover the failure keys the functions record on operations', () => {
    for (const key of ['errors.fileRejected', 'errors.unknown'])
      expect(typeof text('en', key)).toBe('string');
    for (const key of ['errors.failed', 'errors.notQueued']) {
      expect(
        typeof key
          .split('.')
          .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], resources.en.exportPlatform),
      ).toBe('string');
    }
  });
});
