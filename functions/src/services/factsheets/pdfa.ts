import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFDocument,
  type PDFPageLeaf,
} from 'pdf-lib';
import { srgbIccProfile } from './srgb-icc.js';

/*
 * PDF/A-2 at the document level (issue 29 item 2, ISO 19005-2): what a finished pdf-lib document needs so that it
 * may claim PDF/A-2b (or 2a, once it is tagged): XMP metadata that agrees with the Info dictionary, an sRGB output
 * intent, a file identifier, subset fonts named as subsets, printable annotations, and nothing the standard forbids.
 * Page content is the renderer's business: it draws DeviceRGB only (fine under an RGB output intent) with fonts it
 * embeds itself.
 */

export interface PdfAMetadata {
  title: string;
  subject: string;
  /** BCP 47 language of the content: the catalog's `/Lang` and the XMP `dc:language`. */
  lang: string;
  creationDate: Date;
  producer: string;
  creator: string;
  /** 'A' also claims PDF/UA-1 and requires a tagged document (a structure tree and `/MarkInfo /Marked true`). */
  conformance: 'A' | 'B';
}

const SRGB = 'sRGB IEC61966-2.1';

/** Actions ISO 19005-2 6.5.1 forbids; `Named` actions are allowed only for the four page moves. */
const FORBIDDEN_ACTIONS = new Set([
  'Launch',
  'Sound',
  'Movie',
  'ResetForm',
  'ImportData',
  'Hide',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'JavaScript',
]);
const NAMED_ACTIONS = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage']);
/** Font types whose program must be embedded (ISO 19005-2 6.2.11.4.1); Type0 is checked through its descendant. */
const EMBEDDED_FONT_TYPES = new Set(['Type1', 'MMType1', 'TrueType', 'CIDFontType0', 'CIDFontType2']);

/** Annotation flags (ISO 32000-1 12.5.3): Print must be set, Invisible, Hidden, NoView, ToggleNoView clear. */
const PRINT = 4;
const NOT_SHOWN = 1 | 2 | 32 | 256;

const name = (n: string): PDFName => PDFName.of(n);

/**
 * Makes a finished document PDF/A-2 (part 2, conformance A or B) at the document level. Call it last, right before
 * `save`: it embeds the subset fonts now (`doc.flush()`) to name them, so nothing may be drawn afterwards. Info and
 * XMP are both written from `meta`, so they agree as PDF/A requires. Throws, listing what it found, when the document
 * holds something PDF/A-2 forbids (encryption, JavaScript, additional actions, forbidden actions, fonts not embedded)
 * or claims conformance A untagged: removing such content silently would change the document.
 */
export async function makePdfA2(doc: PDFDocument, meta: PdfAMetadata): Promise<void> {
  await doc.flush();
  const problems = archivingProblems(doc, meta.conformance);
  if (problems.length > 0) throw new Error(`the PDF cannot be made PDF/A-2: ${problems.join('; ')}`);

  const clean = {
    ...meta,
    title: xmlSafe(meta.title),
    subject: xmlSafe(meta.subject),
    lang: xmlSafe(meta.lang),
  };
  const producer = xmlSafe(meta.producer);
  const creator = xmlSafe(meta.creator);
  doc.setTitle(clean.title, { showInWindowTitleBar: meta.conformance === 'A' }); // PDF/UA 7.1 wants DisplayDocTitle
  doc.setSubject(clean.subject);
  doc.setLanguage(clean.lang);
  doc.setProducer(producer);
  doc.setCreator(creator);
  doc.setCreationDate(meta.creationDate);
  doc.setModificationDate(meta.creationDate);

  const { context } = doc;
  const xmp = xmpPacket({
    ...clean,
    producer,
    creator,
    author: doc.getAuthor(),
    keywords: doc.getKeywords(),
  });
  const metadata = context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(name('Metadata'), context.register(metadata));
  doc.catalog.set(name('OutputIntents'), context.obj([srgbOutputIntent(context)]));

  const id = PDFHexString.of(
    createHash('sha256')
      .update(JSON.stringify([clean.title, clean.lang, meta.creationDate.toISOString()]))
      .digest('hex')
      .slice(0, 32),
  );
  context.trailerInfo.ID = context.obj([id, id]);

  tagSubsetFonts(context);
  for (const page of doc.getPages()) {
    printAnnotations(page.node);
    if (usesTransparency(page.node)) {
      page.node.set(name('Group'), context.obj({ Type: 'Group', S: 'Transparency', CS: 'DeviceRGB' }));
    }
  }
}

