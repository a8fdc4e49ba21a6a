import type { Firestore } from 'firebase-admin/firestore';
import {
  auditLogEntrySchema,
  benchmarkConfigSchema,
  catalogueStateSchema,
  contactChallengeRecordSchema,
  contactMessageRecordSchema,
  rateLimitRecordSchema,
  consentRecordSchema,
  dataExportMarkerSchema,
  followerMailMarkerSchema,
  followerSchema,
  genericComponentSchema,
  holdingComponentSchema,
  holdingOverrideSchema,
  holdingSnapshotSchema,
  operationRecordSchema,
  FOLLOWER_ENTRIES_GROUP,
  collections,
  paths,
  platformLangSettingsSchema,
  platformSettingsSchema,
  priceChunkSchema,
  priceSeriesMetaSchema,
  productAdminClaimsSchema,
  productDocSchema,
  productDocumentSchema,
  productMediaSchema,
  productLangSchema,
  userRecordSchema,
} from '@portal/domain';
import { adminConverter } from './converter.js';

/**
 * The one place in functions that binds Firestore paths to converters (STYLE.md convention 4). Services receive a
 * `Firestore` and call these; nothing else builds paths.
 */
const converters = {
  product: adminConverter(productDocSchema),
  benchmark: adminConverter(benchmarkConfigSchema),
  platform: adminConverter(platformSettingsSchema),
  platformLang: adminConverter(platformLangSettingsSchema),
  catalogueState: adminConverter(catalogueStateSchema),
  priceMeta: adminConverter(priceSeriesMetaSchema),
  priceChunk: adminConverter(priceChunkSchema),
  user: adminConverter(userRecordSchema),
  productAdminClaims: adminConverter(productAdminClaimsSchema),
  productLang: adminConverter(productLangSchema),
  productDocument: adminConverter(productDocumentSchema),
  component: adminConverter(genericComponentSchema),
  productMedia: adminConverter(productMediaSchema),
  holdingSnapshot: adminConverter(holdingSnapshotSchema),
  holdingOverride: adminConverter(holdingOverrideSchema),
  holdingComponent: adminConverter(holdingComponentSchema),
  follower: adminConverter(followerSchema),
  followerMail: adminConverter(followerMailMarkerSchema),
  operation: adminConverter(operationRecordSchema),
  auditLog: adminConverter(auditLogEntrySchema),
  contactMessage: adminConverter(contactMessageRecordSchema),
  contactChallenge: adminConverter(contactChallengeRecordSchema),
  rateLimit: adminConverter(rateLimitRecordSchema),
  consent: adminConverter(consentRecordSchema),
  dataExport: adminConverter(dataExportMarkerSchema),
};

