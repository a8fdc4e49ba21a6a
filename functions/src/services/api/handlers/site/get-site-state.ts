import { languageSchema, primaryAccess, siteStateProducts, type SiteState } from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import type { HandlerContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { sharedReadsFor } from '../../../analytics/shared-reads.js';
import { catalogueAssetClasses } from '../../../holdings/asset-classes.js';

/**
 * GET /site/state: the products the caller may read, the per-language investor-profile switch and public compliance texts (contract
 * `siteStateSchema`). The products come from the cached configuration; the compliance switches are read each time
 * (four small documents, not covered by the catalogue version; concurrent calls share the read in flight). A guest's
 * answer may be kept by shared caches (revalidated on each use, `Vary: Authorization`); a signed-in caller's never
 * is (`private, no-store`, handle-api-request.ts), so a staff answer, hidden products and all, cannot reach a guest.
 */
export async function getSiteState(c: HandlerContext): Promise<ApiReply> {
  // Concurrent calls share the query in flight (shared-reads.ts): one read per round trip under load.
  const langs = await sharedReadsFor(c.db).run('platformLangs', () => refs(c.db).platformLangs().get());
  const investorProfileChecks: SiteState['investorProfileChecks'] = {};
  const complianceTexts: SiteState['complianceTexts'] = {};
  for (const doc of langs.docs) {
    const lang = languageSchema.safeParse(doc.id);
    if (!lang.success) continue;
    try {
      const { compliance } = doc.data();
      investorProfileChecks[lang.data] = compliance.investorProfileChecksActivated;
      complianceTexts[lang.data] = {
        investorProfileDisclaimer: compliance.investorProfileDisclaimer,
        showLogo: compliance.showLogo,
        ombudsmanText: compliance.ombudsmanText,
      };
    } catch {
      investorProfileChecks[lang.data] = null;
    }
  }
  const products = siteStateProducts(c.access, c.config.products);
  // What the home page files each product under: only for a product this reader may open (as its holdings).
  const classes = await catalogueAssetClasses(c.db, [...c.config.products.keys()], (path, error) => {
    c.log.error('A holdings record is invalid and is left out', { path, error: String(error) });
  });
  const assetClasses: SiteState['assetClasses'] = {};
  for (const p of products) {
    const assetClass = classes.get(p.productId);
    if (
      assetClass &&
      primaryAccess(c.access, c.config.products.get(p.productId), c.config.products).kind === 'open'
    )
      assetClasses[p.productId] = assetClass;
  }
  // The web orders them by the tenant's catalogue order, as it does the products it reads from Firestore.
  const body: SiteState = { products, investorProfileChecks, complianceTexts, assetClasses };
  return ok(body);
}
