import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductConfig } from '@portal/domain';
import { repoRoot } from '../firebase.js';
import { loadTenant } from './tenants.js';
import { seedProductLangs } from './seed-product-langs.js';

const product = (productId: string, root: string, langs: string[]) =>
  ({ productId, productShareClassRoot: root, availableLanguages: langs }) as unknown as ProductConfig;

const ALPS = {
  productId: 'global-equity-chf',
  mediaId: 'seed-alps',
  fileName: 'investment-team.png',
  contentType: 'image/png',
  size: 1234,
};

function folderWith(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'langs-'));
  mkdirSync(join(dir, 'emulator-data', 't'), { recursive: true });
  writeFileSync(join(dir, 'emulator-data', 't', 'product-langs.json'), JSON.stringify({ content }));
  return dir;
}

describe('seedProductLangs', () => {
  it('gives every class of a fund its texts, in the languages the product offers', () => {
    const dir = folderWith({
      fund: { description: { en: 'A fund', de: 'Ein Fonds', pt: 'Um fundo' }, darkening: 0.3 },
    });
    const docs = seedProductLangs(dir, 't', [
      product('a', 'fund', ['en', 'de']),
      product('b', 'other', ['en']),
    ]);
    expect(docs.map((d) => [d.productId, d.lang.id, d.lang.general.description])).toEqual([
      ['a', 'en', 'A fund'],
      ['a', 'de', 'Ein Fonds'],
    ]);
    expect(docs[0]?.lang.overview.header).toMatchObject({ text: '', darkening: 0.3, showFollowButton: true });
  });

  it('refuses a background image that is not a seeded media', () => {
    const dir = folderWith({ fund: { headerText: { en: 'x' }, backgroundImage: 'seed-nope' } });
    expect(() => seedProductLangs(dir, 't', [product('a', 'fund', ['en'])], [ALPS])).toThrow(
      /no seeded media seed-nope/,
    );
  });

  it('refuses an entry for an unknown product before anything is written', () => {
    const dir = folderWith({ nope: { description: { en: 'x' } } });
    expect(() => seedProductLangs(dir, 't', [product('a', 'fund', ['en'])])).toThrow(
      /no product or fund nope/,
    );
  });

  it('reads the demo tenant file: texts for every class of the funds named', () => {
    const tenant = loadTenant('demo');
    const docs = seedProductLangs(repoRoot, 'demo', tenant.catalogue.products, [ALPS]);
    const ids = new Set(docs.map((d) => d.productId));
    const chf = docs.find((d) => d.productId === 'global-equity-chf' && d.lang.id === 'de');
    expect(chf?.lang.overview.header.backgroundImage).toEqual(ALPS);
    expect(ids).toContain('global-equity-eur-h');
    expect(ids).toContain('alpinum-absolute-return');
    expect(docs.every((d) => d.lang.general.description.length > 0)).toBe(true);
  });
});
