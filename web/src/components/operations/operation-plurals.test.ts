import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../lib/all-locales';

// The counts the operation pages show, through i18next with the real texts: one and two in English and German
// (singular and plural), and French's "many" form (1,000,000) that a key without `_many` would show as the key.
let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: allResources() as unknown as Resource,
    interpolation: { escapeValue: false },
  });
});

const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: object) => string;
const n = (lng: string, v: number) => new Intl.NumberFormat(lng).format(v);

/** The bulk price dry run's counts line, as `dry-run-result.tsx` builds it. */
function counts(lng: string, c: { rows: number; ids: number; errors: number; warnings: number }): string {
  const t = tIn(lng);
  const part = (key: string, count: number) =>
    t(`result.${key}`, { ns: 'bulkPrices', count, value: n(lng, count) });
  return t('result.counts', {
    ns: 'bulkPrices',
    rows: part('rows', c.rows),
    ids: part('ids', c.ids),
    errors: part('errors', c.errors),
    warnings: part('warnings', c.warnings),
  });
}

describe('counts on the operation pages', () => {
  it('bulk prices: one and two rows, ids, errors and warnings in English and German', () => {
    expect(counts('en', { rows: 1, ids: 1, errors: 1, warnings: 1 })).toBe('1 row, 1 id, 1 error, 1 warning');
    expect(counts('en', { rows: 2, ids: 2, errors: 2, warnings: 2 })).toBe(
      '2 rows, 2 ids, 2 errors, 2 warnings',
    );
    expect(counts('de', { rows: 1, ids: 1, errors: 1, warnings: 1 })).toBe(
      '1 Zeile, 1 ID, 1 Fehler, 1 Warnung',
    );
    expect(counts('de', { rows: 2, ids: 2, errors: 0, warnings: 2 })).toBe(
      '2 Zeilen, 2 IDs, 0 Fehler, 2 Warnungen',
    );
    expect(counts('en', { rows: 1_000_000, ids: 0, errors: 0, warnings: 0 })).toBe(
      '1,000,000 rows, 0 ids, 0 errors, 0 warnings',
    );
  });

  it('bulk prices: history and refusal', () => {
    const en = tIn('en');
    const de = tIn('de');
    expect(en('historyResult', { ns: 'bulkPrices', count: 1, done: 1, total: 1 })).toBe('1 / 1 series');
    expect(de('historyResult', { ns: 'bulkPrices', count: 1, done: 0, total: 1 })).toBe('0 / 1 Reihe');
    expect(de('historyResult', { ns: 'bulkPrices', count: 2, done: 2, total: 2 })).toBe('2 / 2 Reihen');
    const refused = (t: typeof en, count: number) =>
      t('bulkPrices.errors.fileInvalid', { ns: 'bulkPrices', count, errorCount: String(count) });
    expect(refused(en, 1)).toBe('The file has 1 error; nothing was changed.');
    expect(refused(en, 2)).toBe('The file has 2 errors; nothing was changed.');
    // An operation recorded before `count` was stored: the plain form.
    expect(en('bulkPrices.errors.fileInvalid', { ns: 'bulkPrices', errorCount: '3' })).toBe(
      'The file has 3 errors; nothing was changed.',
    );
  });

  it('bulk components, holding overrides: one and two in English and German', () => {
    const en = tIn('en');
    const de = tIn('de');
    const body = (t: typeof en, count: number) =>
      t('confirm.body', { ns: 'bulkComponents', count, components: String(count) });
    expect(body(en, 1)).toMatch(/^The rows of 1 component are replaced/);
    expect(body(en, 2)).toMatch(/^The rows of 2 components are replaced/);
    expect(body(de, 1)).toMatch(/^Die Zeilen von 1 Komponente werden/);
    expect(body(de, 2)).toMatch(/^Die Zeilen von 2 Komponenten werden/);
    const confirm = (t: typeof en, count: number) =>
      t('overrides.confirm.text', { ns: 'holdingsAdmin', count, writes: String(count) });
    expect(confirm(en, 1)).toMatch(/^Write 1 override record\?/);
    expect(confirm(en, 2)).toMatch(/^Write 2 override records\?/);
    expect(confirm(de, 1)).toMatch(/^1 Überschreibung schreiben\?/);
    expect(confirm(de, 2)).toMatch(/^2 Überschreibungen schreiben\?/);
    expect(tIn('en')('overrides.result.written', { ns: 'holdingsAdmin', count: 1 })).toBe('1 record written');
    expect(tIn('de')('overrides.result.written', { ns: 'holdingsAdmin', count: 2 })).toMatch(/^2 /);
  });

  it('French and Portuguese have the form of 1,000,000', () => {
    expect(counts('fr', { rows: 1_000_000, ids: 1, errors: 0, warnings: 2 })).toBe(
      `${n('fr', 1_000_000)} lignes, 1 identifiant, 0 erreur, 2 avertissements`,
    );
    expect(counts('pt', { rows: 1_000_000, ids: 1, errors: 2, warnings: 1 })).toBe(
      `${n('pt', 1_000_000)} linhas, 1 ID, 2 erros, 1 aviso`,
    );
  });
});
