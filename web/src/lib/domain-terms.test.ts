import { LANGUAGES } from '@portal/domain';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allResources } from './all-locales';
import { DOMAIN_TERMS } from './domain-terms';
import { NAMESPACE_FILES, type Namespace } from './i18n';

/** `{a: {b: 'x'}}` → `[['a.b', 'x']]`. */
const leaves = (node: unknown, prefix = ''): [string, unknown][] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, node]];

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], tree);

const localeFile = (lang: string, ns: Namespace): unknown =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../locales/${lang}/${NAMESPACE_FILES[ns]}.json`, import.meta.url)),
      'utf8',
    ),
  );

describe('terms whose one home is the domain', () => {
  const namespaces = Object.keys(DOMAIN_TERMS) as (keyof typeof DOMAIN_TERMS)[];

  it('are in no locale file, so no second copy can drift', () => {
    for (const lang of LANGUAGES)
      for (const ns of namespaces) {
        const file = localeFile(lang, ns);
        const copies = leaves(DOMAIN_TERMS[ns][lang])
          .map(([path]) => path)
          .filter((path) => at(file, path) !== undefined);
        expect(copies, `${lang}/${NAMESPACE_FILES[ns]}.json`).toEqual([]);
      }
  });

  it('reach the pages through the namespaces they belong to, in every language', () => {
    const resources = allResources();
    for (const lang of LANGUAGES)
      for (const ns of namespaces)
        for (const [path, value] of leaves(DOMAIN_TERMS[ns][lang]))
          expect(at(resources[lang][ns], path), `${lang} ${ns}.${path}`).toBe(value);
    // The namespace's own texts stay beside them.
    expect(at(resources.de.analysis, 'drawdowns.rank')).toBe('Nr.');
  });
});
