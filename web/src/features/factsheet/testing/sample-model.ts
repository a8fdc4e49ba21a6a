import { factsheetConfigSchema, type FactsheetConfig, type FactsheetModel } from '@portal/domain';

/**
 * A realistic factsheet model with every content shape (table, key-value list, text, entries, line, pie and bar
 * charts, image with a link) and every kind of component id (predefined blocks, holdings, a generic component), as
 * `GET /api/products/{id}/factsheet` answers it (packages/domain/src/contracts/factsheet.ts). The unit tests of the
 * renderer and the editor draw it.
 */

/** A small SVG as a data URL, so the sample's images need no server. */
const svgUrl = (fill: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`,
  )}`;

const months = ['2026-05-29', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-30'];

export const SAMPLE_FACTSHEET_MODEL: FactsheetModel = {
  productId: 'global-equity',
  lang: 'en',
  title: 'Global Equity Fund – Class A',
  date: '2026-10-30',
  dateLabel: '30 October 2026',
  labels: { page: 'Page {page} of {pages}' },
  headerBackgroundImageId: 'header',
  logoImageId: 'logo',
  images: {
    header: {
      id: 'header',
      url: svgUrl('#123456', 794, 150),
      width: 794,
      height: 150,
      mimeType: 'image/png',
    },
    logo: { id: 'logo', url: svgUrl('#ffffff', 120, 40), width: 120, height: 40, mimeType: 'image/png' },
    poster: {
      id: 'poster',
      url: svgUrl('#335577', 640, 360),
      width: 640,
      height: 360,
      mimeType: 'image/jpeg',
    },
    anna: { id: 'anna', url: svgUrl('#aabbcc', 80, 80), width: 80, height: 80, mimeType: 'image/jpeg' },
  },
  blocks: {
    productHeader: {
      id: 'productHeader',
      title: 'Investment objective',
      content: {
        shape: 'text',
        paragraphs: [
          'The fund seeks long-term capital growth by investing in a diversified portfolio of listed companies worldwide.',
          'It is actively managed against the MSCI World index.',
        ],
      },
    },
    keyFigures: {
      id: 'keyFigures',
      title: 'Key figures',
      content: {
        shape: 'keyValue',
        rows: [
          { label: 'NAV per share', value: 'EUR 132.45' },
          { label: 'Fund size', value: 'EUR 412.8 m' },
          { label: 'Inception', value: '1 March 2015' },
          { label: 'Ongoing charges', value: '1.25%' },
        ],
      },
    },
    cumulativeReturns: {
      id: 'cumulativeReturns',
      title: 'Cumulative returns',
      footnote: 'Past performance is not a reliable indicator of future results.',
      content: {
        shape: 'lineChart',
        dates: months,
        series: [
          { label: 'Fund', values: [0, 0.012, 0.034, 0.021, 0.045, 0.062] },
          { label: 'Benchmark', values: [0, 0.008, 0.02, null, 0.031, 0.04], color: '#8a9bb0' },
        ],
        valueFormat: 'percent',
        yTicks: [
          { value: 0, label: '0%' },
          { value: 0.02, label: '2%' },
          { value: 0.04, label: '4%' },
          { value: 0.06, label: '6%' },
        ],
        xTicks: [
          { date: '2026-05-29', label: 'May 26' },
          { date: '2026-07-31', label: 'Jul 26' },
          { date: '2026-09-30', label: 'Sep 26' },
        ],
      },
    },
    periodReturns: {
      id: 'periodReturns',
      title: 'Period returns',
      content: {
        shape: 'table',
        columns: [
          { label: 'Period', align: 'left', weight: 1.4 },
          { label: 'Fund', align: 'right' },
          { label: 'Benchmark', align: 'right' },
        ],
        rows: [
          ['1 month', '1.63%', '0.87%'],
          ['YTD', '8.12%', '6.40%'],
          ['1 year', '11.05%', null],
        ],
        boldRows: [1],
      },
    },
    statistics: {
      id: 'statistics',
      title: 'Statistics',
      content: {
        shape: 'table',
        columns: [
          { label: 'Measure', align: 'left', weight: 1.6 },
          { label: '1 year', align: 'right' },
          { label: '3 years', align: 'right' },
        ],
        rows: [
          ['Volatility', '12.4%', '14.1%'],
          ['Sharpe ratio', '0.84', '0.61'],
          ['Max. drawdown', '-8.2%', '-21.7%'],
        ],
        note: 'Annualised; risk-free rate: EUR short-term rate.',
      },
    },
    monthlyReturns: {
      id: 'monthlyReturns',
      title: 'Monthly returns',
      content: {
        shape: 'table',
        columns: [
          { label: 'Year', align: 'left' },
          ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Year'].map(
            (label) => ({ label, align: 'right' as const }),
          ),
        ],
        rows: [
          ['2026', '1.2', '-0.4', '2.1', '0.9', '1.0', '1.2', '2.2', '-1.3', '2.4', '1.6', null, null, '8.1'],
          [
            '2025',
            '0.8',
            '1.1',
            '-2.3',
            '1.9',
            '0.4',
            '0.7',
            '1.5',
            '0.2',
            '-0.9',
            '2.0',
            '1.3',
            '0.6',
            '7.4',
          ],
        ],
      },
    },
    yearlyReturns: {
      id: 'yearlyReturns',
      title: 'Yearly returns',
      content: {
        shape: 'barChart',
        orientation: 'vertical',
        bars: [
          { label: '2022', value: -0.121, display: '-12.1%' },
          { label: '2023', value: 0.153, display: '15.3%' },
          { label: '2024', value: 0.098, display: '9.8%' },
          { label: '2025', value: 0.074, display: '7.4%' },
        ],
      },
    },
    drawdowns: {
      id: 'drawdowns',
      title: 'Largest drawdowns',
      content: {
        shape: 'table',
        columns: [
          { label: 'Start', align: 'left' },
          { label: 'Trough', align: 'left' },
          { label: 'Depth', align: 'right' },
        ],
        rows: [
          ['20 Feb 2020', '23 Mar 2020', '-31.2%'],
          ['4 Jan 2022', '12 Oct 2022', '-21.7%'],
        ],
      },
    },
    details: {
      id: 'details',
      title: 'Fund details',
      content: {
        shape: 'keyValue',
        rows: [
          { label: 'ISIN', value: 'LU0123456789' },
          { label: 'Currency', value: 'EUR' },
          { label: 'Domicile', value: 'Luxembourg' },
          { label: 'Dealing', value: 'Daily' },
        ],
      },
    },
    keyCharacteristics: {
      id: 'keyCharacteristics',
      title: 'Key characteristics',
      content: {
        shape: 'entries',
        entries: [
          { title: 'Quality focus', lines: ['Companies with durable margins and strong balance sheets.'] },
          { title: 'Global reach', lines: ['More than 40 countries, developed and emerging markets.'] },
        ],
      },
    },
    contacts: {
      id: 'contacts',
      title: 'Contacts',
      content: {
        shape: 'entries',
        entries: [
          { title: 'Anna Keller', lines: ['Portfolio manager', 'anna.keller@example.com'], imageId: 'anna' },
        ],
      },
    },
    disclaimer: {
      id: 'disclaimer',
      title: null,
      content: {
        shape: 'text',
        fine: true,
        paragraphs: [
          'This document is marketing material. Please read the prospectus and the key information document before any final investment decision.',
        ],
      },
    },
    'holdings-assetClasses': {
      id: 'holdings-assetClasses',
      title: 'Asset classes',
      content: {
        shape: 'pieChart',
        donut: true,
        slices: [
          { label: 'Equities', value: 0.92, display: '92.0%' },
          { label: 'Cash', value: 0.05, display: '5.0%' },
          { label: 'Other', value: 0.03, display: '3.0%' },
        ],
      },
    },
    'holdings-regions': {
      id: 'holdings-regions',
      title: 'Regions',
      content: {
        shape: 'pieChart',
        donut: false,
        slices: [
          { label: 'North America', value: 0.58, display: '58.0%' },
          { label: 'Europe', value: 0.27, display: '27.0%' },
          { label: 'Asia Pacific', value: 0.15, display: '15.0%' },
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
          { label: 'Industrials', value: 0.11, display: '11.0%' },
        ],
      },
    },
    'holdings-topHoldings': {
      id: 'holdings-topHoldings',
      title: 'Top holdings',
      content: {
        shape: 'table',
        columns: [
          { label: 'Holding', align: 'left', weight: 2 },
          { label: 'Weight', align: 'right' },
        ],
        rows: [
          ['Microsoft Corp.', '5.1%'],
          ['Apple Inc.', '4.6%'],
          ['Nestlé SA', '3.2%'],
        ],
      },
    },
    'component-video': {
      id: 'component-video',
      title: 'Meet the manager',
      content: {
        shape: 'image',
        imageId: 'poster',
        caption: 'Quarterly update (video)',
        url: 'https://example.com/videos/q3-update',
      },
    },
  },
};

/** The stored config of the sample: defaults, and the default layout's absence (an empty layout). */
export const SAMPLE_FACTSHEET_CONFIG: FactsheetConfig = factsheetConfigSchema.parse({});
