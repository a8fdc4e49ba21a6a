import { describe, expect, it } from 'vitest';
import { prepareAnalytics } from '../analytics/prepare.js';
import { computeStatisticsTable } from '../analytics/statistics-table.js';
import type { Language, StatId } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { riskFreeSeriesOf } from '../prices/risk-free.js';
import { buildFactsheetBlocks, FACTSHEET_STAT_PERIODS, type FactsheetInput } from './build-blocks.js';
import type { TableContent } from './model.js';

// The factsheet states the risk-free convention under its statistics, as the analysis page does (docs/risk-free.md).

/** Business days of 2019-2024 with a deterministic wave. */
function fund(): PriceSeries {
  const dates: string[] = [];
  const prices: number[] = [];
  let p = 100;
  for (let t = Date.UTC(2019, 0, 2), i = 0; t <= Date.UTC(2024, 11, 31); t += 86_400_000, i++) {
    const d = new Date(t);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    p *= 1 + 0.0002 + 0.008 * Math.sin(i / 9);
    dates.push(d.toISOString().slice(0, 10));
    prices.push(p);
  }
  return { dates, prices, adjusted: prices };
}

/** SARON in percent from 2022 on: the 3-year and whole-period windows start before it. */
const SARON = riskFreeSeriesOf('saron', {
  dates: ['2022-01-03', '2022-09-23', '2024-11-27'],
  prices: [-0.7, 0.45, 0.95],
  adjusted: [-0.7, 0.45, 0.95],
});

function note(
  lang: Language,
  withSeries: boolean,
  statIds: StatId[],
  riskFreeAnnual = 0,
): string | undefined {
  const f = fund();
  const prep = prepareAnalytics({
    fund: f,
    frequency: 'daily',
    riskFreeAnnual,
    riskFreeSeries: withSeries ? SARON : null,
  });
  const input = {
    product: {
      productId: 'p',
      currency: 'CHF',
      inceptionDate: '2019-01-02',
      details: [],
      keyCharacteristics: [],
      contacts: [],
    },
    lang,
    name: 'P',
    date: f.dates.at(-1) ?? '',
    description: '',
    benchmarkName: null,
    keyNumbers: null,
    aum: null,
    statistics: computeStatisticsTable(prep, { periods: FACTSHEET_STAT_PERIODS, statIds }),
    statIds,
    periodReturns: [],
    cumulativeReturns: null,
    monthlyReturns: [],
    yearlyReturns: { fund: [], benchmark: null },
    drawdownEpisodes: [],
    holdings: [],
    components: [],
    images: {},
    disclaimer: '',
  } as unknown as FactsheetInput;
  return (buildFactsheetBlocks(input).statistics?.content as TableContent | undefined)?.note;
}

describe('factsheet statistics: risk-free convention', () => {
  it('names the series and its last fixing, and why a statistic before its start is empty', () => {
    expect(note('en', true, ['annualizedReturn', 'sharpeRatio'])).toBe(
      'Risk-free rate: SARON, last fixing Nov 27, 2024. ' +
        'No risk-free rate on or before the start of this window (the rate series begins later).',
    );
    expect(note('de', true, ['sharpeRatio'])).toMatch(
      /^Risikoloser Zinssatz: SARON, letztes Fixing 27\.11\.2024\. /,
    );
    expect(note('fr', true, ['sharpeRatio'])).toMatch(
      /^Taux sans risque : SARON, dernier fixing le 27 nov\. 2024\. /,
    );
  });

  it('states the constant rate without a series', () => {
    expect(note('en', false, ['sharpeRatio'], 0.02)).toBe('Risk-free rate: 2.00% p.a.');
  });

  it('says nothing when no statistic shown reads the rate', () => {
    expect(note('en', true, ['annualizedReturn', 'maximumDrawdown'])).toBeUndefined();
  });
});
