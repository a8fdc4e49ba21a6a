/**
 * The demo tenant's documents (issue 10.8): small real PDFs, one per document and language, drawn with pdf-lib from
 * `emulator-data/<tenant>/documents.json` (the documents, then what each kind of PDF says per language), stored as
 * the documents API stores them (file store + record, see docs/documents.md) so every documents page and download
 * works after `npm start`. Each file and record is checked with the domain's own rules (`checkDocumentFile`,
 * `documentMetadataIssues`) before anything is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { z } from 'zod';
import {
  checkDocumentFile,
  documentMetadataIssues,
  idSchema,
  isoDateSchema,
  LANGUAGES,
  type Language,
  type ProductConfig,
  type ProductDocument,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { documentFilePath } from '../../functions/src/services/documents/documents.js';
import type { FileStore } from '../../functions/src/services/files/file-store.js';

const KINDS = ['prospectus', 'kid', 'annualReport', 'brochure', 'commentary', 'factsheet'] as const;
type Kind = (typeof KINDS)[number];

const seedDocumentSchema = z.strictObject({
  productId: idSchema,
  kind: z.enum(KINDS),
  /** One document per language given here. */
  title: z.partialRecord(z.enum(LANGUAGES), z.string().min(1)),
  shareClass: idSchema.nullable().default(null),
  loginRequired: z.boolean().default(false),
  archived: z.boolean().default(false),
  /** The latest factsheet of its language (the overview's "latest factsheet" button) until #12 generates real ones. */
  lastFactsheet: z.boolean().default(false),
  date: isoDateSchema,
});

/**
 * What the PDFs say, per language: the text of each kind, the key facts' labels and the demo notice; a language
 * without its own text falls back to English.
 */
const seedDocumentTextsSchema = z.strictObject({
  /** A heading and two short paragraphs per kind. */
  body: z.partialRecord(
    z.enum(KINDS),
    z.partialRecord(
      z.enum(LANGUAGES),
      z.strictObject({ heading: z.string().min(1), paragraphs: z.tuple([z.string(), z.string()]) }),
    ),
  ),
  facts: z.partialRecord(
    z.enum(LANGUAGES),
    z.strictObject({ title: z.string(), currency: z.string(), inception: z.string(), isin: z.string() }),
  ),
  notice: z.partialRecord(z.enum(LANGUAGES), z.string()),
});
export type SeedDocumentTexts = z.infer<typeof seedDocumentTextsSchema>;

export const seedDocumentsSchema = z.strictObject({
  documents: z.array(seedDocumentSchema),
  texts: seedDocumentTextsSchema,
});
export type SeedDocuments = z.infer<typeof seedDocumentsSchema>;

