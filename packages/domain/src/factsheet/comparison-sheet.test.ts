import { describe, expect, it } from 'vitest';
import {
  comparedProduct,
  comparisonResponse,
  refusedProduct,
} from '../analytics/testing/comparison-response.js';
import { LANGUAGES } from '../constants.js';
import type { ComparisonResponse } from '../contracts/comparison.js';
import { COMPARISON_SHEET_STATS, layoutComparisonSheet, type ComparisonSheet } from './comparison-sheet.js';
import { FACTSHEET_LABELS } from './labels.js';
import { A4, type Primitive } from './primitives.js';
import { isDrawn } from './structure.js';
import { textWidth } from './text.js';

const BRAND = '#001b6c';

const alpha = comparedProduct({
  productId: 'alpha',
  name: 'Alpha Global Equity Fund',
  shortName: 'Alpha Equity',
  color: '#1f77b4',
  benchmark: { symbol: 'msci-world', name: 'MSCI World NR' },
  stats: { beta: 0.93, alpha: 0.011, trackingError: 0.041, informationRatio: 0.27 },
});
const beta = comparedProduct({
  productId: 'beta',
  name: 'Beta Swiss Bonds',
  color: '#1f77b4',
  drift: 0.002,
  swing: 0.01,
  start: '2020-06',
  months: 77,
});
const gamma = comparedProduct({
  productId: 'gamma',
  name: 'Gamma Multi Asset',
  color: '#2ca02c',
  drift: 0.004,
});

const texts = (sheet: ComparisonSheet): string[] =>
  sheet.pages.flatMap((p) => p.primitives.flatMap((x) => (x.kind === 'text' ? [x.text] : [])));

