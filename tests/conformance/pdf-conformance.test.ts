/**
 * The conformance checker on PDFs built by hand with pdf-lib: content streams written out so each test shows the
 * marked content it is about. Liberation Sans is embedded through fontkit (Identity-H, glyph ids in hex strings),
 * so the text assertions go through the font's ToUnicode CMap as they will for the factsheets.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
  StandardFonts,
  type PDFDict,
  type PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkTaggedPdf, summarizeReport } from '../support/pdf-conformance.js';

const LIBERATION = readFileSync(
  new URL('../../packages/domain/fonts/LiberationSans-Regular.ttf', import.meta.url),
);

const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" pdfaid:part="2" pdfaid:conformance="A"/>
<rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"><pdfuaid:part>1</pdfuaid:part></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Global Equity Fund</rdf:li></rdf:Alt></dc:title></rdf:Description>
</rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;

/** A structure element to build: its role, the MCID it owns on page 1, its kids. */
interface Spec {
  S: string;
  mcid?: number;
  alt?: string;
  scope?: string;
  objr?: PDFRef;
  kids?: Spec[];
}

interface Variant {
  /** `null`: no `/Alt`. */
  figureAlt?: string | null;
  tableHeader?: boolean;
  /** Appended to the page content. */
  extraContent?: string;
  /** Appended to the Document element's kids. */
  extraKids?: Spec[];
  linkTagged?: boolean;
}

const MINUS = '\u2212';

/** One tagged page: an artifact header band, a heading, a paragraph of two lines, a figure, a table, a link. */
async function taggedPdf(variant: Variant = {}): Promise<Uint8Array> {
  const {
    figureAlt = 'Bar chart: fund +231 %, benchmark +247 %',
    tableHeader = true,
    linkTagged = true,
  } = variant;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(LIBERATION, { subset: true, customName: 'ABCDEF+LiberationSans' });
  const hex = (text: string) => font.encodeText(text).toString();
  const ctx = doc.context;
  const page = doc.addPage([595, 842]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const content = [
    '/Artifact BMC 0.1 0.2 0.5 rg 0 800 595 42 re f EMC',
    `/H1 << /MCID 0 >> BDC BT /F1 24 Tf 40 760 Td ${hex('Global Equity Fund')} Tj ET EMC`,
    `/P << /MCID 1 >> BDC BT /F1 10 Tf 40 730 Td ${hex('Return in 2022:')} Tj 0 -12 Td ${hex(`${MINUS}3.2 %`)} Tj ET EMC`,
    '/Figure << /MCID 2 >> BDC 0 0.5 0 rg 40 600 200 100 re f 40 600 m 240 700 l S EMC',
    `/TH << /MCID 3 >> BDC BT /F1 10 Tf 40 560 Td ${hex('Return')} Tj ET EMC`,
    `/TD << /MCID 4 >> BDC BT /F1 10 Tf 140 560 Td ${hex('+1.5 %')} Tj ET EMC`,
    `/Link << /MCID 5 >> BDC BT /F1 10 Tf 40 520 Td ${hex('Prospectus')} Tj ET EMC`,
    `/Artifact << /Type /Pagination >> BDC BT /F1 8 Tf 540 20 Td ${hex('1')} Tj ET EMC`,
    variant.extraContent ?? '',
  ].join('\n');
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.flateStream(content)));

  const link = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [40, 515, 100, 530],
      Border: [0, 0, 0],
      F: 4,
      Contents: PDFString.of('Prospectus'),
      A: { S: 'URI', URI: PDFString.of('https://example.com/prospectus.pdf') },
      ...(linkTagged ? { StructParent: 1 } : {}),
    }),
  );
  page.node.addAnnot(link);
  page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
  page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));

  const owners: PDFRef[] = [];
  const build = (spec: Spec, parent: PDFRef): PDFRef => {
    const ref = ctx.nextRef();
    const kids: (number | PDFRef | PDFDict)[] = [];
    if (spec.mcid !== undefined) {
      kids.push(spec.mcid);
      owners[spec.mcid] = ref;
    }
    if (spec.objr) kids.push(ctx.obj({ Type: 'OBJR', Obj: spec.objr, Pg: page.ref }));
    for (const kid of spec.kids ?? []) kids.push(build(kid, ref));
    const elem = ctx.obj({ Type: 'StructElem', S: spec.S, P: parent, Pg: page.ref, K: kids });
    if (spec.alt !== undefined) elem.set(PDFName.of('Alt'), PDFHexString.fromText(spec.alt));
    if (spec.scope) elem.set(PDFName.of('A'), ctx.obj({ O: 'Table', Scope: spec.scope }));
    ctx.assign(ref, elem);
    return ref;
  };
  const root = ctx.nextRef();
  const cell = tableHeader ? { S: 'TH', mcid: 3, scope: 'Column' } : { S: 'TD', mcid: 3 };
  const documentRef = build(
    {
      S: 'Document',
      kids: [
        { S: 'Title', mcid: 0 }, // a custom role, role-mapped to H1
        { S: 'P', mcid: 1 },
        { S: 'Figure', mcid: 2, ...(figureAlt === null ? {} : { alt: figureAlt }) },
        { S: 'Table', kids: [{ S: 'TR', kids: [cell, { S: 'TD', mcid: 4 }] }] },
        { S: 'Link', mcid: 5, ...(linkTagged ? { objr: link } : {}) },
        ...(variant.extraKids ?? []),
      ],
    },
    root,
  );
  const linkElem = owners[5];
  const parentTree = ctx.obj({ Nums: [0, owners, ...(linkElem && linkTagged ? [1, linkElem] : [])] });
  ctx.assign(
    root,
    ctx.obj({
      Type: 'StructTreeRoot',
      K: [documentRef],
      ParentTree: ctx.register(parentTree),
      ParentTreeNextKey: 2,
      RoleMap: { Title: 'H1' },
    }),
  );

  const catalog = doc.catalog;
  catalog.set(PDFName.of('StructTreeRoot'), root);
  catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  catalog.set(PDFName.of('Metadata'), ctx.register(ctx.stream(XMP, { Type: 'Metadata', Subtype: 'XML' })));
  // The checker looks for a profile stream, not into it: a stand-in keeps the fixture small.
  const profile = ctx.register(ctx.stream(new Uint8Array(128), { N: 3 }));
  catalog.set(
    PDFName.of('OutputIntents'),
    ctx.obj([
      {
        Type: 'OutputIntent',
        S: 'GTS_PDFA1',
        OutputConditionIdentifier: PDFString.of('sRGB'),
        DestOutputProfile: profile,
      },
    ]),
  );
  doc.setLanguage('en-GB');
  doc.setTitle('Global Equity Fund', { showInWindowTitleBar: true });
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of('0123456789abcdef'), PDFHexString.of('0123456789abcdef')]);
  return doc.save();
}

