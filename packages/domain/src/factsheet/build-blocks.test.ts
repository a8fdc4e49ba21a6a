import { describe, expect, it } from 'vitest';
import { computeAnalysisSeries } from '../analytics/analysis-series.js';
import { computeKeyNumbers } from '../analytics/key-numbers.js';
import { prepareAnalytics } from '../analytics/prepare.js';
import { periodReturns } from '../analytics/series.js';
import { computeStatisticsTable } from '../analytics/statistics-table.js';
import { STAT_PERIODS, type Language, type StatId } from '../constants.js';
import type { GenericComponent } from '../schemas/components.js';
import { factsheetConfigSchema } from '../schemas/factsheet.js';
import type { PriceSeries } from '../prices/layout.js';
import {
  buildFactsheetBlocks,
  buildFactsheetModel,
  FACTSHEET_CHART_POINTS,
  FACTSHEET_STAT_PERIODS,
  htmlToParagraphs,
  type FactsheetInput,
} from './build-blocks.js';
import { defaultFactsheetLayout } from './default-layout.js';
import { FACTSHEET_LABELS } from './labels.js';
import { layoutFactsheet } from './layout.js';
import type { TableContent } from './model.js';

/** Business days from 2019-01-02 to 2026-10-30 with a deterministic wave on a trend. */
function series(seed: number): PriceSeries {
  const dates: string[] = [];
  const prices: number[] = [];
  let p = 100;
  for (let t = Date.UTC(2019, 0, 2), i = 0; t <= Date.UTC(2026, 9, 30); t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    p *= 1 + 0.0003 + 0.01 * Math.sin(i / (7 + seed)) * Math.cos(i / 31);
    dates.push(d.toISOString().slice(0, 10));
    prices.push(Math.round(p * 100) / 100);
    i++;
  }
  return { dates, prices, adjusted: prices };
}

const STATS: StatId[] = ['annualizedReturn', 'annualizedVolatility', 'sharpeRatio', 'maximumDrawdown'];

function input(lang: Language, overrides: Partial<FactsheetInput> = {}): FactsheetInput {
  const fund = series(0);
  const bench = series(5);
  const prep = prepareAnalytics({ fund, benchmark: bench, frequency: 'daily' });
  const a = computeAnalysisSeries(prep, { withResample: 1000 });
  return {
    product: {
      productId: 'alpha',
      currency: 'CHF',
      inceptionDate: '2019-01-02',
      aum: 125_000_000,
      isin: 'CH0000000001',
      shareClass: { class: 'A', currency: 'CHF', inceptionDate: '2019-01-02', isin: 'CH0000000001' },
      productColor: '#112233',
      details: [
        {
          key: { en: 'Domicile', de: 'Domizil' },
          value: { en: 'Switzerland' },
          showOnFactsheet: true,
          order: 1,
        },
        { key: { en: 'Fund type' }, value: { en: 'UCITS' }, showOnFactsheet: true, order: 0 },
        { key: { en: 'Hidden' }, value: { en: 'x' }, showOnFactsheet: false, order: 2 },
      ],
      keyCharacteristics: [{ icon: 'star', header: { en: 'Quality' }, paragraph: { en: 'Long only.' } }],
      contacts: [{ name: 'Jane Doe', email: 'jane@example.com', role: { en: 'Manager' } }],
    },
    lang,
    name: 'Alpha Fund',
    date: fund.dates.at(-1) ?? '',
    description: 'A global equity fund.\n\nSecond paragraph.',
    benchmarkName: 'World Index',
    keyNumbers: computeKeyNumbers(fund, { inceptionDate: '2019-01-02' }),
    aum: { value: 125_000_000, currency: 'CHF' },
    statistics: computeStatisticsTable(prep, { periods: FACTSHEET_STAT_PERIODS, statIds: STATS }),
    statIds: STATS,
    periodReturns: periodReturns(prep.fund, prep.benchmark, prep.scale, STAT_PERIODS),
    cumulativeReturns: { fund: a.cumulativeReturns.fund, benchmark: a.cumulativeReturns.benchmark },
    monthlyReturns: a.monthlyReturns.fund,
    yearlyReturns: { fund: a.yearlyReturns.fund, benchmark: a.yearlyReturns.benchmark },
    drawdownEpisodes: a.drawdownEpisodes.fund,
    holdings: [
      {
        component: { kind: 'assetClasses', chartType: 'donut', topHoldingsCount: null },
        data: {
          productId: 'alpha',
          date: '2026-09-30',
          lang,
          dimension: 'assetClass',
          currency: 'CHF',
          totalWeight: 1,
          totalValue: 100,
          slices: [
            { key: 'equity', label: 'Equity', weight: 0.7, value: 70, count: 3 },
            { key: 'bond', label: 'Bonds', weight: 0.3, value: 30, count: 2 },
          ],
        },
      },
      { component: { kind: 'regions', chartType: 'bar', topHoldingsCount: null }, data: null },
    ],
    components: [],
    images: {},
    disclaimer: 'Past performance is no guide.',
    ...overrides,
  };
}

