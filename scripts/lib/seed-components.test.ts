import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERIC_COMPONENT_TYPES, sniffMediaType } from '@portal/domain';
import { loadPriceProfiles } from '../seed.js';
import { encodePng, loadSeedComponents, prepareSeedComponents } from './seed-components.js';
import { loadSeedHoldings, seedHoldings } from './seed-holdings.js';
import { generateSeedPrices } from './seed-prices.js';
import { loadTenant, repoRoot } from './tenants.js';

const DEMO = new Set([
  'global-equity-chf',
  'global-equity-eur-h',
  'global-equity-usd-d',
  'swiss-bond-i',
  'multi-asset-dynamic',
]);

/** The demo's seeded prices and holdings on one day: what the computed charts are drawn from. */
function demoData(today: string) {
  const { catalogue } = loadTenant('demo');
  return {
    products: catalogue.products,
    series: generateSeedPrices(catalogue, { today, profiles: loadPriceProfiles('demo') }),
    snapshots: seedHoldings(loadSeedHoldings(repoRoot, 'demo'), catalogue.products, today).snapshots,
    today,
  };
}

describe('seed components', () => {
  it('gives one product every type, in four languages, and links the allocation across the fund', () => {
    const seed = prepareSeedComponents(
      repoRoot,
      'demo',
      DEMO,
      new Date('2026-11-01T00:00:00Z'),
      demoData('2026-11-01'),
    );
    const ge = seed.components.filter((c) => c.productId === 'global-equity-chf').map((c) => c.component);
    expect(new Set(ge.map((c) => c.type))).toEqual(new Set(GENERIC_COMPONENT_TYPES));
    expect(ge.map((c) => c.order)).toEqual(ge.map((_, i) => i));
    const text = ge.find((c) => c.type === 'text');
    expect(Object.keys(text?.content ?? {})).toEqual(['en', 'de', 'fr', 'pt']);
    const copies = seed.components.filter(
      (c) => c.component.id === 'allocation' && c.productId.startsWith('global-equity'),
    );
    expect(copies.map((c) => c.productId)).toEqual([
      'global-equity-chf',
      'global-equity-eur-h',
      'global-equity-usd-d',
    ]);
    expect(copies[1]?.component.links).toEqual([
      { productId: 'global-equity-chf', page: 'overview' },
      { productId: 'global-equity-usd-d', page: 'overview' },
    ]);
    expect(seed.media.map((m) => m.record.file.contentType)).toEqual(['image/png', 'video/webm']);
  });

  it('refuses to seed a computed chart without the seeded data', () => {
    expect(() => prepareSeedComponents(repoRoot, 'demo', DEMO, new Date())).toThrow(
      /component allocation is computed: pass the seeded data/,
    );
  });

  it('skips products the tenant does not have', () => {
    const seed = prepareSeedComponents(repoRoot, 'demo', new Set(['swiss-bond-i']), new Date());
    expect(seed.media).toEqual([]);
    expect(seed.components.map((c) => c.component.id)).toEqual(['about', 'duration']);
  });

  it('draws real PNGs', () => {
    const png = encodePng(2, 1, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255]));
    expect(sniffMediaType(png)?.contentType).toBe('image/png');
  });

  it('seeds nothing for a tenant without a components file and refuses content the domain would not store', () => {
    const dir = mkdtempSync(join(tmpdir(), 'components-'));
    expect(prepareSeedComponents(dir, 't', DEMO, new Date())).toEqual({ media: [], components: [] });
    mkdirSync(join(dir, 'emulator-data', 't'), { recursive: true });
    const component = {
      productId: 'swiss-bond-i',
      id: 'about',
      type: 'text',
      content: { en: { colour: 'red' } },
    };
    writeFileSync(
      join(dir, 'emulator-data', 't', 'components.json'),
      JSON.stringify({ media: [], components: [component] }),
    );
    expect(() => loadSeedComponents(dir, 't')).toThrow(/components\.json: components\.0\.content\.en/);
  });
});
