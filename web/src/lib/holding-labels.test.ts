import {
  HOLDING_ADMIN_MESSAGE_KEYS,
  HOLDING_CSV_COLUMNS,
  HOLDING_CSV_MESSAGE_KEYS,
  HOLDING_OVERRIDE_CSV_MESSAGE_KEYS,
  HOLDING_OVERRIDE_KEY_COLUMNS,
  HOLDING_OVERRIDE_VALUE_COLUMNS,
  HOLDING_VOCABULARIES,
} from '@portal/domain';
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
      for (const [kind, terms] of Object.entries(HOLDING_VOCABULARIES)) {
        expect(Object.keys(at(tree, `vocabulary.${kind}`) as object).sort(), `${lang} ${kind}`).toEqual(
          Object.keys(terms).sort(),
        );
      }
    }
  });

  it('keep the English texts of the domain (the reference) for file messages', () => {
    expect(at(en, 'csv.holding.decimalComma')).toBe('Use a decimal point, not a comma.');
    expect(at(de, 'csv.holding.decimalComma')).not.toBe(at(en, 'csv.holding.decimalComma'));
  });
});
