import type { Firestore } from 'firebase-admin/firestore';
import {
  benchmarkConfigSchema,
  catalogueStateSchema,
  paths,
  platformLangSettingsSchema,
  platformSettingsSchema,
  priceChunkSchema,
  priceSeriesMetaSchema,
  productConfigSchema,
  userRecordSchema,
} from '@portal/domain';
import { adminConverter } from './converter.js';

/**
 * The one place in functions that binds Firestore paths to converters (STYLE.md convention 4). Services receive a
 * `Firestore` and call these; nothing else builds paths.
 */
const converters = {
  product: adminConverter(productConfigSchema),
  benchmark: adminConverter(benchmarkConfigSchema),
  platform: adminConverter(platformSettingsSchema),
  platformLang: adminConverter(platformLangSettingsSchema),
  catalogueState: adminConverter(catalogueStateSchema),
  priceMeta: adminConverter(priceSeriesMetaSchema),
  priceChunk: adminConverter(priceChunkSchema),
  user: adminConverter(userRecordSchema),
};

export const refs = (db: Firestore) => ({
  products: () => db.collection(paths.products()).withConverter(converters.product),
  product: (id: string) => db.doc(paths.product(id)).withConverter(converters.product),
  benchmarks: () => db.collection(paths.benchmarks()).withConverter(converters.benchmark),
  benchmark: (id: string) => db.doc(paths.benchmark(id)).withConverter(converters.benchmark),
  platformSettings: () => db.doc(paths.platformSettings()).withConverter(converters.platform),
  platformLang: (lang: string) => db.doc(paths.platformLang(lang)).withConverter(converters.platformLang),
  catalogueState: () => db.doc(paths.catalogueState()).withConverter(converters.catalogueState),
  priceMeta: (seriesId: string) =>
    db.doc(paths.priceSeriesMeta(seriesId)).withConverter(converters.priceMeta),
  priceChunks: (seriesId: string) =>
    db.collection(paths.priceChunks(seriesId)).withConverter(converters.priceChunk),
  priceChunk: (seriesId: string, chunkId: string) =>
    db.doc(paths.priceChunk(seriesId, chunkId)).withConverter(converters.priceChunk),
  user: (uid: string) => db.doc(paths.user(uid)).withConverter(converters.user),
  /** Untyped on purpose: audit entries are append-only records written by functions and read by admins. */
  auditLogs: () => db.collection(paths.auditLogs()),
});
export type Refs = ReturnType<typeof refs>;
