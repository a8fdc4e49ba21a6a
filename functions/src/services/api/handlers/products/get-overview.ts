import {
  API,
  HOLDING_COMPONENT_KINDS,
  overviewHeaderSchema,
  type GenericComponent,
  type HoldingComponent,
  type Language,
  type OverviewResponse,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { findLastFactsheet } from '../../../documents/last-factsheet.js';
import { requireOverview } from '../../access.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { sharedReadsFor } from '../../../analytics/shared-reads.js';

type OverviewContext = EntryContext<typeof API.overview>;

/** The overview's readable product (`readGate` `overview`: a login lock does not hide the texts) and language. */
function readableProduct(c: OverviewContext) {
  const query = c.query;
  const product = requireOverview(c);
  return { product, lang: query.lang ?? product.availableLanguages[0] ?? 'en' };
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

/** The overview page's components in their order; one the schema refuses is left out (logged), none on failure. */
async function overviewComponents(c: HandlerContext, productId: string): Promise<GenericComponent[]> {
  try {
    const snap = await sharedReadsFor(c.db).run(`overviewComponents:${productId}`, () =>
      refs(c.db).components(productId).where('page', '==', 'overview').get(),
    );
    const components = snap.docs.flatMap((doc) => {
      try {
        return [doc.data()];
      } catch (error) {
        c.log.error('a component record is invalid and is not shown', { productId, id: doc.id, error });
        return [];
      }
    });
    return components.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  } catch (error) {
    c.log.error('the overview components could not be read', { productId, error });
    return [];
  }
}

/** The holding components shown on the overview, in the order of the kinds; one the schema refuses is left out. */
async function overviewHoldingComponents(c: HandlerContext, productId: string): Promise<HoldingComponent[]> {
  try {
    const snap = await sharedReadsFor(c.db).run(`holdingComponents:${productId}`, () =>
      refs(c.db).holdingComponents(productId).get(),
    );
    const shown = snap.docs.flatMap((doc) => {
      try {
        const component = doc.data();
        return component.showOnOverview ? [component] : [];
      } catch (error) {
        c.log.error('a holding component record is invalid and is not shown', {
          productId,
          id: doc.id,
          error,
        });
        return [];
      }
    });
    const order = (h: HoldingComponent) => HOLDING_COMPONENT_KINDS.indexOf(h.kind);
    return shown.sort((a, b) => order(a) - order(b));
  } catch (error) {
    c.log.error('the holding components could not be read', { productId, error });
    return [];
  }
}

/** GET /products/{id}/overview: the overview's per-language content (contract: contracts/overview.ts). */
export async function getOverview(c: OverviewContext): Promise<ApiReply> {
  const { product, lang } = readableProduct(c);
  const [content, platform, factsheet, components, holdingComponents] = await Promise.all([
    productLang(c, product.productId, lang),
    sharedReadsFor(c.db)
      .run(`platformLang:${lang}`, () => refs(c.db).platformLang(lang).get())
      .then((s) => s.data() ?? null)
      .catch((error: unknown) => {
        c.log.error('the platform compliance texts could not be read', { lang, error });
        return null;
      }),
    lastFactsheet(c, product, lang),
    overviewComponents(c, product.productId),
    overviewHoldingComponents(c, product.productId),
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
    components: components.map((component) => ({
      ...component,
      updatedAt: component.updatedAt.toISOString(),
    })),
    holdingComponents,
  };
  return ok(body);
}
