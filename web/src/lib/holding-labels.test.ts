import {
  HOLDING_ADMIN_MESSAGE_KEYS,
  HOLDING_CSV_COLUMNS,
  HOLDING_CSV_MESSAGE_KEYS,
  HOLDING_OVERRIDE_CSV_MESSAGE_KEYS,
  HOLDING_OVERRIDE_KEY_COLUMNS,
  HOLDING_OVERRIDE_VALUE_COLUMNS,
  HOLDING_VOCABULARIES,
  holdingTermLabel,
  LANGUAGES,
} from '@portal/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/holdings-admin.json';
import en from '../locales/en/holdings-admin.json';
import fr from '../locales/fr/holdings-admin.json';
import pt from '../locales/pt/holdings-admin.json';

const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('holdingsAdmin translations', () => {
  const locales = { en, de, fr, pt };

  it('translate every message key of the domain parsers and the API, in every language', () => {
    const keys = [
      ...HOLDING_CSV_MESSAGE_KEYS,
      ...HOLDING_OVERRIDE_CSV_MESSAGE_KEYS,
      ...HOLDING_ADMIN_MESSAGE_KEYS,
    ];
    for (const [lang, tree] of Object.entries(locales)) {
      for (const key of keys) expect(typeof at(tree, key), `${lang} ${key}`).toBe('string');
    }
  });

  it('name every column and every accepted value of the translatable properties', () => {
    const columns = [
      ...HOLDING_CSV_COLUMNS,
      ...HOLDING_OVERRIDE_KEY_COLUMNS,
      ...HOLDING_OVERRIDE_VALUE_COLUMNS,
    ];
    for (const [lang, tree] of Object.entries(locales)) {
      for (const c of [...columns, 'date'])
        expect(typeof at(tree, `columns.${c}`), `${lang} ${c}`).toBe('string');
    }
  });

  it('carry no holdings vocabulary: its one home is the domain (holdingTermLabel), so no surface can disagree', () => {
    // A copy is any object in any web locale file that names three or more terms of one vocabulary kind.
    const copies: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const keys = Object.keys(node);
      for (const [kind, terms] of Object.entries(HOLDING_VOCABULARIES)) {
        const named = keys.filter((k) => Object.hasOwn(terms, k) && k !== 'other');
        if (named.length >= 3) copies.push(`${path} (${kind}: ${named.join(', ')})`);
      }
      for (const [k, v] of Object.entries(node)) visit(v, `${path}.${k}`);
    };
    const root = fileURLToPath(new URL('../locales/', import.meta.url));
    for (const lang of readdirSync(root))
      for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')))
        visit(JSON.parse(readFileSync(join(root, lang, file), 'utf8')), `${lang}/${file}`);
    expect(copies).toEqual([]);
  });

  it('show the domain label of each term in the console, in every language', () => {
    expect(holdingTermLabel('assetClass', 'fixedIncome', 'de')).toBe('Obligationen');
    for (const lang of LANGUAGES)
      for (const [kind, terms] of Object.entries(HOLDING_VOCABULARIES))
        for (const key of Object.keys(terms))
          expect(holdingTermLabel(kind as keyof typeof HOLDING_VOCABULARIES, key, lang)).not.toBe(key);
  });

  it('keep the English texts of the domain (the reference) for file messages', () => {
    expect(at(en, 'csv.holding.decimalComma')).toBe('Use a decimal point, not a comma.');
    expect(at(de, 'csv.holding.decimalComma')).not.toBe(at(en, 'csv.holding.decimalComma'));
  });
});