/** Where a primitive leaks out of the page, or null. */
function outside(p: Primitive): string | null {
  const inX = (x: number) => x >= -0.01 && x <= A4.width + 0.01;
  const inY = (y: number) => y >= -0.01 && y <= A4.height + 0.01;
  switch (p.kind) {
    case 'text':
      return inX(p.x) && inX(p.x + textWidth(p.text, p.size, p.weight)) && inY(p.y - p.size) && inY(p.y)
        ? null
        : `text "${p.text}" at ${p.x},${p.y}`;
    case 'rect':
    case 'image':
    case 'link':
      return inX(p.x) && inX(p.x + p.width) && inY(p.y) && inY(p.y + p.height)
        ? null
        : `${p.kind} at ${p.x},${p.y}`;
    case 'line':
      return inX(p.x1) && inX(p.x2) && inY(p.y1) && inY(p.y2) ? null : `line at ${p.x1},${p.y1}`;
    case 'path': {
      const n = (p.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      const bad = n.some((v, i) => (i % 2 === 0 ? !inX(v) : !inY(v)));
      return bad ? `path ${p.d.slice(0, 40)}` : null;
    }
    case 'begin':
    case 'end':
      return null;
  }
}

function expectOnePageInside(sheet: ComparisonSheet) {
  expect(sheet.pages).toHaveLength(1);
  expect([sheet.width, sheet.height]).toEqual([A4.width, A4.height]);
  expect(sheet.pages[0]?.primitives.map(outside).filter((x) => x !== null)).toEqual([]);
}

describe('layoutComparisonSheet', () => {
  it('draws title, date, chart, statistics, years and key facts on one page, inside it', () => {
    const sheet = layoutComparisonSheet(comparisonResponse([alpha, beta, gamma]), {
      lang: 'en',
      primaryColor: BRAND,
    });
    expectOnePageInside(sheet);
    const all = texts(sheet);
    const l = FACTSHEET_LABELS.en;
    expect(sheet.title).toBe('Product comparison');
    expect(sheet.dateLabel).toBe('As of October 31, 2026');
    expect(all).toEqual(expect.arrayContaining([sheet.title, sheet.dateLabel]));
    for (const title of [
      l.titles.cumulativeReturns,
      l.titles.statistics,
      l.titles.yearlyReturns,
      l.titles.keyFigures,
    ])
      expect(all, title).toContain(title);
    for (const id of COMPARISON_SHEET_STATS) expect(all, id).toContain(l.stats[id]);
    // A product with a benchmark: the relative statistics, marked, and the note naming each product's benchmark.
    expect(all).toContain(`${l.stats.beta} *`);
    expect(all.join(' ')).toContain('Alpha Equity: MSCI World NR');
    expect(all).toEqual(expect.arrayContaining(['Alpha Equity', 'Beta Swiss Bonds', 'Gamma Multi Asset']));
    expect(all.some((t) => t.startsWith('Statistics: Common period, Jun 30, 2020 – Oct 31, 2026'))).toBe(
      true,
    );
    // The last five years, newest first.
    const years = all.slice(all.indexOf(l.titles.yearlyReturns)).filter((t) => /^20\d\d$/.test(t));
    expect(years.slice(0, 5)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    // A line per product, two products of one colour told apart.
    const lines = sheet.pages[0]?.primitives.filter(
      (p): p is Extract<Primitive, { kind: 'path' }> => p.kind === 'path',
    );
    expect(new Set(lines?.map((p) => p.stroke)).size).toBe(3);
    expect(lines?.map((p) => p.stroke)).toContain('#1f77b4');
  });

  it('names a refused product by its id and status only, and draws nothing else of it', () => {
    const without = layoutComparisonSheet(comparisonResponse([alpha, beta]), {
      lang: 'de',
      primaryColor: BRAND,
    });
    const answer: ComparisonResponse = comparisonResponse([alpha, refusedProduct('hidden-fund', 403), beta]);
    const sheet = layoutComparisonSheet(answer, { lang: 'de', primaryColor: BRAND });
    expectOnePageInside(sheet);
    // Every text of the sheet is one of the compared products' sheet, or the refusal's sentence: no column, line or
    // figure of the refused product.
    const extra = [...texts(sheet)];
    for (const t of texts(without)) {
      const i = extra.indexOf(t);
      expect(i, t).toBeGreaterThanOrEqual(0);
      extra.splice(i, 1);
    }
    const l = FACTSHEET_LABELS.de.comparison;
    expect(extra.join(' ')).toBe(
      `${l.refusedTitle}: hidden-fund (für diesen Leser nicht verfügbar). ${l.refusedNote}`,
    );
    // Nothing else drawn (its note is a paragraph of its own: structure marks aside).
    const kinds = (s: ComparisonSheet) =>
      s.pages[0]?.primitives.filter((p) => isDrawn(p) && p.kind !== 'text');
    expect(kinds(sheet)?.length).toBe(kinds(without)?.length);
  });

  it('keeps six long-named products with many details on the page, dropping details and years first', () => {
    const products = Array.from({ length: 6 }, (_, i) =>
      comparedProduct({
        productId: `p${i}`,
        name: `Very Long Product Name Number ${i} Accumulating Share Class`,
        shortName: `Very Long Product Name Number ${i} Acc`,
        color: '#888888',
        drift: 0.001 * i,
        benchmark: i % 2 === 0 ? { symbol: 'b', name: 'A Benchmark With A Remarkably Long Name' } : null,
        details: Array.from({ length: 12 }, (_, k) => ({ key: `Detail ${k}`, value: `Value ${k} of ${i}` })),
      }),
    );
    const answer = comparisonResponse([...products.slice(0, 5), refusedProduct('x', 401)]);
    const sheet = layoutComparisonSheet(
      { ...answer, products: [...answer.products, products[5] ?? refusedProduct('y')] },
      { lang: 'fr', primaryColor: BRAND },
    );
    expectOnePageInside(sheet);
    const all = texts(sheet);
    expect(all).toContain(FACTSHEET_LABELS.fr.titles.keyFigures);
    expect(all.filter((t) => t.startsWith('Detail ')).length).toBeLessThan(12);
    expect(all.some((t) => t.includes(': x ('))).toBe(true);
  });

  it('lays out every language, and a comparison of refused products only', () => {
    for (const lang of LANGUAGES) {
      const sheet = layoutComparisonSheet(comparisonResponse([alpha, gamma, refusedProduct('z', 404)]), {
        lang,
        primaryColor: BRAND,
      });
      expectOnePageInside(sheet);
      expect(texts(sheet)).toContain(FACTSHEET_LABELS[lang].comparison.title);
    }
    const none = layoutComparisonSheet(
      comparisonResponse([refusedProduct('a', 401), refusedProduct('b', 404)]),
      {
        lang: 'pt',
        primaryColor: BRAND,
      },
    );
    expectOnePageInside(none);
    expect(none.dateLabel).toBe('');
    expect(texts(none).join(' ')).toContain(
      'a (requer início de sessão); b (desconhecido ou não disponível).',
    );
  });

  it('draws the tenant logo in the header when there is one', () => {
    const sheet = layoutComparisonSheet(comparisonResponse([alpha, beta]), {
      lang: 'en',
      primaryColor: BRAND,
      logo: { url: '/logo.png', width: 200, height: 50, mimeType: 'image/png' },
    });
    expectOnePageInside(sheet);
    expect(sheet.pages[0]?.primitives.some((p) => p.kind === 'image' && p.imageId in sheet.images)).toBe(
      true,
    );
  });
});