describe('checkTaggedPdf', () => {
  it('reports an untagged PDF: no MarkInfo, no structure tree, untagged text, a font not embedded', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawText('Hello', { font: await doc.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
    page.drawRectangle({ x: 50, y: 600, width: 100, height: 20 });

    const report = await checkTaggedPdf(await doc.save());

    const problems = report.problems.join('\n');
    expect(problems).toContain('/MarkInfo');
    expect(problems).toContain('no /StructTreeRoot');
    expect(problems).toContain('no /Lang');
    expect(problems).toContain('no /Metadata');
    expect(problems).toContain('font Helvetica (page 1) is not embedded');
    expect(report.pages[0]).toMatchObject({ untaggedText: 1, untaggedPaint: 1 });
    expect(report.pages[0]?.untaggedSamples).toEqual(['Tj "Hello"', 'f']);
    expect(report.tree).toEqual([]);
  });

  it('passes a hand-tagged page and returns its structure tree with the text in reading order', async () => {
    const report = await checkTaggedPdf(await taggedPdf());

    expect(report.problems, summarizeReport(report)).toEqual([]);
    expect(report).toMatchObject({
      marked: true,
      lang: 'en-GB',
      displayDocTitle: true,
      hasTrailerId: true,
      xmp: { pdfaPart: 2, pdfaConformance: 'A', pdfuaPart: 1, title: 'Global Equity Fund' },
      outputIntents: [{ subtype: 'GTS_PDFA1', hasProfile: true }],
      roleMap: { Title: 'H1' },
      roleCounts: { Document: 1, H1: 1, P: 1, Figure: 1, Table: 1, TR: 1, TH: 1, TD: 1, Link: 1 },
      thScopes: { Column: 1 },
      annotations: [{ page: 1, subtype: 'Link', structParent: 1, tagged: true, printable: true }],
      fonts: [{ baseFont: 'ABCDEF+LiberationSans', subtype: 'Type0', embedded: true, subset: true }],
    });
    expect(report.pages[0]).toMatchObject({ untaggedText: 0, untaggedPaint: 0, artifactOperators: 2 });
    const [document] = report.tree;
    expect(document?.text).toBe(`Global Equity Fund Return in 2022: ${MINUS}3.2 % Return +1.5 % Prospectus`);
    expect(document?.children.map((c) => [c.role, c.text])).toEqual([
      ['H1', 'Global Equity Fund'],
      ['P', `Return in 2022: ${MINUS}3.2 %`],
      ['Figure', ''],
      ['Table', 'Return +1.5 %'],
      ['Link', 'Prospectus'],
    ]);
    expect(document?.children[0]).toMatchObject({ rawRole: 'Title', mcids: [{ page: 1, mcid: 0 }] });
    expect(document?.children[2]?.alt).toBe('Bar chart: fund +231 %, benchmark +247 %');
    expect(document?.children[3]?.children[0]?.children[0]).toMatchObject({ role: 'TH', scope: 'Column' });
    expect(document?.children[4]?.annotations).toEqual(['Link']);
  });

  it('reports a figure without alternative text and a table without header cells', async () => {
    const report = await checkTaggedPdf(await taggedPdf({ figureAlt: null, tableHeader: false }));

    expect(report.problems).toEqual([
      'structure: Figure without /Alt (StructTreeRoot > Document > Figure)',
      'structure: Table without TH header cells (StructTreeRoot > Document > Table)',
    ]);
    expect(report.roleCounts.TH).toBeUndefined();
  });

  it('reports untagged paint, MCIDs the tree and the content disagree on, and an untagged link', async () => {
    const report = await checkTaggedPdf(
      await taggedPdf({
        extraContent: '0 0 10 10 re f /Span << /MCID 7 >> BDC EMC',
        extraKids: [{ S: 'P', mcid: 9 }, { S: 'Note' }, { S: 'Sidebar' }],
        linkTagged: false,
      }),
    );

    expect(report.problems).toEqual([
      'page 1: 0 text and 1 paint operator(s) outside tagged or artifact marked content (e.g. f)',
      'structure: role /Sidebar is not standard and not role-mapped (StructTreeRoot > Document > Sidebar)',
      'page 1: MCID 7 (/Span) is referenced by 0 structure elements',
      'page 1: MCID 9 is in the structure tree but not in the content',
      'page 1: Link annotation not tagged (needs /StructParent and an OBJR in a Link element)',
    ]);
  });

  it('reads literal and hex strings, TJ arrays, inline images and bfrange CMaps in simple fonts', async () => {
    const doc = await PDFDocument.create();
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage();
    page.node.setFontDictionary(PDFName.of('F2'), helvetica.ref);
    // Both forms of bfrange: a start value that counts up, and an array of values.
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '1 begincodespacerange <00> <FF> endcodespacerange',
      '2 beginbfrange <41> <43> <0061> <30> <31> [<2212> <002B>] endbfrange',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const toUnicode = doc.context.register(doc.context.stream(cmap));
    const courier = doc.context.obj({
      Type: 'Font',
      Subtype: 'Type1',
      BaseFont: 'Courier',
      ToUnicode: toUnicode,
    });
    page.node.setFontDictionary(PDFName.of('F3'), doc.context.register(courier));
    const content = [
      '% a comment with (unbalanced paren',
      '/P << /MCID 0 >> BDC BT /F2 10 Tf 10 10 Td (Fund \\(EUR\\) (net) \\\\ \\101\\222s\\\nx) Tj EMC',
      '/P << /MCID 1 >> BDC [(+2) -20 (.5) -300 <2520 3e>] TJ EMC',
      '/Span << /MCID 2 >> BDC /F3 10 Tf (ABC01) Tj ET EMC',
      '/Artifact BMC q 2 0 0 1 0 0 cm BI /W 2 /H 1 /CS /G /BPC 8 ID E\x00 EI Q EMC',
    ].join('\n');
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));

    const report = await checkTaggedPdf(await doc.save());

    expect(report.pages[0]).toMatchObject({
      marked: [
        { mcid: 0, tag: 'P', text: 'Fund (EUR) (net) \\ A\u2019sx' },
        { mcid: 1, tag: 'P', text: '+2.5 % >' },
        { mcid: 2, tag: 'Span', text: `abc${MINUS}+` },
      ],
      artifactOperators: 1,
      untaggedText: 0,
      untaggedPaint: 0,
    });
  });

  it('returns a report instead of throwing on bytes that are not a PDF', async () => {
    const report = await checkTaggedPdf(new TextEncoder().encode('not a pdf'));

    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(/^not a readable PDF/);
    expect(summarizeReport(report)).toMatch(/^1 problem\(s\); 0 page\(s\)/);
  });
});