/** Drops what XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/U+FFFF), from Info and XMP alike. */
function xmlSafe(s: string): string {
  return Array.from(s)
    .filter((c) => {
      const cp = c.codePointAt(0) ?? 0;
      return (
        cp === 0x9 ||
        cp === 0xa ||
        cp === 0xd ||
        (cp >= 0x20 && cp <= 0xd7ff) ||
        (cp >= 0xe000 && cp <= 0xfffd) ||
        cp >= 0x10000
      );
    })
    .join('');
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The XMP date of an Info date: pdf-lib writes `D:YYYYMMDDHHmmSSZ` (UTC, whole seconds), the same instant. */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The pdfuaid schema is not predefined in PDF/A-2, so it is declared (ISO 19005-2 6.6.2.3.2, ISO 14289-1 5). */
const PDFUA_EXTENSION = `
  <rdf:Description rdf:about=""
      xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
      xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
      xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas>
    <rdf:Bag>
     <rdf:li rdf:parseType="Resource">
      <pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>
      <pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>
      <pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>
      <pdfaSchema:property>
       <rdf:Seq>
        <rdf:li rdf:parseType="Resource">
         <pdfaProperty:name>part</pdfaProperty:name>
         <pdfaProperty:valueType>Integer</pdfaProperty:valueType>
         <pdfaProperty:category>internal</pdfaProperty:category>
         <pdfaProperty:description>Indicates, which part of ISO 14289 standard is followed</pdfaProperty:description>
        </rdf:li>
       </rdf:Seq>
      </pdfaSchema:property>
     </rdf:li>
    </rdf:Bag>
   </pdfaExtension:schemas>
  </rdf:Description>`;

function xmpPacket(m: PdfAMetadata & { author: string | undefined; keywords: string | undefined }): string {
  const date = xmpDate(m.creationDate);
  const lang = escapeXml(m.lang);
  const alt = (text: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li>` +
    `<rdf:li xml:lang="${lang}">${escapeXml(text)}</rdf:li></rdf:Alt>`;
  const ua = m.conformance === 'A';
  // Every Info entry has its XMP twin (ISO 19005-2 6.6.2.3.1): Author -> dc:creator, Keywords -> pdf:Keywords.
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
      xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"${ua ? '\n      xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"' : ''}
      xmlns:dc="http://purl.org/dc/elements/1.1/"
      xmlns:xmp="http://ns.adobe.com/xap/1.0/"
      xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdfaid:part>2</pdfaid:part>
   <pdfaid:conformance>${m.conformance}</pdfaid:conformance>${ua ? '\n   <pdfuaid:part>1</pdfuaid:part>' : ''}
   <dc:format>application/pdf</dc:format>
   <dc:title>${alt(m.title)}</dc:title>
   <dc:description>${alt(m.subject)}</dc:description>
   <dc:language><rdf:Bag><rdf:li>${lang}</rdf:li></rdf:Bag></dc:language>${
     m.author === undefined
       ? ''
       : `\n   <dc:creator><rdf:Seq><rdf:li>${escapeXml(m.author)}</rdf:li></rdf:Seq></dc:creator>`
   }
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
   <xmp:CreatorTool>${escapeXml(m.creator)}</xmp:CreatorTool>
   <pdf:Producer>${escapeXml(m.producer)}</pdf:Producer>${
     m.keywords === undefined ? '' : `\n   <pdf:Keywords>${escapeXml(m.keywords)}</pdf:Keywords>`
   }
  </rdf:Description>${ua ? PDFUA_EXTENSION : ''}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

function srgbOutputIntent(context: PDFContext): PDFDict {
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  return context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB),
    Info: PDFString.of(SRGB),
    DestOutputProfile: profile,
  });
}

/** What PDF/A-2 forbids, found anywhere in the document's objects: a list of readable findings, empty when none. */
function archivingProblems(doc: PDFDocument, conformance: 'A' | 'B'): string[] {
  const { context, catalog } = doc;
  const problems: string[] = [];
  if (context.trailerInfo.Encrypt) problems.push('the document is encrypted');
  if (conformance === 'A') {
    const marked = catalog.lookupMaybe(name('MarkInfo'), PDFDict)?.lookupMaybe(name('Marked'), PDFBool);
    if (!catalog.has(name('StructTreeRoot')) || marked?.asBoolean() !== true) {
      problems.push('conformance A needs a tagged document (StructTreeRoot, MarkInfo /Marked true)');
    }
  }
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict || dict instanceof PDFArray)
      findForbidden(dict, `object ${ref.toString()}`, problems);
  }
  return problems;
}

/** Walks one object's direct children (indirect ones are walked on their own, so no cycles). */
function findForbidden(object: PDFDict | PDFArray, where: string, problems: string[]): void {
  const children = object instanceof PDFArray ? object.asArray() : object.entries().map(([, value]) => value);
  if (object instanceof PDFDict) {
    for (const key of ['AA', 'JS', 'JavaScript']) {
      if (object.has(name(key))) problems.push(`${where}: /${key}`);
    }
    const type = object.get(name('Type'));
    const action = object.get(name('S'));
    if ((type === undefined || type === name('Action')) && action instanceof PDFName) {
      const kind = action.decodeText();
      const named = object.get(name('N'));
      if (FORBIDDEN_ACTIONS.has(kind)) problems.push(`${where}: a ${kind} action`);
      if (kind === 'Named' && !(named instanceof PDFName && NAMED_ACTIONS.has(named.decodeText()))) {
        problems.push(`${where}: a Named action other than a page move`);
      }
    }
    const subtype = object.get(name('Subtype'));
    if (
      type === name('Font') &&
      subtype instanceof PDFName &&
      EMBEDDED_FONT_TYPES.has(subtype.decodeText())
    ) {
      const descriptor = object.lookupMaybe(name('FontDescriptor'), PDFDict);
      if (!['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor?.has(name(k)))) {
        problems.push(`${where}: font ${object.get(name('BaseFont'))?.toString() ?? '?'} is not embedded`);
      }
    }
  }
  for (const child of children) {
    if (child instanceof PDFDict || child instanceof PDFArray) findForbidden(child, where, problems);
  }
}

/** 6 capital letters from a hash: the subset tag (ISO 32000-1 9.6.4), the same for the same subset. */
function subsetTag(bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest();
  return Array.from(hash.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

/**
 * pdf-lib names an embedded font `<PostScript name>-<pseudo-random number>`, subset or not, with no subset tag: validators
 * and `pdffonts` then take the subset for a whole font. Renames every embedded Type0 font (the only kind pdf-lib embeds
 * from font files; the renderer embeds them with `subset: true`) to `<TAG>+<PostScript name>` in the Type0 font, its
 * CIDFont and its descriptor, the tag hashed from the subset's bytes, so the name is the same in every build.
 */
function tagSubsetFonts(context: PDFContext): void {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Subtype')) !== name('Type0')) continue;
    const baseFont = object.get(name('BaseFont'));
    const cidFont = object.lookupMaybe(name('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
    const descriptor = cidFont?.lookupMaybe(name('FontDescriptor'), PDFDict);
    const file = ['FontFile2', 'FontFile3', 'FontFile']
      .map((k) => descriptor?.lookupMaybe(name(k), PDFStream))
      .find((s) => s !== undefined);
    if (!(baseFont instanceof PDFName) || !cidFont || !descriptor || !file) continue;
    const fontName = baseFont.decodeText();
    if (/^[A-Z]{6}\+/.test(fontName)) continue;
    const tagged = name(`${subsetTag(file.getContents())}+${fontName.replace(/-\d+$/, '')}`);
    object.set(name('BaseFont'), tagged);
    cidFont.set(name('BaseFont'), tagged);
    descriptor.set(name('FontName'), tagged);
  }
}

function printAnnotations(page: PDFPageLeaf): void {
  const annots = page.Annots();
  if (!annots) return;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookup(i, PDFDict);
    const flags = annot.lookupMaybe(name('F'), PDFNumber)?.asNumber() ?? 0;
    annot.set(name('F'), PDFNumber.of((flags | PRINT) & ~NOT_SHOWN));
  }
}

/** Whether the page paints with transparency: constant alpha, a soft mask or a blend mode, or an image's SMask. */
function usesTransparency(page: PDFPageLeaf): boolean {
  const resources = page.Resources();
  const states = resources?.lookupMaybe(name('ExtGState'), PDFDict);
  const xObjects = resources?.lookupMaybe(name('XObject'), PDFDict);
  const transparentState = (states?.entries() ?? []).some(([key]) => {
    const gs = states?.lookupMaybe(key, PDFDict);
    const alpha = ['CA', 'ca'].some((k) => (gs?.lookupMaybe(name(k), PDFNumber)?.asNumber() ?? 1) < 1);
    const softMask = gs?.get(name('SMask'));
    const blend = gs?.get(name('BM'));
    return (
      alpha ||
      (softMask !== undefined && softMask !== name('None')) ||
      (blend !== undefined && blend !== name('Normal') && blend !== name('Compatible'))
    );
  });
  return (
    transparentState ||
    (xObjects?.entries() ?? []).some(([key]) => isSoftMasked(xObjects?.lookupMaybe(key, PDFStream)))
  );
}

function isSoftMasked(xObject: PDFStream | undefined): boolean {
  return xObject?.dict.get(name('Subtype')) === name('Image') && xObject.dict.has(name('SMask'));
}
