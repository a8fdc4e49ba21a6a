import { describe, expect, it } from 'vitest';
import { allocationResponseSchema, holdingsResponseSchema } from '../contracts/holdings.js';
import type { PriceSeries } from '../prices/layout.js';
import type { Holding } from '../schemas/holdings.js';
import {
  HOLDING_ASSET_CLASSES_EN,
  HOLDING_INSTRUMENT_TYPES_EN,
  HOLDING_REGIONS_EN,
  HOLDING_SECTORS_EN,
} from '../schemas/holding-vocabulary.js';
import { allocationOn, allocationOverTime } from './allocation.js';
import { assetsUnderManagement } from './aum.js';
import { performanceTable } from './performance-table.js';
import {
  applyHoldingOverrides,
  holdingsDetails,
  holdingsOn,
  snapshotOn,
  tidySum,
  type PortfolioSnapshot,
} from './portfolio.js';
import { currencyLabel, holdingTermLabel } from './vocabulary-labels.js';

const h = (over: Partial<Holding> & Pick<Holding, 'holdingName'>): Holding => ({
  currency: 'CHF',
  isin: '',
  assetClass: 'equity',
  instrumentType: 'share',
  sector: 'financials',
  region: 'switzerland',
  weight: 0.1,
  value: 100,
  ...over,
});

const NESTLE = h({
  holdingName: 'Nestlé',
  isin: 'CH0038863350',
  sector: 'consumerStaples',
  weight: 0.4,
  value: 400,
});
const APPLE = h({
  holdingName: 'Apple',
  currency: 'USD',
  isin: 'US0378331005',
  sector: 'informationTechnology',
  region: 'northAmerica',
  weight: 0.35,
  value: 350,
});
const BUND = h({
  holdingName: 'Bund 2030',
  currency: 'EUR',
  isin: 'DE0001102499',
  assetClass: 'fixedIncome',
  instrumentType: 'bond',
  sector: 'government',
  region: 'europe',
  weight: 0.2,
  value: 200,
});
const CASH = h({
  holdingName: 'Cash CHF',
  assetClass: 'cash',
  instrumentType: 'cashAccount',
  sector: 'cash',
  weight: 0.05,
  value: 50,
});

const SNAPSHOTS: PortfolioSnapshot[] = [
  { date: '2024-03-31', holdings: [NESTLE, APPLE, BUND, CASH] },
  {
    date: '2023-12-31',
    holdings: [NESTLE, { ...APPLE, weight: 0.45, value: 450 }, { ...CASH, weight: 0.15, value: 150 }],
  },
];
const input = (snapshots = SNAPSHOTS, overrides: { key: Holding; values: Partial<Holding> }[] = []) => ({
  productId: 'p',
  currency: 'CHF',
  snapshots,
  overrides: overrides.map((o) => ({
    key: { holdingName: o.key.holdingName, currency: o.key.currency, isin: o.key.isin },
    values: o.values,
  })),
});

describe('vocabulary labels', () => {
  it('has a label in every language for every key of every vocabulary', () => {
    const vocabularies = {
      assetClass: HOLDING_ASSET_CLASSES_EN,
      instrumentType: HOLDING_INSTRUMENT_TYPES_EN,
      sector: HOLDING_SECTORS_EN,
      region: HOLDING_REGIONS_EN,
    } as const;
    for (const [kind, en] of Object.entries(vocabularies)) {
      for (const [key, label] of Object.entries(en)) {
        const k = kind as keyof typeof vocabularies;
        expect(holdingTermLabel(k, key, 'en')).toBe(label);
        for (const lang of ['de', 'fr', 'pt'] as const) {
          expect(holdingTermLabel(k, key, lang), `${kind}.${key} in ${lang}`).not.toBe(key);
        }
      }
    }
    expect(holdingTermLabel('assetClass', 'fixedIncome', 'de')).toBe('Obligationen');
    expect(holdingTermLabel('region', 'switzerland', 'fr')).toBe('Suisse');
  });

  it('shows a key outside the vocabulary as stored', () => {
    expect(holdingTermLabel('sector', 'retiredSector', 'de')).toBe('retiredSector');
    expect(holdingTermLabel('sector', 'toString', 'en')).toBe('toString');
  });

  it('names currencies in the language, and keeps an unknown code', () => {
    expect(currencyLabel('USD', 'en')).toBe('US Dollar');
    expect(currencyLabel('CHF', 'de')).toBe('Schweizer Franken');
    expect(currencyLabel('XYZ', 'fr')).toBe('XYZ');
    expect(currencyLabel('not a code', 'en')).toBe('not a code');
  });
});

