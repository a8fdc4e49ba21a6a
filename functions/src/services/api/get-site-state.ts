import { canSeeProduct, languageSchema, type SiteState } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { HandlerContext } from './context.js';
import { ok, type ApiReply } from './http.js';
import { noQuerySchema, parseQuery } from './parse.js';
import { sharedReadsFor } from './shared-reads.js';

/**
 * GET /site/state: the products the caller may read and the per-language investor-profile switch (contract
 * `siteStateSchema`). The products come from the cached configuration; the compliance switches are read each time
 * (four small documents, not covered by the catalogue version; concurrent calls share the read in flight).
 */
export async function getSiteState(c: HandlerContext): Promise<ApiReply> {
  parseQuery(noQuerySchema, c.query);
  // Concurrent calls share the query in flight (shared-reads.ts): one read per round trip under load.
  const langs = await sharedReadsFor(c.db).run('platformLangs', () => refs(c.db).platformLangs().get());
  const investorProfileChecks: SiteState['investorProfileChecks'] = {};
  for (const doc of langs.docs) {
    const lang = languageSchema.safeParse(doc.id);
    if (!lang.success) continue;
    try {
      investorProfileChecks[lang.data] = doc.data().compliance.investorProfileChecksActivated;
    } catch {
      investorProfileChecks[lang.data] = null;
    }
  }
  const products = [...c.config.products.values()].filter((p) => canSeeProduct(c.access, p));
  // The web orders them by the tenant's catalogue order, as it does the products it reads from Firestore.
  const body: SiteState = { products, investorProfileChecks };
  return ok(body);
}
