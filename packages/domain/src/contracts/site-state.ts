import { z } from 'zod';
import { languageSchema } from '../tenant/common.js';
import { productConfigSchema } from '../tenant/product-config.js';

/**
 * `GET /api/site/state`: what a page needs before it can show public data, in one answer the browser requests from
 * the HTML itself, before any script has loaded: the products the caller may read (for a visitor: the public ones,
 * exactly what the security rules let a visitor read from Firestore) and, per language, whether investor-profile
 * checks are on. Visitors render from it without loading the Firestore and Auth SDKs; the app then binds the same
 * data live from Firestore once those are loaded (after the first paint).
 */
export const siteStateSchema = /* @__PURE__ */ z.object({
  /**
   * The products the caller may see (`canSeeProduct`), each naming nothing of the products the caller may not see
   * (security issue 24): a mode's `priceSeriesId` naming such a product or its series is left out, as are such
   * benchmark ids; a weighted component's series of one is named `redacted-series-<n>` (the weighted figures come
   * from the API by the visible product's id, never by component id); a share-class root named after one is
   * replaced by the first visible member's id; a contact photo of such (or an unknown) product is left out. Staff
   * see every product, so their answer names everything.
   */
  products: z.array(productConfigSchema),
  /**
   * `settings/platform/langs/{lang}.compliance.investorProfileChecksActivated` per language; a language without a
   * document is absent (checks off); `null` = the document exists but is unreadable (checks on: fail closed).
   */
  investorProfileChecks: z.partialRecord(languageSchema, z.boolean().nullable()),
  /**
   * The public compliance texts per language (`settings/platform/langs/{lang}.compliance`): the investor-profile
   * step's disclaimer (empty = the app's default text) and whether the tenant's logo heads it, and the ombudsman
   * page's text (empty = the app's default). A language without a document, or with an unreadable one, is absent (the
   * app's defaults). Anyone may read these documents (firestore.rules); pages render from this until the SDKs load.
   */
  complianceTexts: z.partialRecord(
    languageSchema,
    z.object({
      investorProfileDisclaimer: z.string(),
      showLogo: z.boolean(),
      ombudsmanText: z.string(),
    }),
  ),
  /**
   * The asset class of each listed product its reader may open (not one locked behind the login for a guest) that
   * has holdings: the class holding more than half of its latest holdings' weight, else `multiAsset`
   * (holdings/dominant-asset-class.ts), a key of the holdings vocabulary. The home page's asset-class filter reads
   * it; it names a classification, never a position or a weight.
   */
  assetClasses: z.record(z.string(), z.string()).default({}),
});
export type SiteState = z.infer<typeof siteStateSchema>;
