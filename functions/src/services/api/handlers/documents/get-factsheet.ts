import { API, readGate, type FactsheetQuery, type ProductConfig } from '@portal/domain';
import { perDatabase } from '../../../core/per-database.js';
import { buildFactsheet, type LoadedFactsheet } from '../../../factsheets/factsheet-model.js';
import { factsheetPdf } from '../../../factsheets/render-pdf.js';
import type { HandlerContext, EntryHandler } from '../../context.js';
import { ApiHttpError, fileReply, ok } from '../../http.js';
import { RateLimiter } from '../../rate-limiter.js';
import { RenderedFileCache, renderKey, type RenderedFile } from '../../../factsheets/rendered-file-cache.js';
import { gateDenial } from '../../reader-gate.js';
import { requestClientAddress } from '../../request-scope.js';

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
 * Drawing a PDF costs about a second of the instance's CPU (0.8-1.8 s with four at once): renders are limited per
 * client address, and a PDF drawn once is kept (docs/security.md "API hardening").
 */
export const FACTSHEET_PDF_LIMITS = {
  /** Renders a client may start at once, refilled over a minute; PDFs served from the cache are free. */
  rendersPerClientPerMinute: 10,
  /** Clients the limiter remembers (least recently seen forgotten first). */
  maxTrackedClients: 10_000,
  /** PDFs kept per instance, and their bytes at most (a factsheet is ~50-300 KB). */
  cachedFiles: 200,
  cachedBytes: 64 * 1024 * 1024,
} as const;

/** The render limiter; one per instance. */
export function factsheetPdfLimiter(now: () => number = Date.now): RateLimiter {
  return new RateLimiter({
    capacity: FACTSHEET_PDF_LIMITS.rendersPerClientPerMinute,
    windowMs: 60_000,
    maxClients: FACTSHEET_PDF_LIMITS.maxTrackedClients,
    now,
  });
}

export const factsheetPdfCache = (): RenderedFileCache =>
  new RenderedFileCache(FACTSHEET_PDF_LIMITS.cachedFiles, FACTSHEET_PDF_LIMITS.cachedBytes);

/** What the PDF is drawn from: the key of its cache entry (rendered-file-cache.ts `renderKey`). */
export const factsheetPdfKey = (loaded: Pick<LoadedFactsheet, 'model' | 'config' | 'imageBytes'>): string =>
  renderKey('factsheet.pdf', { model: loaded.model, config: loaded.config }, loaded.imageBytes);

export interface PdfServing {
  cache: RenderedFileCache;
  limiter: RateLimiter;
  /** Whom a render counts against (`ip:<address>`); never logged. */
  client: string;
  render: (loaded: LoadedFactsheet) => Promise<RenderedFile>;
}

/**
 * The PDF of an already loaded (so access-checked) factsheet: from the cache when the same model, config and images
 * were drawn before (no render, nothing counted), else rendered if the client has a render left, else 429 with
 * `Retry-After`. The cache key is a digest of everything drawn, so a change of prices, holdings, texts, components,
 * layout or images (documents the catalogue version does not cover) is a new PDF, never a stale one.
 */
export async function servePdf(
  loaded: LoadedFactsheet,
  s: PdfServing,
): Promise<{ file: RenderedFile; hit: boolean }> {
  const key = factsheetPdfKey(loaded);
  const cached = s.cache.lookup(key);
  if (cached) return { file: await cached, hit: true };
  const taken = s.limiter.take(s.client, 1);
  if (!taken.ok) {
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    throw new ApiHttpError('rate-limited', `too many factsheet PDFs drawn; retry in ${seconds} s`, {
      details: { retryAfterSeconds: seconds },
      headers: { 'Retry-After': String(seconds) },
    });
  }
  return s.cache.getOrRender(key, () => s.render(loaded));
}

// Per instance, as long as it lives: the limit must see every request the instance serves.
const limiter = factsheetPdfLimiter();
// Per Firestore instance (one project), like the result cache: tests never share PDFs across projects.
const cacheFor = perDatabase(factsheetPdfCache);

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
  const { file } = await servePdf(loaded, {
    cache: cacheFor(c.db),
    limiter,
    client: `ip:${requestClientAddress()}`,
    render,
  });
  return fileReply({ bytes: file.bytes, contentType: 'application/pdf', fileName: file.fileName });
};
