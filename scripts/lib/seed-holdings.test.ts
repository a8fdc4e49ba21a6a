import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allocationOn, holdingsOn, tidySum } from '@portal/domain';
import { loadTenant, repoRoot } from './tenants.js';
import { loadSeedHoldings, monthEndsBefore, SEED_HOLDING_DATES, seedHoldings } from './seed-holdings.js';

const products = loadTenant('demo').catalogue.products;
const seed = loadSeedHoldings(repoRoot, 'demo');

describe('seed holdings', () => {
  const seeded = seedHoldings(seed, products, '2026-11-24');

  it('takes the month ends before today', () => {
    expect(monthEndsBefore('2026-03-15', 3)).toEqual(['2025-12-31', '2026-01-31', '2026-02-28']);
    expect(monthEndsBefore('2026-03-01', 1)).toEqual(['2026-02-28']);
  });

  it('gives several products at least 8 dates, each adding up to 100 % and to the configured AuM at the end', () => {
    const byProduct = new Map<string, typeof seeded.snapshots>();
    for (const s of seeded.snapshots) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
    expect(byProduct.size).toBeGreaterThanOrEqual(3);
    for (const [productId, snapshots] of byProduct) {
      expect(snapshots.length).toBe(SEED_HOLDING_DATES);
      expect(SEED_HOLDING_DATES).toBeGreaterThanOrEqual(8);
      const product = products.find((p) => p.productId === productId);
      expect(product?.allowHoldingDataModification).toBe(true);
      for (const s of snapshots) {
        expect(s.holdings.length).toBeGreaterThanOrEqual(20);
        expect(s.holdings.length).toBeLessThanOrEqual(60);
        expect(tidySum(s.holdings.map((h) => h.weight))).toBeCloseTo(1, 9);
        // Only the derivatives are short, and no position outgrows a realistic size.
        for (const h of s.holdings) {
          expect(h.weight < 0, h.holdingName).toBe(h.assetClass === 'derivatives');
          expect(Math.abs(h.weight), h.holdingName).toBeLessThan(0.2);
        }
      }
      const last = snapshots.at(-1);
      expect(tidySum(last?.holdings.map((h) => h.value) ?? []) / (product?.aum ?? 1)).toBeCloseTo(1, 3);
    }
  });

  it('has several currencies, asset classes, a short position and cash without an ISIN', () => {
    const input = {
      productId: 'multi-asset-dynamic',
      currency: 'CHF',
      snapshots: seeded.snapshots.filter((s) => s.productId === 'multi-asset-dynamic'),
      overrides: [],
    };
    expect(allocationOn(input, 'currency', undefined, 'en')?.slices.length).toBeGreaterThanOrEqual(4);
    expect(allocationOn(input, 'assetClass', undefined, 'en')?.slices.length).toBeGreaterThanOrEqual(6);
    const rows = holdingsOn(input, undefined, 'en')?.holdings ?? [];
    expect(rows.some((h) => h.weight < 0)).toBe(true);
    expect(rows.some((h) => h.assetClass.key === 'cash' && h.isin === '')).toBe(true);
  });

  it('shows some components on the overview, with every chart type', () => {
    expect(seeded.components.filter((c) => c.showOnOverview).length).toBeGreaterThanOrEqual(6);
    expect(new Set(seeded.components.map((c) => c.chartType))).toEqual(
      new Set(['table', 'pie', 'donut', 'bar']),
    );
  });

  it('is deterministic', () => {
    expect(JSON.stringify(seedHoldings(seed, products, '2026-11-24'))).toBe(JSON.stringify(seeded));
  });

  it('checks the holdings file on load: no file gives no portfolios, a bad position names its place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'holdings-'));
    expect(loadSeedHoldings(dir, 't').portfolios).toEqual([]);
    const file = JSON.parse(
      readFileSync(join(repoRoot, 'emulator-data', 'demo', 'holdings.json'), 'utf8'),
    ) as {
      portfolios: { positions: unknown[][] }[];
    };
    file.portfolios[0]?.positions[1]?.splice(1, 1, 'usd');
    mkdirSync(join(dir, 'emulator-data', 't'), { recursive: true });
    writeFileSync(join(dir, 'emulator-data', 't', 'holdings.json'), JSON.stringify(file));
    expect(() => loadSeedHoldings(dir, 't')).toThrow(/holdings\.json: portfolios\.0\.positions/);
  });
});
