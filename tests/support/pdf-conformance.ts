/**
 * A self-contained check of tagged PDF (PDF/UA-1 structure) and the PDF/A basics of a file, for the tests of the
 * generated factsheets (issue 29 item 3). It needs pdf-lib only: no veraPDF, no network. It is not a validator: it
 * checks what a renderer can get wrong (untagged glyphs and paths, figures without alternative text, tables without
 * header cells, a broken parent tree, fonts not embedded or not subset) and returns the structure tree with the text
 * each element shows, so tests can assert on reading order and on the numbers a reader copies.
 *
 * `checkTaggedPdf` never throws: an unreadable or non-conformant file comes back as a list of `problems`.
 * Limits: marked content inside Form XObjects is counted as the page's (no `/Stm` MCRs); simple fonts without a
 * ToUnicode map are read as WinAnsi (+ `/Differences`); TJ kerning below -250 thousandths reads as a space.
 */
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
  type PDFPageLeaf,
} from 'pdf-lib';

/** One structure element, simplified to JSON (roles after the RoleMap; pages numbered from 1). */
export interface StructNode {
  role: string;
  /** The `/S` as written, when the RoleMap mapped it to `role`. */
  rawRole?: string;
  alt?: string;
  actualText?: string;
  lang?: string;
  /** `TH` only: `/A << /O /Table /Scope ... >>`. */
  scope?: string;
  /** The marked-content sequences this element owns directly, in kid order. */
  mcids: { page: number; mcid: number }[];
  /** Subtypes of the annotations this element owns through `OBJR` kids. */
  annotations: string[];
  /** The text of the whole subtree in reading order (the kid order of the structure tree). */
  text: string;
  children: StructNode[];
}

/** A tagged marked-content sequence (`/Tag << /MCID n >> BDC`) in content-stream order, with the text it shows. */
export interface MarkedRun {
  mcid: number;
  tag: string;
  text: string;
}

export interface PageReport {
  page: number;
  structParents: number | null;
  marked: MarkedRun[];
  artifactOperators: number;
  untaggedText: number;
  untaggedPaint: number;
  /** Up to five untagged operators, e.g. `Tj "Hello"` or `f`. */
  untaggedSamples: string[];
}

export interface FontReport {
  page: number;
  baseFont: string;
  subtype: string;
  embedded: boolean;
  subset: boolean;
  toUnicode: boolean;
}

export interface AnnotationReport {
  page: number;
  subtype: string;
  structParent: number | null;
  /** Referenced by an `OBJR` kid of the structure element that the parent tree gives for its `/StructParent`. */
  tagged: boolean;
  printable: boolean;
}

export interface XmpFacts {
  pdfaPart: number | null;
  pdfaConformance: string | null;
  pdfuaPart: number | null;
  title: string | null;
}

export interface ConformanceReport {
  problems: string[];
  pageCount: number;
  marked: boolean;
  lang: string | null;
  displayDocTitle: boolean;
  hasTrailerId: boolean;
  encrypted: boolean;
  /** Where JavaScript or additional actions were found (`object 12: /JS`). */
  javaScript: string[];
  xmp: XmpFacts | null;
  outputIntents: { subtype: string; hasProfile: boolean }[];
  roleMap: Record<string, string>;
  /** Elements per role after the RoleMap. */
  roleCounts: Record<string, number>;
  /** `TH` cells per `/Scope` (`Column`, `Row`, `Both`, or `none`). */
  thScopes: Record<string, number>;
  /** The children of `/StructTreeRoot`, usually one `Document`. */
  tree: StructNode[];
  pages: PageReport[];
  annotations: AnnotationReport[];
  fonts: FontReport[];
}

// PDF 1.7 §14.8.4: the standard structure types; any other role needs a RoleMap entry leading to one of them.
const STANDARD_ROLES = new Set(
  [
    'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private',
    'P H H1 H2 H3 H4 H5 H6 L LI Lbl LBody Table TR TH TD THead TBody TFoot',
    'Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP Warichu WT WP Figure Formula Form',
  ]
    .join(' ')
    .split(' '),
);
const HEADINGS = ['H', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
const TEXT_OPS = new Set(['Tj', 'TJ', "'", '"']);
const PAINT_OPS = new Set(['f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'S', 's', 'sh', 'EI']);
const LINE_OPS = new Set(['BT', 'Td', 'TD', 'T*', 'Tm', "'", '"']);
const SUBSET_TAG = /^[A-Z]{6}\+/;

/** Reads pdf-lib objects without throwing on a wrong type (pdf-lib's `lookup(key, Type)` throws). */
class Reader {
  constructor(readonly ctx: PDFContext) {}
  resolve(obj: PDFObject | undefined): PDFObject | undefined {
    return obj instanceof PDFRef ? this.ctx.lookup(obj) : obj;
  }
  get(dict: PDFDict | undefined, key: string): PDFObject | undefined {
    return this.resolve(dict?.get(PDFName.of(key)));
  }
  dict(dict: PDFDict | undefined, key: string): PDFDict | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFDict ? value : undefined;
  }
  /** The items of an array, or the one object when a single kid stands for a one-item array (`/K`, `/A`). */
  list(dict: PDFDict | undefined, key: string): PDFObject[] {
    const value = this.get(dict, key);
    return value instanceof PDFArray ? value.asArray() : value ? [value] : [];
  }
  name(dict: PDFDict | undefined, key: string): string | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFName ? value.decodeText() : undefined;
  }
  num(dict: PDFDict | undefined, key: string): number | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFNumber ? value.asNumber() : undefined;
  }
  text(dict: PDFDict | undefined, key: string): string | undefined {
    const value = this.get(dict, key);
    return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
  }
  /** A dictionary, or a stream's dictionary (XObjects, output intents written as streams). */
  dictOf(obj: PDFObject | undefined): PDFDict | undefined {
    const value = this.resolve(obj);
    return value instanceof PDFRawStream ? value.dict : value instanceof PDFDict ? value : undefined;
  }
}

