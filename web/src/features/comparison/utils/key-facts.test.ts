import { describe, expect, it } from 'vitest';
import { detailRows } from './key-facts';

const product = (details: { key: string; value: string }[]): Parameters<typeof detailRows>[0][number] => ({
  keyFacts: {
    currency: 'CHF',
    isin: null,
    inceptionDate: null,
    aum: null,
    lastDate: null,
    lastPrice: null,
    details,
  },
});

describe('detailRows', () => {
  it('matches rows by key text, in the order the keys are first met', () => {
    const rows = detailRows([
      product([
        { key: 'Management fee', value: '0.80%' },
        { key: 'Domicile', value: 'Switzerland' },
      ]),
      product([
        { key: 'Legal form', value: 'SICAV' },
        { key: 'management  fee ', value: '0.65%' },
      ]),
    ]);
    expect(rows).toEqual([
      { key: 'Management fee', values: ['0.80%', '0.65%'] },
      { key: 'Domicile', values: ['Switzerland', null] },
      { key: 'Legal form', values: [null, 'SICAV'] },
    ]);
  });

  it('keeps both values of a key a product states twice', () => {
    expect(
      detailRows([
        product([
          { key: 'Fee', value: 'A' },
          { key: 'Fee', value: 'B' },
        ]),
      ]),
    ).toEqual([{ key: 'Fee', values: ['A; B'] }]);
  });

  it('leaves out rows without a key', () => {
    expect(detailRows([product([{ key: '  ', value: 'x' }])])).toEqual([]);
  });
});