const table = (b: { content: unknown } | undefined) => b?.content as TableContent;

describe('buildFactsheetBlocks', () => {
  it('builds every block the product has data for, and none without data', () => {
    const blocks = buildFactsheetBlocks(input('en'));
    expect(Object.keys(blocks).sort()).toEqual(
      [
        'contacts',
        'cumulativeReturns',
        'details',
        'disclaimer',
        'drawdowns',
        'holdings-assetClasses',
        'keyCharacteristics',
        'keyFigures',
        'monthlyReturns',
        'periodReturns',
        'productHeader',
        'statistics',
        'yearlyReturns',
      ].sort(),
    );
    const empty = buildFactsheetBlocks(
      input('en', {
        keyNumbers: null,
        statistics: null,
        periodReturns: [],
        cumulativeReturns: null,
        monthlyReturns: [],
        yearlyReturns: { fund: [], benchmark: null },
        drawdownEpisodes: [],
        holdings: [],
        disclaimer: ' ',
        product: { ...input('en').product, details: [], keyCharacteristics: [], contacts: [] },
      }),
    );
    expect(Object.keys(empty).sort()).toEqual(['keyFigures', 'productHeader']);
  });

  it('formats the statistics with the analysis page labels and the catalogue digits, in each language', () => {
    const i = input('en');
    const cell = (period: string, id: StatId) =>
      i.statistics?.cells.find((c) => c.period === period && c.statId === id)?.value ?? Number.NaN;
    const en = table(buildFactsheetBlocks(i).statistics);
    expect(en.columns.map((c) => c.label)).toEqual(['Statistic', '1 year', '3 years', 'Max']);
    expect(en.rows.map((r) => r[0])).toEqual([
      'Annualized return',
      'Annualized volatility',
      'Sharpe ratio',
      'Maximum drawdown',
    ]);
    const pct = (v: number, lang: string) =>
      new Intl.NumberFormat(lang, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(v);
    expect(en.rows[0]?.[1]).toBe(pct(cell('12m', 'annualizedReturn'), 'en'));
    // A drawdown is a loss magnitude shown with a minus sign, like the analysis page.
    expect(en.rows[3]?.[3]).toBe(pct(-cell('max', 'maximumDrawdown'), 'en'));
    expect(en.rows[2]?.[1]).toBe(cell('12m', 'sharpeRatio').toFixed(2));
    const de = table(buildFactsheetBlocks(input('de')).statistics);
    expect(de.rows[0]?.[0]).toBe('Annualisierte Rendite');
    expect(de.rows[0]?.[1]).toBe(pct(cell('12m', 'annualizedReturn'), 'de'));
    expect(de.rows[0]?.[1]).toMatch(/^-?\d+,\d\d\u00a0%$/);
    const fr = table(buildFactsheetBlocks(input('fr')).statistics);
    expect(fr.rows[2]?.[0]).toBe('Ratio de Sharpe');
    expect(table(buildFactsheetBlocks(input('pt')).statistics).rows[2]?.[0]).toBe('Rácio de Sharpe');
  });

  it('shows period returns of fund and benchmark, and only the fund without a benchmark', () => {
    const i = input('en');
    const withB = table(buildFactsheetBlocks(i).periodReturns);
    expect(withB.columns.map((c) => c.label)).toEqual(['Period', 'Fund', 'Benchmark']);
    expect(withB.rows.map((r) => r[0])).toEqual([
      '1 month',
      '3 months',
      '6 months',
      'YTD',
      '1 year',
      '3 years',
      '5 years',
      'Since inception',
    ]);
    const ytd = i.periodReturns.find((p) => p.period === 'ytd');
    expect(withB.rows[3]?.[1]).toBe(`${((ytd?.fund ?? 0) * 100).toFixed(2)}%`);
    const noB = buildFactsheetBlocks(input('en', { benchmarkName: null }));
    expect(table(noB.periodReturns).columns).toHaveLength(2);
    const chart = noB.cumulativeReturns?.content;
    expect(chart?.shape === 'lineChart' && chart.series).toHaveLength(1);
  });

  it('resamples the chart, keeps the last point and formats the ticks', () => {
    const i = input('de');
    const c = buildFactsheetBlocks(i).cumulativeReturns?.content;
    if (c?.shape !== 'lineChart') throw new Error('no chart');
    expect(c.dates.length).toBeLessThanOrEqual(FACTSHEET_CHART_POINTS);
    expect(c.dates.at(-1)).toBe(i.date);
    expect(c.series.map((s) => s.label)).toEqual(['Alpha Fund', 'World Index']);
    expect(c.series[0]?.values.at(-1)).toBe(i.cumulativeReturns?.fund.values.at(-1));
    expect(c.yTicks.every((t) => t.label.endsWith('%'))).toBe(true);
    expect(c.xTicks.map((t) => t.label)).toContain('2025');
  });

  it('tables monthly returns by year with month names from Intl, and the largest drawdowns', () => {
    const fr = buildFactsheetBlocks(input('fr'));
    const m = table(fr.monthlyReturns);
    expect(m.columns.map((c) => c.label).slice(0, 4)).toEqual(['', 'janv', 'févr', 'mars']);
    expect(m.columns.at(-1)?.label).toBe('Année');
    expect(m.rows[0]?.[0]).toBe('2026');
    expect(m.rows.at(-1)?.[0]).toBe('2022');
    expect(m.rows[0]?.[12]).toBeNull(); // November 2026: after the factsheet date
    const d = table(fr.drawdowns);
    expect(d.rows.length).toBeLessThanOrEqual(5);
    const depths = input('fr')
      .drawdownEpisodes.map((e) => e.depth)
      .sort((a, b) => a - b);
    expect(d.rows[0]?.[0]).toBe(
      new Intl.NumberFormat('fr', { style: 'percent', minimumFractionDigits: 2 }).format(depths[0] ?? 0),
    );
  });

  it('puts the benchmark’s line under each year of the monthly table when the factsheet shows a benchmark', () => {
    const base = input('en');
    const prep = prepareAnalytics({ fund: series(0), benchmark: series(5), frequency: 'daily' });
    const a = computeAnalysisSeries(prep);
    const withBench = { ...base, monthlyBenchmarkReturns: a.monthlyReturns.benchmark };
    const m = table(buildFactsheetBlocks(withBench).monthlyReturns);
    // Five years, a fund row (bold) and a benchmark row each, the year's total last.
    expect(m.rows).toHaveLength(10);
    expect(m.rows.map((r) => r[0]).slice(0, 4)).toEqual(['2026', 'Benchmark', '2025', 'Benchmark']);
    expect(m.boldRows).toEqual([0, 2, 4, 6, 8]);
    const bench2025 = a.yearlyReturns.benchmark?.find((r) => r.year === 2025)?.value ?? NaN;
    expect(m.rows[3]?.[13]).toBe((bench2025 * 100).toFixed(1));
    // Without `showBenchmark` (no benchmark name) the fund's rows stand alone.
    const hidden = table(buildFactsheetBlocks({ ...withBench, benchmarkName: null }).monthlyReturns);
    expect(hidden.rows.map((r) => r[0])).toEqual(['2026', '2025', '2024', '2023', '2022']);
    expect(hidden.boldRows).toBeUndefined();
  });

  it('lists the share class as edited: identifiers, fees as percentages, hedging and use of income', () => {
    const base = input('de');
    const b = buildFactsheetBlocks({
      ...base,
      product: {
        ...base.product,
        shareClass: {
          class: 'I CHF hedged',
          currency: 'CHF',
          inceptionDate: '2019-01-02',
          isin: 'CH0038863350',
          valor: '3886335',
          bloombergCode: 'ALQGLBA SW Equity',
          managementFee: 0.0125,
          performanceFee: 0.1,
          hedged: true,
          distributionPolicy: 'distributing',
        },
      },
    });
    const k = b.keyFigures?.content;
    if (k?.shape !== 'keyValue') throw new Error('no key figures');
    const after = k.rows.slice(k.rows.findIndex((r) => r.label === 'Anteilsklasse'));
    expect(after.slice(0, 8)).toEqual([
      { label: 'Anteilsklasse', value: 'I CHF hedged' },
      { label: 'ISIN', value: 'CH0038863350' },
      { label: 'Valorennummer', value: '3886335' },
      { label: 'Bloomberg-Ticker', value: 'ALQGLBA SW Equity' },
      { label: 'Verwaltungsgebühr', value: '1,25\u00a0%' },
      { label: 'Performancegebühr', value: '10,00\u00a0%' },
      { label: 'Währungsgesichert', value: 'Ja' },
      { label: 'Ertragsverwendung', value: 'Ausschüttend' },
    ]);
    const header = b.productHeader?.content;
    expect(header?.shape === 'text' && header.paragraphs[0]).toBe(
      'Anteilsklasse I CHF hedged · ISIN CH0038863350 · CHF',
    );
  });

  it('shows key figures, details in their order and the holdings as their chart type', () => {
    const b = buildFactsheetBlocks(input('en'));
    const k = b.keyFigures?.content;
    if (k?.shape !== 'keyValue') throw new Error('no key figures');
    expect(k.rows.map((r) => r.label)).toEqual([
      'NAV',
      'NAV date',
      'Currency',
      'Inception date',
      'Share class',
      'ISIN',
      'Assets under management',
      'Year to date',
      'Since inception',
    ]);
    expect(k.rows[1]?.value).toBe('October 30, 2026');
    expect(k.rows[3]?.value).toBe('January 2, 2019');
    expect(k.rows[6]?.value).toBe('CHF\u00a0125M');
    const det = b.details?.content;
    expect(det?.shape === 'keyValue' && det.rows).toEqual([
      { label: 'Fund type', value: 'UCITS' },
      { label: 'Domicile', value: 'Switzerland' },
    ]);
    const h = b['holdings-assetClasses'];
    expect(h?.content).toEqual({
      shape: 'pieChart',
      donut: true,
      slices: [
        { label: 'Equity', value: 0.7, display: '70.00%' },
        { label: 'Bonds', value: 0.3, display: '30.00%' },
      ],
    });
    expect(h?.footnote).toBe('As of September 30, 2026');
    expect(buildFactsheetBlocks(input('de')).details?.content).toMatchObject({
      rows: [{ label: 'Fund type' }, { label: 'Domizil', value: 'Switzerland' }],
    });
  });

  it('cuts top holdings to the component count', () => {
    const holding = (name: string, weight: number) => ({
      holdingName: name,
      currency: 'CHF',
      currencyLabel: 'Swiss franc',
      isin: '',
      assetClass: { key: 'equity', label: 'Equity' },
      instrumentType: { key: 'share', label: 'Share' },
      sector: { key: 'it', label: 'IT' },
      region: { key: 'eu', label: 'Europe' },
      weight,
      value: weight * 100,
      overridden: false,
    });
    const b = buildFactsheetBlocks(
      input('en', {
        holdings: [
          {
            component: { kind: 'topHoldings', chartType: 'table', topHoldingsCount: 2 },
            data: {
              productId: 'alpha',
              date: '2026-09-30',
              lang: 'en',
              currency: 'CHF',
              count: 3,
              totalWeight: 0.6,
              totalValue: 60,
              holdings: [holding('A', 0.3), holding('B', 0.2), holding('C', 0.1)],
            },
          },
        ],
      }),
    );
    expect(table(b['holdings-topHoldings']).rows).toEqual([
      ['A', '30.00%'],
      ['B', '20.00%'],
    ]);
  });

  it('maps generic components of the factsheet page to shapes', () => {
    const component = (id: string, type: GenericComponent['type'], content: object): GenericComponent => ({
      id,
      page: 'factsheet',
      type,
      content: { en: { title: id, rows: [], footnote: '', ...content } },
      numberOfDecimals: 1,
      showOnFactsheet: true,
      links: [],
      predefined: false,
      editable: true,
      order: 0,
      updatedAt: new Date(0),
    });
    const b = buildFactsheetBlocks(
      input('en', {
        components: [
          component('t', 'text', { text: '<p>One &amp; two</p><p>Three<br>four</p>' }),
          component('p', 'pie-chart', {
            rows: [
              { key: 'X', value: 60 },
              { key: 'Y', value: 40 },
            ],
          }),
          component('v', 'vertical-bar-chart', { rows: [{ key: 'X', value: 1.25 }] }),
          component('tb', 'table', { columns: ['Name', 'Value'], rows: [{ key: 'Fee', value: '1 %' }] }),
          component('l', 'line-chart', {
            rows: [
              { key: '2026-01-31', value: 1 },
              { key: '2026-02-28', value: 2 },
            ],
          }),
          component('i', 'image', {}),
        ],
      }),
    );
    expect(b['component-t']?.content).toEqual({ shape: 'text', paragraphs: ['One & two', 'Three four'] });
    expect(b['component-p']?.content).toMatchObject({
      shape: 'pieChart',
      donut: false,
      slices: [{ label: 'X', value: 60, display: '60.0%' }, { display: '40.0%' }],
    });
    expect(b['component-v']?.content).toMatchObject({
      shape: 'barChart',
      orientation: 'vertical',
      bars: [{ display: '1.3' }],
    });
    expect(table(b['component-tb']).rows).toEqual([['Fee', '1 %']]);
    expect(b['component-l']?.content).toMatchObject({ shape: 'lineChart', valueFormat: 'number' });
    // An image without its file is absent.
    expect(b['component-i']).toBeUndefined();
  });

  it('has every fixed label in every language', () => {
    for (const lang of ['en', 'de', 'fr', 'pt'] as const) {
      const l = FACTSHEET_LABELS[lang];
      expect(l.page).toContain('{page}');
      expect(Object.values(l.titles).every((t) => t.length > 0)).toBe(true);
    }
    expect(htmlToParagraphs('')).toEqual([]);
  });
});

describe('buildFactsheetModel', () => {
  it('lays out on two pages with the default layout, nothing removed', () => {
    const model = buildFactsheetModel(input('de'));
    expect(model.dateLabel).toBe('30. Oktober 2026');
    expect(model.labels.page).toBe('Seite {page} von {pages}');
    const layout = layoutFactsheet(
      model,
      factsheetConfigSchema.parse({ layout: defaultFactsheetLayout(model) }),
    );
    expect(layout.pages).toHaveLength(2);
    expect(layout.removed).toEqual([]);
  });
});
