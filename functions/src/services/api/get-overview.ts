import {
  overviewHeaderSchema,
  overviewQuerySchema,
  productDocumentsDecision,
  type Language,
  type OverviewResponse,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { findLastFactsheet } from '../documents/last-factsheet.js';
import { readerProfile } from '../documents/reader-profile.js';
import type { HandlerContext } from './context.js';
import { ApiHttpError, ok, type ApiReply } from './http.js';
import { parseQuery } from './parse.js';
import { sharedReadsFor } from './shared-reads.js';

const DENIAL_MESSAGE_KEYS: Partial<Record<string, string>> = {
  loginRequired: 'api.errors.loginRequired',
  investorProfile: 'api.errors.investorProfile',
  investorProfileMissing: 'api.errors.investorProfileMissing',
};

/** The overview's readable product, or the same refusals as the documents page (unknown and hidden look alike). */
async function readableProduct(c: HandlerContext) {
  const query = parseQuery(overviewQuerySchema, c.query);
  const productId = c.params.id ?? '';
  const product = c.config.products.get(productId);
  const lang = query.lang ?? product?.availableLanguages[0] ?? 'en';
  const profile = await readerProfile(c.db, c.caller, query, lang);
  // A login lock gates the product's numbers and documents, not its descriptive texts (docs/product-content.md).
  const decision = productDocumentsDecision(c.access, product, profile, { loginLockApplies: false });
  if (decision.kind === 'deny') {
    const code =
      decision.status === 401 ? 'unauthenticated' : decision.status === 403 ? 'forbidden' : 'not-found';
    const messageKey = DENIAL_MESSAGE_KEYS[decision.reason];
    throw new ApiHttpError(code, `overview of ${productId}: ${decision.reason}`, {
      details: decision.status === 404 ? { productId } : { productId, reason: decision.reason },
      ...(messageKey === undefined ? {} : { messageKey }),
    });
  }
  if (!product) throw new ApiHttpError('not-found', `no such product: ${productId}`);
  return { product, lang };
}

/** The language document, or its defaults when it is missing or unreadable (logged: an editor must fix it). */
async function productLang(c: HandlerContext, productId: string, lang: string): Promise<ProductLang | null> {
  try {
    // Concurrent overviews of one product share the read in flight (shared-reads.ts).
    const snap = await sharedReadsFor(c.db).run(`productLang:${productId}:${lang}`, () =>
      refs(c.db).productLang(productId, lang).get(),
    );
    return snap.data() ?? null;
  } catch (error) {
    c.log.error('a product language document could not be read', { productId, lang, error });
    return null;
  }
}

/** The product's last factsheet (`findLastFactsheet`); unreadable: none, logged. */
async function lastFactsheet(
  c: HandlerContext,
  product: ProductConfig,
  lang: Language,
): Promise<OverviewResponse['lastFactsheet']> {
  try {
    const hit = await sharedReadsFor(c.db).run(`lastFactsheet:${product.productId}:${lang}`, () =>
      findLastFactsheet(c.db, product, lang),
    );
    return hit ? { productId: product.productId, ...hit } : null;
  } catch (error) {
    c.log.error('the last factsheet could not be looked up', { productId: product.productId, error });
    return null;
  }
}

/** GET /products/{id}/overview: the overview's per-language content (contract: contracts/overview.ts). */
export async function getOverview(c: HandlerContext): Promise<ApiReply> {
  const { product, lang } = await readableProduct(c);
  const [content, platform, factsheet] = await Promise.all([
    productLang(c, product.productId, lang),
    sharedReadsFor(c.db)
      .run(`platformLang:${lang}`, () => refs(c.db).platformLang(lang).get())
      .then((s) => s.data() ?? null)
      .catch((error: unknown) => {
        c.log.error('the platform compliance texts could not be read', { lang, error });
        return null;
      }),
    lastFactsheet(c, product, lang),
  ]);
  const header = content?.overview.header ?? overviewHeaderSchema.parse({});
  const own = product.disclaimer?.[lang]?.trim() ?? '';
  const fallback = platform?.compliance.defaultProductDisclaimer.trim() ?? '';
  const body: OverviewResponse = {
    productId: product.productId,
    lang,
    description: content?.general.description ?? '',
    header: {
      text: header.text,
      darkening: header.darkening,
      backgroundImage: header.backgroundImage
        ? { productId: header.backgroundImage.productId, mediaId: header.backgroundImage.mediaId }
        : null,
      showFollowButton: header.showFollowButton,
      showDownloadLastFactsheetButton: header.showDownloadLastFactsheetButton,
    },
    lastFactsheet: header.showDownloadLastFactsheetButton ? factsheet : null,
    disclaimer: own
      ? { text: own, source: 'product' }
      : fallback
        ? { text: fallback, source: 'platform' }
        : { text: '', source: 'none' },
  };
  return ok(body);
}