describe('snapshotOn', () => {
  it('takes the latest on or before the date, the latest of all without one, null before the first', () => {
    expect(snapshotOn(SNAPSHOTS, undefined)?.date).toBe('2024-03-31');
    expect(snapshotOn(SNAPSHOTS, '2024-03-30')?.date).toBe('2023-12-31');
    expect(snapshotOn(SNAPSHOTS, '2024-03-31')?.date).toBe('2024-03-31');
    expect(snapshotOn(SNAPSHOTS, '2023-12-30')).toBeNull();
    expect(snapshotOn([], undefined)).toBeNull();
  });
});

describe('applyHoldingOverrides', () => {
  it('changes only the overridden fields of the matching position, by name, currency and ISIN', () => {
    const out = applyHoldingOverrides(
      [NESTLE, APPLE],
      input(SNAPSHOTS, [
        { key: APPLE, values: { sector: 'communicationServices', holdingName: 'Apple Inc.' } },
      ]).overrides,
    );
    expect(out[0]).toEqual({ ...NESTLE, overridden: false });
    expect(out[1]).toEqual({
      ...APPLE,
      sector: 'communicationServices',
      holdingName: 'Apple Inc.',
      overridden: true,
    });
  });

  it('does not match a position that differs in currency or ISIN only', () => {
    const out = applyHoldingOverrides(
      [APPLE],
      input(SNAPSHOTS, [
        { key: { ...APPLE, currency: 'CHF' }, values: { weight: 0 } },
        { key: { ...APPLE, isin: '' }, values: { weight: 0 } },
      ]).overrides,
    );
    expect(out[0]?.weight).toBe(0.35);
    expect(out[0]?.overridden).toBe(false);
  });

  it('matches cash without an ISIN, and an override equal to the stored value is not a change', () => {
    const out = applyHoldingOverrides(
      [CASH, NESTLE],
      input(SNAPSHOTS, [
        { key: CASH, values: { region: 'global' } },
        { key: NESTLE, values: { weight: 0.4 } },
      ]).overrides,
    );
    expect(out[0]?.region).toBe('global');
    expect(out[0]?.overridden).toBe(true);
    expect(out[1]?.overridden).toBe(false);
  });
});

describe('holdingsOn', () => {
  it('lists the positions largest first, translated, with totals', () => {
    const r = holdingsOn(input(), undefined, 'de');
    expect(holdingsResponseSchema.parse(r)).toEqual(r);
    expect(r?.date).toBe('2024-03-31');
    expect(r?.holdings.map((x) => x.holdingName)).toEqual(['Nestlé', 'Apple', 'Bund 2030', 'Cash CHF']);
    expect(r?.holdings[2]?.assetClass).toEqual({ key: 'fixedIncome', label: 'Obligationen' });
    expect(r?.holdings[1]?.currencyLabel).toBe('US-Dollar');
    expect(r?.totalWeight).toBe(1);
    expect(r?.totalValue).toBe(1000);
    expect(r?.count).toBe(4);
  });

  it('is null without a snapshot on or before the date', () => {
    expect(holdingsOn(input([]), undefined, 'en')).toBeNull();
    expect(holdingsOn(input(), '2020-01-01', 'en')).toBeNull();
  });

  it('puts short positions last and keeps weights that do not add up as they are', () => {
    const short = h({ holdingName: 'Short future', instrumentType: 'future', weight: -0.1, value: -100 });
    const r = holdingsOn(input([{ date: '2024-01-31', holdings: [short, NESTLE, APPLE] }]), undefined, 'en');
    expect(r?.holdings.map((x) => x.holdingName)).toEqual(['Nestlé', 'Apple', 'Short future']);
    expect(r?.totalWeight).toBe(0.65);
  });

  it('applies overrides, which may reorder the positions', () => {
    const r = holdingsOn(input(SNAPSHOTS, [{ key: CASH, values: { weight: 0.9 } }]), undefined, 'en');
    expect(r?.holdings[0]).toMatchObject({ holdingName: 'Cash CHF', weight: 0.9, overridden: true });
  });
});

