import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { makePdfA2 } from './pdfa.js';
import { PdfStructure } from './pdf-tagging.js';
import {
  clip,
  endPath,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import {
  layoutFactsheet,
  type FactsheetConfig,
  type FactsheetImage,
  type FactsheetLayout,
  type FactsheetModel,
  type Language,
  type Primitive,
} from '@portal/domain';

/*
 * The PDF backend of the factsheet (issue 12 item 4, docs/factsheets.md "PDF"): draws the display list of
 * `layoutFactsheet` (and of any other layout drawn with the factsheet's primitives: the comparison sheet, issue 28)
 * with pdf-lib, primitive by primitive, so the PDF is the web page by construction. Text is placed
 * exactly at the primitive's x and baseline in Liberation Sans (the metrics the layout measured with), embedded as a
 * subset through fontkit so every language's characters render and the text stays selectable. The display list's
 * origin is the top-left corner with y down; PDF's is the bottom-left with y up: `pdfY = pageHeight - y`.
 */

export const FONT_FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;

/**
 * The font folder: `dist/fonts` beside the bundle (functions/build.ts copies them there), else the domain package's
 * (unit tests run the sources). The link-preview images draw with the same files (services/site).
 */
export function fontDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'fonts'), join(here, '..', '..', '..', '..', 'packages', 'domain', 'fonts')];
  const found = candidates.find((d) => existsSync(join(d, FONT_FILES.regular)));
  if (!found) throw new Error(`the factsheet fonts are missing (looked in ${candidates.join(', ')})`);
  return found;
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fonts(): { regular: Uint8Array; bold: Uint8Array } {
  if (!fontBytes) {
    const dir = fontDir();
    fontBytes = {
      regular: readFileSync(join(dir, FONT_FILES.regular)),
      bold: readFileSync(join(dir, FONT_FILES.bold)),
    };
  }
  return fontBytes;
}

function colour(hex: string): RGB {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.replace(/(.)/g, '$1$1');
  const n = Number.parseInt(h, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Bytes of the model's images, by image id (the functions fetch them from the file store). */
export type ImageBytes = Readonly<Record<string, Uint8Array>>;

export interface PdfMetadata {
  title: string;
  subject: string;
  lang: Language;
  creationDate: Date;
}

/** A display list: pages of one size, each a list of primitives (`FactsheetLayout` is one). */
export interface DisplayList {
  width: number;
  height: number;
  pages: readonly { primitives: readonly Primitive[] }[];
}

/** The images a display list may draw: their types (as `FactsheetModel.images` has them) and bytes, by id. */
export interface DisplayListImages {
  types: Readonly<Record<string, Pick<FactsheetImage, 'mimeType'>>>;
  bytes: ImageBytes;
}

/** Embeds the images the pages draw (not every image given: an unused one would only add bytes). */
async function embedImages(doc: PDFDocument, pages: DisplayList['pages'], images: DisplayListImages) {
  const used = new Set(
    pages.flatMap((p) => p.primitives.flatMap((x) => (x.kind === 'image' ? [x.imageId] : []))),
  );
  const out = new Map<string, PDFImage>();
  for (const [id, image] of Object.entries(images.types)) {
    const data = images.bytes[id];
    if (!data || !used.has(id)) continue;
    try {
      out.set(id, image.mimeType === 'image/png' ? await doc.embedPng(data) : await doc.embedJpg(data));
    } catch {
      // An unreadable image is left out (the box stays empty) rather than failing the whole factsheet.
    }
  }
  return out;
}

function drawImage(
  page: PDFPage,
  image: PDFImage,
  p: Extract<Primitive, { kind: 'image' }>,
  height: number,
): void {
  const ratio = image.width / image.height;
  const boxRatio = p.width / p.height;
  // cover: fill the box and crop; contain: fit inside it, centred.
  const cover = p.fit === 'cover';
  const scaleByWidth = cover ? ratio < boxRatio : ratio > boxRatio;
  const w = scaleByWidth ? p.width : p.height * ratio;
  const h = scaleByWidth ? p.width / ratio : p.height;
  const x = p.x + (p.width - w) / 2;
  const y = p.y + (p.height - h) / 2;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(p.x, height - p.y - p.height, p.width, p.height),
    clip(),
    endPath(),
  );
  page.drawImage(image, { x, y: height - y - h, width: w, height: h });
  if (p.darken && p.darken > 0) {
    page.drawRectangle({
      x: p.x,
      y: height - p.y - p.height,
      width: p.width,
      height: p.height,
      color: rgb(0, 0, 0),
      opacity: p.darken,
    });
  }
  page.pushOperators(popGraphicsState());
}

function addLink(doc: PDFDocument, page: PDFPage, p: Extract<Primitive, { kind: 'link' }>, height: number) {
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [p.x, height - p.y - p.height, p.x + p.width, height - p.y],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(p.url) },
    // What the link does, for assistive technology (PDF/UA: a link annotation has a description).
    Contents: PDFHexString.fromText(p.url),
  });
  const ref = doc.context.register(annot);
  page.node.addAnnot(ref);
  return { annot, ref };
}

