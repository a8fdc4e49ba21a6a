import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4, type FactsheetModel, type Primitive } from '@portal/domain';
import { factsheetFileName, renderFactsheetPdf } from './render-pdf.js';

/** A 4 x 2 px PNG: red left half, blue right half. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4nGP4z8AARGDiPwMyBwBnsgf5Q2OaZwAAAABJRU5ErkJggg==',
  'base64',
);

const model: FactsheetModel = {
  productId: 'alpha',
  lang: 'de',
  title: 'Alpha Fonds',
  date: '2026-10-30',
  dateLabel: '30. Oktober 2026',
  labels: { page: 'Seite {page} von {pages}' },
  blocks: {},
  images: { logo: { id: 'logo', url: '/x.png', width: 4, height: 2, mimeType: 'image/png' } },
  headerBackgroundImageId: null,
  logoImageId: 'logo',
};

const primitives: Primitive[] = [
  { kind: 'rect', x: 0, y: 0, width: A4.width, height: 60, fill: '#001b6c', stroke: null, strokeWidth: 0 },
  {
    kind: 'text',
    x: 40,
    y: 40,
    text: 'Größte Positionen – Ärger ½ € ç',
    size: 14,
    weight: 'bold',
    color: '#ffffff',
  },
  {
    kind: 'text',
    x: 40,
    y: 100,
    text: 'Annualisierte Rendite 12,34 %',
    size: 9,
    weight: 'regular',
    color: '#222222',
  },
  { kind: 'line', x1: 40, y1: 110, x2: 300, y2: 110, color: '#888888', width: 0.5, dash: [2, 2] },
  {
    kind: 'path',
    d: 'M 100 200 L 100 150 A 50 50 0 0 1 150 200 Z',
    fill: '#ff8800',
    stroke: null,
    strokeWidth: 0,
  },
  { kind: 'image', imageId: 'logo', x: 400, y: 120, width: 100, height: 100, fit: 'cover', darken: 0.3 },
  { kind: 'image', imageId: 'missing', x: 400, y: 240, width: 10, height: 10, fit: 'contain' },
  { kind: 'link', x: 40, y: 90, width: 200, height: 12, url: 'https://example.com/fund' },
];

async function render(): Promise<Uint8Array> {
  return renderFactsheetPdf(
    {
      pages: [
        { number: 1, primitives },
        { number: 2, primitives: primitives.slice(1, 3) },
      ],
      width: A4.width,
      height: A4.height,
    },
    model,
    {
      title: 'Alpha Fonds – 30. Oktober 2026',
      subject: 'Factsheet',
      lang: 'de',
      creationDate: new Date('2026-11-01T10:00:00Z'),
    },
    { logo: PNG },
  );
}

describe('renderFactsheetPdf', () => {
  it('draws a hand-made display list: pages, metadata, selectable text in any language, link annotation', async () => {
    const bytes = await render();
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([w, h]).toEqual([A4.width, A4.height]);
    expect(doc.getTitle()).toBe('Alpha Fonds – 30. Oktober 2026');
    expect(doc.getSubject()).toBe('Factsheet');
    expect(doc.getProducer()).toContain('pdf-lib');
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toContain('de');
    const annots = doc.getPage(0).node.Annots();
    expect(annots?.size()).toBe(1);

    const dir = mkdtempSync(join(tmpdir(), 'factsheet-pdf-'));
    const file = join(dir, 'f.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Größte Positionen – Ärger ½ € ç');
    expect(text).toContain('Annualisierte Rendite 12,34 %');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Alpha Fonds – 30\. Oktober 2026/);
    expect(info).toMatch(/Pages:\s+2/);
    // Fonts are embedded, as subsets: the whole PDF is far smaller than the two font files (~270 KB).
    expect(bytes.length).toBeLessThan(60_000);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/LiberationSans-Bold/);
    expect(
      fonts
        .split('\n')
        .filter((l) => l.includes('LiberationSans'))
        .every((l) => /Identity-H\s+yes\b/.test(l)),
    ).toBe(true);
  });

  it('places text at its baseline with y flipped (top-left origin)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'factsheet-pdf-'));
    const file = join(dir, 'f.pdf');
    writeFileSync(file, await render());
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    // "Annualisierte" at x = 40, baseline 100: its box spans about 100 - ascent .. 100 + descent (pdftotext: y down).
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Annualisierte/.exec(html);
    expect(m).not.toBeNull();
    expect(Number(m?.[1])).toBeCloseTo(40, 0);
    expect(Number(m?.[2])).toBeGreaterThan(90);
    expect(Number(m?.[3])).toBeLessThan(103);
  });

  it('names the file after product, language and date', () => {
    expect(factsheetFileName({ productId: 'alpha/β', lang: 'fr', date: '2026-10-30' })).toBe(
      'alpha-factsheet-fr-2026-10-30.pdf',
    );
  });
});
