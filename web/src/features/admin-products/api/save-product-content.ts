import {
  paths,
  PRODUCT_ADMIN_EDITABLE_FIELDS,
  productLangSchema,
  type Language,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';
import { deleteField, doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { refs } from '../../../lib/refs';

/** Product fields an admin tab writes (content; visibility and access for admins only, the rules re-check). */
export type ProductContentFields = Partial<
  Pick<ProductConfig, (typeof PRODUCT_ADMIN_EDITABLE_FIELDS)[number] | 'general' | 'accessRestrictions'>
>;

/**
 * Writes the product's changed fields and its per-language documents in one batch: all or nothing (seed 000 §5, no
 * half-written content). The rules check who may change which field (product admins: content only).
 */
export async function saveProductContent(
  db: Firestore,
  productId: string,
  fields: ProductContentFields,
  langs: readonly ProductLang[] = [],
  deleted: readonly (keyof ProductContentFields)[] = [],
): Promise<void> {
  const batch = writeBatch(db);
  // A field to remove is listed in `deleted` (Firestore refuses `undefined` values).
  const update: Record<string, unknown> = { ...fields };
  for (const key of deleted) update[key] = deleteField();
  if (Object.keys(update).length > 0) batch.update(doc(db, paths.product(productId)), update);
  for (const lang of langs)
    batch.set(refs(db).productLang(productId, lang.id), productLangSchema.parse(lang));
  await batch.commit();
}

/** The product's language documents (defaults where none is stored yet), read once for an editing form. */
export async function readProductLangs(
  db: Firestore,
  productId: string,
  langs: readonly Language[],
): Promise<ProductLang[]> {
  return Promise.all(
    langs.map(async (id) => {
      const snap = await getDoc(refs(db).productLang(productId, id));
      return snap.data() ?? productLangSchema.parse({ id });
    }),
  );
}
