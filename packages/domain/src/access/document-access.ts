import type { Language } from '../constants.js';
import type { ProductDocument } from '../schemas/documents.js';
import type { ProductConfig } from '../tenant/product-config.js';
import { isProfileAuthorized, skipsProfileChecks, type InvestorProfile } from './investor-profile.js';
import { productDecision } from './mode-access.js';
import { isProductAdmin, isSignedIn, isStaff, type AccessContext } from './roles.js';

/*
 * Who may read a product's documents, and what the documents page lists: the one decision the documents API (list
 * and download) and the web's documents pages take. See docs/documents.md.
 */

/** A document with its id and the product it is stored under. */
export interface StoredDocument {
  id: string;
  productId: string;
  doc: ProductDocument;
}

export type DocumentDenialReason =
  /** No such product, or hidden from the caller (answered alike). */
  | 'unknownProduct'
  /** No such document, or archived and the caller is not an admin of the product (answered alike). */
  | 'unknownDocument'
  /** The product's `allowedRoles` do not include a role of the caller. */
  | 'productRoles'
  /** The product is `lockedBehindLogin`, or the document `loginRequired`, and the caller is a guest. */
  | 'loginRequired'
  /** Investor-profile checks are on and the caller has given no profile (type and country). */
  | 'investorProfileMissing'
  /** Investor-profile checks are on and the product is not offered to the caller's profile and country. */
  | 'investorProfile';

export type DocumentDecision =
  { kind: 'allow' } | { kind: 'deny'; status: 401 | 403 | 404; reason: DocumentDenialReason };

const deny = (status: 401 | 403 | 404, reason: DocumentDenialReason): DocumentDecision => ({
  kind: 'deny',
  status,
  reason,
});

/** What the investor-profile checks need (seed 000 §4 steps 7-9). */
export interface ProfileContext {
  /** `investorProfileChecksActivated` of the reader's language (a missing compliance document: off). */
  checksActivated: boolean;
  /** The signed-in user's profile from their record, else the visitor's from browser storage. */
  profile: InvestorProfile | undefined;
}

/**
 * May this caller read the product's documents (the list), in this order (`loginLockApplies: false`: a
 * `lockedBehindLogin` product is readable by guests, as for the overview's texts, which the catalogue shows them
 * anyway; its numbers and documents stay locked):
 * 1. the product's own rules ({@link productDecision}): unknown or hidden → 404; `allowedRoles` → 401/403;
 *    `lockedBehindLogin` → 401 for a guest;
 * 2. investor profile, when the language's checks are on and the caller is neither staff nor an admin of the
 *    product: none given → 403, not authorised for the profile's type and country → 403.
 */
export function productDocumentsDecision(
  ctx: AccessContext,
  product: ProductConfig | undefined,
  profile: ProfileContext,
  options: { loginLockApplies?: boolean } = {},
): DocumentDecision {
  const d =
    options.loginLockApplies === false && product?.lockedBehindLogin
      ? productDecision(ctx, { ...product, lockedBehindLogin: false })
      : productDecision(ctx, product);
  if (d.kind === 'deny') {
    // productDecision refuses a product for these reasons only; hidden is told as unknown.
    const reason: DocumentDenialReason =
      d.reason === 'productRoles' || d.reason === 'loginRequired' ? d.reason : 'unknownProduct';
    return deny(d.status, reason);
  }
  if (profile.checksActivated && !skipsProfileChecks(ctx, d.product.productId)) {
    if (!profile.profile) return deny(403, 'investorProfileMissing');
    if (!isProfileAuthorized(d.product.accessRestrictions, profile.profile))
      return deny(403, 'investorProfile');
  }
  return { kind: 'allow' };
}

/**
 * May this caller download this document: {@link productDocumentsDecision} for the product it is stored under, then
 * the document itself: unknown, or archived for anyone but staff and the product's admins → 404; `loginRequired`
 * and a guest → 401 (the page offers to sign in).
 */
export function documentDownloadDecision(
  ctx: AccessContext,
  product: ProductConfig | undefined,
  document: ProductDocument | undefined,
  profile: ProfileContext,
): DocumentDecision {
  const forProduct = productDocumentsDecision(ctx, product, profile);
  if (forProduct.kind === 'deny') return forProduct;
  if (!document || !product) return deny(404, 'unknownDocument');
  if (document.archived && !isStaff(ctx.roles) && !isProductAdmin(ctx, product.productId)) {
    return deny(404, 'unknownDocument');
  }
  if (document.loginRequired && !isSignedIn(ctx.roles)) return deny(401, 'loginRequired');
  return { kind: 'allow' };
}

/**
 * The documents page of share class `productId` in language `lang` (seed 000 §2 "documents"): the active documents
 * in that language stored under the product (its own and the fund's, `shareClass` null or the product), plus those
 * a sibling share class stored for this one (`shareClass` = the product). `documents` are those of the products of
 * the fund the caller may read; order: the product's own first, each by its drag-and-drop order.
 */
export function readerDocuments(
  productId: string,
  lang: Language,
  documents: readonly StoredDocument[],
): StoredDocument[] {
  const shown = documents.filter(({ productId: owner, doc }) => {
    if (doc.archived || doc.lang !== lang) return false;
    if (owner === productId) return doc.shareClass === null || doc.shareClass === productId;
    return doc.shareClass === productId;
  });
  return shown.sort(
    (a, b) =>
      Number(a.productId !== productId) - Number(b.productId !== productId) ||
      a.productId.localeCompare(b.productId) ||
      a.doc.order - b.doc.order,
  );
}

/** What an upload or edit sets of a document's metadata. */
export interface DocumentMetadata {
  displayName: string;
  lang: Language;
  shareClass: string | null;
}

export type DocumentIssue =
  | { field: 'displayName'; problem: 'taken' }
  | { field: 'lang'; problem: 'notOffered' }
  | { field: 'shareClass'; problem: 'notInFund' };

/** Display names compare trimmed and case-insensitively: "KIID" and "kiid " are the same title. */
const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * What is wrong with a document's metadata for `product` (seed 000 §5): the display name is unique among the
 * product's documents of the same language (archived ones included: unarchiving must not create a duplicate), the
 * language is one the product publishes documents in (`langsForDocuments`), the share class is one of the product's
 * fund (`productShareClassRoot`). `ignoreId`: the document being edited.
 */
export function documentMetadataIssues(
  product: Pick<ProductConfig, 'productShareClassRoot' | 'langsForDocuments'>,
  metadata: DocumentMetadata,
  existing: readonly { id: string; doc: Pick<ProductDocument, 'displayName' | 'lang'> }[],
  fund: readonly Pick<ProductConfig, 'productId' | 'productShareClassRoot'>[],
  ignoreId?: string,
): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  if (
    existing.some(
      ({ id, doc }) =>
        id !== ignoreId && doc.lang === metadata.lang && sameName(doc.displayName, metadata.displayName),
    )
  ) {
    issues.push({ field: 'displayName', problem: 'taken' });
  }
  if (!product.langsForDocuments.includes(metadata.lang))
    issues.push({ field: 'lang', problem: 'notOffered' });
  if (
    metadata.shareClass !== null &&
    !fund.some(
      (p) => p.productId === metadata.shareClass && p.productShareClassRoot === product.productShareClassRoot,
    )
  ) {
    issues.push({ field: 'shareClass', problem: 'notInFund' });
  }
  return issues;
}
