import {
  collections,
  componentDocId,
  followerSchema,
  genericComponentSchema,
  holdingComponentSchema,
  holdingOverrideSchema,
  holdingSnapshotSchema,
  operationRecordSchema,
  paths,
  platformLangSettingsSchema,
  platformSettingsSchema,
  priceSeriesMetaSchema,
  productDocSchema,
  productDocumentSchema,
  productLangSchema,
  userRecordSchema,
  type ComponentPage,
  type Language,
  type OperationKind,
  type ProductRole,
} from '@portal/domain';
import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { firestoreConverter } from './converter';

/**
 * The only place in the web app that builds Firestore refs (STYLE.md §4): each path from `@portal/domain` bound to
 * the converter of its schema.
 */
const converters = {
  platformSettings: firestoreConverter(platformSettingsSchema),
  platformLang: firestoreConverter(platformLangSettingsSchema),
  product: firestoreConverter(productDocSchema),
  productLang: firestoreConverter(productLangSchema),
  productDocument: firestoreConverter(productDocumentSchema),
  component: firestoreConverter(genericComponentSchema),
  holdingComponent: firestoreConverter(holdingComponentSchema),
  holdingSnapshot: firestoreConverter(holdingSnapshotSchema),
  holdingOverride: firestoreConverter(holdingOverrideSchema),
  follower: firestoreConverter(followerSchema),
  operation: firestoreConverter(operationRecordSchema),
  user: firestoreConverter(userRecordSchema),
  priceMeta: firestoreConverter(priceSeriesMetaSchema),
};

export function refs(db: Firestore) {
  return {
    platformSettings: () => doc(db, paths.platformSettings()).withConverter(converters.platformSettings),
    platformLang: (lang: Language) =>
      doc(db, paths.platformLang(lang)).withConverter(converters.platformLang),
    products: () => collection(db, paths.products()).withConverter(converters.product),
    /** The risk-free rate series' meta documents (public reference data, docs/risk-free.md): listed by kind. */
    rateSeries: () =>
      query(
        collection(db, collections.priceSeries).withConverter(converters.priceMeta),
        where('kind', '==', 'rate'),
      ),
    /**
     * Products open to every role. Rules are not filters: a visitor's list query must itself exclude hidden, dev and
     * role-restricted products, or Firestore refuses it.
     */
    openProducts: () =>
      query(
        collection(db, paths.products()).withConverter(converters.product),
        where('general.hidden', '==', false),
        where('dev', '==', false),
        where('allowedRoles', '==', []),
      ),
    /** Visible products restricted to roles; `roles` = the product roles the user holds (`productRolesHeld`). */
    productsForRoles: (roles: readonly ProductRole[]) =>
      query(
        collection(db, paths.products()).withConverter(converters.product),
        where('general.hidden', '==', false),
        where('dev', '==', false),
        where('allowedRoles', 'array-contains-any', [...roles]),
      ),
    product: (productId: string) => doc(db, paths.product(productId)).withConverter(converters.product),
    /** `users/{uid}`: the security rules let a user read only their own record (admins read all). */
    user: (uid: string) => doc(db, paths.user(uid)).withConverter(converters.user),
    /** Every user record: only admin and superAdmin may list them (admin console, Users page). */
    users: () => collection(db, paths.users()).withConverter(converters.user),
    /**
     * The user's consent records (append-only, firestore.rules). Without a converter: they are written with
     * `serverTimestamp()`, which a schema's date field refuses; lib/consent-store.ts validates what it reads.
     */
    consents: (uid: string) => collection(db, paths.consents(uid)),
    /** Per-language texts, overview header and factsheet config: readable with the product. */
    productLang: (productId: string, lang: Language) =>
      doc(db, paths.productLang(productId, lang)).withConverter(converters.productLang),
    /** Active documents: visitors may only list these (the rules refuse a list that could include archived ones). */
    activeDocuments: (productId: string) =>
      query(
        collection(db, paths.productDocuments(productId)).withConverter(converters.productDocument),
        where('archived', '==', false),
      ),
    /** Every document, archived ones included: staff and the product's admins. */
    allDocuments: (productId: string) =>
      collection(db, paths.productDocuments(productId)).withConverter(converters.productDocument),
    components: (productId: string) =>
      collection(db, paths.components(productId)).withConverter(converters.component),
    /** The components of one page of a product (readable with the product; written by the components API only). */
    pageComponents: (productId: string, page: ComponentPage) =>
      query(
        collection(db, paths.components(productId)).withConverter(converters.component),
        where('page', '==', page),
      ),
    component: (productId: string, page: ComponentPage, id: string) =>
      doc(db, paths.component(productId, componentDocId(page, id))).withConverter(converters.component),
    holdingComponents: (productId: string) =>
      collection(db, paths.holdingComponents(productId)).withConverter(converters.holdingComponent),
    holdingComponent: (productId: string, kind: string) =>
      doc(db, paths.holdingComponent(productId, kind)).withConverter(converters.holdingComponent),
    /** Private: staff and the product's admins; written by the holdings admin API only. */
    holdingSnapshots: (productId: string) =>
      collection(db, paths.holdings(productId)).withConverter(converters.holdingSnapshot),
    /** Private: staff and the product's admins; written by the holdings admin API only. */
    holdingOverrides: (productId: string) =>
      collection(db, paths.holdingOverrides(productId)).withConverter(converters.holdingOverride),
    /** Private: admins and the product's admins only. */
    followers: (productId: string) =>
      collection(db, paths.followers(productId)).withConverter(converters.follower),
    /** The caller's own operation records (the rules let a user read only theirs; admins read all). */
    myOperations: (uid: string) =>
      query(
        collection(db, paths.operations()).withConverter(converters.operation),
        where('createdBy', '==', uid),
      ),
    operation: (operationId: string) =>
      doc(db, paths.operation(operationId)).withConverter(converters.operation),
    /**
     * The operation records of one kind, newest first: all of them for admins (`uid` undefined), else the caller's own
     * (the rules refuse a query that could return someone else's). Indexed in firestore.indexes.json.
     */
    operationsOfKind: (kind: OperationKind, uid: string | undefined, max: number) =>
      query(
        collection(db, paths.operations()).withConverter(converters.operation),
        ...(uid === undefined ? [] : [where('createdBy', '==', uid)]),
        where('kind', '==', kind),
        orderBy('createdAt', 'desc'),
        limit(max),
      ),
  };
}
