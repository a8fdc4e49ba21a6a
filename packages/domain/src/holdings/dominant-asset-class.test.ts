import { describe, expect, it } from 'vitest';
import type { Holding } from '../schemas/holdings.js';
import { dominantAssetClass, MIXED_ASSET_CLASS } from './dominant-asset-class.js';

const h = (holdingName: string, assetClass: string, weight: number): Holding => ({
  holdingName,
  currency: 'CHF',
  isin: '',
  assetClass,
  instrumentType: 'share',
  sector: 'other',
  region: 'europe',
  weight,
  value: weight * 1000,
});

describe('dominantAssetClass', () => {
  it('names the class above half of the latest snapshot’s weight', () => {
    const snapshots = [
      { date: '2024-01-31', holdings: [h('A', 'fixedIncome', 0.9), h('B', 'cash', 0.1)] },
      { date: '2024-02-29', holdings: [h('A', 'equity', 0.6), h('B', 'cash', 0.4)] },
    ];
    expect(dominantAssetClass(snapshots, [])).toBe('equity');
  });

  it('calls a portfolio no class dominates multi-asset (exactly half is not more than half)', () => {
    const even = [{ date: '2024-01-31', holdings: [h('A', 'equity', 0.5), h('B', 'fixedIncome', 0.5)] }];
    expect(dominantAssetClass(even, [])).toBe(MIXED_ASSET_CLASS);
    const spread = [
      {
        date: '2024-01-31',
        holdings: [h('A', 'equity', 0.45), h('B', 'fixedIncome', 0.4), h('C', 'cash', 0.15)],
      },
    ];
    expect(dominantAssetClass(spread, [])).toBe(MIXED_ASSET_CLASS);
  });

  it('applies the overrides, as the holdings section shows them', () => {
    const snapshots = [{ date: '2024-01-31', holdings: [h('A', 'other', 0.7), h('B', 'cash', 0.3)] }];
    const overrides = [
      { key: { holdingName: 'A', currency: 'CHF', isin: '' }, values: { assetClass: 'realEstate' } },
    ];
    expect(dominantAssetClass(snapshots, overrides)).toBe('realEstate');
  });

  it('weighs short positions by their size and ignores empty ones', () => {
    const snapshots = [
      {
        date: '2024-01-31',
        holdings: [h('A', 'derivatives', -0.8), h('B', 'cash', 0.2), h('C', 'equity', 0)],
      },
    ];
    expect(dominantAssetClass(snapshots, [])).toBe('derivatives');
  });

  it('answers null without holdings', () => {
    expect(dominantAssetClass([], [])).toBeNull();
    expect(dominantAssetClass([{ date: '2024-01-31', holdings: [] }], [])).toBeNull();
    expect(dominantAssetClass([{ date: '2024-01-31', holdings: [h('A', 'equity', 0)] }], [])).toBeNull();
  });
});
