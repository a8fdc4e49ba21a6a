import {
  API,
  comparisonFileName,
  layoutComparisonSheet,
  TENANT_LOGO_IMAGE_ID,
  type ComparisonResponse,
  type Language,
} from '@portal/domain';
import { renderDisplayListPdf } from '../../../factsheets/render-pdf.js';
import { renderKey, type RenderedFile } from '../../../factsheets/rendered-file-cache.js';
import { tenantLogo, tenantPrimaryColor } from '../../../factsheets/tenant-brand.js';
import type { EntryHandler } from '../../context.js';
import { fileReply } from '../../http.js';
import { pdfServing, serveRenderedPdf } from '../../rendered-pdfs.js';
import { comparisonResponseOf, loadComparison } from './get-comparison.js';

/*
 * GET /products/comparison.pdf (docs/comparison.md "Export"): the comparison of the same query as
 * `GET /products/comparison` (the same gate per product, the same computation and result cache), laid out on one A4
 * page by the domain's comparison sheet and drawn by the factsheet's PDF backend. Renders share the factsheet PDFs'
 * budget and cache (../../rendered-pdfs.ts).
 */

/** What the sheet is drawn with besides the answer: its language and the tenant's brand. */
export interface ComparisonPdfOptions {
  lang: Language;
  primaryColor: string;
  /** The tenant's logo for the header (`tenantLogo()`), or none. */
  logo: ReturnType<typeof tenantLogo>;
  now?: Date;
}

/** The comparison sheet of an answer as a PDF file, named `comparison-<period>-<date>.pdf`. */
export async function comparisonPdfFile(
  response: ComparisonResponse,
  options: ComparisonPdfOptions,
): Promise<RenderedFile> {
  const { logo } = options;
  const sheet = layoutComparisonSheet(response, {
    lang: options.lang,
    primaryColor: options.primaryColor,
    logo: logo && { url: logo.url, width: logo.width, height: logo.height, mimeType: logo.mimeType },
  });
  const bytes = await renderDisplayListPdf(
    sheet,
    {
      title: sheet.dateLabel === '' ? sheet.title : `${sheet.title} – ${sheet.dateLabel}`,
      // The compared products only: a refused product's id is on the page, nowhere else.
      subject: response.products.flatMap((p) => (p.refused === null ? [p.name] : [])).join(', '),
      lang: options.lang,
      creationDate: options.now ?? new Date(),
    },
    { types: sheet.images, bytes: logo ? { [TENANT_LOGO_IMAGE_ID]: logo.bytes } : {} },
  );
  return { bytes, fileName: comparisonFileName(response, 'pdf') };
}

/**
 * The sheet of the reader's comparison. The gate runs first (`loadComparison`), for a cached PDF too; the PDF's cache
 * key is the answer itself (which holds the gate's refusals) with the language and brand it is drawn in.
 */
export const getComparisonPdf: EntryHandler<typeof API.comparisonPdf> = async (c) => {
  const loaded = await loadComparison(c);
  const options: ComparisonPdfOptions = {
    lang: loaded.lang,
    primaryColor: tenantPrimaryColor(),
    logo: tenantLogo(),
  };
  const key = renderKey(
    'comparison.pdf',
    { answer: loaded.body.json, lang: options.lang, primaryColor: options.primaryColor },
    options.logo ? { [TENANT_LOGO_IMAGE_ID]: options.logo.bytes } : {},
  );
  const { file } = await serveRenderedPdf(
    key,
    () => comparisonPdfFile(comparisonResponseOf(loaded), options),
    pdfServing(c.db),
  );
  return fileReply({ bytes: file.bytes, contentType: 'application/pdf', fileName: file.fileName });
};
