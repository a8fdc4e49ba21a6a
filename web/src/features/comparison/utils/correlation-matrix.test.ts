import { describe, expect, it } from 'vitest';
import { correlationMatrix } from './correlation-matrix';

const pair = (a: string, b: string, value: number | null) => ({
  a,
  b,
  value,
  nReturns: value === null ? 0 : 500,
  startDate: value === null ? null : '2022-01-03',
  endDate: value === null ? null : '2024-01-02',
});

describe('correlationMatrix', () => {
  it('is symmetric, with the products against themselves on the diagonal', () => {
    const m = correlationMatrix(
      ['a', 'b', 'c'],
      [pair('a', 'b', 0.9), pair('a', 'c', 0.1), pair('b', 'c', null)],
    );
    expect(m.map((row) => row.map((c) => (c.kind === 'pair' ? c.value : c.kind)))).toEqual([
      ['self', 0.9, 0.1],
      [0.9, 'self', null],
      [0.1, null, 'self'],
    ]);
    expect(m[0]?.[1]).toEqual({
      kind: 'pair',
      value: 0.9,
      nReturns: 500,
      startDate: '2022-01-03',
      endDate: '2024-01-02',
    });
  });

  it('marks a pair the answer does not hold as missing', () => {
    expect(correlationMatrix(['a', 'b'], [])[0]?.[1]).toEqual({ kind: 'missing' });
  });
});