function drawPrimitive(
  page: PDFPage,
  p: Primitive,
  f: { regular: PDFFont; bold: PDFFont },
  images: Map<string, PDFImage>,
): void {
  const height = page.getHeight();
  switch (p.kind) {
    case 'text':
      page.drawText(p.text, {
        x: p.x,
        y: height - p.y,
        size: p.size,
        font: p.weight === 'bold' ? f.bold : f.regular,
        color: colour(p.color),
      });
      break;
    case 'rect':
      page.drawRectangle({
        x: p.x,
        y: height - p.y - p.height,
        width: p.width,
        height: p.height,
        ...(p.fill ? { color: colour(p.fill) } : {}),
        ...(p.stroke ? { borderColor: colour(p.stroke), borderWidth: p.strokeWidth } : { borderWidth: 0 }),
        ...(p.opacity === undefined ? {} : { opacity: p.opacity, borderOpacity: p.opacity }),
      });
      break;
    case 'line':
      page.drawLine({
        start: { x: p.x1, y: height - p.y1 },
        end: { x: p.x2, y: height - p.y2 },
        thickness: p.width,
        color: colour(p.color),
        ...(p.dash && p.dash.length > 0 ? { dashArray: [...p.dash] } : {}),
      });
      break;
    case 'path':
      // drawSvgPath draws SVG coordinates (y down) from its origin with y flipped: the page's top-left corner.
      page.drawSvgPath(p.d, {
        x: 0,
        y: height,
        ...(p.fill ? { color: colour(p.fill) } : {}),
        ...(p.stroke ? { borderColor: colour(p.stroke), borderWidth: p.strokeWidth } : { borderWidth: 0 }),
      });
      break;
    case 'image': {
      const image = images.get(p.imageId);
      if (image) drawImage(page, image, p, height);
      break;
    }
    case 'link':
    case 'begin':
    case 'end':
      // Not drawn: `renderDisplayListPdf` gives them to the structure (./pdf-tagging.ts).
      break;
  }
}

/** Draws a display list as a PDF, a page per page (fonts subset-embedded, metadata set). */
export async function renderDisplayListPdf(
  list: DisplayList,
  meta: PdfMetadata,
  images: DisplayListImages = { types: {}, bytes: {} },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fonts();
  const f = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  const embedded = await embedImages(doc, list.pages, images);
  // The display list's structure marks become the PDF's structure tree (tagged PDF, PDF/UA).
  const structure = new PdfStructure(doc);
  for (const page of list.pages) {
    const pdfPage = doc.addPage([list.width, list.height]);
    structure.startPage(pdfPage);
    for (const p of page.primitives) {
      if (p.kind === 'begin') structure.begin(p);
      else if (p.kind === 'end') structure.end();
      else if (p.kind === 'link') {
        const { annot, ref } = addLink(doc, pdfPage, p, pdfPage.getHeight());
        structure.annotation(annot, ref);
      } else
        structure.paint(() => {
          drawPrimitive(pdfPage, p, f, embedded);
        });
    }
  }
  structure.finish(meta.lang);
  doc.catalog.set(PDFName.of('PageLayout'), PDFName.of('OneColumn'));
  // PDF/A-2a: the metadata (XMP and Info alike), the sRGB output intent, subset fonts named as such (./pdfa.ts).
  await makePdfA2(doc, {
    title: meta.title,
    subject: meta.subject,
    lang: meta.lang,
    creationDate: meta.creationDate,
    producer: 'Portal (pdf-lib)',
    creator: 'Portal',
    conformance: 'A',
  });
  return doc.save({ useObjectStreams: true });
}

/** Draws a laid-out factsheet as a PDF, with the model's images. */
export function renderFactsheetPdf(
  layout: Pick<FactsheetLayout, 'pages' | 'width' | 'height'>,
  model: FactsheetModel,
  meta: PdfMetadata,
  imageBytes: ImageBytes = {},
): Promise<Uint8Array> {
  return renderDisplayListPdf(layout, meta, { types: model.images, bytes: imageBytes });
}

/** The factsheet's file name: `<product>-factsheet-<lang>-<date>.pdf`, safe characters only. */
export function factsheetFileName(model: Pick<FactsheetModel, 'productId' | 'lang' | 'date'>): string {
  const id = model.productId.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '');
  return `${id}-factsheet-${model.lang}-${model.date}.pdf`;
}

/** Layout and PDF of a model with its config: what the API and the generation store. */
export async function factsheetPdf(
  model: FactsheetModel,
  config: FactsheetConfig,
  options: { imageBytes?: ImageBytes; now?: Date } = {},
): Promise<{ bytes: Uint8Array; fileName: string; layout: FactsheetLayout }> {
  const layout = layoutFactsheet(model, config);
  const bytes = await renderFactsheetPdf(
    layout,
    model,
    {
      title: `${model.title} – ${model.dateLabel}`,
      subject: `Factsheet ${model.title} ${model.date}`,
      lang: model.lang,
      creationDate: options.now ?? new Date(),
    },
    options.imageBytes,
  );
  return { bytes, fileName: factsheetFileName(model), layout };
}
