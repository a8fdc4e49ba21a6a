import type { FactsheetModel } from '../model.js';

/** A realistic model with every content shape, for tests of the layout and its renderers (not product data). */
export function sampleFactsheetModel(overrides: Partial<FactsheetModel> = {}): FactsheetModel {
  const dates = Array.from({ length: 60 }, (_, i) => {
    const d = new Date(Date.UTC(2021, 10 + i, 1) - 86_400_000);
    return d.toISOString().slice(0, 10);
  });
  const product = dates.map((_, i) => 0.004 * i + 0.03 * Math.sin(i / 5));
  const benchmark = dates.map((_, i) => 0.003 * i + 0.02 * Math.sin(i / 7));
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return {
    productId: 'global-equity-chf',
    lang: 'en',
    title: 'Global Equity Fund CHF',
    date: '2026-10-30',
    dateLabel: '30 October 2026',
    labels: { page: 'Page {page} of {pages}' },
    images: {},
    headerBackgroundImageId: null,
    logoImageId: null,
    blocks: {
      productHeader: {
        id: 'productHeader',
        title: null,
        content: {
          shape: 'text',
          paragraphs: [
            'A diversified portfolio of large and mid-cap equities from developed markets, managed for long-term growth with strict risk limits.',
          ],
        },
      },
      keyFigures: {
        id: 'keyFigures',
        title: 'Key figures',
        content: {
          shape: 'keyValue',
          rows: [
            { label: 'NAV (30 Oct 2026)', value: 'CHF 143.27' },
            { label: 'Fund size', value: 'CHF 512.4 m' },
            { label: 'Inception', value: '4 January 2010' },
            { label: 'ISIN', value: 'CH0012345678' },
          ],
        },
      },
      periodReturns: {
        id: 'periodReturns',
        title: 'Performance',
        content: {
          shape: 'table',
          columns: [
            { label: '', align: 'left', weight: 2 },
            { label: 'Fund', align: 'right' },
            { label: 'Benchmark', align: 'right' },
          ],
          rows: [
            ['1 month', '1.24%', '0.98%'],
            ['YTD', '8.51%', '7.02%'],
            ['1 year', '11.37%', '9.80%'],
            ['3 years p.a.', '6.12%', null],
          ],
        },
      },
      cumulativeReturns: {
        id: 'cumulativeReturns',
        title: 'Cumulative returns',
        content: {
          shape: 'lineChart',
          dates,
          series: [
            { label: 'Global Equity Fund CHF', values: product },
            { label: 'MSCI World', values: benchmark },
          ],
          valueFormat: 'percent',
          yTicks: [0, 0.1, 0.2, 0.3].map((value) => ({ value, label: `${Math.round(value * 100)}%` })),
          xTicks: [0, 12, 24, 36, 48].map((i) => ({
            date: dates[i] ?? '',
            label: (dates[i] ?? '').slice(0, 4),
          })),
        },
      },
      monthlyReturns: {
        id: 'monthlyReturns',
        title: 'Monthly returns',
        content: {
          shape: 'table',
          columns: [
            { label: '', align: 'left' },
            ...months.map((m) => ({ label: m, align: 'right' as const })),
            { label: 'Year', align: 'right' },
          ],
          rows: [2024, 2025, 2026].map((y) => [
            String(y),
            ...months.map((_, m) => `${((m % 5) - 2) * 0.7}%`),
            '5.10%',
          ]),
          boldRows: [],
        },
      },
      'holdings-assetClasses': {
        id: 'holdings-assetClasses',
        title: 'Asset classes',
        content: {
          shape: 'pieChart',
          donut: true,
          slices: [
            { label: 'Equities', value: 0.82, display: '82.0%' },
            { label: 'Cash', value: 0.1, display: '10.0%' },
            { label: 'Bonds', value: 0.08, display: '8.0%' },
          ],
        },
      },
      'holdings-sectors': {
        id: 'holdings-sectors',
        title: 'Sectors',
        content: {
          shape: 'barChart',
          orientation: 'horizontal',
          bars: [
            { label: 'Information technology', value: 0.24, display: '24.0%' },
            { label: 'Health care', value: 0.16, display: '16.0%' },
            { label: 'Financials', value: 0.14, display: '14.0%' },
          ],
        },
      },
      contacts: {
        id: 'contacts',
        title: 'Contacts',
        content: {
          shape: 'entries',
          entries: [{ title: 'Anna Keller', lines: ['Portfolio manager', 'anna.keller@demo-am.test'] }],
        },
      },
      disclaimer: {
        id: 'disclaimer',
        title: 'Important information',
        content: {
          shape: 'text',
          fine: true,
          paragraphs: [
            'Past performance is no indication of current or future performance. The value of investments can go down as well as up.',
          ],
        },
      },
    },
    ...overrides,
  };
}