describe('allocationOn', () => {
  it('groups by each dimension, summing weights and values, largest first', () => {
    const r = allocationOn(input(), 'assetClass', undefined, 'en');
    expect(allocationResponseSchema.parse(r)).toEqual(r);
    expect(r?.slices).toEqual([
      { key: 'equity', label: 'Equity', weight: 0.75, value: 750, count: 2 },
      { key: 'fixedIncome', label: 'Fixed income', weight: 0.2, value: 200, count: 1 },
      { key: 'cash', label: 'Cash', weight: 0.05, value: 50, count: 1 },
    ]);
    const ccy = allocationOn(input(), 'currency', undefined, 'fr');
    expect(ccy?.slices.map((s) => [s.key, s.weight])).toEqual([
      ['CHF', 0.45],
      ['USD', 0.35],
      ['EUR', 0.2],
    ]);
    expect(ccy?.slices[0]?.label).toBe('franc suisse');
    expect(allocationOn(input(), 'region', undefined, 'pt')?.slices[0]).toMatchObject({ label: 'Suíça' });
    expect(allocationOn(input(), 'instrumentType', undefined, 'en')?.slices).toHaveLength(3);
    expect(allocationOn(input(), 'sector', undefined, 'en')?.slices).toHaveLength(4);
  });

  it('nets a short position into its group and reports the total as stored', () => {
    const short = h({ holdingName: 'Short SMI future', instrumentType: 'future', weight: -0.3, value: -300 });
    const r = allocationOn(
      input([{ date: '2024-01-31', holdings: [NESTLE, short] }]),
      'region',
      undefined,
      'en',
    );
    expect(r?.slices).toEqual([
      { key: 'switzerland', label: 'Switzerland', weight: 0.1, value: 100, count: 2 },
    ]);
    expect(r?.totalWeight).toBe(0.1);
  });

  it('reads the snapshot of latest_date, with overrides moving a position to another group', () => {
    const r = allocationOn(
      input(SNAPSHOTS, [{ key: APPLE, values: { region: 'global' } }]),
      'region',
      '2023-12-31',
      'en',
    );
    expect(r?.date).toBe('2023-12-31');
    expect(r?.slices.map((s) => s.key)).toEqual(['switzerland', 'global']);
    expect(allocationOn(input([]), 'region', undefined, 'en')).toBeNull();
  });
});

describe('allocationOverTime', () => {
  it('gives one column per date and one line per group, 0 where absent', () => {
    const r = allocationOverTime(input(), 'assetClass', {}, 'en');
    expect(r?.dates).toEqual(['2023-12-31', '2024-03-31']);
    expect(r?.totalWeights).toEqual([1, 1]);
    expect(r?.series).toEqual([
      { key: 'equity', label: 'Equity', weights: [0.85, 0.75] },
      { key: 'fixedIncome', label: 'Fixed income', weights: [0, 0.2] },
      { key: 'cash', label: 'Cash', weights: [0.15, 0.05] },
    ]);
  });

  it('keeps the window, and is null when no snapshot falls in it', () => {
    expect(allocationOverTime(input(), 'region', { start: '2024-01-01' }, 'en')?.dates).toEqual([
      '2024-03-31',
    ]);
    expect(allocationOverTime(input(), 'region', { end: '2023-12-31' }, 'en')?.dates).toEqual(['2023-12-31']);
    expect(allocationOverTime(input(), 'region', { start: '2024-04-01' }, 'en')).toBeNull();
    expect(allocationOverTime(input([]), 'region', {}, 'en')).toBeNull();
  });

  it('has one column for a single snapshot', () => {
    const r = allocationOverTime(input(SNAPSHOTS.slice(0, 1)), 'currency', {}, 'en');
    expect(r?.dates).toHaveLength(1);
    expect(r?.series.every((s) => s.weights.length === 1)).toBe(true);
  });
});

