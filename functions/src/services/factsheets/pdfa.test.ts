import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  rgb,
  StandardFonts,
  type PDFPage,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdfA2, type PdfAMetadata } from './pdfa.js';
import { fontDir, FONT_FILES } from './render-pdf.js';
import { srgbIccProfile } from './srgb-icc.js';

const meta: PdfAMetadata = {
  title: 'Alpha Fonds – 30. Oktober 2026 <A&B>',
  subject: 'Factsheet Alpha Fonds',
  lang: 'de',
  creationDate: new Date('2026-11-01T10:00:00.250Z'),
  producer: 'Portal (pdf-lib)',
  creator: 'Portal',
  conformance: 'B',
};

const fontBytes = readFileSync(join(fontDir(), FONT_FILES.regular));
const name = (n: string) => PDFName.of(n);

function addLink(doc: PDFDocument, page: PDFPage, extra: Record<string, unknown> = {}): void {
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [40, 780, 240, 795],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.com/fund') },
    ...extra,
  });
  page.node.addAnnot(doc.context.register(annot));
}

/** Page 1: subset-embedded text, a link, a 30 % black rectangle (an ExtGState with /ca 0.3); page 2: text only. */
async function fixture(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  const page = doc.addPage([595, 842]);
  page.drawText('Wertentwicklung seit Auflage +12,34 %', { x: 40, y: 785, size: 12, font });
  page.drawRectangle({ x: 40, y: 600, width: 200, height: 100, color: rgb(0, 0, 0), opacity: 0.3 });
  addLink(doc, page);
  doc.addPage([595, 842]).drawText('Seite 2 von 2', { x: 40, y: 40, size: 8, font });
  return doc;
}

async function archive(doc: PDFDocument, m: PdfAMetadata = meta) {
  await makePdfA2(doc, m);
  const bytes = await doc.save({ useObjectStreams: true });
  return { bytes, pdf: await PDFDocument.load(bytes, { updateMetadata: false }) };
}