const decodeStream = (stream: PDFRawStream): Uint8Array => decodePDFRawStream(stream).decode();

/** A number tree (`/Nums` and `/Kids`, PDF 1.7 §7.9.7) as a map; values unresolved. */
function numberTree(
  r: Reader,
  node: PDFDict | undefined,
  out = new Map<number, PDFObject>(),
  seen = new Set(),
) {
  if (!node || seen.has(node)) return out;
  seen.add(node);
  const nums = r.list(node, 'Nums');
  for (let i = 0; i + 1 < nums.length; i += 2) {
    const [key, value] = [r.resolve(nums[i]), nums[i + 1]];
    if (key instanceof PDFNumber && value) out.set(key.asNumber(), value);
  }
  for (const kid of r.list(node, 'Kids')) numberTree(r, r.dictOf(kid), out, seen);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Content-stream syntax (PDF 1.7 §7.2, §7.8): objects, operators, inline images. ToUnicode CMaps share it.

interface Name {
  readonly name: string;
}
type Operand = number | boolean | null | Uint8Array | Name | Operand[] | Map<string, Operand>;
class Keyword {
  constructor(readonly value: string) {}
}
const isKeyword = (t: unknown, value: string): boolean => t instanceof Keyword && t.value === value;
const isName = (t: Operand | Keyword | undefined): t is Name =>
  typeof t === 'object' && t !== null && 'name' in t;

const isSpace = (c: number | undefined) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const DELIMITERS = new Set(Array.from('()<>[]{}/%', (c) => c.charCodeAt(0)));
const isRegular = (c: number | undefined) => c !== undefined && !isSpace(c) && !DELIMITERS.has(c);
const isOctal = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x37;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ESCAPES: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 }; // \n \r \t \b \f

class Lexer {
  private pos = 0;
  constructor(private readonly b: Uint8Array) {}