describe('holdingsDetails', () => {
  it('lists every snapshot with totals and counts the overrides that match the latest', () => {
    const r = holdingsDetails(
      input(SNAPSHOTS, [
        { key: BUND, values: { weight: 0.25 } },
        { key: { ...BUND, isin: 'X' }, values: { weight: 0 } },
      ]),
    );
    expect(r).toMatchObject({ firstDate: '2023-12-31', latestDate: '2024-03-31' });
    expect(r?.snapshots.map((s) => [s.date, s.count, s.totalWeight])).toEqual([
      ['2023-12-31', 3, 1],
      ['2024-03-31', 4, 1.05],
    ]);
    expect(r?.overrides).toEqual({ count: 2, appliedToLatest: 1 });
    expect(holdingsDetails(input([]))).toBeNull();
  });
});

describe('assetsUnderManagement', () => {
  it('sums the position values of the snapshot, with the history up to it', () => {
    const r = assetsUnderManagement({ ...input(), configuredAum: 5 }, undefined);
    expect(r).toEqual({
      productId: 'p',
      currency: 'CHF',
      source: 'holdings',
      date: '2024-03-31',
      aum: 1000,
      history: [
        { date: '2023-12-31', aum: 1000 },
        { date: '2024-03-31', aum: 1000 },
      ],
    });
    expect(assetsUnderManagement({ ...input(), configuredAum: 5 }, '2024-01-15')?.history).toHaveLength(1);
  });

  it('falls back to the configured figure without snapshots, and is null with neither or before the first', () => {
    expect(assetsUnderManagement({ ...input([]), configuredAum: 5e6 }, undefined)).toMatchObject({
      source: 'productConfig',
      date: null,
      aum: 5e6,
      history: [],
    });
    expect(assetsUnderManagement({ ...input([]), configuredAum: undefined }, undefined)).toBeNull();
    expect(assetsUnderManagement({ ...input(), configuredAum: 5e6 }, '2000-01-01')).toBeNull();
  });

  it('counts overrides and short positions', () => {
    const short = h({ holdingName: 'Short', weight: -0.1, value: -100 });
    const r = assetsUnderManagement(
      {
        ...input(
          [{ date: '2024-01-31', holdings: [NESTLE, short] }],
          [{ key: NESTLE, values: { value: 500 } }],
        ),
        configuredAum: undefined,
      },
      undefined,
    );
    expect(r?.aum).toBe(400);
  });
});

describe('performanceTable', () => {
  const series = (dates: string[], prices: number[]): PriceSeries => ({ dates, prices, adjusted: prices });
  const product = (
    productId: string,
    shareClass?: { class: string; isin?: string; managementFee?: number },
  ) => ({
    productId,
    productName: `Fund ${productId}`,
    currency: 'CHF',
    inceptionDate: '2023-12-29',
    ...(shareClass ? { shareClass: { ...shareClass, currency: 'CHF', inceptionDate: '2023-12-29' } } : {}),
  });

  it('has a row per share class with NAV, MTD, YTD and since inception', () => {
    const r = performanceTable({ productId: 'a', shareClassRoot: 'a' }, [
      {
        product: product('a', { class: 'A', isin: 'CH0000000001', managementFee: 0.012 }),
        series: series(['2023-12-29', '2024-01-31', '2024-02-15'], [100, 110, 121]),
      },
      { product: product('b'), series: series([], []) },
    ]);
    expect(r?.rows[0]).toMatchObject({
      productId: 'a',
      shareClass: 'A',
      isin: 'CH0000000001',
      managementFee: 0.012,
      performanceFee: null,
      navDate: '2024-02-15',
      nav: 121,
      current: true,
    });
    expect(r?.rows[0]?.mtdReturn).toBeCloseTo(0.1, 12);
    expect(r?.rows[0]?.ytdReturn).toBeCloseTo(0.21, 12);
    expect(r?.rows[0]?.sinceInceptionReturn).toBeCloseTo(0.21, 12);
    expect(r?.rows[1]).toMatchObject({
      productId: 'b',
      shareClass: null,
      nav: null,
      navDate: null,
      current: false,
    });
  });

  it('is null when no share class has a price', () => {
    expect(
      performanceTable({ productId: 'a', shareClassRoot: 'a' }, [
        { product: product('a'), series: series([], []) },
      ]),
    ).toBeNull();
    expect(performanceTable({ productId: 'a', shareClassRoot: 'a' }, [])).toBeNull();
  });
});

describe('tidySum', () => {
  it('removes binary noise and sums nothing to 0', () => {
    expect(tidySum([0.1, 0.2])).toBe(0.3);
    expect(tidySum([])).toBe(0);
  });
});