function xmp(pdf: PDFDocument): { dict: PDFDict; text: string } {
  const stream = pdf.catalog.lookup(name('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('no /Metadata stream');
  return { dict: stream.dict, text: new TextDecoder().decode(stream.getContents()) };
}

/** A minimal structure tree: what conformance A checks for (the tagging module builds the real one). */
function markTagged(doc: PDFDocument): void {
  const root = doc.context.register(doc.context.obj({ Type: 'StructTreeRoot' }));
  doc.catalog.set(name('StructTreeRoot'), root);
  doc.catalog.set(name('MarkInfo'), doc.context.obj({ Marked: true }));
}

describe('makePdfA2', () => {
  it('writes uncompressed XMP that declares PDF/A-2b and agrees with the Info dictionary', async () => {
    const { pdf } = await archive(await fixture());
    const { dict, text } = xmp(pdf);
    expect(dict.get(name('Type'))).toBe(name('Metadata'));
    expect(dict.get(name('Subtype'))).toBe(name('XML'));
    expect(dict.has(name('Filter'))).toBe(false);
    expect(text).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(text).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(text).not.toContain('pdfuaid');
    expect(text).toContain(
      '<rdf:li xml:lang="x-default">Alpha Fonds – 30. Oktober 2026 &#60;A&#38;B&#62;</rdf:li>' +
        '<rdf:li xml:lang="de">Alpha Fonds – 30. Oktober 2026 &#60;A&#38;B&#62;</rdf:li>',
    );
    expect(text).toContain('<dc:language><rdf:Bag><rdf:li>de</rdf:li></rdf:Bag></dc:language>');
    expect(text).toContain('<dc:format>application/pdf</dc:format>');
    expect(text).toContain('<rdf:li xml:lang="x-default">Factsheet Alpha Fonds</rdf:li>');
    for (const key of ['xmp:CreateDate', 'xmp:ModifyDate', 'xmp:MetadataDate']) {
      expect(text).toContain(`<${key}>2026-11-01T10:00:00Z</${key}>`);
    }
    expect(text).toContain('<xmp:CreatorTool>Portal</xmp:CreatorTool>');
    expect(text).toContain('<pdf:Producer>Portal (pdf-lib)</pdf:Producer>');

    const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
    expect(info.lookup(name('CreationDate'), PDFString).asString()).toBe('D:20261101100000Z');
    expect(info.lookup(name('ModDate'), PDFString).asString()).toBe('D:20261101100000Z');
    expect(pdf.getTitle()).toBe(meta.title);
    expect(pdf.getSubject()).toBe(meta.subject);
    expect(pdf.getProducer()).toBe(meta.producer);
    expect(pdf.getCreator()).toBe(meta.creator);
    expect(pdf.catalog.lookup(name('Lang'), PDFString).decodeText()).toBe('de');
  });

  it('drops characters XML cannot hold from title and XMP alike, so the two still agree', async () => {
    const { pdf } = await archive(await fixture(), { ...meta, title: 'Alpha\u0007 Fonds\uD800' });
    expect(pdf.getTitle()).toBe('Alpha Fonds');
    expect(xmp(pdf).text).toContain('<rdf:li xml:lang="x-default">Alpha Fonds</rdf:li>');
  });

  it('embeds the sRGB profile as the PDF/A output intent', async () => {
    const { pdf } = await archive(await fixture());
    const intents = pdf.catalog.lookup(name('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(name('Type'))).toBe(name('OutputIntent'));
    expect(intent.get(name('S'))).toBe(name('GTS_PDFA1'));
    expect(intent.lookup(name('OutputConditionIdentifier'), PDFString).asString()).toBe('sRGB IEC61966-2.1');
    const profile = intent.lookup(name('DestOutputProfile'));
    if (!(profile instanceof PDFRawStream)) throw new Error('no ICC stream');
    expect(profile.dict.lookup(name('N'), PDFNumber).asNumber()).toBe(3);
    expect(decodePDFRawStream(profile).decode()).toEqual(srgbIccProfile());
  });

  it('sets a file identifier of two equal byte strings', async () => {
    const { pdf } = await archive(await fixture());
    const id = pdf.context.trailerInfo.ID;
    if (!(id instanceof PDFArray)) throw new Error('no trailer /ID');
    const [first, second] = [id.lookup(0, PDFHexString), id.lookup(1, PDFHexString)];
    expect(first.asString()).toMatch(/^[0-9a-f]{32}$/);
    expect(second.asString()).toBe(first.asString());
  });

  it('names the subset font as a subset, in the Type0 font, its CIDFont and its descriptor', async () => {
    const { pdf } = await archive(await fixture());
    const type0 = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(name('Subtype')) === name('Type0'));
    expect(type0).toHaveLength(1);
    const [font] = type0;
    if (!font) throw new Error('no font');
    const cidFont = font.lookup(name('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = cidFont.lookup(name('FontDescriptor'), PDFDict);
    const baseFont = font.lookup(name('BaseFont'), PDFName).decodeText();
    expect(baseFont).toMatch(/^[A-Z]{6}\+LiberationSans$/);
    expect(cidFont.lookup(name('BaseFont'), PDFName).decodeText()).toBe(baseFont);
    expect(descriptor.lookup(name('FontName'), PDFName).decodeText()).toBe(baseFont);
  });

  it('makes every annotation printable and shown', async () => {
    const doc = await fixture();
    addLink(doc, doc.getPage(1), { F: 2 | 32 }); // Hidden, NoView
    const { pdf } = await archive(doc);
    const flags = pdf
      .getPages()
      .flatMap((p) => p.node.Annots()?.asArray() ?? [])
      .map((ref) => pdf.context.lookup(ref, PDFDict).lookup(name('F'), PDFNumber).asNumber());
    expect(flags).toEqual([4, 4]);
  });

  it('gives a page that paints with transparency a transparency group, and leaves an opaque page alone', async () => {
    const { pdf } = await archive(await fixture());
    const group = pdf.getPage(0).node.lookup(name('Group'), PDFDict);
    expect(group.get(name('S'))).toBe(name('Transparency'));
    expect(group.get(name('CS'))).toBe(name('DeviceRGB'));
    expect(pdf.getPage(1).node.has(name('Group'))).toBe(false);
  });

  it('gives the same bytes for the same document (reproducible builds)', async () => {
    const [a, b] = [await archive(await fixture()), await archive(await fixture())];
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('claims PDF/A-2a and PDF/UA-1, with the pdfuaid schema declared, for a tagged document', async () => {
    const doc = await fixture();
    markTagged(doc);
    const { pdf } = await archive(doc, { ...meta, conformance: 'A' });
    const { text } = xmp(pdf);
    expect(text).toContain('<pdfaid:conformance>A</pdfaid:conformance>');
    expect(text).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(text).toContain(
      '<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>',
    );
    expect(text).toContain('<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>');
    const prefs = pdf.catalog.lookup(name('ViewerPreferences'), PDFDict);
    expect(prefs.lookup(name('DisplayDocTitle'), PDFBool).asBoolean()).toBe(true);
  });

  it('refuses conformance A for an untagged document', async () => {
    await expect(makePdfA2(await fixture(), { ...meta, conformance: 'A' })).rejects.toThrow(/tagged/);
  });

  it('refuses what PDF/A-2 forbids instead of dropping it: JavaScript, a Launch action, a font not embedded', async () => {
    const js = await fixture();
    js.catalog.set(name('OpenAction'), js.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    await expect(makePdfA2(js, meta)).rejects.toThrow(/JavaScript action/);

    const launch = await fixture();
    addLink(launch, launch.getPage(0), { A: { S: 'Launch', F: PDFString.of('calc.exe') } });
    await expect(makePdfA2(launch, meta)).rejects.toThrow(/Launch action/);

    const standard = await fixture();
    const helvetica = await standard.embedFont(StandardFonts.Helvetica);
    standard.getPage(0).drawText('x', { x: 10, y: 10, font: helvetica });
    await expect(makePdfA2(standard, meta)).rejects.toThrow(/Helvetica is not embedded/);
  });
});
