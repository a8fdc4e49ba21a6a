import { API, readGate, type FactsheetQuery, type ProductConfig } from '@portal/domain';
import { buildFactsheet, type LoadedFactsheet } from '../../../factsheets/factsheet-model.js';
import { factsheetPdf } from '../../../factsheets/render-pdf.js';
import type { HandlerContext, EntryHandler } from '../../context.js';
import { fileReply, ok } from '../../http.js';
import { renderKey, type RenderedFile } from '../../../factsheets/rendered-file-cache.js';
import { gateDenial } from '../../reader-gate.js';
import { PDF_RENDER_LIMITS, pdfServing, serveRenderedPdf, type PdfServing } from '../../rendered-pdfs.js';

/**
 * The product, when the caller may open its factsheet: the product's own rules (hidden, roles, login lock), the
 * `factsheet` section of the route guard (configured, `factsheet.allowedRoles`, admins of the fund,
 * `factsheet.needLoginToSee`: a public factsheet needs no login). Otherwise 401/403/404 like the guard.
 */
function requireFactsheet(c: HandlerContext): ProductConfig {
  const productId = c.params.id ?? '';
  // The gate (packages/domain/src/access/gate.ts): the investor profile included, as on every product read.
  const d = readGate(c.reader, {
    kind: 'factsheet',
    product: c.config.products.get(productId),
    catalogue: c.config.products,
  });
  if (d.kind === 'deny') throw gateDenial(d.status, d.reason, productId);
  return d.product;
}

/** Everything `GET /products/{id}/factsheet` answers (and the PDF draws), access checked first. */
function loadFactsheet(c: HandlerContext, query: FactsheetQuery): Promise<LoadedFactsheet> {
  return buildFactsheet(c, requireFactsheet(c), query);
}

/**
 * GET /products/{id}/factsheet?lang=&date=: the factsheet model and the language's config (contracts/factsheet.ts),
 * access as the route guard's `factsheet` section (`requireFactsheet`), the model built by
 * services/factsheets/factsheet-model.ts.
 */
export const getFactsheet: EntryHandler<typeof API.factsheet> = async (c) => {
  const loaded = await loadFactsheet(c, c.query);
  return ok(loaded.response);
};

/**
 * The render limits of factsheet PDFs: the API's one budget for every PDF it draws (../../rendered-pdfs.ts, shared
 * with the comparison sheet).
 */
export const FACTSHEET_PDF_LIMITS = PDF_RENDER_LIMITS;

/** What the PDF is drawn from: the key of its cache entry (rendered-file-cache.ts `renderKey`). */
export const factsheetPdfKey = (loaded: Pick<LoadedFactsheet, 'model' | 'config' | 'imageBytes'>): string =>
  renderKey('factsheet.pdf', { model: loaded.model, config: loaded.config }, loaded.imageBytes);

/**
 * The PDF of an already loaded (so access-checked) factsheet, from the cache or rendered within the client's budget
 * (`serveRenderedPdf`). The cache key is a digest of everything drawn, so a change of prices, holdings, texts,
 * components, layout or images (documents the catalogue version does not cover) is a new PDF, never a stale one.
 */
export function servePdf(
  loaded: LoadedFactsheet,
  s: PdfServing & { render: (loaded: LoadedFactsheet) => Promise<RenderedFile> },
): Promise<{ file: RenderedFile; hit: boolean }> {
  return serveRenderedPdf(factsheetPdfKey(loaded), () => s.render(loaded), s);
}

const render = async (loaded: LoadedFactsheet): Promise<RenderedFile> => {
  const pdf = await factsheetPdf(loaded.model, loaded.config, { imageBytes: loaded.imageBytes });
  return { bytes: pdf.bytes, fileName: pdf.fileName };
};

/**
 * GET /products/{id}/factsheet.pdf?lang=&date=: the same drawn as a PDF (a preview, not stored). The access check
 * runs first (`loadFactsheet`), for a cached PDF too.
 */
export const getFactsheetPdf: EntryHandler<typeof API.factsheetPdf> = async (c) => {
  const loaded = await loadFactsheet(c, c.query);
  const { file } = await servePdf(loaded, { ...pdfServing(c.db), render });
  return fileReply({ bytes: file.bytes, contentType: 'application/pdf', fileName: file.fileName });
};
