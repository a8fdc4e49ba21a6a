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

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort() : [];

describe('translations', () => {
  const reference = resources.en;

  for (const lang of LANGUAGES) {
    for (const ns of NAMESPACES) {
      describe(`${lang}/${ns}`, () => {
        const entries = leaves(resources[lang][ns]);
        const expected = leaves(reference[ns]);

        it('has exactly the keys of English', () => {
          expect(entries.map(([key]) => key).sort()).toEqual(expected.map(([key]) => key).sort());
        });

        it('has only non-empty strings', () => {
          const bad = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
          expect(bad).toEqual([]);
        });

        it('uses the same {{placeholders}} as English', () => {
          const englishByKey = new Map(expected);
          const mismatched = entries.filter(
            ([key, value]) => placeholders(value).join() !== placeholders(englishByKey.get(key)).join(),
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