export const refs = (db: Firestore) => ({
  products: () => db.collection(paths.products()).withConverter(converters.product),
  product: (id: string) => db.doc(paths.product(id)).withConverter(converters.product),
  benchmarks: () => db.collection(paths.benchmarks()).withConverter(converters.benchmark),
  benchmark: (id: string) => db.doc(paths.benchmark(id)).withConverter(converters.benchmark),
  platformSettings: () => db.doc(paths.platformSettings()).withConverter(converters.platform),
  platformLang: (lang: string) => db.doc(paths.platformLang(lang)).withConverter(converters.platformLang),
  platformLangs: () => db.collection(paths.platformLangs()).withConverter(converters.platformLang),
  catalogueState: () => db.doc(paths.catalogueState()).withConverter(converters.catalogueState),
  /** Every price series' meta document (the platform export lists them). */
  priceSeriesMetas: () => db.collection(collections.priceSeries).withConverter(converters.priceMeta),
  priceMeta: (seriesId: string) =>
    db.doc(paths.priceSeriesMeta(seriesId)).withConverter(converters.priceMeta),
  priceChunks: (seriesId: string) =>
    db.collection(paths.priceChunks(seriesId)).withConverter(converters.priceChunk),
  priceChunk: (seriesId: string, chunkId: string) =>
    db.doc(paths.priceChunk(seriesId, chunkId)).withConverter(converters.priceChunk),
  user: (uid: string) => db.doc(paths.user(uid)).withConverter(converters.user),
  users: () => db.collection(paths.users()).withConverter(converters.user),
  /** Untyped on purpose: audit entries are append-only records written by functions and read by admins. */
  auditLogs: () => db.collection(paths.auditLogs()),
  /** Typed reading of the audit log (entries keep type-specific fields). */
  auditLogEntries: () => db.collection(paths.auditLogs()).withConverter(converters.auditLog),
  /** Derived from the custom roles (services/access); read by firestore.rules only. */
  productAdminClaims: () => db.doc(paths.productAdminClaims()).withConverter(converters.productAdminClaims),
  productLang: (productId: string, lang: string) =>
    db.doc(paths.productLang(productId, lang)).withConverter(converters.productLang),
  productDocuments: (productId: string) =>
    db.collection(paths.productDocuments(productId)).withConverter(converters.productDocument),
  components: (productId: string) =>
    db.collection(paths.components(productId)).withConverter(converters.component),
  productMedia: (productId: string) =>
    db.collection(paths.productMedia(productId)).withConverter(converters.productMedia),
  holdingSnapshot: (productId: string, date: string) =>
    db.doc(paths.holdingSnapshot(productId, date)).withConverter(converters.holdingSnapshot),
  holdingSnapshots: (productId: string) =>
    db.collection(paths.holdings(productId)).withConverter(converters.holdingSnapshot),
  holdingOverrides: (productId: string) =>
    db.collection(paths.holdingOverrides(productId)).withConverter(converters.holdingOverride),
  holdingComponents: (productId: string) =>
    db.collection(paths.holdingComponents(productId)).withConverter(converters.holdingComponent),
  followers: (productId: string) =>
    db.collection(paths.followers(productId)).withConverter(converters.follower),
  follower: (productId: string, entryId: string) =>
    db.doc(paths.follower(productId, entryId)).withConverter(converters.follower),
  /** A user's self-registered follower entries of every product (deleting a user removes them). */
  followerEntriesOfUser: (uid: string) =>
    db.collectionGroup(FOLLOWER_ENTRIES_GROUP).withConverter(converters.follower).where('uid', '==', uid),
  /** Per document and address: the follower mail was handed to SMTP (functions only). */
  followerMail: (markerId: string) =>
    db.doc(paths.followerMail(markerId)).withConverter(converters.followerMail),
  operations: () => db.collection(paths.operations()).withConverter(converters.operation),
  operation: (operationId: string) =>
    db.doc(paths.operation(operationId)).withConverter(converters.operation),
  /** The contact form (functions only): a message, a used bot-check solution, a sender's recent sends. */
  contactMessage: (messageId: string) =>
    db.doc(paths.contactMessage(messageId)).withConverter(converters.contactMessage),
  contactChallenge: (nonce: string) =>
    db.doc(paths.contactChallenge(nonce)).withConverter(converters.contactChallenge),
  contactRateLimit: (counterId: string) =>
    db.doc(paths.contactRateLimit(counterId)).withConverter(converters.rateLimit),
  /** A caller's recent calls of a sensitive callable (functions only). */
  callRateLimit: (counterId: string) =>
    db.doc(paths.callRateLimit(counterId)).withConverter(converters.rateLimit),
  /*
   * Everything tied to one user (services/privacy): untyped where a record the schema refuses must still be found
   * (and deleted or anonymised), typed where the user wrote it through the rules.
   */
  consents: (uid: string) => db.collection(paths.consents(uid)).withConverter(converters.consent),
  dataExport: (uid: string) => db.doc(paths.dataExport(uid)).withConverter(converters.dataExport),
  operationsCreatedBy: (uid: string) => db.collection(paths.operations()).where('createdBy', '==', uid),
  auditEntriesNaming: (field: 'actorUid' | 'uid', uid: string) =>
    db.collection(paths.auditLogs()).where(field, '==', uid),
  /** Follower-mail markers name the address a document was mailed to. */
  followerMailsTo: (emails: string[]) =>
    db.collection(collections.followerMails).where('email', 'in', emails),
  /** Contact messages are kept by sender address, not uid (the form is open to guests). */
  contactMessagesFrom: (emails: string[]) =>
    db.collection(collections.contactMessages).where('email', 'in', emails),
});
