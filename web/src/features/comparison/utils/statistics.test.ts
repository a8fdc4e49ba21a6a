import { STAT_IDS, type ComparedProduct } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { statisticRows } from './statistics';

type Statistics = ComparedProduct['statistics'];
type Cell = Statistics['cells'][number];

const CONVENTIONS: Statistics['conventions'] = {
  returnMethod: 'simple',
  scale: 252,
  riskFreeAnnual: 0,
  varMethod: 'historical-type7',
  priceField: 'adjusted',
  benchmarkAlignment: 'common-dates',
  pairScale: 252,
  riskFreeSeries: null,
};

const cell = (statId: Cell['statId'], value: number | null, nullReason?: Cell['nullReason']): Cell => ({
  period: '36m',
  startDate: '2021-06-30',
  endDate: '2024-06-28',
  nReturns: 756,
  statId,
  value,
  ...(nullReason ? { nullReason } : {}),
});

const product = (
  cells: Cell[],
  periods: Statistics['periods'] = [],
): Pick<ComparedProduct, 'statistics'> => ({
  statistics: { conventions: CONVENTIONS, periods, cells },
});

describe('statisticRows', () => {
  it('has every statistic of the catalogue, in its order, a cell per product', () => {
    const rows = statisticRows([product([]), product([])]);
    expect(rows.map((r) => r.statId)).toEqual([...STAT_IDS]);
    expect(rows.every((r) => r.cells.length === 2)).toBe(true);
  });

  it('takes each product its own value and explains a null with the analysis page’s reason', () => {
    const rows = statisticRows([
      product([cell('beta', 0.8), cell('alpha', null, 'benchmarkRequired')]),
      product([cell('beta', null, 'insufficientHistory'), cell('alpha', null, 'riskFreeRateMissing')]),
    ]);
    const beta = rows.find((r) => r.statId === 'beta');
    const alpha = rows.find((r) => r.statId === 'alpha');
    expect(beta?.cells).toEqual([
      { value: 0.8, missing: null },
      { value: null, missing: 'tooFewObservations' },
    ]);
    expect(alpha?.cells).toEqual([
      { value: null, missing: 'needsBenchmark' },
      { value: null, missing: 'riskFreeRateMissing' },
    ]);
  });

  it('reads a statistic a table does not hold as undefined, never as 0', () => {
    const [first] = statisticRows([product([])]);
    expect(first?.cells).toEqual([{ value: null, missing: 'undefined' }]);
  });
});
