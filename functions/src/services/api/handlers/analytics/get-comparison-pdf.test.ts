import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4, STAT_IDS, type ComparedProduct, type ComparisonResponse } from '@portal/domain';
import { comparisonPdfFile } from './get-comparison-pdf.js';

// The handler's gate and computation are `getComparison`'s (tests/api drive the route); here: the sheet as a PDF.

const DATES = Array.from({ length: 37 }, (_, i) =>
  new Date(Date.UTC(2023, i + 1, 0)).toISOString().slice(0, 10),
);

function product(id: string, name: string, drift: number): ComparedProduct {
  const values = DATES.map((_, i) => 100 * (1 + drift) ** i * (1 + 0.02 * Math.sin(i)));
  const first = DATES[0] ?? '';
  const last = DATES.at(-1) ?? '';
  return {
    productId: id,
    refused: null,
    name,
    shortName: name,
    color: id === 'a' ? '#1f77b4' : '#ff7f0e',
    mode: 'live',
    benchmark: null,
    keyFacts: {
      currency: 'CHF',
      isin: null,
      inceptionDate: first,
      aum: 50_000_000,
      lastDate: last,
      lastPrice: values.at(-1) ?? null,
      details: [],
    },
    window: { startDate: first, endDate: last, nReturns: 36 },
    cumulative: { dates: DATES, values, oldDataEndDate: null },
    drawdowns: { dates: DATES, values: DATES.map(() => 0), oldDataEndDate: null },
    rollingVolatility: { dates: [], values: [] },
    yearlyReturns: [2023, 2024, 2025].map((year) => ({ year, lastDate: `${year}-12-31`, value: drift * 12 })),
    statistics: {
      conventions: {
        returnMethod: 'simple',
        scale: 12,
        riskFreeAnnual: 0,
        varMethod: 'historical-type7',
        priceField: 'price',
        benchmarkAlignment: 'common-dates',
        pairScale: 12,
        riskFreeSeries: null,
      },
      periods: [
        {
          period: 'max',
          fund: { period: 'max', available: true, startDate: first, endDate: last, nReturns: 36 },
          aligned: null,
        },
      ],
      cells: STAT_IDS.map((statId) => ({
        period: 'max',
        startDate: first,
        endDate: last,
        nReturns: 36,
        statId,
        value: statId === 'cumulativeReturn' ? -0.0421 : 0.5,
      })),
    },
  };
}

const answer: ComparisonResponse = {
  period: 'common',
  common: { startDate: '2023-01-31', endDate: '2025-12-31' },
  chartStart: '2023-01-31',
  products: [
    product('a', 'Alpha Fonds', 0.006),
    {
      productId: 'secret',
      refused: { status: 403, messageKey: 'api.errors.investorProfile', reason: 'investorProfile' },
    },
    product('b', 'Beta Anleihen', 0.002),
  ],
  correlations: [
    { a: 'a', b: 'b', value: 0.4, nReturns: 36, startDate: '2023-01-31', endDate: '2025-12-31' },
  ],
  holdingsOverlap: null,
};

describe('comparisonPdfFile', () => {
  it('draws the comparison on one A4 page, with its title, language and file name', async () => {
    const file = await comparisonPdfFile(answer, {
      lang: 'de',
      primaryColor: '#001b6c',
      logo: null,
      now: new Date('2026-01-05T08:00:00Z'),
    });
    expect(file.fileName).toBe('comparison-common-2025-12-31.pdf');
    const doc = await PDFDocument.load(file.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual([A4.width, A4.height]);
    expect(doc.getTitle()).toBe('Produktvergleich – Stand 31. Dezember 2025');
    expect(doc.getSubject()).toBe('Alpha Fonds, Beta Anleihen');

    const dir = mkdtempSync(join(tmpdir(), 'comparison-pdf-'));
    const path = join(dir, file.fileName);
    writeFileSync(path, file.bytes);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Alpha Fonds');
    expect(text).toContain('Kumulierte Rendite');
    expect(text).toContain('-4,21 %');
    // The refused product: its id and the status of its refusal, nothing else.
    expect(text).toContain('secret (für diesen Leser nicht verfügbar)');
    expect(text.split('secret')).toHaveLength(2);
  });
});
