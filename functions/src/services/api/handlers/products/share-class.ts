import { FieldValue } from 'firebase-admin/firestore';
import {
  API,
  defaultClassChanges,
  isProductAdmin,
  normalizeBloombergTicker,
  paths,
  productDocSchema,
  shareClassIssues,
  type ShareClass,
  type ShareClassIssue,
  type ShareClassRefusal,
  type ShareClassUpdateBody,
  type ShareClassUpdateResponse,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { administeredProduct } from '../../administered-product.js';
import type { EntryContext } from '../../context.js';
import { ApiHttpError, ok, type ApiReply } from '../../http.js';

/*
 * PUT /products/{id}/share-class (docs/share-classes.md): the admin's share-class tab saves a class's static data
 * and the family's default class. An admin of the product (admin, superAdmin, or a custom role naming it); changing
 * which class is the default also needs the right to every class whose flag changes. The class is checked with the
 * domain's `shareClassIssues` (what the form runs), then one transaction reads the product and its family fresh,
 * writes the class, the family's default flags and the audit entry, and bumps the catalogue version so the API's
 * cached configuration is reloaded by the next request (the trigger bumps it too, a moment later).
 */

function refused(issues: ShareClassIssue[]): ApiHttpError {
  const details: ShareClassRefusal = { issues };
  return new ApiHttpError('bad-request', `the share class is refused (${String(issues.length)} issues)`, {
    messageKey: 'api.errors.shareClassInvalid',
    details,
  });
}

/** The class as it is stored: text trimmed, empty optional fields left out, the Bloomberg code in its canonical spelling. */
function storedForm(body: ShareClassUpdateBody['shareClass']): ShareClass {
  // An empty or blank text is "not stated": left out of the stored class.
  const text = (v: string | undefined): string | undefined => {
    const trimmed = v?.trim() ?? '';
    return trimmed === '' ? undefined : trimmed;
  };
  const isin = text(body.isin)?.toUpperCase();
  const valor = text(body.valor);
  const bloomberg = text(body.bloombergCode);
  return {
    class: body.class.trim(),
    currency: body.currency,
    inceptionDate: body.inceptionDate,
    ...(isin === undefined ? {} : { isin }),
    ...(valor === undefined ? {} : { valor }),
    ...(bloomberg === undefined ? {} : { bloombergCode: normalizeBloombergTicker(bloomberg) }),
    ...(body.managementFee === undefined ? {} : { managementFee: body.managementFee }),
    ...(body.performanceFee === undefined ? {} : { performanceFee: body.performanceFee }),
    ...(body.hedged === undefined ? {} : { hedged: body.hedged }),
    ...(body.distributionPolicy === undefined ? {} : { distributionPolicy: body.distributionPolicy }),
  };
}

/** PUT /products/{id}/share-class {shareClass, isDefaultShareClass}: 200, or 400 listing every issue. */
export async function putShareClass(c: EntryContext<typeof API.updateShareClass>): Promise<ApiReply> {
  const cached = administeredProduct(c, 'changing a share class');
  const actorUid = c.caller.uid ?? '';
  const shareClass = storedForm(c.body.shareClass);
  const productId = cached.productId;
  const reply = await c.db.runTransaction(async (tx) => {
    const productRef = refs(c.db).product(productId);
    const product = (await tx.get(productRef)).data();
    if (!product)
      throw new ApiHttpError('not-found', `no such product: ${productId}`, { details: { productId } });
    const issues = shareClassIssues(shareClass, product.currency);
    if (issues.length > 0) throw refused(issues);
    // What the catalogue schema says of the whole document (the same rules; nothing else may break on this write).
    productDocSchema.parse({ ...product, shareClass });
    const family = (
      await tx.get(refs(c.db).products().where('productShareClassRoot', '==', product.productShareClassRoot))
    ).docs.map((d) => d.data());
    const defaults = defaultClassChanges(family, productId, c.body.isDefaultShareClass);
    if (!defaults.ok)
      throw refused([
        { field: 'isDefaultShareClass', problem: defaults.problem, value: c.body.isDefaultShareClass },
      ]);
    const notAdministered = defaults.changes.filter((ch) => !isProductAdmin(c.access, ch.productId));
    if (notAdministered.length > 0)
      throw new ApiHttpError(
        'forbidden',
        'changing the default class needs the right to every class it changes',
        {
          details: { productIds: notAdministered.map((ch) => ch.productId) },
        },
      );
    const before = product.shareClass ?? null;
    // Both in the schema's key order (the converter's parse, `storedForm`), so the texts compare the values.
    const shareClassChanged = JSON.stringify(before) !== JSON.stringify(shareClass);
    // The product-level ISIN (search, lists, products without a class) follows the class's: one value everywhere.
    if (shareClassChanged)
      tx.update(c.db.doc(paths.product(productId)), {
        shareClass,
        isin: shareClass.isin ?? FieldValue.delete(),
      });
    for (const change of defaults.changes)
      tx.update(c.db.doc(paths.product(change.productId)), {
        isDefaultShareClass: change.isDefaultShareClass,
      });
    if (shareClassChanged || defaults.changes.length > 0) {
      tx.create(refs(c.db).auditLogs().doc(), {
        type: 'shareClassUpdate',
        actorUid,
        productId,
        shareClassRoot: product.productShareClassRoot,
        before,
        after: shareClass,
        defaultChanged: defaults.changes,
        at: new Date(),
      });
      tx.set(c.db.doc(paths.catalogueState()), { version: FieldValue.increment(1) }, { merge: true });
    }
    const body: ShareClassUpdateResponse = { productId, defaultChanged: defaults.changes, shareClassChanged };
    return body;
  });
  return ok(reply);
}
