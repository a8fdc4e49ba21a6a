import { describe, expect, it } from 'vitest';
import {
  fractionOf,
  percentOf,
  shareClassBodyOf,
  shareClassFormIssues,
  shareClassFormOf,
} from './share-class-form';

const product = {
  inceptionDate: '2018-01-02',
  isDefaultShareClass: false,
  shareClass: {
    class: 'I',
    currency: 'CHF',
    inceptionDate: '2019-03-01',
    isin: 'CH0038863350',
    managementFee: 0.0075,
    performanceFee: 0.1,
    hedged: false,
  },
};

describe('share-class form', () => {
  it('shows fees in percent without float noise and stores them as fractions', () => {
    expect(percentOf(0.0075)).toBe(0.75);
    expect(percentOf(0.0115)).toBe(1.15);
    expect(fractionOf(1.15)).toBe(0.0115);
    expect(fractionOf(percentOf(0.0123))).toBe(0.0123);
  });

  it('round-trips a stored class through the form to the same body', () => {
    const form = shareClassFormOf(product);
    expect(form).toMatchObject({
      managementFee: 0.75,
      performanceFee: 10,
      hedged: 'no',
      distributionPolicy: '',
    });
    expect(shareClassBodyOf(form, 'CHF')).toEqual({
      shareClass: product.shareClass,
      isDefaultShareClass: false,
    });
  });

  it('leaves empty fields out, trims text and spells the ISIN and Bloomberg code canonically', () => {
    const form = {
      ...shareClassFormOf(product),
      class: '  I CHF ',
      isin: ' ch0038863350 ',
      bloombergCode: ' alqglba  sw equity',
      valor: '',
      managementFee: '' as const,
      hedged: '' as const,
    };
    expect(shareClassBodyOf(form, 'CHF').shareClass).toEqual({
      class: 'I CHF',
      currency: 'CHF',
      inceptionDate: '2019-03-01',
      isin: 'CH0038863350',
      bloombergCode: 'ALQGLBA SW Equity',
      performanceFee: 0.1,
    });
  });

  it('starts a product without a class from its inception date', () => {
    expect(shareClassFormOf({ inceptionDate: '2018-01-02', isDefaultShareClass: true })).toMatchObject({
      class: '',
      inceptionDate: '2018-01-02',
      isDefaultShareClass: true,
    });
  });

  it('checks with the domain rules: a fee typed above its ceiling in percent, a wrong check digit', () => {
    const form = { ...shareClassFormOf(product), managementFee: 6, isin: 'CH0038863351', inceptionDate: '' };
    expect(shareClassFormIssues(form, 'CHF').map((i) => [i.field, i.problem])).toEqual([
      ['isin', 'isinCheckDigit'],
      ['managementFee', 'feeOutOfRange'],
      ['inceptionDate', 'required'],
    ]);
  });
});
