import {
  API,
  factsheetLanguages,
  urlTemplateOf,
  type FactsheetResponse,
  type ProductConfig,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { loadTenant } from '../../scripts/lib/tenants.js';
import { signInWithPassword } from '../support/api-users.js';
import { checkTaggedPdf, summarizeReport, type StructNode } from '../support/pdf-conformance.js';

// Issue 29: the demo's factsheets, every product and every language, as the API serves them, are tagged PDF
// (PDF/UA-1 structure) declaring PDF/A-2a, checked with tests/support/pdf-conformance.ts; and the numbers a reader
// (or a screen reader) takes from the PDF's structure, in reading order, are the factsheet model's.

const ADMIN = 'admin@demo-am.test';
const PASSWORD = 'Demo-2026!';
const products = loadTenant('demo').catalogue.products.filter((p: ProductConfig) => p.factsheet);
const url = (entry: { path: string }, id: string, lang: string) =>
  `${HOSTING_URL}${urlTemplateOf(entry).replace('{id}', encodeURIComponent(id))}?lang=${lang}`;
const walk = (nodes: readonly StructNode[]): StructNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

describe('the demo’s factsheet PDFs', () => {
  it('are tagged and PDF/A-2a in every product and language, with the model’s numbers in reading order', async () => {
    expect(products.length).toBeGreaterThan(3);
    const token = await signInWithPassword(ADMIN, PASSWORD);
    const headers = { Authorization: `Bearer ${token}` };
    let checked = 0;
    for (const product of products) {
      for (const lang of factsheetLanguages(product)) {
        const label = `${product.productId} ${lang}`;
        // Each drawing counts against its client's budget (10 a minute, docs/security.md): one client each.
        const res = await fetch(url(API.factsheetPdf, product.productId, lang), {
          headers: { ...headers, 'X-Forwarded-For': `203.0.113.${String(checked + 1)}` },
        });
        expect(res.status, label).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes.length, label).toBeLessThan(300 * 1024);
        const report = await checkTaggedPdf(bytes);
        expect(report.problems, `${label}\n${summarizeReport(report)}`).toEqual([]);
        expect(report.lang, label).toBe(lang);
        expect(report.xmp, label).toMatchObject({ pdfaPart: 2, pdfaConformance: 'A', pdfuaPart: 1 });
        const nodes = walk(report.tree);
        expect(
          nodes.filter((n) => n.role === 'H1'),
          label,
        ).toHaveLength(1);
        for (const f of nodes.filter((n) => n.role === 'Figure')) expect(f.alt, label).toBeTruthy();

        // The model's tables, cell by cell, are the PDF's tables in reading order (signs and % kept).
        const answer = await fetch(url(API.factsheet, product.productId, lang), { headers });
        const { model } = (await answer.json()) as FactsheetResponse;
        for (const block of Object.values(model.blocks)) {
          if (block.content.shape !== 'table' || !block.title) continue;
          const section = nodes.find(
            (n) => n.role === 'Sect' && n.children.some((c) => c.role === 'H2' && c.text === block.title),
          );
          // A block the layout left out (not in this product's layout) is not in the PDF.
          if (!section) continue;
          const cells = walk(section.children)
            .filter((n) => n.role === 'TD' || (n.role === 'TH' && n.scope === 'Row'))
            .map((n) => n.actualText ?? n.text);
          // A no-break space reads as a space (the font draws both with one glyph); signs and % signs stay.
          const spaced = (t: string) => t.replace(/[\u00a0\u2009\u202f]/g, ' ');
          expect(cells.map(spaced), `${label} ${block.id}`).toEqual(
            block.content.rows.flat().map((c) => spaced(c ?? '–')),
          );
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(products.length);
  });
});
