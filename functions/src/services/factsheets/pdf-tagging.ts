import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { BeginPrimitive, Language, StructureRole } from '@portal/domain';

/*
 * Tagged PDF (issue 29, docs/factsheets.md "Tagged PDF"): the one module that turns the display list's structure
 * marks (packages/domain/src/factsheet/structure.ts) into a PDF's logical structure, for every PDF the functions draw
 * (factsheets, the comparison sheet). The renderer calls `begin`/`end` at the marks, `paint` around each drawing and
 * `annotation` for each link; `finish` writes the structure tree (ISO 32000-1 §14.7-14.8, PDF/UA-1):
 *
 * - each drawing of an element is marked content `/<Role> <</MCID n>> BDC ... EMC` (consecutive drawings of one element
 *   share a sequence), referenced from its element and from the page's entry in the parent tree;
 * - drawings inside an `Artifact` mark (or outside every element) are `/Artifact BMC ... EMC`: page furniture a screen
 *   reader skips;
 * - a cell whose text the layout shortened carries its whole text as `/ActualText`;
 * - a link annotation is an object reference (`OBJR`) of its `Link` element, with `/StructParent`;
 * - the catalog says so (`/MarkInfo << /Marked true >>`, `/StructTreeRoot`, `/Lang`, `DisplayDocTitle`), and pages
 *   with annotations tab in structure order (`/Tabs /S`).
 */

type Kid = { element: Element } | { mcid: number; page: PDFRef } | { annotation: PDFRef; page: PDFRef };

interface Element {
  role: Exclude<StructureRole, 'Artifact'> | 'Document';
  ref: PDFRef;
  alt?: string;
  scope?: 'Row' | 'Column';
  actualText?: string;
  kids: Kid[];
}

type Open = Element | 'artifact';

/** A content-stream operator; a marked-content sequence's properties are an inline dictionary (`<</MCID n>>`). */
const operator = (name: PDFOperatorNames, ...args: (PDFName | PDFDict)[]) =>
  PDFOperator.of(name, args as unknown as PDFName[]);

export class PdfStructure {
  private readonly root: Element;
  private readonly stack: Open[] = [];
  /** The page being drawn: its ref, its elements by MCID, and the marked-content sequence open on it. */
  private page: { page: PDFPage; ref: PDFRef; byMcid: Element[]; open: Open | null } | null = null;
  private readonly parentTree: [number, PDFRef | PDFArray][] = [];
  private nextKey = 0;
  private readonly annotated = new Set<PDFPage>();

  constructor(private readonly doc: PDFDocument) {
    this.root = { role: 'Document', ref: doc.context.nextRef(), kids: [] };
  }

  /** Starts the content of `page` (the previous page's marked content is closed). */
  startPage(page: PDFPage): void {
    this.endPage();
    this.page = { page, ref: page.ref, byMcid: [], open: null };
  }

  /** A structure mark opens: an element under the innermost open one, or artifact content. */
  begin(mark: BeginPrimitive): void {
    const parent = this.stack.at(-1);
    if (mark.role === 'Artifact' || parent === 'artifact') {
      this.stack.push('artifact');
      return;
    }
    const element: Element = {
      role: mark.role,
      ref: this.doc.context.nextRef(),
      kids: [],
      ...(mark.alt === undefined ? {} : { alt: mark.alt }),
      ...(mark.scope === undefined ? {} : { scope: mark.scope }),
      ...(mark.actualText === undefined ? {} : { actualText: mark.actualText }),
    };
    (parent ?? this.root).kids.push({ element });
    this.stack.push(element);
  }

  end(): void {
    this.stack.pop();
  }

  /** Draws with `paint` inside the marked content of the innermost open element (an artifact outside any). */
  paint(paint: () => void): void {
    const page = this.page;
    if (!page) throw new Error('PdfStructure.paint before startPage');
    const target = this.stack.at(-1) ?? 'artifact';
    if (page.open !== target) {
      this.closeSequence();
      if (target === 'artifact') {
        page.page.pushOperators(operator(PDFOperatorNames.BeginMarkedContent, PDFName.of('Artifact')));
      } else {
        const mcid = page.byMcid.length;
        page.byMcid.push(target);
        target.kids.push({ mcid, page: page.ref });
        const properties = this.doc.context.obj({ MCID: mcid });
        page.page.pushOperators(
          operator(PDFOperatorNames.BeginMarkedContentSequence, PDFName.of(target.role), properties),
        );
      }
      page.open = target;
    }
    paint();
  }

  /** A link annotation of the innermost open element (a `Link`): its object reference and its parent-tree key. */
  annotation(annotation: PDFDict, ref: PDFRef): void {
    const page = this.page;
    const target = this.stack.at(-1);
    if (!page || !target || target === 'artifact') return;
    const key = this.nextKey++;
    annotation.set(PDFName.of('StructParent'), PDFNumber.of(key));
    this.parentTree.push([key, target.ref]);
    target.kids.push({ annotation: ref, page: page.ref });
    this.annotated.add(page.page);
  }

  private closeSequence(): void {
    if (this.page?.open) {
      this.page.page.pushOperators(operator(PDFOperatorNames.EndMarkedContent));
      this.page.open = null;
    }
  }

  private endPage(): void {
    const page = this.page;
    if (!page) return;
    this.closeSequence();
    if (page.byMcid.length > 0) {
      const key = this.nextKey++;
      page.page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
      this.parentTree.push([key, this.doc.context.obj(page.byMcid.map((e) => e.ref))]);
    }
    this.page = null;
  }

  /** Writes the structure tree and the catalog entries of a tagged PDF in `lang`. */
  finish(lang: Language): void {
    this.endPage();
    const { context, catalog } = this.doc;
    const treeRef = context.nextRef();
    const write = (element: Element, parent: PDFRef) => {
      const kids = element.kids.map((kid) => {
        if ('element' in kid) {
          write(kid.element, element.ref);
          return kid.element.ref;
        }
        if ('mcid' in kid) return context.obj({ Type: 'MCR', Pg: kid.page, MCID: kid.mcid });
        return context.obj({ Type: 'OBJR', Pg: kid.page, Obj: kid.annotation });
      });
      const dict = context.obj({ Type: 'StructElem', S: element.role, P: parent, K: kids });
      if (element.alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(element.alt));
      if (element.actualText !== undefined)
        dict.set(PDFName.of('ActualText'), PDFHexString.fromText(element.actualText));
      if (element.scope !== undefined)
        dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: element.scope }));
      context.assign(element.ref, dict);
    };
    write(this.root, treeRef);
    const nums: (number | PDFRef | PDFArray)[] = this.parentTree
      .sort((a, b) => a[0] - b[0])
      .flatMap(([key, value]) => [key, value]);
    context.assign(
      treeRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: this.root.ref,
        ParentTree: context.obj({ Nums: nums }),
        ParentTreeNextKey: this.nextKey,
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), treeRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    catalog.set(PDFName.of('Lang'), PDFString.of(lang));
    const preferences = catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict) ?? context.obj({});
    preferences.set(PDFName.of('DisplayDocTitle'), context.obj(true));
    catalog.set(PDFName.of('ViewerPreferences'), preferences);
    for (const page of this.annotated) page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
  }
}
