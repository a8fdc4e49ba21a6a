import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allResources } from './all-locales';
import { NAMESPACES } from './i18n';

const resources = allResources();

/** `{a: {b: 'x'}}` → `[['a.b', 'x']]`; non-string leaves are reported as they are. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have for English's: a plural key (`x_one`, `x_other`) stands for every plural form the
 * language has (French and Portuguese need `x_many` too: 1,000,000 is "many" there), any other key for itself.
 */
function expectedKeys(englishKeys: readonly string[], lang: string): string[] {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort() : [];

describe('translations', () => {
  const reference = resources.en;

  for (const lang of LANGUAGES) {
    for (const ns of NAMESPACES) {
      describe(`${lang}/${ns}`, () => {
        const entries = leaves(resources[lang][ns]);
        const expected = leaves(reference[ns]);

        it('has exactly the keys of English, with the plural forms of its language', () => {
          expect(entries.map(([key]) => key).sort()).toEqual(
            expectedKeys(
              expected.map(([key]) => key),
              lang,
            ),
          );
        });

        it('has only non-empty strings', () => {
          const bad = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
          expect(bad).toEqual([]);
        });

        it('uses the same {{placeholders}} as English', () => {
          const englishByKey = new Map(expected);
          const mismatched = entries.filter(
            ([key, value]) =>
              placeholders(value).join() !==
              placeholders(englishByKey.get(key) ?? englishByKey.get(key.replace(PLURAL, '_other'))).join(),
          );
          expect(mismatched.map(([key]) => key)).toEqual([]);
        });
      });
    }
  }

  it('covers every platform language', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });
});