  /** The next object or keyword, undefined at the end. `]`, `>>` and stray delimiters come back as keywords. */
  next(): Operand | Keyword | undefined {
    const b = this.b;
    while (isSpace(b[this.pos]) || b[this.pos] === 0x25 /* % comment */) {
      if (b[this.pos] === 0x25)
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      else this.pos++;
    }
    const c = b[this.pos];
    if (c === undefined) return undefined;
    const ch = String.fromCharCode(c);
    const pair = ch + String.fromCharCode(b[this.pos + 1] ?? 0);
    if (ch === '(') return this.literal();
    if (ch === '/') return { name: this.regular(1) };
    if (ch === '[') return this.array();
    if (pair === '<<') return this.dict();
    if (ch === '<') return this.hex();
    if (pair === '>>') return ((this.pos += 2), new Keyword('>>'));
    if (DELIMITERS.has(c)) return (this.pos++, new Keyword(ch));
    const token = this.regular(0);
    if (NUMBER.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    return token === 'null' ? null : new Keyword(token);
  }

  /** After `BI`: skips the image dictionary up to `ID`, then the data up to an `EI` between white space. */
  skipInlineImage(): void {
    let t = this.next();
    while (t !== undefined && !isKeyword(t, 'ID')) t = this.next();
    const b = this.b;
    let i = this.pos + 1;
    while (i < b.length && !(b[i] === 0x45 && b[i + 1] === 0x49 && isSpace(b[i - 1]) && !isRegular(b[i + 2])))
      i++;
    this.pos = i + 2;
  }

  private regular(skip: number): string {
    const start = (this.pos += skip);
    while (isRegular(this.b[this.pos])) this.pos++;
    const raw = String.fromCharCode(...this.b.subarray(start, this.pos));
    return skip
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
  }

  /** `( ... )` with balanced parentheses and the escapes of PDF 1.7 §7.3.4.2. */
  private literal(): Uint8Array {
    const b = this.b;
    const out: number[] = [];
    let depth = 1;
    this.pos++;
    while (this.pos < b.length) {
      const c = b[this.pos++] ?? 0;
      if (c !== 0x5c /* \ */) {
        if (c === 0x28) depth++;
        if (c === 0x29 && --depth === 0) break;
        out.push(c);
        continue;
      }
      const e = b[this.pos++] ?? 0;
      if (isOctal(e)) {
        let value = e - 0x30;
        for (let n = 0; n < 2 && isOctal(b[this.pos]); n++) value = value * 8 + (b[this.pos++] ?? 0) - 0x30;
        out.push(value & 0xff);
      } else if (e === 13 && b[this.pos] === 10)
        this.pos++; // backslash + end of line: the line continues
      else if (e !== 13 && e !== 10) out.push(ESCAPES[e] ?? e);
    }
    return Uint8Array.from(out);
  }

  private hex(): Uint8Array {
    const end = this.b.indexOf(0x3e, this.pos);
    const stop = end < 0 ? this.b.length : end;
    const digits = String.fromCharCode(...this.b.subarray(this.pos + 1, stop)).replace(/[^0-9a-fA-F]/g, '');
    this.pos = stop + 1;
    return Uint8Array.from(`${digits}${digits.length % 2 ? '0' : ''}`.match(/../g) ?? [], (h) =>
      parseInt(h, 16),
    );
  }

  private array(): Operand[] {
    const items: Operand[] = [];
    this.pos++;
    for (let t = this.next(); t !== undefined && !isKeyword(t, ']'); t = this.next()) {
      if (!(t instanceof Keyword)) items.push(t);
    }
    return items;
  }

  private dict(): Map<string, Operand> {
    const entries = new Map<string, Operand>();
    this.pos += 2;
    for (let key = this.next(); key !== undefined && !isKeyword(key, '>>'); key = this.next()) {
      const value = this.next();
      if (isName(key) && value !== undefined && !(value instanceof Keyword)) entries.set(key.name, value);
    }
    return entries;
  }
}

/** Operators with their operands; an inline image (`BI ... ID ... EI`) comes back as one `EI`. */
function* operations(bytes: Uint8Array): Generator<{ op: string; operands: Operand[] }> {
  const lexer = new Lexer(bytes);
  let operands: Operand[] = [];
  for (let t = lexer.next(); t !== undefined; t = lexer.next()) {
    if (!(t instanceof Keyword)) {
      operands.push(t);
      continue;
    }
    if (t.value === 'BI') lexer.skipInlineImage();
    yield { op: t.value === 'BI' ? 'EI' : t.value, operands };
    operands = [];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Text: character codes to Unicode through the font's ToUnicode CMap, or WinAnsi (+ Differences) for simple fonts.

type FontDecoder = (bytes: Uint8Array) => string;

/** UTF-16BE; `add` is added to the last code unit (`bfrange` destinations count up from their start). */
const utf16 = (bytes: Uint8Array, add = 0): string => {
  const units: number[] = [];
  for (let i = 0; i < bytes.length; i += 2) units.push(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
  if (units.length) units.push((units.pop() ?? 0) + add);
  return String.fromCharCode(...units);
};
const codeOf = (bytes: Uint8Array): number => bytes.reduce((code, byte) => code * 256 + byte, 0);

/** The `bfchar` and `bfrange` sections of a ToUnicode CMap (PDF 1.7 §9.10.3) and its code length in bytes. */
function parseToUnicode(bytes: Uint8Array): { codeLength: number; map: Map<number, string> } {
  const map = new Map<number, string>();
  let codeLength = 0;
  for (const { op, operands: o } of operations(bytes)) {
    if (op === 'endcodespacerange' && o[0] instanceof Uint8Array) codeLength ||= o[0].length;
    for (let i = 0; op === 'endbfchar' && i + 1 < o.length; i += 2) {
      const [src, dst] = [o[i], o[i + 1]];
      if (src instanceof Uint8Array && dst instanceof Uint8Array) map.set(codeOf(src), utf16(dst));
    }
    for (let i = 0; op === 'endbfrange' && i + 2 < o.length; i += 3) {
      const [lo, hi, dst] = [o[i], o[i + 1], o[i + 2]];
      if (!(lo instanceof Uint8Array && hi instanceof Uint8Array)) continue;
      const [first, last] = [codeOf(lo), Math.min(codeOf(hi), codeOf(lo) + 0xffff)];
      for (let n = 0; first + n <= last; n++) {
        const target = Array.isArray(dst) ? dst[n] : dst;
        if (target instanceof Uint8Array) map.set(first + n, utf16(target, Array.isArray(dst) ? 0 : n));
      }
    }
  }
  return { codeLength: codeLength || 1, map };
}

// WinAnsiEncoding (PDF 1.7 Annex D): Latin-1 except 0x80-0x9F.
const WIN_ANSI_80 =
  '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd' +
  '\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';
const winAnsi = (code: number): string =>
  code >= 0x80 && code < 0xa0 ? (WIN_ANSI_80[code - 0x80] ?? '\ufffd') : String.fromCharCode(code);
// Glyph names a factsheet's numbers use; others resolve as `uniXXXX`, a single letter, or not at all.
// prettier-ignore
const GLYPH_NAMES: Record<string, string> = {
  space: ' ', period: '.', comma: ',', hyphen: '-', minus: '\u2212', plus: '+', percent: '%', parenleft: '(',
  parenright: ')', slash: '/', colon: ':', zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5',
  six: '6', seven: '7', eight: '8', nine: '9', Euro: '\u20ac',
};
const fromGlyphName = (name: string): string => {
  if (/^uni[0-9A-F]{4}$/.test(name)) return String.fromCharCode(parseInt(name.slice(3), 16));
  return GLYPH_NAMES[name] ?? (name.length === 1 ? name : '');
};

function fontDecoder(r: Reader, font: PDFDict): FontDecoder {
  const toUnicode = r.get(font, 'ToUnicode');
  const cmap = toUnicode instanceof PDFRawStream ? parseToUnicode(decodeStream(toUnicode)) : undefined;
  const composite = r.name(font, 'Subtype') === 'Type0'; // Identity-H and the like: two-byte codes
  const length = composite ? Math.max(cmap?.codeLength ?? 2, 2) : 1;
  const differences = new Map<number, string>();
  let next = 0;
  for (const item of r.list(r.dict(font, 'Encoding'), 'Differences').map((o) => r.resolve(o))) {
    if (item instanceof PDFNumber) next = item.asNumber();
    if (item instanceof PDFName) differences.set(next++, fromGlyphName(item.decodeText()));
  }
  const simple = (code: number) => differences.get(code) ?? winAnsi(code);
  return (bytes) => {
    let text = '';
    for (let i = 0; i + length <= bytes.length; i += length) {
      const code = codeOf(bytes.subarray(i, i + length));
      text += cmap?.map.get(code) ?? (composite ? '\ufffd' : simple(code));
    }
    return text;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Page content: the marked-content stack; each text or paint operator is tagged, an artifact, or untagged.

interface Marked {
  mcid?: number;
  artifact: boolean;
}

class PageScanner {
  readonly report: PageReport;
  private readonly runs = new Map<number, MarkedRun>();
  private readonly stack: Marked[] = [];
  private readonly forms = new Set<PDFObject>();
  private readonly decoders = new Map<PDFDict, FontDecoder>();
  private font: FontDecoder | undefined;
  private newLine = false;

  constructor(
    private readonly r: Reader,
    private readonly problems: string[],
    page: number,
    structParents: number | null,
  ) {
    const counts = { artifactOperators: 0, untaggedText: 0, untaggedPaint: 0 };
    this.report = { page, structParents, marked: [], ...counts, untaggedSamples: [] };
  }

  scan(bytes: Uint8Array, resources: PDFDict | undefined): void {
    for (const { op, operands } of operations(bytes)) this.operation(op, operands, resources);
  }

  finish(): void {
    if (this.stack.length) this.problem(`${this.stack.length} marked-content sequence(s) not closed by EMC`);
  }

  private operation(op: string, operands: Operand[], resources: PDFDict | undefined): void {
    const r = this.r;
    const [first] = operands;
    if (op === 'BMC' || op === 'BDC') {
      this.begin(isName(first) ? first.name : '?', operands[1], resources);
    } else if (op === 'EMC') {
      if (!this.stack.pop()) this.problem('EMC without a matching BMC/BDC');
    } else if (op === 'Tf' && isName(first)) {
      const font = r.dict(r.dict(resources, 'Font'), first.name);
      this.font =
        font && (this.decoders.get(font) ?? this.decoders.set(font, fontDecoder(r, font)).get(font));
    } else if (TEXT_OPS.has(op)) {
      if (LINE_OPS.has(op)) this.newLine = true; // ' and " move to the next line first
      const shown = operands[operands.length - 1];
      const parts = Array.isArray(shown) ? shown : [shown];
      const kerningSpace = (part: Operand | undefined) =>
        typeof part === 'number' && part < -250 ? ' ' : '';
      this.paint(
        op,
        parts.map((p) => (p instanceof Uint8Array ? (this.font?.(p) ?? '') : kerningSpace(p))).join(''),
      );
    } else if (LINE_OPS.has(op)) {
      this.newLine = true;
    } else if (PAINT_OPS.has(op)) {
      this.paint(op);
    } else if (op === 'Do' && isName(first)) {
      const xobject = r.get(r.dict(resources, 'XObject'), first.name);
      if (!(xobject instanceof PDFRawStream)) return;
      const subtype = r.name(xobject.dict, 'Subtype');
      if (subtype === 'Image') this.paint(`Do /${first.name}`);
      if (subtype !== 'Form' || this.forms.has(xobject) || this.forms.size > 8) return;
      // A form draws inside the marked content open where it is used.
      this.forms.add(xobject);
      const depth = this.stack.length;
      this.scan(decodeStream(xobject), r.dict(xobject.dict, 'Resources') ?? resources);
      this.stack.length = Math.min(this.stack.length, depth);
      this.forms.delete(xobject);
    }
  }

  private begin(tag: string, props: Operand | undefined, resources: PDFDict | undefined): void {
    const named = isName(props) ? this.r.dict(this.r.dict(resources, 'Properties'), props.name) : undefined;
    const value = props instanceof Map ? props.get('MCID') : this.r.num(named, 'MCID');
    const mcid = typeof value === 'number' ? value : undefined;
    this.stack.push({ artifact: tag === 'Artifact', mcid });
    if (mcid === undefined || tag === 'Artifact') return;
    if (this.runs.has(mcid)) this.problem(`MCID ${mcid} is used by more than one marked-content sequence`);
    const run = { mcid, tag, text: '' };
    this.runs.set(mcid, run);
    this.report.marked.push(run);
  }

  private paint(op: string, text?: string): void {
    const owner = this.stack.findLast((m) => m.artifact || m.mcid !== undefined);
    const run = owner?.mcid !== undefined && !owner.artifact ? this.runs.get(owner.mcid) : undefined;
    if (text !== undefined) {
      if (run && text) run.text += (this.newLine && run.text && !/\s$/.test(run.text) ? ' ' : '') + text;
      this.newLine = false;
    }
    if (owner?.artifact) this.report.artifactOperators++;
    if (owner) return;
    if (text === undefined) this.report.untaggedPaint++;
    else this.report.untaggedText++;
    const sample = text === undefined ? op : `${op} ${JSON.stringify(text.slice(0, 30))}`;
    if (this.report.untaggedSamples.length < 5) this.report.untaggedSamples.push(sample);
  }

  private problem(message: string): void {
    this.problems.push(`page ${this.report.page}: ${message}`);
  }
}

/** The page's content streams as one: marked content may open in one stream and close in the next. */
function contentBytes(r: Reader, page: PDFDict): Uint8Array {
  const streams = r.list(page, 'Contents').map((o) => r.resolve(o));
  const parts = streams.filter((s) => s instanceof PDFRawStream).map((s) => decodeStream(s));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0)).fill(10);
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length + 1), 0);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Structure tree (PDF 1.7 §14.7).

interface Tree {
  r: Reader;
  problems: string[];
  pageNumbers: Map<PDFObject, number>;
  roleMap: Map<string, string>;
  roleCounts: Record<string, number>;
  thScopes: Record<string, number>;
  /** `page:mcid` → the tagged run in the content, and the elements that reference it. */
  runs: Map<string, MarkedRun>;
  owners: Map<string, PDFDict[]>;
  /** Annotation → the element holding its `OBJR`, with that element's role. */
  objr: Map<PDFObject, { elem: PDFDict; role: string }>;
  seen: Set<PDFDict>;
}

function standardRole(t: Tree, raw: string): string {
  let role = raw;
  for (let n = 0; n < 10 && !STANDARD_ROLES.has(role); n++) role = t.roleMap.get(role) ?? role;
  return role;
}

const hasRole = (node: StructNode, role: string): boolean =>
  node.children.some((c) => c.role === role || hasRole(c, role));

/** Appends a kid's text: marked-content pieces of one element join as written, elements with a space. */
function joinText(text: string, part: string, spaced: boolean): string {
  return text + (spaced && text && part && !/\s$/.test(text) && !/^\s/.test(part) ? ' ' : '') + part;
}

type Parent = { elem: PDFDict; page: PDFObject | undefined; path: string };

function walkElement(t: Tree, elem: PDFDict, parent: Parent): StructNode {
  const r = t.r;
  const raw = r.name(elem, 'S') ?? '(no /S)';
  const role = standardRole(t, raw);
  const here = `${parent.path} > ${role}`;
  const problem = (message: string): void => {
    t.problems.push(`structure: ${message} (${here})`);
  };
  t.seen.add(elem);
  t.roleCounts[role] = (t.roleCounts[role] ?? 0) + 1;
  if (!STANDARD_ROLES.has(role)) problem(`role /${raw} is not standard and not role-mapped`);
  if (r.resolve(elem.get(PDFName.of('P'))) !== parent.elem) problem('/P is not the parent element');

  const node: StructNode = { role, mcids: [], annotations: [], text: '', children: [] };
  if (raw !== role) node.rawRole = raw;
  const [alt, actualText, lang] = [r.text(elem, 'Alt'), r.text(elem, 'ActualText'), r.text(elem, 'Lang')];
  if (alt !== undefined) node.alt = alt;
  if (actualText !== undefined) node.actualText = actualText;
  if (lang !== undefined) node.lang = lang;
  if (role === 'TH') {
    const attributes = r.list(elem, 'A').map((a) => r.dictOf(a));
    const scope = r.name(
      attributes.find((a) => r.name(a, 'O') === 'Table'),
      'Scope',
    );
    if (scope) node.scope = scope;
    t.thScopes[scope ?? 'none'] = (t.thScopes[scope ?? 'none'] ?? 0) + 1;
  }

  const page = r.get(elem, 'Pg') ?? parent.page;
  let previousWasElement = false;
  const markedContent = (mcid: number, pg: PDFObject | undefined) => {
    const pageNumber = pg && t.pageNumbers.get(pg);
    if (!pageNumber) {
      problem(`MCID ${mcid} has no page (/Pg)`);
      return;
    }
    const key = `${pageNumber}:${mcid}`;
    node.mcids.push({ page: pageNumber, mcid });
    t.owners.set(key, [...(t.owners.get(key) ?? []), elem]);
    node.text = joinText(node.text, t.runs.get(key)?.text ?? '', previousWasElement);
    previousWasElement = false;
  };
  for (const kid of r.list(elem, 'K').map((k) => r.resolve(k))) {
    if (kid instanceof PDFNumber) markedContent(kid.asNumber(), page);
    if (!(kid instanceof PDFDict)) continue;
    if (kid.has(PDFName.of('MCID'))) markedContent(r.num(kid, 'MCID') ?? -1, r.get(kid, 'Pg') ?? page);
    else if (kid.has(PDFName.of('Obj'))) {
      const annot = r.dictOf(kid.get(PDFName.of('Obj')));
      if (annot) t.objr.set(annot, { elem, role });
      node.annotations.push(r.name(annot, 'Subtype') ?? '?');
    } else if (t.seen.has(kid)) problem('an element is reached twice (a cycle or a shared kid)');
    else {
      const child = walkElement(t, kid, { elem, page, path: here });
      node.children.push(child);
      node.text = joinText(node.text, child.text, true);
      previousWasElement = true;
    }
  }
  if (role === 'Figure' && !alt?.trim()) problem('Figure without /Alt');
  if (role === 'Table' && !hasRole(node, 'TH')) problem('Table without TH header cells');
  return node;
}

// ---------------------------------------------------------------------------------------------------------------
// The checks, one function per part of the file.

type Pages = { node: PDFPageLeaf; number: number }[];

function checkCatalog(r: Reader, doc: PDFDocument, report: ConformanceReport): void {
  const { catalog, context } = doc;
  const isTrue = (dict: PDFDict | undefined, key: string) => r.get(dict, key) === PDFBool.True;
  report.marked = isTrue(r.dict(catalog, 'MarkInfo'), 'Marked');
  report.lang = r.text(catalog, 'Lang') ?? null;
  report.displayDocTitle = isTrue(r.dict(catalog, 'ViewerPreferences'), 'DisplayDocTitle');
  report.hasTrailerId = r.resolve(context.trailerInfo.ID) instanceof PDFArray;
  report.encrypted = context.trailerInfo.Encrypt !== undefined;
  report.outputIntents = r.list(catalog, 'OutputIntents').map((o) => ({
    subtype: r.name(r.dictOf(o), 'S') ?? '?',
    hasProfile: r.get(r.dictOf(o), 'DestOutputProfile') instanceof PDFRawStream,
  }));
  const metadata = r.get(catalog, 'Metadata');
  report.xmp =
    metadata instanceof PDFRawStream ? readXmp(new TextDecoder().decode(decodeStream(metadata))) : null;
  const need = (ok: unknown, problem: string) => {
    if (!ok) report.problems.push(problem);
  };
  need(report.marked, 'catalog: /MarkInfo << /Marked true >> missing');
  need(report.lang, 'catalog: no /Lang');
  need(report.displayDocTitle, 'catalog: /ViewerPreferences /DisplayDocTitle is not true');
  need(r.dict(catalog, 'StructTreeRoot'), 'catalog: no /StructTreeRoot');
  need(report.xmp, 'catalog: no /Metadata XMP stream');
  if (report.xmp) need(report.xmp.pdfaPart !== null, 'XMP: no pdfaid:part');
  if (report.xmp) need(report.xmp.title, 'XMP: no dc:title');
  need(
    report.outputIntents.some((o) => o.hasProfile),
    'catalog: no /OutputIntents with a /DestOutputProfile',
  );
  need(report.hasTrailerId, 'trailer: no /ID');
  need(!report.encrypted, 'trailer: /Encrypt present (PDF/A forbids encryption)');
}

function readXmp(xml: string): XmpFacts {
  // Simple properties come as attributes (`pdfaid:part="2"`) or as elements (`<pdfaid:part>2</pdfaid:part>`).
  const prop = (qname: string): string | null => {
    const m = new RegExp(`${qname}\\s*=\\s*["']([^"']*)["']|<${qname}>\\s*([^<]*?)\\s*</${qname}>`).exec(xml);
    return m ? (m[1] ?? m[2] ?? null) : null;
  };
  const int = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
  return {
    pdfaPart: int(prop('pdfaid:part')),
    pdfaConformance: prop('pdfaid:conformance'),
    pdfuaPart: int(prop('pdfuaid:part')),
    title: /<dc:title>[\s\S]*?<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(xml)?.[1] ?? null,
  };
}

/** `/JS`, `/AA`, `/JavaScript` keys and `/S /JavaScript` actions in any object of the file. */
function checkJavaScript(r: Reader, report: ConformanceReport): void {
  const visit = (obj: PDFObject, where: string, depth: number): void => {
    const value = obj instanceof PDFRawStream ? obj.dict : obj;
    if (depth > 32) return;
    if (value instanceof PDFArray) for (const item of value.asArray()) visit(item, where, depth + 1);
    for (const [key, item] of value instanceof PDFDict ? value.entries() : []) {
      const k = key.decodeText();
      const found =
        ['JS', 'AA', 'JavaScript'].includes(k) || (k === 'S' && item === PDFName.of('JavaScript'));
      if (found) report.javaScript.push(`${where}: /${k}`);
      visit(item, where, depth + 1);
    }
  };
  for (const [ref, obj] of r.ctx.enumerateIndirectObjects()) visit(obj, `object ${ref.objectNumber}`, 0);
  if (report.javaScript.length) {
    report.problems.push(`JavaScript or additional actions: ${report.javaScript.slice(0, 5).join(', ')}`);
  }
}

function checkContent(r: Reader, page: Pages[number], report: ConformanceReport, runs: Tree['runs']): void {
  const scanner = new PageScanner(r, report.problems, page.number, r.num(page.node, 'StructParents') ?? null);
  scanner.scan(contentBytes(r, page.node), resourcesOf(r, page.node));
  scanner.finish();
  const { marked, untaggedText: text, untaggedPaint: paint, untaggedSamples } = scanner.report;
  report.pages.push(scanner.report);
  for (const run of marked) runs.set(`${page.number}:${run.mcid}`, run);
  if (text + paint === 0) return;
  report.problems.push(
    `page ${page.number}: ${text} text and ${paint} paint operator(s) outside tagged or artifact marked ` +
      `content (e.g. ${untaggedSamples.join(', ')})`,
  );
}

const resourcesOf = (r: Reader, page: PDFPageLeaf): PDFDict | undefined =>
  r.dictOf(page.getInheritableAttribute(PDFName.of('Resources')));

function checkStructure(t: Tree, root: PDFDict, report: ConformanceReport): void {
  for (const [key, value] of t.r.dict(root, 'RoleMap')?.entries() ?? []) {
    const target = t.r.resolve(value);
    if (target instanceof PDFName) t.roleMap.set(key.decodeText(), target.decodeText());
  }
  report.roleMap = Object.fromEntries(t.roleMap);
  for (const kid of t.r.list(root, 'K').map((k) => t.r.resolve(k))) {
    if (kid instanceof PDFDict)
      report.tree.push(walkElement(t, kid, { elem: root, page: undefined, path: 'StructTreeRoot' }));
  }
  report.roleCounts = t.roleCounts;
  report.thScopes = t.thScopes;
  if (!HEADINGS.some((h) => t.roleCounts[h])) report.problems.push('structure: no headings (H, H1-H6)');
}

/** Each tagged run belongs to exactly one element, which the page's ParentTree entry names; and the reverse. */
function checkParentTree(t: Tree, parentTree: Map<number, PDFObject>, report: ConformanceReport): void {
  const problem = (page: number | string, message: string) =>
    report.problems.push(`page ${page}: ${message}`);
  for (const page of report.pages) {
    const entry = page.structParents === null ? undefined : t.r.resolve(parentTree.get(page.structParents));
    if (page.marked.length && !(entry instanceof PDFArray)) {
      problem(page.page, 'tagged content but no /StructParents entry in the ParentTree');
      continue;
    }
    for (const run of page.marked) {
      const owners = t.owners.get(`${page.page}:${run.mcid}`) ?? [];
      const listed = entry instanceof PDFArray ? t.r.resolve(entry.get(run.mcid)) : undefined;
      if (owners.length !== 1) {
        problem(
          page.page,
          `MCID ${run.mcid} (/${run.tag}) is referenced by ${owners.length} structure elements`,
        );
      } else if (listed !== owners[0]) {
        problem(page.page, `the ParentTree entry of MCID ${run.mcid} is not the element that references it`);
      }
    }
  }
  for (const key of t.owners.keys()) {
    const [page = '?', mcid] = key.split(':');
    if (!t.runs.has(key)) problem(page, `MCID ${mcid} is in the structure tree but not in the content`);
  }
}

function checkAnnotations(
  t: Tree,
  parentTree: Map<number, PDFObject>,
  page: Pages[number],
  report: ConformanceReport,
) {
  const r = t.r;
  const problem = (message: string) => report.problems.push(`page ${page.number}: ${message}`);
  const annots = r.list(page.node, 'Annots').map((a) => r.resolve(a));
  if (annots.length && r.name(page.node, 'Tabs') !== 'S') problem('annotations but /Tabs is not /S');
  for (const annot of annots) {
    if (!(annot instanceof PDFDict)) continue;
    const subtype = r.name(annot, 'Subtype') ?? '?';
    const structParent = r.num(annot, 'StructParent') ?? null;
    const holder = t.objr.get(annot);
    const listed = structParent === null ? undefined : r.resolve(parentTree.get(structParent));
    const tagged = holder !== undefined && listed === holder.elem;
    const printable = ((r.num(annot, 'F') ?? 0) & 4) !== 0;
    report.annotations.push({ page: page.number, subtype, structParent, tagged, printable });
    if (!printable && subtype !== 'Popup') problem(`${subtype} annotation without the Print flag`);
    if (subtype === 'Link' && !(tagged && holder.role === 'Link')) {
      problem('Link annotation not tagged (needs /StructParent and an OBJR in a Link element)');
    }
  }
}

function checkFonts(r: Reader, pages: Pages, report: ConformanceReport): void {
  const seen = new Set<PDFDict>();
  for (const page of pages) {
    for (const font of fontsOf(r, resourcesOf(r, page.node))) {
      if (seen.has(font)) continue;
      seen.add(font);
      const subtype = r.name(font, 'Subtype') ?? '?';
      const baseFont = r.name(font, 'BaseFont') ?? '';
      const descendant = r.dictOf(r.list(font, 'DescendantFonts')[0]);
      const descriptor = r.dict(descendant ?? font, 'FontDescriptor');
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
        (k) => r.get(descriptor, k) instanceof PDFRawStream,
      );
      const subset = [font, descendant].every((f) => !f || SUBSET_TAG.test(r.name(f, 'BaseFont') ?? ''));
      const toUnicode = r.get(font, 'ToUnicode') instanceof PDFRawStream;
      report.fonts.push({ page: page.number, baseFont, subtype, embedded, subset, toUnicode });
      if (subtype === 'Type3') continue; // its glyphs are content streams of the file
      const where = `font ${baseFont} (page ${page.number})`;
      if (!embedded) report.problems.push(`${where} is not embedded`);
      if (!subset) report.problems.push(`${where} is not subset (no ABCDEF+ tag)`);
      if (subtype === 'Type0' && !toUnicode) report.problems.push(`${where} has no /ToUnicode`);
    }
  }
}

/** Every font of a resource dictionary and of the resources of its Form XObjects. */
function fontsOf(r: Reader, resources: PDFDict | undefined, out = new Set<PDFDict>(), seen = new Set()) {
  if (!resources || seen.has(resources)) return out;
  seen.add(resources);
  for (const value of r.dict(resources, 'Font')?.values() ?? []) {
    const font = r.dictOf(value);
    if (font) out.add(font);
  }
  for (const value of r.dict(resources, 'XObject')?.values() ?? []) {
    const xobject = r.resolve(value);
    if (xobject instanceof PDFRawStream) fontsOf(r, r.dict(xobject.dict, 'Resources'), out, seen);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

/** Checks one PDF (see the module comment). Problems are sentences naming the page or element concerned. */
export async function checkTaggedPdf(bytes: Uint8Array): Promise<ConformanceReport> {
  const report: ConformanceReport = {
    problems: [],
    pageCount: 0,
    marked: false,
    lang: null,
    displayDocTitle: false,
    hasTrailerId: false,
    encrypted: false,
    javaScript: [],
    xmp: null,
    outputIntents: [],
    roleMap: {},
    roleCounts: {},
    thScopes: {},
    tree: [],
    pages: [],
    annotations: [],
    fonts: [],
  };
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    report.problems.push(`not a readable PDF: ${String(error)}`);
    return report;
  }
  // Each part runs on its own: a malformed object costs that part of the report, not the whole of it.
  const part = <A extends unknown[]>(label: string, check: (...args: A) => void, ...args: A) => {
    try {
      check(...args);
    } catch (error) {
      report.problems.push(`${label}: could not be checked (${String(error)})`);
    }
  };
  const r = new Reader(doc.context);
  const pages: Pages = doc.getPages().map((page, i) => ({ node: page.node, number: i + 1 }));
  report.pageCount = pages.length;
  const root = r.dict(doc.catalog, 'StructTreeRoot');
  const parentTree = numberTree(r, r.dict(root, 'ParentTree'));
  const tree: Tree = {
    r,
    problems: report.problems,
    pageNumbers: new Map(pages.map((p) => [p.node, p.number])),
    roleMap: new Map(),
    roleCounts: {},
    thScopes: {},
    runs: new Map(),
    owners: new Map(),
    objr: new Map(),
    seen: new Set(),
  };

  part('catalog', checkCatalog, r, doc, report);
  part('JavaScript', checkJavaScript, r, report);
  for (const page of pages) part(`page ${page.number} content`, checkContent, r, page, report, tree.runs);
  if (root) part('structure tree', checkStructure, tree, root, report);
  if (root) part('parent tree', checkParentTree, tree, parentTree, report);
  for (const page of pages)
    part(`page ${page.number} annotations`, checkAnnotations, tree, parentTree, page, report);
  part('fonts', checkFonts, r, pages, report);
  return report;
}

/** A readable account of a report for test failure messages: problems, facts, and the structure tree. */
export function summarizeReport(report: ConformanceReport): string {
  const { xmp } = report;
  const roles = Object.entries(report.roleCounts).map(([role, n]) => `${role}:${n}`);
  const facts = [
    `${report.pageCount} page(s)`,
    `Lang ${report.lang ?? '-'}`,
    xmp?.pdfaPart ? `PDF/A-${xmp.pdfaPart}${xmp.pdfaConformance ?? ''}` : 'no PDF/A claim',
    xmp?.pdfuaPart ? `PDF/UA-${xmp.pdfuaPart}` : 'no PDF/UA claim',
    `roles ${roles.join(' ') || '-'}`,
  ];
  const lines = [`${report.problems.length} problem(s); ${facts.join(', ')}`];
  lines.push(...report.problems.slice(0, 40).map((p) => `  - ${p}`));
  if (report.problems.length > 40) lines.push(`  ... and ${report.problems.length - 40} more`);
  const outline = (node: StructNode, depth: number): void => {
    const scope = node.scope ? `[${node.scope}]` : '';
    const alt = node.alt === undefined ? '' : ` alt=${JSON.stringify(node.alt)}`;
    const text = node.children.length ? '' : ` ${JSON.stringify(node.text.slice(0, 60))}`;
    lines.push(`${'  '.repeat(depth + 1)}${node.role}${scope}${alt}${text}`);
    for (const child of node.children) outline(child, depth + 1);
  };
  if (report.tree.length) lines.push('structure tree:');
  for (const node of report.tree) outline(node, 0);
  return lines.join('\n');
}