export function loadSeedDocuments(repoRoot: string, tenantId: string): SeedDocuments {
  const file = join(repoRoot, 'emulator-data', tenantId, 'documents.json');
  if (!existsSync(file)) return { documents: [], texts: { body: {}, facts: {}, notice: {} } };
  const parsed = seedDocumentsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawParagraph(page: PDFPage, text: string, font: PDFFont, y: number, size = 11): number {
  let cursor = y;
  for (const line of wrap(text, font, size, 483)) {
    page.drawText(line, { x: 56, y: cursor, size, font, color: rgb(0.15, 0.15, 0.2) });
    cursor -= size * 1.45;
  }
  return cursor - 8;
}

/** One A4 page: tenant, title, product and date, the kind's text in `lang`, the demo notice. */
export async function renderSeedPdf(options: {
  orgName: string;
  title: string;
  productName: string;
  /** Key facts of the product: currency, inception date, ISIN when it has one. */
  facts: { currency: string; inceptionDate: string; isin?: string | undefined };
  kind: Kind;
  lang: Language;
  date: string;
  primaryColor: string;
  texts: SeedDocumentTexts;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Stable bytes for the same input (pdf-lib would stamp the current time).
  const at = new Date(`${options.date}T12:00:00Z`);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  pdf.setTitle(`${options.title} – ${options.productName}`);
  pdf.setAuthor(options.orgName);
  pdf.setProducer('portal demo seed (pdf-lib)');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const hex = options.primaryColor.replace('#', '');
  const brand = rgb(
    parseInt(hex.slice(0, 2), 16) / 255,
    parseInt(hex.slice(2, 4), 16) / 255,
    parseInt(hex.slice(4, 6), 16) / 255,
  );
  page.drawRectangle({ x: 0, y: 771.89, width: 595.28, height: 70, color: brand });
  page.drawText(options.orgName, { x: 56, y: 798, size: 18, font: bold, color: rgb(1, 1, 1) });
  let y = 720;
  for (const line of wrap(options.title, bold, 22, 483)) {
    page.drawText(line, { x: 56, y, size: 22, font: bold, color: brand });
    y -= 28;
  }
  page.drawText(`${options.productName} · ${options.date}`, {
    x: 56,
    y: y - 4,
    size: 12,
    font: regular,
    color: rgb(0.35, 0.35, 0.4),
  });
  y -= 48;
  const texts = options.texts.body[options.kind];
  const body = texts?.[options.lang] ?? texts?.en;
  if (!body) throw new Error(`no text for ${options.kind}`);
  page.drawText(body.heading, { x: 56, y, size: 14, font: bold, color: rgb(0.1, 0.1, 0.15) });
  y = drawParagraph(page, body.paragraphs[0], regular, y - 24);
  y = drawParagraph(page, body.paragraphs[1], regular, y);
  const labels = options.texts.facts[options.lang] ?? options.texts.facts.en;
  const notice = options.texts.notice[options.lang] ?? options.texts.notice.en;
  if (!labels || notice === undefined) throw new Error(`no key facts labels or notice in ${options.lang}`);
  page.drawText(labels.title, { x: 56, y: y - 12, size: 14, font: bold, color: rgb(0.1, 0.1, 0.15) });
  y -= 40;
  const rows: [string, string][] = [
    [labels.currency, options.facts.currency],
    [labels.inception, options.facts.inceptionDate],
    ...(options.facts.isin ? ([[labels.isin, options.facts.isin]] as [string, string][]) : []),
  ];
  for (const [label, value] of rows) {
    page.drawRectangle({ x: 56, y: y - 6, width: 483, height: 22, color: rgb(0.96, 0.96, 0.98) });
    page.drawText(label, { x: 64, y, size: 11, font: regular, color: rgb(0.35, 0.35, 0.4) });
    page.drawText(value, { x: 260, y, size: 11, font: bold, color: rgb(0.1, 0.1, 0.15) });
    y -= 26;
  }
  page.drawLine({
    start: { x: 56, y: 70 },
    end: { x: 539, y: 70 },
    thickness: 0.5,
    color: rgb(0.75, 0.75, 0.8),
  });
  drawParagraph(page, notice, regular, 54, 9);
  return pdf.save({ useObjectStreams: false });
}

export interface PreparedSeedDocument {
  productId: string;
  id: string;
  doc: ProductDocument;
  bytes: Uint8Array;
}

/**
 * Every seed document in every language given, rendered and checked: the file as an upload would be
 * (`checkDocumentFile`), the metadata against the product's other documents (`documentMetadataIssues`). Throws a
 * readable list of problems instead of writing anything invalid.
 */
export async function prepareSeedDocuments(
  seed: SeedDocuments,
  catalogue: readonly ProductConfig[],
  tenant: { orgName: string; primaryColor: string },
): Promise<PreparedSeedDocument[]> {
  const out: PreparedSeedDocument[] = [];
  const problems: string[] = [];
  for (const [index, entry] of seed.documents.entries()) {
    const product = catalogue.find((p) => p.productId === entry.productId);
    if (!product) {
      problems.push(`${entry.productId}: no such product`);
      continue;
    }
    // A document filed for another share class describes that class (its name, currency, ISIN).
    const subject = catalogue.find((p) => p.productId === entry.shareClass) ?? product;
    for (const [lang, title] of Object.entries(entry.title) as [Language, string][]) {
      const id = `seed-doc-${String(index + 1)}-${lang}`;
      const fileName = `${entry.productId}-${entry.kind}-${lang}.pdf`;
      const bytes = await renderSeedPdf({
        orgName: tenant.orgName,
        title,
        productName: subject.productName,
        facts: {
          currency: subject.currency,
          inceptionDate: subject.shareClass?.inceptionDate ?? subject.inceptionDate,
          isin: subject.shareClass?.isin ?? subject.isin,
        },
        kind: entry.kind,
        lang,
        date: entry.date,
        primaryColor: tenant.primaryColor,
        texts: seed.texts,
      });
      const file = checkDocumentFile(fileName, bytes);
      if (!file.ok) problems.push(`${entry.productId} ${title}: ${file.problem}`);
      const siblings = out.filter((d) => d.productId === entry.productId);
      const issues = documentMetadataIssues(
        product,
        { displayName: title, lang, shareClass: entry.shareClass },
        siblings,
        catalogue,
      );
      for (const issue of issues)
        problems.push(`${entry.productId} "${title}" (${lang}): ${issue.field} ${issue.problem}`);
      out.push({
        productId: entry.productId,
        id,
        bytes,
        doc: {
          displayName: title,
          file: {
            path: documentFilePath(entry.productId, id, fileName),
            name: fileName,
            contentType: 'application/pdf',
            size: bytes.byteLength,
          },
          lang,
          shareClass: entry.shareClass,
          loginRequired: entry.loginRequired,
          lastFactsheet: entry.lastFactsheet,
          archived: entry.archived,
          order: siblings.length,
          createdAt: new Date(`${entry.date}T08:00:00Z`),
        },
      });
    }
  }
  if (problems.length > 0) throw new Error(`seed documents:\n  ${problems.join('\n  ')}`);
  return out;
}

/** Removes every stored document file (the records go with their products when the seed clears the catalogue). */
export async function clearDocumentFiles(store: FileStore): Promise<void> {
  for (const path of await store.list('documents/')) await store.delete(path);
}

/** Files first, then the records in one batch: a record never points to a file that is not there. */
export async function writeSeedDocuments(
  db: Firestore,
  store: FileStore,
  documents: readonly PreparedSeedDocument[],
): Promise<void> {
  for (const d of documents) await store.write(d.doc.file.path, d.bytes, { contentType: 'application/pdf' });
  const batch = db.batch();
  for (const d of documents) batch.set(refs(db).productDocuments(d.productId).doc(d.id), d.doc);
  await batch.commit();
}
