import { describe, expect, it } from 'vitest';
import { productConfigSchema, shareClassSchema } from './product-config.js';
import { SHARE_CLASS_FEE_LIMITS, shareClassIssues, shareClassIssueText } from './share-class-fields.js';

const valid = {
  class: 'I CHF hedged',
  currency: 'CHF',
  inceptionDate: '2019-01-02',
  isin: 'CH0038863350',
  valor: '3886335',
  bloombergCode: 'ALQGLBA SW Equity',
  managementFee: 0.0075,
  performanceFee: 0.1,
  hedged: true,
  distributionPolicy: 'accumulating' as const,
};

describe('shareClassIssues', () => {
  it('accepts a complete, consistent share class', () => {
    expect(shareClassIssues(valid, 'CHF')).toEqual([]);
    expect(shareClassSchema.parse(valid)).toEqual(valid);
  });

  it('names the field, the refused value and, where known, what it should be', () => {
    expect(
      shareClassIssues(
        { ...valid, class: ' ', isin: 'CH0038863351', bloombergCode: 'ALQGLBA', managementFee: 1.5 },
        'EUR',
      ),
    ).toEqual([
      { field: 'class', problem: 'required', value: ' ' },
      { field: 'currency', problem: 'currencyMismatch', value: 'CHF', expected: 'EUR' },
      { field: 'isin', problem: 'isinCheckDigit', value: 'CH0038863351', expected: '0' },
      { field: 'bloombergCode', problem: 'invalidBloomberg', value: 'ALQGLBA' },
      { field: 'managementFee', problem: 'feeOutOfRange', value: 1.5, min: 0, max: 0.05 },
    ]);
  });

  it('holds fees to their ranges as fractions (5 % management, 50 % performance), bounds included', () => {
    const { managementFee: m, performanceFee: p } = SHARE_CLASS_FEE_LIMITS;
    const fees = (managementFee: number, performanceFee: number) =>
      shareClassIssues({ class: 'A', managementFee, performanceFee }).map((i) => i.field);
    expect(fees(m.min, p.min)).toEqual([]);
    expect(fees(m.max, p.max)).toEqual([]);
    expect(fees(0.051, 0.2)).toEqual(['managementFee']);
    expect(fees(0.01, 0.51)).toEqual(['performanceFee']);
    expect(fees(-0.001, Number.NaN)).toEqual(['managementFee', 'performanceFee']);
    // A percentage typed where the fraction belongs (1.5 for 1.5 %) is caught.
    expect(fees(1.5, 20)).toEqual(['managementFee', 'performanceFee']);
  });

  it('checks a valor against the one a Swiss ISIN carries', () => {
    expect(shareClassIssues({ class: 'A', isin: 'CH0038863350', valor: '3886336' })).toEqual([
      { field: 'valor', problem: 'valorMismatch', value: '3886336', expected: '3886335' },
    ]);
    expect(shareClassIssues({ class: 'A', isin: 'US0378331005', valor: '908440' })).toEqual([]);
    expect(shareClassIssues({ class: 'A', valor: '03886335' })).toEqual([
      { field: 'valor', problem: 'invalidValor', value: '03886335' },
    ]);
  });

  it('words each issue for the catalogue check with the value', () => {
    const [issue] = shareClassIssues({ class: 'A', isin: 'CH0038863351' });
    expect(issue && shareClassIssueText(issue)).toBe(
      '"CH0038863351" has a wrong ISIN check digit (ISO 6166: expected 0)',
    );
  });
});

describe('shareClassSchema in the catalogue', () => {
  it('refuses a bad share class with the field path and the value in the message', () => {
    const result = shareClassSchema.safeParse({ ...valid, bloombergCode: 'xyz', performanceFee: 0.6 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'bloombergCode: "xyz" is not a Bloomberg ticker ("TICKER XX" or "TICKER XX Sector", e.g. "ALQGLBA SW Equity")',
      'performanceFee: 0.6 is outside 0..0.5 (a fraction: 0.015 = 1.5 %)',
    ]);
  });

  it('refuses unknown fields and an unknown distribution policy', () => {
    expect(shareClassSchema.safeParse({ ...valid, ter: 0.01 }).success).toBe(false);
    expect(shareClassSchema.safeParse({ ...valid, distributionPolicy: 'both' }).success).toBe(false);
  });

  it('holds the product-level ISIN to the same check digit', () => {
    const product = {
      productId: 'fund-a',
      storeModule: 'fund',
      productName: 'Fund A',
      productShareClassRoot: 'fund',
      isDefaultShareClass: true,
      availableLanguages: ['en'],
      currency: 'CHF',
      inceptionDate: '2019-01-02',
      live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    };
    expect(productConfigSchema.safeParse({ ...product, isin: 'CH0038863350' }).success).toBe(true);
    const bad = productConfigSchema.safeParse({ ...product, isin: 'CH0038863359' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['isin']);
  });
});
