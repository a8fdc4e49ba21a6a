import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFactsheetLayout, factsheetConfigSchema, LANGUAGES } from '@portal/domain';
import {
  comparedProduct,
  comparisonResponse,
  refusedProduct,
} from '../../packages/domain/src/analytics/testing/comparison-response.js';
import { sampleFactsheetModel } from '../../packages/domain/src/factsheet/testing/sample-model.js';
import { comparisonPdfFile } from '../../functions/src/services/api/handlers/analytics/get-comparison-pdf.js';
import { factsheetPdf } from '../../functions/src/services/factsheets/render-pdf.js';
import {
  checkTaggedPdf,
  summarizeReport,
  type ConformanceReport,
  type StructNode,
} from '../support/pdf-conformance.js';

/*
 * Issue 29: every PDF the functions draw is a tagged PDF (PDF/UA-1 structure) declaring PDF/A-2a, checked here with
 * nothing from outside (tests/support/pdf-conformance.ts parses the file with pdf-lib). The demo's real factsheets in
 * every language go through the same check in tests/e2e/factsheet-conformance.test.ts.
 */

const OUT = join('tests', 'output', 'tagged-pdf');

function expectConformant(report: ConformanceReport, lang: string): void {
  expect(report.problems, summarizeReport(report)).toEqual([]);
  expect(report.marked).toBe(true);
  expect(report.displayDocTitle).toBe(true);
  expect(report.lang).toBe(lang);
  expect(report.xmp).toMatchObject({ pdfaPart: 2, pdfaConformance: 'A', pdfuaPart: 1 });
  expect(report.outputIntents.some((o) => o.hasProfile)).toBe(true);
  expect(report.hasTrailerId).toBe(true);
  for (const font of report.fonts)
    expect(font, font.baseFont).toMatchObject({ embedded: true, subset: true });
  for (const page of report.pages) expect([page.untaggedText, page.untaggedPaint]).toEqual([0, 0]);
}

const walk = (nodes: readonly StructNode[]): StructNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

describe('factsheet PDFs are tagged and PDF/A-2a', () => {
  it.each(LANGUAGES)(
    'in %s: headings, tables with header cells, figures with text, artifacts, language',
    async (lang) => {
      const model = sampleFactsheetModel({ lang });
      const config = factsheetConfigSchema.parse({ layout: defaultFactsheetLayout(model) });
      const { bytes } = await factsheetPdf(model, config, { now: new Date('2026-11-29T12:00:00Z') });
      expect(bytes.length).toBeLessThan(300 * 1024);
      const report = await checkTaggedPdf(bytes);
      expectConformant(report, lang);
      const nodes = walk(report.tree);
      expect(nodes.filter((n) => n.role === 'H1').map((n) => n.text)).toEqual([model.title]);
      const headings = nodes.filter((n) => n.role === 'H2').map((n) => n.text);
      for (const block of Object.values(model.blocks))
        if (block.title) expect(headings).toContain(block.title);
      for (const table of nodes.filter((n) => n.role === 'Table'))
        expect(walk(table.children).some((n) => n.role === 'TH')).toBe(true);
      const figures = nodes.filter((n) => n.role === 'Figure');
      expect(figures.length).toBeGreaterThanOrEqual(3);
      for (const f of figures) expect(f.alt?.length ?? 0).toBeGreaterThan(10);
      // Copied numbers keep their signs and percent signs.
      const cells = nodes.filter((n) => n.role === 'TD').map((n) => n.text);
      expect(cells).toContain('-1.4%');
      expect(cells).toContain('8.51%');
      // Page furniture (the header band, the footer with its page number) is not content.
      expect(report.pages.every((p) => p.artifactOperators > 0)).toBe(true);
      expect(nodes.some((n) => /\d+\s*\/\s*\d+|Page|Seite|Página/.test(n.text) && n.role === 'P')).toBe(
        false,
      );
    },
  );

  it('reads page 1 in the order a person does: title, date, then the blocks column by column', async () => {
    const model = sampleFactsheetModel();
    const config = factsheetConfigSchema.parse({ layout: defaultFactsheetLayout(model) });
    const { bytes } = await factsheetPdf(model, config);
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, 'sample-factsheet.pdf');
    writeFileSync(file, bytes);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Tagged:\s+yes/);
    // Content order is reading order (pdftotext -raw follows it).
    const lines = execFileSync('pdftotext', ['-raw', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    const order = [model.title, 'Key figures', 'NAV', 'Performance', '1 month', 'Cumulative returns'].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const report = await checkTaggedPdf(bytes);
    const top = report.tree[0]?.children.map((n) => n.role) ?? [];
    expect(top.slice(0, 2)).toEqual(['H1', 'P']);
  });

  it('tags the comparison sheet too (one renderer for every PDF)', async () => {
    const answer = comparisonResponse([
      comparedProduct({ productId: 'a', name: 'Alpha Fund', shortName: 'Alpha Fund' }),
      refusedProduct('private-mandate'),
      comparedProduct({ productId: 'b', name: 'Beta Bonds', shortName: 'Beta Bonds' }),
    ]);
    const file = await comparisonPdfFile(answer, { lang: 'fr', primaryColor: '#001b6c', logo: null });
    const report = await checkTaggedPdf(file.bytes);
    expectConformant(report, 'fr');
    expect(walk(report.tree).some((n) => n.role === 'Figure' && (n.alt ?? '').includes('Alpha Fund'))).toBe(
      true,
    );
  });
});
